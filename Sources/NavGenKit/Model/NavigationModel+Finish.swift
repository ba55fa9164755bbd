/// Whose outcome a `finish` names: a route's own coordinator's, else that of a tab
/// bar its coordinator is a tab of (docs/spec/coordinators.md, "Outcomes of a tab bar"). The
/// rules, the outputs and the generator ask here, so they resolve a `finish` alike.
extension NavigationModel {
    /// The coordinator that `finish: outcome` on a route of `coordinator` finishes:
    /// `coordinator` itself when it declares the outcome, else the first tab bar that
    /// has it as a tab and declares it; nil when neither does.
    package func finisher(of outcome: String, from coordinator: CoordinatorIndex) -> CoordinatorIndex? {
        if self[coordinator].outcomes.contains(outcome) { return coordinator }
        return self[coordinator].tabBars.first { self[$0].outcomes.contains(outcome) }
    }

    /// Every outcome a route of `coordinator` may finish with: its own, then its tab
    /// bars' that it does not declare itself, each once.
    package func finishableOutcomes(of coordinator: CoordinatorIndex) -> [String] {
        var outcomes = self[coordinator].outcomes
        for bar in self[coordinator].tabBars {
            for outcome in self[bar].outcomes where !outcomes.contains(outcome) { outcomes.append(outcome) }
        }
        return outcomes
    }
}
