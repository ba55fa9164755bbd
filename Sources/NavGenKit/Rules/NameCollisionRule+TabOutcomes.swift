/// `name-collision` between a tab's outcomes and its tab bar's.
extension NameCollisionRule.Check {
    /// A tab's route may finish with its tab bar's outcomes as well as its own stack's:
    /// an outcome both declare would leave `finish: O` there meaning two flows, and the
    /// tab's skeleton with two closures of one outcome name. At the tab stack's outcome,
    /// once however many of its tab bars declare it, with a note at the first of them.
    mutating func tabOutcomeNames(_ spec: NavigationSpec) {
        var reported: Set<String> = []
        for tabBar in spec.coordinators where tabBar.kind == .tabs && !tabBar.outcomes.isEmpty {
            for tab in tabBar.children {
                guard let stack = spec.coordinator(named: tab.value), stack.kind == .stack else { continue }
                for outcome in stack.outcomes {
                    guard let declared = tabBar.outcomes.first(where: { $0.value == outcome.value }),
                        reported.insert(stack.id.value + " " + outcome.value).inserted
                    else { continue }
                    report(
                        outcome.location,
                        "outcome '\(outcome.value)' of '\(stack.id.value)' is also an outcome of its tab bar '\(tabBar.id.value)'",
                        notes: [
                            "'\(tabBar.id.value)' declares it at \(spec.files.reference(to: declared.location))",
                            "`finish: \(outcome.value)` on a route of '\(stack.id.value)' could finish either",
                        ],
                        help:
                            "rename one of them, or remove it from '\(stack.id.value)' to finish the tab bar")
                }
            }
        }
    }
}
