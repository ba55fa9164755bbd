/// The routes half of ``SpecDiff``: coordinators, tabs, routes and params by name,
/// judged by what a saved `<App>NavigationState` encodes (coordinator, tab, route and
/// param names, param types) and by which values a route accepts. Each
/// `state-incompatible` change carries a saved state of the old app that shows it.
struct RouteComparison {
    private(set) var changes: [SpecChange] = []
    /// The `param-narrowed` change of each route that has one.
    private var narrowed: [RouteRef: Narrowing] = [:]
    /// The old routes the new spec does not have, by coordinator and route id.
    private(set) var gone: Set<RouteRef> = []
    /// The enumerations whose old raw values the new spec does not all have: their
    /// `state-incompatible` change tells it, for links too.
    var brokenEnumerations: Set<String> = []

    let witnesses: SavedStateWitness
    /// Each spec's `types` by name.
    let oldTypes: [String: EnumerationType]
    let newTypes: [String: EnumerationType]

    /// A route's `param-narrowed` change: its index in ``changes``, the old optional
    /// params that became required (a saved state without them fails), and the params
    /// whose type accepts fewer values, with both types.
    struct Narrowing {
        var index: Int
        var nowRequired: Set<String>
        var types: [String: (before: ParamType, after: ParamType)]
    }

