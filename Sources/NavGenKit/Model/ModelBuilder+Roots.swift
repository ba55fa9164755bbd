extension ModelBuilder {
    /// Resolves each entry of the top-level `root` and its `requires`. The root
    /// coordinator is the entry shown under the `initially` values: for a single
    /// root, the root. Root overlays (`as: overlay`) are kept apart.
    mutating func resolveRoots() {
        for (position, entry) in spec.rootEntries.enumerated() {
            let coordinator = resolveCoordinator(entry.id, site: .specRoot, affectsReachability: true)
            let guards = entry.requires.isEmpty ? [] : guards(entry.requires, of: .root(position: position))
            guard let coordinator else { continue }
            let resolved = ResolvedRootEntry(
                position: position, coordinator: coordinator, guards: guards, id: entry.id)
            // A root overlay is no root choice: it shows above whichever entry is the root.
            if entry.overlay != nil {
                rootOverlays.append(resolved)
            } else {
                rootEntries.append(resolved)
            }
        }
        let launch = rootEntries.first { entry in
            entry.guards.allSatisfy { $0.isMet(when: conditions[$0.condition.rawValue].initially) }
        }
        rootCoordinator = launch?.coordinator
    }
}
