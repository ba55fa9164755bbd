/// A tab bar's container transitions checked as a stack's transitions are, against
/// what a container has: no stack of its own, and the routes, alerts and children of
/// the sets it uses.
///
/// Each rule that judges a stack's moves asks here for the same judgement of the
/// container's items, `then` and `on` values included: `wrong-type` for a move that
/// needs a stack or a starter, `push-target` and `unknown-reference` for what it
/// presents (and for what `go` and `set` name), `undeclared-child` for what it
/// starts, `unhandled-outcome` and `unknown-outcome` for its `then` values and what
/// it finishes with, `tab-target` for a tab that is not its own. The model resolves none of these names into edges (a container
/// transition has no source route), so they are judged from the spec here.
enum ContainerTransitionChecks {
    static func findings(_ rule: RuleID, in context: RuleContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for container in model.coordinatorIndices where model[container].kind == .tabs {
            let declaration = model.declaration(of: container)
            for item in ContainerTransition.items(of: declaration) {
                if let finding = finding(rule, for: item, of: container, in: context) {
                    findings.append(finding)
                }
                findings += nestedFindings(rule, for: item, of: container, in: context)
            }
        }
        return findings
    }

    private static func finding(
        _ rule: RuleID, for item: Transition, of container: CoordinatorIndex, in context: RuleContext
    ) -> Finding? {
        let model = context.model
        let sets = model[container].uses
        let word = item.action.keyword
        guard ContainerTransition.isAllowed(item.action) else {
            guard rule == .wrongType else { return nil }
            return context.finding(
                .wrongType, at: item.location,
                "'\(word)' cannot be a transition of tabs coordinator \(context.quoted(container)): "
                    + "a tab bar has no stack of its own\(word == "emit" ? " and no starter" : "")",
                notes: [
                    "a tab bar presents (sheet, cover, popover, alert, start), selects tabs, goes, sets and finishes"
                ],
                help: word == "emit"
                    ? "emit from a route of a flow that declares the event"
                    : "move it to a route of a tab, or present the route: `sheet: route`")
        }
        switch item.action {
        case .show(let name, _):
            let ownRoutes = sets.flatMap { model[$0].routes }
            guard !ownRoutes.contains(where: { model[$0].id.value == name.value }) else { return nil }
            let elsewhere = model.routes(named: name.value)
            if let owner = elsewhere.first {
                guard rule == .pushTarget else { return nil }
                let target = model[owner].coordinator
                return context.finding(
                    .pushTarget, at: name.location,
                    "'\(word)' cannot show '\(name.value)': it is a route of \(context.quoted(target)), "
                        + "not of a route set \(context.quoted(container)) uses",
                    help: model[target].kind == .routes
                        ? "add the route set to the tab bar: `uses: [\(model[target].id.value)]`"
                        : "move the route into a route set the tab bar uses")
            }
            guard rule == .unknownReference else { return nil }
            return context.finding(
                .unknownReference, at: name.location,
                "'\(word)' names no route '\(name.value)' of a route set \(context.quoted(container)) uses",
                notes: ["a tab bar presents the routes of the sets in its `uses`"],
                help: Suggestion.help(for: name.value, among: ownRoutes.map { model[$0].id.value })
                    ?? "declare '\(name.value)' in a route set and add the set to its uses")
        case .alert(let name, _):
            let alerts = sets.flatMap { model.declaration(of: $0).alerts.map(\.id.value) }
            guard rule == .unknownReference, !alerts.contains(name.value) else { return nil }
            return context.finding(
                .unknownReference, at: name.location,
                "'alert' names no alert '\(name.value)' of a route set \(context.quoted(container)) uses",
                help: Suggestion.help(for: name.value, among: alerts)
                    ?? "declare '\(name.value)' under alerts of a route set it uses")
        case .start(let name, _, _, _):
            let children = sets.flatMap { model[$0].resolvedChildren }
            guard let child = model.coordinator(named: name.value), model[child].kind != .routes else {
                guard rule == .unknownReference else { return nil }
                return context.finding(
                    .unknownReference, at: name.location, "'start' names no coordinator '\(name.value)'",
                    help: Suggestion.help(for: name.value, among: children.map { model[$0].id.value })
                        ?? "declare '\(name.value)' under coordinators and list it in children of a set it uses"
                )
            }
            guard rule == .undeclaredChild, !children.contains(child) else { return nil }
            return context.finding(
                .undeclaredChild, at: name.location,
                "tabs coordinator \(context.quoted(container)) starts '\(name.value)', which no route set it uses "
                    + "lists in children",
                notes: ["a tab bar's children are its tabs: the flows it starts come from the sets it uses"],
                help: sets.first.map { "add it to children of \(context.quoted($0))" }
                    ?? "list it in children of a route set, and add the set to its uses")
        case .tab(let name):
            guard rule == .unknownReference, model.coordinator(named: name.value) == nil else { return nil }
            let tabs = model[container].resolvedChildren.map { model[$0].id.value }
            return context.finding(
                .unknownReference, at: name.location, "'tab' names no coordinator '\(name.value)'",
                help: Suggestion.help(for: name.value, among: tabs) ?? "name one of its tabs")
        case .finish(let outcome):
            let outcomes = model[container].outcomes
            guard rule == .unknownOutcome, !outcomes.contains(outcome.value) else { return nil }
            return context.finding(
                .unknownOutcome, at: outcome.location,
                "'finish' names no outcome '\(outcome.value)' of tabs coordinator \(context.quoted(container))",
                help: Suggestion.help(for: outcome.value, among: outcomes)
                    ?? "declare it: outcomes: [\(outcome.value)]")
        case .go, .set, .replace, .pop, .popToRoot, .dismiss, .emit:
            return nil
        }
    }

