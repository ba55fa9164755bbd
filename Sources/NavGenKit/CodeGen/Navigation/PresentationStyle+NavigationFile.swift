extension PresentationStyle {
    /// The case of the generated state's `PresentationStyle` a modal of this style is
    /// saved with; nil for a push, which the state keeps in a path, not a modal.
    ///
    /// The one place the navigation file spells a style, so a new style adds a line here.
    var stateCase: String? {
        switch self {
        case .push: nil
        case .sheet: "sheet"
        case .cover: "cover"
        case .popover: "popover"
        }
    }
}
