extension PresentationStyle {
    /// The kind of arrow a move in this style is drawn as.
    var diagramKind: DiagramEdge.Kind { .show(self) }

    /// Pushes are solid and presentations dashed, as in most navigation diagrams.
    var diagramStroke: DiagramEdge.Stroke { isModal ? .dashed : .solid }
}
