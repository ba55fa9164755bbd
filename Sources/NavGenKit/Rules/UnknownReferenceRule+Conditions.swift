/// `unknown-reference` for conditions: a `requires` entry that names no condition, and
/// a `satisfiedBy.start` that names no stack coordinator.
extension UnknownReferenceRule {
    static func requirementFinding(
        for reference: UnresolvedReference, of target: GuardedTarget, in context: RuleContext
    ) -> Finding {
        let name = reference.name.value
        let conditions = context.model.conditions.map(\.id.value)
        let help =
            Suggestion.help(for: name, among: conditions)
            ?? "declare it: conditions: { \(name): { initially: false } }"
        let message = "requires names no condition '\(name)'"
        let notes = conditions.isEmpty ? ["the spec declares no conditions"] : []
        if case .route(let route) = target {
            return context.finding(
                .unknownReference, at: reference.name.location, message, notes: notes, help: help, on: route)
        }
        return context.finding(
            .unknownReference, at: reference.name.location, message, notes: notes, help: help)
    }

    /// A key of a `set` action that names no condition.
    static func conditionActionFinding(
        for reference: UnresolvedReference, on route: RouteIndex, in context: RuleContext
    ) -> Finding {
        let name = reference.name.value
        let conditions = context.model.conditions.map(\.id.value)
        return context.finding(
            .unknownReference, at: reference.name.location, "set names no condition '\(name)'",
            notes: conditions.isEmpty ? ["the spec declares no conditions"] : [],
            help: Suggestion.help(for: name, among: conditions)
                ?? "declare it: conditions: { \(name): { initially: false } }",
            on: route)
    }

    static func satisfyingFlowFinding(
        for reference: UnresolvedReference, of condition: ConditionIndex, in context: RuleContext
    ) -> Finding {
        let model = context.model
        let name = reference.name.value
        var notes: [String] = []
        if let coordinator = model.coordinator(named: name), model[coordinator].kind != .stack {
            let kind = model[coordinator].kind == .tabs ? "a tabs coordinator" : "a route set"
            notes.append("'\(name)' is \(kind); a condition is satisfied by a flow: a stack coordinator")
        }
        let stacks = model.coordinators.filter { $0.kind == .stack }.map(\.id.value)
        return context.finding(
            .unknownReference, at: reference.name.location,
            "satisfiedBy of condition '\(model[condition].id.value)' starts no stack coordinator '\(name)'",
            notes: notes,
            help: Suggestion.help(for: name, among: stacks)
                ?? "name the stack coordinator of the flow that makes the condition true")
    }
}
