/// `unknown-outcome` for a condition's `satisfiedBy.outcome`: the flow never finishes
/// with it, so the condition could never become true through the flow.
extension UnknownOutcomeRule {
    static func satisfyingFindings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return zip(model.conditionIndices, context.spec.conditions).compactMap { index, declaration in
            guard let flow = model[index].satisfiedBy?.coordinator, let satisfiedBy = declaration.satisfiedBy
            else { return nil }
            let outcomes = model[flow].outcomes
            let outcome = satisfiedBy.outcome
            guard !outcomes.contains(outcome.value) else { return nil }
            return context.finding(
                .unknownOutcome, at: outcome.location,
                "\(context.quoted(flow)) has no outcome '\(outcome.value)' to satisfy '\(declaration.id.value)' with",
                notes: [declared(outcomes, of: flow, in: context)],
                help: Suggestion.help(for: outcome.value, among: outcomes)
                    ?? "name one of its outcomes, or declare it: outcomes: [\((outcomes + [outcome.value]).joined(separator: ", "))]"
            )
        }
    }
}
