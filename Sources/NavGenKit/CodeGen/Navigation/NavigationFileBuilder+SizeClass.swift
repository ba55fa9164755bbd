/// The size class of a spec whose items adapt (`as: { compact: sheet, regular:
/// popover }`): an enum, and a `sizeClass:` parameter on every function that builds
/// a state, so the item shows in the style of the class the app runs in.
extension NavigationFileBuilder {
    /// `enum <App>SizeClass`: compact or regular, as `horizontalSizeClass` says.
    func sizeClassEnum() -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                docs: [
                    "The horizontal size class a state is built for: an item that adapts shows in its style",
                    "for the class (`navgen simulate --size-class`).",
                ],
                access: access, kind: .enum, name: names.sizeClassType,
                conformances: Self.conformances("String", "Hashable", "Codable", "Sendable"),
                members: SizeClass.allCases.map { .enumCase(SwiftEnumCase(name: $0.rawValue)) }))
    }

    /// `sizeClass: <App>SizeClass = .compact` for a spec whose items adapt; none else.
    var sizeClassParameters: [SwiftParameter] {
        model.adapts ? [SwiftParameter("sizeClass", names.sizeClassType, defaultValue: .dot("compact"))] : []
    }

    /// `sizeClass: sizeClass`, passing the parameter on; none for a spec without it.
    var sizeClassArguments: [SwiftArgument] {
        model.adapts ? [SwiftArgument("sizeClass", .local("sizeClass"))] : []
    }
}
