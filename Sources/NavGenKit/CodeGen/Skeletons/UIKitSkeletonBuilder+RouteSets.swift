/// The UIKit skeleton of a route set (docs/spec.md, Shared route sets): one
/// `<Set>Routes` screen factory, built once and used by every stack that uses the
/// set; each such stack's `makeViewController(for:)` hands the set's cases to it.
extension UIKitSkeletonBuilder {
    /// `struct CommonRoutes`: the set's screens, and `push`, which the using stack
    /// supplies to put another screen of the set on its navigation controller.
    func routeSetFactory() -> SwiftDeclaration {
        let push = SwiftVariable(
            docs: [
                "Shows another screen of the set on the stack that shows this one: the using stack sets it."
            ],
            name: "push", type: .function([routeType], .named(["Void"])))
        var scope = NameScope(reserving: Set(coordinator.routes.flatMap { $0.params.map(\.name.value) }))
        let name = scope.claim("viewController", else: "screen")
        let screen = SwiftExpression.local(name)
        let cases = coordinator.routes.map { route in
            SwiftSwitchCase(
                patterns: [SkeletonSyntax.routePattern(route)],
                body: [.assignment(.member(screen, "title"), SkeletonSyntax.placeholderTitle(route))])
        }
        let factory = SwiftFunction(
            docs: [
                "The screen of each route of the set: replace the placeholders with your view controllers."
            ],
            kind: .named("makeViewController"),
            parameters: [SwiftParameter(label: "for", name: "route", type: routeType)],
            returnType: Self.viewController,
            body: [
                .let(name, .call(.type(Self.viewController), [], trailing: nil)),
                .switch(.local("route"), cases),
                .return(screen),
            ])
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "The screens of the `\(id)` route set, built once: every stack that uses the set",
                    "shows them through this.",
                ],
                attributes: ["@MainActor"], kind: .struct, name: .named([names.routeSetType(id)]),
                members: [.variable(push), .function(factory)]))
    }

    /// A using stack's cases of `makeViewController(for:)` for its sets: the set's
    /// factory, its `push` pushing on this stack's navigation controller.
    func usedSetScreenCases() -> [SwiftSwitchCase] {
        plan.usedSets.map { set in
            let shown = SwiftExpression.call(
                .member(.self, "makeViewController"),
                [SwiftArgument("for", .dotCall(set.id.value, [.unlabelled(.local("route"))]))], trailing: nil)
            let push = SwiftClosure(
                parameters: ["route"],
                body: [
                    .expression(
                        .call(
                            .member(.member(.self, "navigationController"), "pushViewController"),
                            [.unlabelled(shown), SwiftArgument("animated", .boolean(true))], trailing: nil))
                ])
            let factory = SwiftExpression.call(
                .type(.named([names.routeSetType(set.id.value)])), [SwiftArgument("push", .closure(push))],
                trailing: nil)
            return SwiftSwitchCase(
                patterns: [.enumCase(set.id.value, [.binding("route")])],
                body: [.return(.call(factory, "makeViewController", SwiftArgument("for", .local("route"))))])
        }
    }
}