    init(old simulator: Simulator, new: NavigationSpec) {
        witnesses = SavedStateWitness(old: simulator)
        let old = simulator.spec
        oldTypes = Dictionary(old.types.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        newTypes = Dictionary(new.types.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        compareConditions(old, new)
        compareTypes(old)
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
            if coordinator.kind == .split { compareColumns(of: coordinator, counterpart) }
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

    mutating func record(
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

    /// A split whose columns changed (one names another stack, or the content column
    /// came or went) fails a saved state that shows it: the generated split node
    /// decodes a node per column, each of its column's coordinator.
    private mutating func compareColumns(of old: Coordinator, _ new: Coordinator) {
        func spelling(_ split: Coordinator) -> String {
            zip(split.columnRoles, split.columns).map { "\($0.rawValue) \($1.value)" }.joined(separator: ", ")
        }
        let (was, now) = (spelling(old), spelling(new))
        guard was != now else { return }
        let id = old.id.value
        record(
            .stateIncompatible, id,
            "the columns of split \(id) were \(was) and are \(now) now: a saved state that shows it cannot be restored",
            witness: witnesses.showing(coordinator: id))
    }

    /// A condition added fails every saved state: the generated state decodes a value
    /// for each condition, and the old state has none for the new one. A removed
    /// condition is a key the new state ignores. A condition whose params changed (or
    /// that gained or lost params) keys its saved values differently: each is one
    /// change, without a witness (a launch state may hold no tuple of it).
    private mutating func compareConditions(_ old: NavigationSpec, _ new: NavigationSpec) {
        for condition in new.conditions {
            guard let before = old.conditions.first(where: { $0.id.value == condition.id.value }) else {
                continue
            }
            let was = Self.paramSpelling(before.params)
            let now = Self.paramSpelling(condition.params)
            guard was != now else { continue }
            record(
                .stateIncompatible, nil,
                "condition \(condition.id.value) took \(was) and takes \(now) now: a saved state's values of it "
                    + "cannot be restored")
        }
        let known = Set(old.conditions.map(\.id.value))
        let added = new.conditions.map(\.id.value).filter { !known.contains($0) }
        guard !added.isEmpty else { return }
        let names = added.joined(separator: ", ")
        record(
            .stateIncompatible, nil,
            "condition\(added.count == 1 ? "" : "s") \(names) \(added.count == 1 ? "is" : "are") new: a saved state has no value for \(added.count == 1 ? "it" : "them") and cannot be restored",
            witness: witnesses.launch)
    }

    /// `(roomId: String)`, or `no params`: a condition's params as the diff names them.
    private static func paramSpelling(_ params: [Param]) -> String {
        guard !params.isEmpty else { return "no params" }
        return "(" + params.map { "\($0.name.value): \($0.type.value.specSpelling)" }.joined(separator: ", ")
            + ")"
    }

    /// Params by name. A route's removed or renamed params are one change, which also
    /// names its new required params (a rename is both); its narrowed params are one
    /// change too.
    private mutating func compareParams(of ref: RouteRef, _ old: [Param], _ new: [Param]) {
        var removed: [String] = []
        var narrowings: [String] = []
        var nowRequired: Set<String> = []
        var narrowedTypes: [String: (before: ParamType, after: ParamType)] = [:]
        for param in old {
            let name = param.name.value
            let before = param.type.value
            guard let after = new.first(where: { $0.name.value == name })?.type.value else {
                removed.append(name)
                continue
            }
            guard before != after else { continue }
            if narrows(before, to: after) {
                narrowings.append("\(name) was \(before.specSpelling) and is \(after.specSpelling) now")
                if before.isOptional, !after.isOptional { nowRequired.insert(name) }
                narrowedTypes[name] = (before, after)
            } else if before.base != after.base, !Self.decodesAlike(before.base, after.base) {
                record(
                    .stateIncompatible, ref.description,
                    "param \(name) of \(ref) was \(before) and is \(after) now: a saved value cannot decode",
                    witness: witnesses.showing(ref))
            } else {
                record(
                    .changed, ref.description,
                    "param \(name) of \(ref) was \(before.specSpelling) and is \(after.specSpelling) now, which accepts every value it did"
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
        narrowed[ref] = Narrowing(index: changes.count, nowRequired: nowRequired, types: narrowedTypes)
        record(
            .paramNarrowed, ref.description,
            "\(ref) accepts fewer values: " + narrowings.joined(separator: "; ")
                + ": links and saved states of the old app may no longer open")
    }

    /// Whether a param typed `after` refuses some value of `before`: it became
    /// required, its URL type accepts less text (`Double` to `Int`, `String` to `UUID`
    /// or to an enumeration), its range lost values (`Int` to `Int(1...12)`), or its
    /// enumeration is another one without each old raw value. A change to or from the
    /// app's own type is a type change, not a narrowing.
    func narrows(_ before: ParamType, to after: ParamType) -> Bool {
        if before.isOptional, !after.isOptional { return true }
        if before.base == after.base {
            guard before.base == .int, let newRange = after.range else { return false }
            guard let oldRange = before.range else { return true }
            return !oldRange.isSubset(of: newRange)
        }
        if let was = before.enumeration, let now = after.enumeration {
            return !(oldTypes[was]?.rawValues ?? []).isSubset(of: newTypes[now]?.rawValues ?? [])
        }
        guard let old = DeepLinkValueType(before), let new = DeepLinkValueType(after) else { return false }
        switch (old, new) {
        case (.int, .double), (_, .string): return false
        default: return true
        }
    }

    /// Whether a saved value of one base decodes as the other, so that the change is
    /// no `state-incompatible` one: an `Int` as a `Double`, an enumeration's raw value as
    /// a `String` or as another enumeration's (which values it takes is ``narrows(_:to:)``'s
    /// question).
    static func decodesAlike(_ before: ParamType.Base, _ after: ParamType.Base) -> Bool {
        switch (before, after) {
        case (.int, .double), (.enumeration, .string), (.enumeration, .enumeration): true
        default: false
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

    /// The routes whose `param-narrowed` change no link shows yet, with the params
    /// whose type accepts fewer values.
    var narrowingsWithoutWitness: [(route: RouteRef, types: [String: (before: ParamType, after: ParamType)])]
    {
        narrowed.filter { changes[$0.value.index].witness == nil && !$0.value.types.isEmpty }
            .sorted { $0.value.index < $1.value.index }
            .map { ($0.key, $0.value.types) }
    }

    /// Gives each `param-narrowed` change that no old link shows a saved state instead:
    /// the route with each narrowed param a sample of its old type that the new one
    /// refuses, and each param that became required left out. A range limits links
    /// only (a saved state's `Int` decodes whatever its value), so a change that only
    /// narrows ranges has no saved state to show.
    mutating func completeNarrowedWitnesses() {
        for (ref, narrowing) in narrowed where changes[narrowing.index].witness == nil {
            let onlyRanges =
                narrowing.nowRequired.isEmpty
                && narrowing.types.values.allSatisfy { $0.before.base == .int && $0.after.base == .int }
            if onlyRanges { continue }
            guard let state = witnesses.showing(ref, leavingOut: narrowing.nowRequired) else { continue }
            changes[narrowing.index].witness = state
            changes[narrowing.index].witnessIsSavedState = true
        }
    }
}
