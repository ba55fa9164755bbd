/// An entry of the top-level `root`, resolved: the coordinator it shows and the
/// guards that must hold for it to be shown.
///
/// A single `root` is one entry without guards, so code that asks "which root is
/// shown" reads the same whether or not the spec lists alternative roots.
package struct ResolvedRootEntry: Hashable, Sendable {
    /// The entry's place in the `root` list (0 for a single root).
    package var position: Int
    package var coordinator: CoordinatorIndex
    /// The entry's `requires` that name a condition; empty for the last entry.
    package var guards: [ConditionGuard]
    /// The id as written, at its location.
    package var id: Located<String>

    package init(position: Int, coordinator: CoordinatorIndex, guards: [ConditionGuard], id: Located<String>)
    {
        self.position = position
        self.coordinator = coordinator
        self.guards = guards
        self.id = id
    }

    /// Whether the entry may be shown when each condition has the value `value` gives.
    package func holds(_ value: (ConditionIndex) -> Bool) -> Bool {
        guards.allSatisfy { $0.isMet(when: value($0.condition)) }
    }
}

extension NavigationModel {
    /// The root entry shown when each condition has the value `value` gives: the
    /// first whose guards hold. nil when none does (`guard-no-root` at launch) or no
    /// entry names a coordinator.
    package func rootEntry(when value: (ConditionIndex) -> Bool) -> ResolvedRootEntry? {
        rootEntries.first { $0.holds(value) }
    }

    /// The root entry shown at launch, under the `initially` values.
    package var launchRootEntry: ResolvedRootEntry? {
        rootEntry { self[$0].initially }
    }

    /// Values of the conditions, starting from `values`, under which `entry` is the
    /// root shown: its guards made to hold, and one guard of each entry before it that
    /// would otherwise hold made to fail. nil when no such change shows it.
    package func conditions(showing entry: ResolvedRootEntry, from values: [Bool]) -> [Bool]? {
        var values = values
        for guarded in entry.guards { values[guarded.condition.rawValue] = !guarded.isNegated }
        for earlier in rootEntries.prefix(while: { $0.position < entry.position })
        where earlier.holds({ values[$0.rawValue] }) {
            guard
                let free = earlier.guards.first(where: { guarded in
                    !entry.guards.contains { $0.condition == guarded.condition }
                })
            else { return nil }
            values[free.condition.rawValue] = free.isNegated
        }
        return rootEntry { values[$0.rawValue] } == entry ? values : nil
    }

    /// Whether the spec lists alternative roots: only then do outputs name them.
    package var hasAlternativeRoots: Bool { spec.hasAlternativeRoots }

    /// The root entries that may show `coordinator` as the root.
    package func rootEntries(showing coordinator: CoordinatorIndex) -> [ResolvedRootEntry] {
        rootEntries.filter { $0.coordinator == coordinator }
    }
}
