/// What the simulator and the deep-link search read of a ``NavigationModel``, by the
/// model's numbering: a route's number is its ``RouteIndex``, a coordinator's its
/// ``CoordinatorIndex``. Kept here is only what the model does not hold: each route's
/// required params and blank arguments. References that do not resolve (a spec with
/// errors whose rules were turned off) simply find nothing.
struct SpecIndex: Sendable {
    let model: NavigationModel
    var spec: NavigationSpec { model.spec }
    /// Each route's params without `?`, as an index into ``requirementSets``.
    private let requirements: [Int32]
    /// Each route's params, each `nil`: shared by every route with the same param
    /// names, so the search's many blank entries hold no arrays of their own.
    private let blankArguments: [[RouteArgument]]

    /// A route's params without `?`, by name and type.
    struct Requirement: Hashable, Sendable {
        var name: String
        var type: ParamType
    }

    /// Each distinct list of required params, once; the first is empty. Most routes
    /// of a spec share a few lists, so a back-stack check decides each list once
    /// rather than once per screen.
    let requirementSets: [[Requirement]]
    /// Per coordinator, whether it is in a `children` cycle (a recursive flow); empty
    /// for a spec without one, so the search's check costs nothing there.
    private let recursive: [Bool]
    /// Whether a tab bar of the spec has transitions of its own: its nodes then hold
    /// what those present, and print it.
    let holdsContainerModals: Bool

    init(_ model: NavigationModel) {
        self.model = model
        holdsContainerModals = model.spec.coordinators.contains { $0.containerTransitions != nil }
        let families = FlowCycleFamilies(model)
        recursive =
            families.families.isEmpty ? [] : model.coordinatorIndices.map { families.isRecursive($0) }
        var sets: [[Requirement]] = [[]]
        var setIndex: [[Requirement]: Int] = [[]: 0]
        var lastSet = 0
        var blanks = BlankArguments()
        var requirements: [Int32] = []
        var blankArguments: [[RouteArgument]] = []
        requirements.reserveCapacity(model.routes.count)
        blankArguments.reserveCapacity(model.routes.count)
        for coordinator in model.spec.coordinators {
            for route in coordinator.routes {
                let required = route.params.filter { !$0.type.value.isOptional }.map {
                    Requirement(name: $0.name.value, type: $0.type.value)
                }
                // Neighbouring routes often require the same params: comparing with the
                // last list is cheaper than hashing it.
                if required != sets[lastSet] {
                    if let known = setIndex[required] {
                        lastSet = known
                    } else {
                        lastSet = sets.count
                        setIndex[required] = sets.count
                        sets.append(required)
                    }
                }
                requirements.append(Int32(lastSet))
                blankArguments.append(blanks.arguments(for: route.params))
            }
        }
        self.requirements = requirements
        self.blankArguments = blankArguments
        requirementSets = sets
    }

    /// The first coordinator declared with this id.
    func coordinator(_ id: String) -> Coordinator? {
        guard let coordinator = model.coordinator(named: id) else { return nil }
        return model.declaration(of: coordinator)
    }

    /// Whether the coordinator named `id` is in a `children` cycle: a start may run
    /// another instance of it inside one already running.
    func isRecursive(_ id: String) -> Bool {
        guard !recursive.isEmpty, let number = number(ofCoordinator: id) else { return false }
        return recursive[number]
    }

    /// A coordinator's number: its ``CoordinatorIndex``.
    func number(ofCoordinator id: String) -> Int? { model.coordinator(named: id)?.rawValue }

    /// How many routes the spec has; route numbers run from 0 below it.
    var routeCount: Int { model.routes.count }

    /// A route's number, its ``RouteIndex``; nil for a route of no coordinator.
    func number(of ref: RouteRef) -> Int? { model.route(ref)?.rawValue }

    /// The route numbered `number`.
    func route(numbered number: Int) -> RouteRef { model.routes[number].ref }

