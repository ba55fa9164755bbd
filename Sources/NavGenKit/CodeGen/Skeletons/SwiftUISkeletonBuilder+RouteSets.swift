/// The SwiftUI skeleton of a route set (docs/spec.md, Shared route sets): one
/// `<Set>Routes` view builder, built once and used by every stack that uses the set;
/// each such stack's `view(for:)` hands the set's cases to it, with itself as the
/// coordinator the screens navigate through.
extension SwiftUISkeletonBuilder {
    var routeSetType: SwiftTypeName { .named([names.routeSetType(id)]) }

    /// `protocol CommonNavigating` and `struct CommonRoutes`: the set's screens, and
    /// the coordinator of the stack that shows them.
    func routeSetBuilder() -> [SwiftDeclaration] {
        let coordinator = SwiftVariable(
            docs: ["The coordinator of the stack that shows the screen: it performs the set's transitions."],
            isLet: true, name: "coordinator", type: .existential(plan.setNavigatorType(id)))
        return [
            plan.setNavigator(),
            .type(
                SwiftTypeDeclaration(
                    docs: [
                        "The screens of the `\(id)` route set, built once: every stack that uses the set",
                        "shows them through this. Replace the placeholders with your views.",
                    ],
                    attributes: ["@MainActor"], kind: .struct, name: routeSetType,
                    members: [.variable(coordinator), routeSetViews()])),
        ]
    }

    /// `view(for:)` of a set: a placeholder per route, with a button for each of its
    /// transitions that needs no values.
    private func routeSetViews() -> SwiftDeclaration {
        let cases = coordinator.routes.map { placeholderCase($0, calling: "coordinator") }
        return .function(
            SwiftFunction(
                docs: ["The screen of each route of the set."],
                attributes: ["@ViewBuilder"], kind: .named("view"),
                parameters: [SwiftParameter(label: "for", name: "route", type: routeType)],
                returnType: .some("View"), body: [.switch(.local("route"), cases)]))
    }

    /// A using stack's cases of `view(for:)` for its sets: `case .common(let route):`
    /// the set's view, navigating through this coordinator.
    /// `subject` is the route switched over, in a body whose names are `scope`.
    func usedSetViewCases(over subject: String, in scope: SwiftNameScope) -> [SwiftSwitchCase] {
        plan.usedSetCases(over: subject, in: scope) { _, routes, route in
            [.expression(.call(routes, "view", SwiftArgument("for", route)))]
        }
    }
}
