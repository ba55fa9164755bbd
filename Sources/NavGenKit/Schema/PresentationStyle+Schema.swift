extension PresentationStyle {
    /// What the schema says a move in this style does.
    ///
    /// The one place the schema spells a style, so a new style adds a line here.
    var schemaDescription: String {
        switch self {
        case .push: "Push a route of this coordinator on the current stack."
        case .sheet: "Present a route of this coordinator as a sheet. It may not push."
        case .cover: "Present a route of this coordinator as a full-screen cover. It may not push."
        case .popover:
            "Present a route of this coordinator as a popover (a sheet on iPhone). It may not push."
        }
    }
}
