extension RuleContext {
    /// A finding about a route: scoped to it, so that its `allow:` can silence it.
    func finding(
        _ rule: RuleID, at location: SourceLocation, _ message: String, notes: [String] = [],
        help: String? = nil, on route: RouteIndex
    ) -> Finding {
        finding(rule, at: location, message, notes: notes, help: help, scope: model[route].ref)
    }

    /// Whether a finding of `rule` on `route` would be dropped by the policy (an
    /// `allow:` on the route, or the rule `off`): a rule can then skip writing it.
    /// Always false for a raw ``Validator/check(_:)``.
    func isSilenced(_ rule: RuleID, on route: RouteIndex) -> Bool {
        policy?.drops(rule, scope: model[route].ref.description) == true
    }

    /// `'recipes'`: how messages quote a coordinator.
    func quoted(_ coordinator: CoordinatorIndex) -> String {
        "'\(model[coordinator].id.value)'"
    }
}

extension Array where Element == String {
    /// `a, b and c`, for messages that list names.
    var listed: String {
        guard count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " and " + self[count - 1]
    }

    /// The first `limit` names, then how many more, so a note about a region of
    /// 100,000 routes stays one line.
    func listed(limit: Int) -> String {
        guard count > limit else { return listed }
        return prefix(limit).joined(separator: ", ") + " and \(count - limit) more"
    }
}
