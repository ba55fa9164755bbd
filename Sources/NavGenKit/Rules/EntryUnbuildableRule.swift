/// `entry-unbuildable`: a route marked `entry: true` cannot be opened by value,
/// because its back stack needs a param it lacks.
package struct EntryUnbuildableRule: Rule {
    package static let description = RuleDescription(
        id: .entryUnbuildable, severity: .error, configurable: true,
        summary: "an entry route's back stack needs a param the route lacks",
        rationale: """
            A route with `entry: true` is opened by value (a push notification, shortcut, \
            widget or intent), with the same back stack a deep link to it would build. The \
            screens below it take their params from the route's own, by name and type, so \
            a required param none of them has would leave a screen without its value and \
            `init?(opening:)` would return nil at run time.
            """,
        details: """
            Reported at the `entry` value. The back stack is that of the route's first \
            deep link when it has `via`, else the shortest forward sequence from launch. A \
            `go` item shows its route with that back stack too: one whose back stack needs a \
            param the route lacks is reported at the item. A `go` in an `otherwise` takes the \
            guarded route's params by name and type: one whose route needs a required param \
            neither they nor its `args` give is reported at the item too.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }, { ↓go: recipe }]
                    category:
                      params: { slug: String }
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { id: Int? }
                    """, deepLinks: ""),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: recipe }]
                    recipe:
                      requires: [signedIn]
                      otherwise: { ↓go: offer }
                    offer:
                      params: { code: String }
                    """, deepLinks: "", conditions: "conditions: { signedIn: { setByApp: true } }"),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }]
                    category:
                      params: { slug: String }
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { id: Int }
                      entry: ↓true
                    """, deepLinks: ""),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }]
                    category:
                      params: { slug: String }
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { slug: String?, id: Int }
                      entry: ↓true
                    """, deepLinks: ""),
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }]
                    category:
                      params: { slug: String }
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { slug: String, id: Int }
                      entry: true
                    """, deepLinks: ""),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }, { push: recipe }]
                    category:
                      params: { slug: String }
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { id: Int }
                      entry: true
                    """, deepLinks: ""),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }, { go: recipe, args: { slug: soups } }]
                    category:
                      params: { slug: String }
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { slug: String, id: Int? }
                    """, deepLinks: ""),
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        var entries: [RouteIndex] = []
        for coordinator in context.spec.coordinators where coordinator.kind == .stack {
            for route in coordinator.routes where route.isEntry {
                let ref = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                if let number = context.model.route(ref) { entries.append(number) }
            }
        }
        let goes = context.model.edges.filter { $0.goRoute != nil }
        let otherwiseGoes = context.model.routes.flatMap(\.otherwise).filter { $0.goRoute != nil }
        guard !entries.isEmpty || !goes.isEmpty || !otherwiseGoes.isEmpty else { return [] }
        let planner =
            context.deepLinkAnalysis.recipes?.planner
            ?? DeepLinkPlanner(engine: NavigationEngine(model: context.model))
        let opening = EntryOpening(planner: planner)
        return entryFindings(entries, opening, planner, in: context)
            + goFindings(goes + otherwiseGoes, opening, planner, in: context)
    }

    /// The first required param of an `otherwise` go's route that neither its `args` nor
    /// the guarded route (by name and type) gives; nil for any other edge.
    private static func ungiven(_ edge: Edge, in model: NavigationModel) -> (name: String, type: ParamType)? {
        guard let route = edge.goRoute, model[edge.source].otherwise.contains(edge) else { return nil }
        let guarded = model.declaration(of: edge.source).params
        for param in model.declaration(of: route).params where !param.type.value.isOptional {
            let name = param.name.value
            if edge.goArgs.contains(where: { $0.name.value == name }) { continue }
            if guarded.contains(where: { $0.name.value == name && $0.type.value == param.type.value }) {
                continue
            }
            return (name, param.type.value)
        }
        return nil
    }

    /// A `go` shows its route as a reset link would, so its back stack takes the route's
    /// params by name and type just as an entry route's does: reported at the item.
    private static func goFindings(
        _ goes: [Edge], _ opening: EntryOpening, _ planner: DeepLinkPlanner, in context: RuleContext
    ) -> [Finding] {
        goes.compactMap { edge -> Finding? in
            guard let route = edge.goRoute else { return nil }
            let ref = context.model[route].ref
            if let param = ungiven(edge, in: context.model) {
                let guarded = context.model[edge.source].ref
                return context.finding(
                    .entryUnbuildable, at: edge.location,
                    "'go' cannot show \(ref): it needs '\(param.name): \(param.type)', which neither its args "
                        + "nor \(guarded) give",
                    notes: ["an otherwise's go takes the guarded route's params by name and type"],
                    help: "add '\(param.name)' to the go's args, make it optional on \(ref), "
                        + "or add it to the params of \(guarded)",
                    on: edge.source)
            }
            guard let plan = opening.plan(for: ref), let backStack = planner.backStack(for: plan) else {
                return nil
            }
            let missing = EntryOpening.missingParams(backStack: backStack, index: planner.engine.index)
            guard let first = missing.first else { return nil }
            return context.finding(
                .entryUnbuildable, at: edge.location,
                "'go' cannot show \(ref): its back stack needs '\(first.name): \(first.type)' "
                    + "for \(first.route), which \(ref) lacks",
                notes: ["going there builds " + backStack.map(\.description).joined(separator: " › ")]
                    + missing.dropFirst().map { "also: \($0)" },
                help:
                    "add '\(first.name): \(first.type.base.swiftName)' to the params of \(ref), make it optional "
                    + "on \(first.route), or choose another back stack with via on its first deep link",
                on: edge.source)
        }
    }

    private static func entryFindings(
        _ entries: [RouteIndex], _ opening: EntryOpening, _ planner: DeepLinkPlanner, in context: RuleContext
    ) -> [Finding] {
        entries.compactMap { route -> Finding? in
            let ref = context.model[route].ref
            // A route no way shows is `unreachable-route`'s finding.
            guard let entry = context.model.declaration(of: route).entry,
                let plan = opening.plan(for: ref), let backStack = planner.backStack(for: plan)
            else { return nil }
            let missing = EntryOpening.missingParams(backStack: backStack, index: planner.engine.index)
            guard let first = missing.first else { return nil }
            return context.finding(
                .entryUnbuildable, at: entry.location,
                "entry route \(ref) cannot be opened by value: its back stack needs '\(first.name): \(first.type)' "
                    + "for \(first.route), which \(ref) lacks",
                notes: ["opening it builds " + backStack.map(\.description).joined(separator: " › ")]
                    + missing.dropFirst().map { "also: \($0)" },
                help:
                    "add '\(first.name): \(first.type.base.swiftName)' to the params of \(ref), make it optional "
                    + "on \(first.route), or choose another back stack with via on its first deep link",
                on: route)
        }
    }
}