    /// Whether the route exists.
    func contains(_ ref: RouteRef) -> Bool { model.route(ref) != nil }

    // The lookups below unwrap rather than `map(model.…)`: a method reference would
    // copy the whole model on every call.

    /// A route's params (none for an unknown route).
    func params(of ref: RouteRef) -> [Param] {
        guard let route = model.route(ref) else { return [] }
        return model.params(of: route)
    }

    /// A route's transitions in declaration order (none for an unknown route).
    func transitions(of ref: RouteRef) -> [Transition] {
        guard let route = model.route(ref) else { return [] }
        return model.transitions(of: route)
    }

    /// The index in ``requirementSets`` of a route's params without `?` (0, none,
    /// for an unknown route).
    func requirementSet(of ref: RouteRef) -> Int {
        model.route(ref).map { Int(requirements[$0.rawValue]) } ?? 0
    }

    /// The entry of a route with every param `nil`: the launch state's roots, and the
    /// structure-only states of the deep-link search.
    func blankEntry(_ ref: RouteRef, flow: FlowOrigin? = nil) -> RouteEntry {
        RouteEntry(
            route: ref, arguments: model.route(ref).map { blankArguments[$0.rawValue] } ?? [], flow: flow)
    }

    /// The launch node of a coordinator: a tabs node showing its `initial` tab
    /// with every tab at launch, or a stack holding its root. Nil for an unknown
    /// coordinator or one that contains itself.
    ///
    /// Only a spec with errors puts a tab bar in a tab bar (`tab-target`); such tab bars
    /// nest at most ``NavigationEngine/presentationLimit`` deep, and a deeper one is left
    /// out like one that contains itself, so that a chain of them cannot make a tree
    /// deeper than the code walking it can go.
    func launchNode(_ id: String, visiting: Set<String> = []) -> NavigationNode? {
        guard let coordinator = coordinator(id), !visiting.contains(id),
            visiting.count < NavigationEngine.presentationLimit
        else { return nil }
        switch coordinator.kind {
        case .stack:
            let root = coordinator.root?.value ?? coordinator.routes.first?.id.value ?? ""
            return .stack(
                StackNode(coordinator: id, entries: [blankEntry(RouteRef(coordinator: id, route: root))]))
        case .tabs:
            var tabs: [NavigationNode] = []
            var selected = 0
            for child in coordinator.children {
                guard let node = launchNode(child.value, visiting: visiting.union([id])) else { continue }
                if child.value == coordinator.initialTab { selected = tabs.count }
                tabs.append(node)
            }
            guard !tabs.isEmpty else { return nil }
            return .tabs(
                TabsNode(
                    coordinator: id, selected: selected, tabs: tabs, holdsModal: holdsContainerModals))
        case .split:
            // Every column at its root: nothing selected.
            var columns: [StackNode] = []
            for column in coordinator.columns {
                guard case .stack(let stack)? = launchNode(column.value, visiting: visiting.union([id]))
                else {
                    return nil
                }
                columns.append(stack)
            }
            guard columns.count >= 2 else { return nil }
            return .split(SplitNode(coordinator: id, columns: columns, selected: 0))
        case .routes:
            return nil
        }
    }
}

/// The blank argument lists of a spec's routes, each distinct list made once.
private struct BlankArguments {
    private var lists: [[String]: [RouteArgument]] = [:]
    private var last: [RouteArgument] = []

    /// `params`, each `nil`: the list made for the last route when the names agree (as
    /// they mostly do for neighbours), otherwise the one made for these names.
    mutating func arguments(for params: [Param]) -> [RouteArgument] {
        if last.count == params.count, zip(last, params).allSatisfy({ $0.name == $1.name.value }) {
            return last
        }
        let names = params.map(\.name.value)
        let list = lists[names] ?? names.map { RouteArgument(name: $0, value: nil) }
        lists[names] = list
        last = list
        return list
    }
}
