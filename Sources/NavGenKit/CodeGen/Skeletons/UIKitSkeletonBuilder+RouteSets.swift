/// The UIKit skeleton of a route set (docs/spec.md, Shared route sets): one
/// `<Set>Routes` screen factory, built once and used by every stack that uses the
/// set; each such stack's `makeViewController(for:)` hands the set's cases to it.
extension UIKitSkeletonBuilder {
    /// `protocol CommonNavigating` and `struct CommonRoutes`: the set's screens, and
    /// the coordinator of the stack that shows them, which the screens call.
    func routeSetFactory() -> [SwiftDeclaration] {
        let navigator = SwiftVariable(
            docs: [
                "The coordinator of the stack that shows the screen: it performs the set's transitions.",
                "Hand it to your view controllers, which hold it weakly: the coordinator owns its screens.",
            ],
            isLet: true, name: "coordinator", type: .existential(plan.setNavigatorType(id)))
        // The placeholder's local must not be hidden by a route's param of that name.
        var scope = SwiftNameScope(parameters: ["route"])
        scope.reserve(coordinator.routes.flatMap { $0.params.map(\.name.value) })
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
        return [
            plan.setNavigator(),
            .type(
                SwiftTypeDeclaration(
                    docs: [
                        "The screens of the `\(id)` route set, built once: every stack that uses the set",
                        "shows them through this.",
                    ],
                    attributes: ["@MainActor"], kind: .struct, name: .named([names.routeSetType(id)]),
                    members: [.variable(navigator), .function(factory)])),
        ]
    }

    /// A using stack's cases of `makeViewController(for:)` for its sets: the set's
    /// factory, navigating through this coordinator. A stack that reads its screens back
    /// notes the set's screen with its route, as the template notes its own, so that
    /// `currentNode` keeps a set's route on screen.
    /// `subject` is the route switched over, in a body whose names are `scope`.
    func usedSetScreenCases(over subject: String, in scope: SwiftNameScope) -> [SwiftSwitchCase] {
        var locals = scope
        let made = locals.claim("setScreen")
        return plan.usedSetCases(over: subject, in: scope) { set, routes, route in
            let screen = SwiftExpression.call(routes, "makeViewController", SwiftArgument("for", route))
            guard notesRoutes else { return [.return(screen)] }
            let noted = SwiftExpression.call(
                .type(.named(["ShownScreen"])),
                [
                    SwiftArgument("viewController", .local(made)),
                    SwiftArgument("route", .dotCall(set, [.unlabelled(route)])),
                ],
                trailing: nil)
            return [
                .binding(isLet: true, name: made, type: nil, value: screen),
                .expression(.call(.member(.self, "shownScreens"), "append", .unlabelled(noted))),
                .return(.local(made)),
            ]
        }
    }
}
