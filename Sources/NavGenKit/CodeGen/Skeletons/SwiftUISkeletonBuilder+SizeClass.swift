/// How a SwiftUI coordinator learns its size class: its `RootView` reads
/// `horizontalSizeClass` from the environment and hands it to the coordinator when it
/// appears and whenever it changes (an iPad window resized, Split View, rotation).
extension SwiftUISkeletonBuilder {
    /// `@Environment(\.horizontalSizeClass) private var horizontalSizeClass`.
    var horizontalSizeClassProperty: SwiftDeclaration {
        .variable(
            SwiftVariable(
                docs: ["The class the view is shown in; the coordinator presents in its styles."],
                attributes: [#"@Environment(\.horizontalSizeClass)"#], access: .private,
                name: "horizontalSizeClass", type: .optional(.named(["UserInterfaceSizeClass"]))))
    }

    /// `content` that sets `coordinator.sizeClass`: `.onChange(of:initial:)` from iOS 17,
    /// `.onAppear` and `.onChange(of:perform:)` (deprecated in iOS 17) before.
    func readingSizeClass(on content: SwiftExpression) -> SwiftExpression {
        var scope = SwiftNameScope(reserving: ["coordinator", "horizontalSizeClass"])
        let newValue = scope.claim("newValue")
        func setting(_ value: SwiftExpression) -> [SwiftStatement] {
            [
                .assignment(
                    .member(.local("coordinator"), "sizeClass"),
                    .ternary(.binary(value, "==", .dot("regular")), .dot("regular"), .dot("compact")))
            ]
        }
        let sizeClass = SwiftExpression.local("horizontalSizeClass")
        guard minimumOS < .iOS17 else {
            return .modifier(
                content, "onChange",
                [SwiftArgument("of", sizeClass), SwiftArgument("initial", .boolean(true))],
                trailing: SwiftClosure(parameters: ["_", newValue], body: setting(.local(newValue))))
        }
        let appearing = SwiftExpression.modifier(
            content, "onAppear", [], trailing: SwiftClosure(body: setting(sizeClass)))
        return .modifier(
            appearing, "onChange", [SwiftArgument("of", sizeClass)],
            trailing: SwiftClosure(parameters: [newValue], body: setting(.local(newValue))))
    }
}
