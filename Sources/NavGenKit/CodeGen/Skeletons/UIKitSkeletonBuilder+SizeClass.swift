/// How a UIKit coordinator learns its size class: it asks its navigation controller's
/// trait collection when a move presents, so a move made after the window was resized
/// shows in the new class's style without the coordinator being told.
extension UIKitSkeletonBuilder {
    /// `private var sizeClass: <App>SizeClass`, read from
    /// `navigationController.traitCollection.horizontalSizeClass` (unspecified is compact,
    /// as the simulator's default is).
    func sizeClassProperty() -> SwiftDeclaration {
        let horizontal = SwiftExpression.member(
            .member(.local("navigationController"), "traitCollection"), "horizontalSizeClass")
        return .variable(
            SwiftVariable(
                docs: [
                    "The horizontal size class the stack is shown in: a move that adapts presents in its style",
                    "for it" + (plan.isRoot ? ", and a deep link opens in it." : "."),
                ],
                access: .private, name: "sizeClass", type: names.sizeClassType,
                body: .computed([
                    .expression(
                        .ternary(.binary(horizontal, "==", .dot("regular")), .dot("regular"), .dot("compact"))
                    )
                ])))
    }
}
