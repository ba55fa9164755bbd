extension Modal.Style {
    /// The modal a move in `style` puts on screen; nil for a push, which goes on a
    /// stack instead. The one place the engine turns a move's style into a modal's.
    init?(shown style: PresentationStyle) {
        switch style {
        case .push: return nil
        case .sheet: self = .sheet
        case .cover: self = .cover
        case .popover: self = .popover
        }
    }
}