    /// What an item holds besides its target: a started flow's outcomes against its
    /// `then`, the conditions a `set` names, the route a `go` names, and whether a
    /// `tab` is one of the tab bar's own tabs.
    private static func nestedFindings(
        _ rule: RuleID, for item: Transition, of container: CoordinatorIndex, in context: RuleContext
    ) -> [Finding] {
        let model = context.model
        switch item.action {
        case .start(let name, _, let then, _):
            guard let child = model.coordinator(named: name.value), model[child].kind != .routes else {
                return []
            }
            return outcomeFindings(rule, starting: child, at: item.location, then: then, in: context)
        case .set(let assignments) where rule == .unknownReference:
            let names = model.conditions.map(\.id.value)
            return assignments.filter { model.condition(named: $0.condition.value) == nil }.map { pair in
                context.finding(
                    .unknownReference, at: pair.condition.location,
                    "'set' names no condition '\(pair.condition.value)'",
                    help: Suggestion.help(for: pair.condition.value, among: names)
                        ?? "declare '\(pair.condition.value)' under conditions")
            }
        case .go(let name, _) where rule == .unknownReference:
            guard !goTargetResolves(name.value, from: container, in: model) else { return [] }
            return [
                context.finding(
                    .unknownReference, at: name.location,
                    "'go' names no route '\(name.value)' of a route set \(context.quoted(container)) uses",
                    help: "name a route of a set it uses, or any route as coordinator.route")
            ]
        case .tab(let name) where rule == .tabTarget:
            guard let target = model.coordinator(named: name.value),
                !model[container].resolvedChildren.contains(target)
            else { return [] }
            let tabs = model[container].resolvedChildren.map { model[$0].id.value }
            return [
                context.finding(
                    .tabTarget, at: name.location,
                    "'tab: \(name.value)' is not a tab of tabs coordinator \(context.quoted(container))",
                    notes: ["its tabs are \(tabs.map { "'\($0)'" }.listed)"],
                    help: Suggestion.help(for: name.value, among: tabs) ?? "name one of its tabs")
            ]
        default:
            return []
        }
    }

    /// A container `start`'s `then` against the child's outcomes, as for a route's.
    private static func outcomeFindings(
        _ rule: RuleID, starting child: CoordinatorIndex, at location: SourceLocation, then: OutcomeHandlers?,
        in context: RuleContext
    ) -> [Finding] {
        let outcomes = context.model[child].outcomes
        let coverage = OutcomeCoverage(outcomes: outcomes, handlers: then?.handlers.map(\.outcome) ?? [])
        switch rule {
        case .unhandledOutcome:
            guard !coverage.unhandled.isEmpty else { return [] }
            let missing = coverage.unhandled.map { "'\($0)'" }.listed
            let example = coverage.unhandled.map { "\($0): stay" }.joined(separator: ", ")
            guard let then else {
                return [
                    context.finding(
                        .unhandledOutcome, at: location,
                        "starting \(context.quoted(child)) needs a `then` for its outcome"
                            + "\(outcomes.count == 1 ? "" : "s") \(missing)",
                        help: "add then: { \(example) }, with the action to take for each")
                ]
            }
            return [
                context.finding(
                    .unhandledOutcome, at: then.location,
                    "`then` does not handle \(missing), which \(context.quoted(child)) can finish with",
                    help: "add \(example) (or another action) to then")
            ]
        case .unknownOutcome:
            return coverage.unknown.map { handler, meant in
                context.finding(
                    .unknownOutcome, at: handler.location,
                    "\(context.quoted(child)) has no outcome '\(handler.value)'",
                    help: (meant ?? Suggestion.closest(to: handler.value, among: outcomes)).map {
                        "did you mean '\($0)'?"
                    } ?? "remove the handler, or declare the outcome in \(context.quoted(child))")
            }
        default:
            return []
        }
    }

    /// Whether a `go` target resolves: `coordinator.route` names any route, a bare
    /// name a route of a set the tab bar uses.
    private static func goTargetResolves(
        _ name: String, from container: CoordinatorIndex, in model: NavigationModel
    )
        -> Bool
    {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 2, let owner = model.coordinator(named: String(parts[0])) {
            return model[owner].routes.contains { model[$0].id.value == parts[1] }
        }
        return parts.count == 1
            && model[container].uses.contains { set in
                model[set].routes.contains { model[$0].id.value == name }
            }
    }
}
