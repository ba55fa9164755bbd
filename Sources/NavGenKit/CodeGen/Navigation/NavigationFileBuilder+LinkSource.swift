/// Where a link comes from, for a spec whose patterns map `open` by source: the
/// generated `open(_:source:)` and `handle(_:source:)` take it, `.external` unless the
/// app's own views opened the link.
extension NavigationFileBuilder {
    var usesLinkSource: Bool { model.spec.usesLinkSource }

    /// `enum <App>LinkSource: String, Hashable, Codable, Sendable { case external, inApp }`.
    func linkSourceEnum() -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                docs: [
                    "Where a link comes from, which decides how a pattern written",
                    "`open: { external: ..., inApp: ... }` opens: `external` for a URL the system hands the app",
                    "(another app, a notification, the browser), `inApp` for a link tapped in the app's own views.",
                ],
                access: access, kind: .enum, name: names.linkSourceType,
                conformances: Self.conformances("String", "Hashable", "Codable", "Sendable"),
                members: LinkSource.allCases.map { .enumCase(SwiftEnumCase(name: $0.rawValue)) }))
    }

    /// `source: <App>LinkSource = .external` for a spec that maps `open` by source; none else.
    var linkSourceParameters: [SwiftParameter] {
        usesLinkSource ? [SwiftParameter("source", names.linkSourceType, defaultValue: .dot("external"))] : []
    }

    /// `source: source`, passing the parameter on; none for a spec without it.
    var linkSourceArguments: [SwiftArgument] {
        usesLinkSource ? [SwiftArgument("source", .local("source"))] : []
    }
}
