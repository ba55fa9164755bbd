/// A tab bar's container transitions checked as a stack's transitions are, against
/// what a container has: no stack of its own, and the routes, alerts and children of
/// the sets it uses.
///
/// Each rule that judges a stack's moves asks here for the same judgement of the
/// container's items, `then` and `on` values included: `wrong-type` for a move that
/// needs a stack or a starter, `push-target` and `unknown-reference` for what it
/// presents, `undeclared-child` for what it starts, `unknown-outcome` for what it
/// finishes with. The model resolves none of these names into edges (a container
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
}
