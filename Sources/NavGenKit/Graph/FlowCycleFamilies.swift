/// The coordinators that contain each other through `children`: recursive flows (a
/// room that opens a room, rooms and spaces that open each other).
///
/// A coordinator contains the coordinators its `children` list and, for a stack, the
/// route sets it uses (their routes start the sets' children there). A family is a
/// strongly connected set of this relation: a coordinator listing itself, or one of
/// several that close a cycle. Such flows are legal; each `start` runs a new instance,
/// so `flow-cycle` tells about them and the search bounds keep them finite.
package struct FlowCycleFamilies: Sendable {
    /// One family and where its finding points.
    package struct Family: Sendable {
        /// Its coordinators, in declaration order.
        package var members: [CoordinatorIndex]
        /// One cycle through the family, in order, its first coordinator repeated at
        /// the end (`room → space → room`; a flow listing itself is `room → room`).
        package var cycle: [CoordinatorIndex]
        /// The family's first `start` item (a transition or a `then` action) in
        /// declaration order that starts a member from a member's route; nil when no
        /// member starts another (the cycle is of `children` entries alone).
        package var start: Edge?
        /// Where the finding points without a start: the first `children` (or
        /// `uses`) entry, in declaration order, that stays inside the family.
        package var entry: SourceLocation
        /// The first tab entry, in declaration order, on a cycle made of tab entries
        /// alone (a tab bar among its own tabs, directly or through nested tab bars):
        /// tabs are built with their tab bar, so no start makes these instances, and the
        /// launch state would hold itself.
        package var tabCycleEntry: SourceLocation?
    }

    /// The families, in the order of their first `start` item (or entry).
    package let families: [Family]
    /// `familyOf[coordinator]` is the family's index in ``families``, or nil for a
    /// coordinator in no cycle.
    private let familyOf: [Int?]

    package init(_ model: NavigationModel) {
        // One arc per `children` entry that resolves (and per `uses` of a set), in
        // declaration order, with where it is written.
        var arcs: [(from: Int, to: Int)] = []
        var entries: [SourceLocation] = []
        var tabArcs: [(from: Int, to: Int)] = []
        var tabEntries: [SourceLocation] = []
        for coordinator in model.coordinatorIndices {
            let declaration = model.declaration(of: coordinator)
            for (entry, child) in zip(declaration.children, model[coordinator].children) {
                guard let child else { continue }
                arcs.append((coordinator.rawValue, child.rawValue))
                entries.append(entry.location)
                if model[coordinator].kind == .tabs {
                    tabArcs.append((coordinator.rawValue, child.rawValue))
                    tabEntries.append(entry.location)
                }
            }
            for entry in declaration.uses {
                guard let set = model.coordinator(named: entry.value), model[set].kind == .routes else {
                    continue
                }
                arcs.append((coordinator.rawValue, set.rawValue))
                entries.append(entry.location)
            }
        }
        let digraph = Digraph(nodeCount: model.coordinators.count, edges: arcs)
        let components = StronglyConnectedComponents(digraph)
        func inCycle(_ arc: (from: Int, to: Int)) -> Bool {
            components.componentOf[arc.from] == components.componentOf[arc.to]
        }
        // The first arc inside each component: a component with one is a family.
        var firstEntry: [Int: Int] = [:]
        for (offset, arc) in arcs.enumerated() where inCycle(arc) {
            let component = components.componentOf[arc.from]
            if firstEntry[component] == nil { firstEntry[component] = offset }
        }
        // The first start inside each family, by its index in the model's edges: they
        // are stored route by route in declaration order, each item's `then` actions
        // after it.
        var firstStart: [Int: Int] = [:]
        for (index, edge) in model.edges.enumerated() {
            guard case .start(let child, _) = edge.kind else { continue }
            let component = components.componentOf[model[edge.source].coordinator.rawValue]
            guard firstEntry[component] != nil, firstStart[component] == nil,
                component == components.componentOf[child.rawValue]
            else { continue }
            firstStart[component] = index
        }
        // Families with a start come in the order of their starts, then the others in
        // the order of their entries.
        let order = firstEntry.map { component, entry in
            (component: component, key: firstStart[component] ?? model.edges.count + entry)
        }
        // Cycles of tab entries alone, each at its first entry.
        let tabComponents = StronglyConnectedComponents(
            Digraph(nodeCount: model.coordinators.count, edges: tabArcs))
        var tabCycleEntry: [Int: SourceLocation] = [:]
        for (offset, arc) in tabArcs.enumerated()
        where tabComponents.componentOf[arc.from] == tabComponents.componentOf[arc.to] {
            let component = components.componentOf[arc.from]
            if tabCycleEntry[component] == nil { tabCycleEntry[component] = tabEntries[offset] }
        }
        var families: [Family] = []
        var familyOf = [Int?](repeating: nil, count: model.coordinators.count)
        for (component, _) in order.sorted(by: { $0.key < $1.key }) {
            let start = firstStart[component].map { model.edges[$0] }
            let entry = firstEntry[component] ?? 0
            let from = start.map { model[$0.source].coordinator.rawValue } ?? arcs[entry].from
            let to = start?.targetCoordinator?.rawValue ?? arcs[entry].to
            let back =
                digraph.shortestPath(from: to, to: from) { components.componentOf[$0] == component } ?? [from]
            let members = components.components[component].map(CoordinatorIndex.init)
            for member in members { familyOf[member.rawValue] = families.count }
            families.append(
                Family(
                    members: members, cycle: ([from] + back).map(CoordinatorIndex.init), start: start,
                    entry: entries[entry], tabCycleEntry: tabCycleEntry[component]))
        }
        self.families = families
        self.familyOf = familyOf
    }

    /// The family `coordinator` belongs to, if it is in a cycle.
    package func family(of coordinator: CoordinatorIndex) -> Family? {
        familyOf[coordinator.rawValue].map { families[$0] }
    }

    /// Whether `coordinator` may run inside an instance of itself.
    package func isRecursive(_ coordinator: CoordinatorIndex) -> Bool {
        familyOf[coordinator.rawValue] != nil
    }
}
