/// The routes half of ``SpecDiff``: coordinators, tabs, routes and params by name,
/// judged by what a saved `<App>NavigationState` encodes (coordinator, tab, route and
/// param names, param types) and by which values a route accepts. Each
/// `state-incompatible` change carries a saved state of the old app that shows it.
struct RouteComparison {
    private(set) var changes: [SpecChange] = []
    /// The `param-narrowed` change of each route that has one, by index in ``changes``,
    /// and the old optional params that became required (a saved state without them
    /// fails).
    private var narrowed: [RouteRef: (index: Int, nowRequired: Set<String>)] = [:]
    /// The old routes the new spec does not have, by coordinator and route id.
    private(set) var gone: Set<RouteRef> = []

    private let witnesses: SavedStateWitness

    init(old simulator: Simulator, new: NavigationSpec) {
        witnesses = SavedStateWitness(old: simulator)
        let old = simulator.spec
        compareConditions(old, new)
        let newCoordinators = Dictionary(
            new.coordinators.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let oldIDs = Set(old.coordinators.map(\.id.value))
        for coordinator in old.coordinators {
            let id = coordinator.id.value
            guard let counterpart = newCoordinators[id] else {
                gone.formUnion(coordinator.routes.map { RouteRef(coordinator: id, route: $0.id.value) })
                record(
                    .stateIncompatible, id,
                    "coordinator \(id) was removed or renamed: a saved state that shows it cannot be restored",
                    witness: witnesses.showing(coordinator: id))
                continue
            }
            guard counterpart.kind == coordinator.kind else {
                record(
                    .stateIncompatible, id,
                    "coordinator \(id) was a \(coordinator.kind.rawValue) coordinator and is a \(counterpart.kind.rawValue) one now: a saved state that shows it cannot be restored",
                    witness: witnesses.showing(coordinator: id))
                continue
            }
            if coordinator.kind == .tabs {
                compareTabs(of: id, coordinator.children.map(\.value), counterpart.children.map(\.value)) {
                    newCoordinators[$0] != nil
                }
            }
            for route in coordinator.routes {
                let ref = RouteRef(coordinator: id, route: route.id.value)
                guard let newRoute = counterpart.route(named: route.id.value) else {
                    gone.insert(ref)
                    record(
                        .stateIncompatible, ref.description,
                        "route \(ref) was removed or renamed: a saved state that shows it cannot be restored",
                        witness: witnesses.showing(ref))
                    continue
                }
                compareParams(of: ref, route.params, newRoute.params)
            }
            let known = Set(coordinator.routes.map(\.id.value))
            for route in counterpart.routes where !known.contains(route.id.value) {
                let ref = RouteRef(coordinator: id, route: route.id.value)
                record(.added, ref.description, "route \(ref) is new")
            }
        }
        for coordinator in new.coordinators where !oldIDs.contains(coordinator.id.value) {
            record(.added, coordinator.id.value, "coordinator \(coordinator.id.value) is new")
        }
    }

    private mutating func record(
        _ kind: SpecChange.Kind, _ route: String?, _ message: String, witness: String? = nil
    ) {
        var change = SpecChange(kind: kind, route: route, witness: witness, message: message)
        change.witnessIsSavedState = witness != nil
        changes.append(change)
    }

    /// A tab removed (its coordinator still there: else that coordinator's change says
    /// so) fails a saved state that selects it. A tab added fails every saved state that
    /// shows the tab bar: the generated `Tabs` decodes a node for each tab, and the old
    /// state has none for the new one. One change for the added tabs of a tab bar.
    private mutating func compareTabs(
        of id: String, _ old: [String], _ new: [String], stillExists: (String) -> Bool
    ) {
        let kept = Set(new)
        for tab in old where !kept.contains(tab) && stillExists(tab) {
            record(
                .stateIncompatible, id,
                "tab \(tab) of \(id) was removed or renamed: a saved state that selects it cannot be restored",
                witness: witnesses.selecting(tab: tab, of: id))
        }
        let known = Set(old)
        let added = new.filter { !known.contains($0) }
        guard !added.isEmpty else { return }
        let names = added.joined(separator: ", ")
        record(
            .stateIncompatible, id,
            "tab\(added.count == 1 ? "" : "s") \(names) of \(id) \(added.count == 1 ? "is" : "are") new: a saved state that shows \(id) has no entry for \(added.count == 1 ? "it" : "them") and cannot be restored",
            witness: witnesses.showing(coordinator: id))
    }

    /// A condition added fails every saved state: the generated state decodes a value
    /// for each condition, and the old state has none for the new one. A removed
    /// condition is a key the new state ignores.
    private mutating func compareConditions(_ old: NavigationSpec, _ new: NavigationSpec) {
        let known = Set(old.conditions.map(\.id.value))
        let added = new.conditions.map(\.id.value).filter { !known.contains($0) }
        guard !added.isEmpty else { return }
        let names = added.joined(separator: ", ")
        record(
            .stateIncompatible, nil,
            "condition\(added.count == 1 ? "" : "s") \(names) \(added.count == 1 ? "is" : "are") new: a saved state has no value for \(added.count == 1 ? "it" : "them") and cannot be restored",
            witness: witnesses.launch)
    }

    /// Params by name. A route's removed or renamed params are one change, which also
    /// names its new required params (a rename is both); its narrowed params are one
    /// change too.
    private mutating func compareParams(of ref: RouteRef, _ old: [Param], _ new: [Param]) {
        var removed: [String] = []
        var narrowings: [String] = []
        var nowRequired: Set<String> = []
        for param in old {
            let name = param.name.value
            let before = param.type.value
            guard let after = new.first(where: { $0.name.value == name })?.type.value else {
                removed.append(name)
                continue
            }
            guard before != after else { continue }
            if Self.narrows(before, to: after) {
                narrowings.append("\(name) was \(before) and is \(after) now")
                if before.isOptional, !after.isOptional { nowRequired.insert(name) }
            } else if before.base != after.base, !(before.base == .int && after.base == .double) {
                record(
                    .stateIncompatible, ref.description,
                    "param \(name) of \(ref) was \(before) and is \(after) now: a saved value cannot decode",
                    witness: witnesses.showing(ref))
            } else {
                record(
                    .changed, ref.description,
                    "param \(name) of \(ref) was \(before) and is \(after) now, which accepts every value it did"
                )
            }
        }
        let oldNames = Set(old.map(\.name.value))
        var required: [String] = []
        for param in new where !oldNames.contains(param.name.value) {
            if param.type.value.isOptional {
                record(.added, ref.description, "param \(param.name.value) of \(ref) is new and optional")
            } else {
                required.append(param.name.value)
            }
        }
        if !removed.isEmpty {
            let news = required.isEmpty ? "" : " (new: " + required.joined(separator: ", ") + ")"
            record(
                .stateIncompatible, ref.description,
                "param \(removed.joined(separator: ", ")) of \(ref) was removed or renamed\(news): a saved state that shows \(ref) cannot be restored",
                witness: witnesses.showing(ref))
        } else {
            narrowings += required.map { "\($0) is new and required" }
        }
        guard !narrowings.isEmpty else { return }
        narrowed[ref] = (changes.count, nowRequired)
        record(
            .paramNarrowed, ref.description,
            "\(ref) accepts fewer values: " + narrowings.joined(separator: "; ")
                + ": links and saved states of the old app may no longer open")
    }

    /// Whether a param typed `after` refuses some value of `before`: it became
    /// required, or its URL type accepts less text (`Double` to `Int`, `String` to
    /// `UUID`). A change to or from the app's own type is a type change, not a narrowing.
    static func narrows(_ before: ParamType, to after: ParamType) -> Bool {
        if before.isOptional, !after.isOptional { return true }
        guard before.base != after.base, let old = DeepLinkValueType(before),
            let new = DeepLinkValueType(after)
        else { return false }
        switch (old, new) {
        case (.int, .double), (_, .string): return false
        default: return true
        }
    }

    /// Makes `url` the witness of `route`'s narrowing; false when the route has none.
    mutating func attribute(witness url: String, pattern: String, to route: RouteRef) -> Bool {
        guard let index = narrowed[route]?.index else { return false }
        if changes[index].witness == nil {
            changes[index].witness = url
            changes[index].pattern = pattern
        }
        return true
    }

    /// Gives each `param-narrowed` change that no old link shows a saved state instead:
    /// the route with each narrowed param a sample of its old type that the new one
    /// refuses, and each param that became required left out.
    mutating func completeNarrowedWitnesses() {
        for (ref, narrowing) in narrowed where changes[narrowing.index].witness == nil {
            guard let state = witnesses.showing(ref, leavingOut: narrowing.nowRequired) else { continue }
            changes[narrowing.index].witness = state
            changes[narrowing.index].witnessIsSavedState = true
        }
    }
}
