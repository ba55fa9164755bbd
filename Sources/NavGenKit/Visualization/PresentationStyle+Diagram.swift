extension PresentationStyle {
    /// The kind of arrow a move in this style is drawn as; every format writes the
    /// kind's name, so this is the one place a diagram spells a style.
    var diagramKind: DiagramEdge.Kind {
        switch self {
        case .push: .push
        case .sheet: .sheet
        case .cover: .cover
        case .popover: .popover
        }
    }

    /// Pushes are solid and presentations dashed, as in most navigation diagrams.
    var diagramStroke: DiagramEdge.Stroke { isModal ? .dashed : .solid }
}
