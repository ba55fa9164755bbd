/// The SwiftUI skeleton of a route set (docs/spec.md, Shared route sets): one
/// `<Set>Routes` view builder, built once and used by every stack that uses the set;
/// each such stack's `view(for:)` hands the set's cases to it.
extension SwiftUISkeletonBuilder {
    var routeSetType: SwiftTypeName { .named([names.routeSetType(id)]) }

    /// `struct CommonRoutes`: the set's screens, and `push`, which the using stack
    /// supplies to put another screen of the set on its own path.
    func routeSetBuilder() -> SwiftDeclaration {
        let push = SwiftVariable(
            docs: [
                "Shows another screen of the set on the stack that shows this one: the using stack sets it."
            ],
            name: "push", type: .function([routeType], .named(["Void"])))
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "The screens of the `\(id)` route set, built once: every stack that uses the set",
                    "shows them through this. Replace the placeholders with your views.",
                ],
                attributes: ["@MainActor"], kind: .struct, name: routeSetType,
                members: [.variable(push), routeSetViews()]))
    }

    /// `view(for:)` of a set: a placeholder per route, with a button for each push
    /// of a route of the set that needs no values.
    private func routeSetViews() -> SwiftDeclaration {
        let cases = coordinator.routes.map { route -> SwiftSwitchCase in
            let title = SwiftExpression.call(
                .type(.named(["Text"])), [SwiftArgument("verbatim", SkeletonSyntax.placeholderTitle(route))],
                trailing: nil)
            var buttons: [SwiftStatement] = []
            var seen: Set<String> = []
            for transition in route.transitions {
                guard case .push(let target) = transition.action, seen.insert(target.value).inserted,
                    let shown = coordinator.route(named: target.value),
                    let value = SkeletonSyntax.routeWithoutValues(shown)
                else { continue }
                buttons.append(
                    .expression(
                        .call(
                            .type(.named(["Button"])), [.unlabelled(.string("push \(target.value)"))],
                            trailing: SwiftClosure(body: [
                                .expression(.call(.local("push"), [.unlabelled(value)], trailing: nil))
                            ]))))
            }
            let body: SwiftExpression =
                buttons.isEmpty
                ? title
                : .call(
                    .type(.named(["VStack"])), [],
                    trailing: SwiftClosure(body: [.expression(title)] + buttons))
            return SwiftSwitchCase(patterns: [SkeletonSyntax.routePattern(route)], body: [.expression(body)])
        }
        return .function(
            SwiftFunction(
                docs: ["The screen of each route of the set."],
                attributes: ["@ViewBuilder"], kind: .named("view"),
                parameters: [SwiftParameter(label: "for", name: "route", type: routeType)],
                returnType: .some("View"), body: [.switch(.local("route"), cases)]))
    }

    /// A using stack's cases of `view(for:)` for its sets: `case .common(let route):`
    /// the set's view, its `push` appending to this stack's path.
    func usedSetViewCases() -> [SwiftSwitchCase] {
        plan.usedSets.map { set in
            let push = SwiftClosure(
                parameters: ["route"],
                body: [
                    .expression(
                        .call(
                            .member(.self, "path"), "append",
                            .unlabelled(.dotCall(set.id.value, [.unlabelled(.local("route"))]))))
                ])
            let builder = SwiftExpression.call(
                .type(.named([names.routeSetType(set.id.value)])), [SwiftArgument("push", .closure(push))],
                trailing: nil)
            return SwiftSwitchCase(
                patterns: [.enumCase(set.id.value, [.binding("route")])],
                body: [.expression(.call(builder, "view", SwiftArgument("for", .local("route"))))])
        }
    }
}
