/// The spec's conditions as the skeletons use them (docs/spec.md, "Conditions that
/// resume"), built once per `generate`: the root coordinator owns their values and
/// the waiting move; the other coordinators reach them through callbacks their
/// owner sets, as they reach a tab bar's selection. Which coordinators get those
/// callbacks: the ones that check a guard, and the ones that create those.
struct SkeletonConditions: Sendable {
    /// A condition, and the flow that makes it true, if any.
    struct Entry: Sendable {
        var id: String
        var initially: Bool
        var flow: Flow?
        /// `params:`: one value per tuple of these; empty for a plain condition.
        var params: [Param] = []
    }

    /// `satisfiedBy`: the flow the root starts when a move waits for the condition.
    struct Flow: Sendable {
        var coordinator: String
        var outcome: String
        var style: PresentationStyle
    }

    /// One `requires` entry of a target, as a move checks it.
    struct Check: Hashable, Sendable {
        var condition: String
        var isNegated: Bool
        /// `joined(roomId)`: the params of the guarded route whose values pick the tuple
        /// checked, in the condition's params' order; nil for a plain condition.
        var args: [String]? = nil

        /// As the spec writes it, without `!`: `signedIn`, `joined(roomId)`.
        var spelling: String { condition + (args.map { "(" + $0.joined(separator: ", ") + ")" } ?? "") }
    }

    /// What a move to a target checks first: its `requires` in order, and the route's `otherwise`.
    struct Guard {
        var checks: [Check]
        /// The one action of an `otherwise` that answers every check.
        var otherwise: Action? = nil
        /// Parallel to ``checks`` for any other `otherwise` (keyed, `stay`, `web`):
        /// what an unmet check does instead; nil where it acts as with no `otherwise`.
        var fallbacks: [Fallback?] = []
        /// The one fallback (`stay`, `web`) that answers every check, for the docs.
        var answersAll: Fallback? = nil

        /// The fallback of check `index`, if it has one.
        func fallback(_ index: Int) -> Fallback? {
            fallbacks.indices.contains(index) ? fallbacks[index] : nil
        }
    }

    let entries: [Entry]
    private let byID: [String: Int]
    /// Coordinators other than the root that read the conditions, themselves or through what they create.
    private let readers: Set<String>
    /// For each of those, the conditions whose flow it may wait for, in declaration order.
    private let waits: [String: [String]]
    /// Tab bars other than the root whose tabs hide: the root tells each of every change
    /// of the conditions, through an observer the tab bar's creator hands it.
    private let hearing: Set<String>
    /// Coordinators other than the root that hand such observers on to their owner: the
    /// creators of those tab bars, and the coordinators that create them.
    private let relays: Set<String>
    /// Stacks that start a satisfying flow themselves, shown as a condition shows it
    /// (presented, or pushed): a link that waits may stop on that flow over them, and
    /// then the root shows it, not their `apply(_:)`.
    private let leavers: Set<String>
    /// Coordinators other than the root that ask the root whether it shows a waiting
    /// link's flow: the stacks above, and the coordinators that create them.
    private let askers: Set<String>
    /// For each coordinator other than the root that starts a satisfying flow by a plain
    /// `start:` (or creates one that does), the conditions it asks the root to make true
    /// when that flow finishes with the satisfying outcome, in declaration order.
    private let satisfies: [String: [String]]

    var isEmpty: Bool { entries.isEmpty }

    init(model: AppModel, tabBars: (String) -> String?) {
        let spec = model.spec
        let entries = spec.conditions.map { condition in
            let flow = condition.satisfiedBy.flatMap { satisfying -> Flow? in
                guard let started = model.coordinator(satisfying.start.value), started.kind == .stack else {
                    return nil
                }
                return Flow(
                    coordinator: started.id.value, outcome: satisfying.outcome.value, style: satisfying.style)
            }
            return Entry(
                id: condition.id.value, initially: condition.initially, flow: flow, params: condition.params)
        }
        self.entries = entries
        byID = Dictionary(
            entries.indices.map { (entries[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        guard !entries.isEmpty else {
            readers = []
            waits = [:]
            hearing = []
            relays = []
            leavers = []
            askers = []
            satisfies = [:]
            return
        }
        let satisfying = entries.compactMap(\.flow)
        // Who creates whom: a tab bar its tabs, a stack the flows it starts, the root
        // the flows that satisfy conditions. A need climbs these edges backwards.
        var creators: [String: [String]] = [:]
        var reading: [String] = []
        var waiting: [String: Set<String>] = [:]
        var leavers: Set<String> = []
        var starters: [String: Set<String>] = [:]
        for coordinator in model.coordinators {
            let id = coordinator.id.value
            switch coordinator.kind {
            case .tabs:
                for tab in coordinator.children { creators[tab.value, default: []].append(id) }
                if model.model.coordinator(named: id).map({ !model.model[$0].tabGuards.isEmpty }) == true {
                    reading.append(id)
                }
                // A tap on a tab whose coordinator requires conditions checks them.
                for tab in coordinator.children where model.coordinator(tab.value)?.requires.isEmpty == false
                {
                    reading.append(id)
                    for check in Self.guardOf(tab: tab.value, bar: id, model: model).checks
                    where !check.isNegated {
                        waiting[id, default: []].insert(check.condition)
                    }
                }
            case .stack:
                let routes = Self.routesByID(of: coordinator, model: model)
                for route in SkeletonPlan.shownRoutes(of: coordinator, model: model) {
                    for transition in Self.transitions(of: route) {
                        for action in AppModel.actions(in: transition) {
                            if case .start(let child, let style, _, _) = action {
                                creators[child.value, default: []].append(id)
                                starters[child.value, default: []].insert(id)
                                let pushes = AppModel.style(of: style) == .push
                                if satisfying.contains(where: {
                                    $0.coordinator == child.value && ($0.style == .push) == pushes
                                }) {
                                    leavers.insert(id)
                                }
                            }
                            let found = Self.guardOf(
                                action, in: coordinator, routes: routes, model: model, tabBars: tabBars)
                            guard !found.checks.isEmpty else { continue }
                            reading.append(id)
                            guard found.otherwise == nil else { continue }
                            for (number, check) in found.checks.enumerated()
                            where !check.isNegated && found.fallback(number) == nil {
                                waiting[id, default: []].insert(check.condition)
                            }
                        }
                    }
                }
            case .split:
                for column in coordinator.columns { creators[column.value, default: []].append(id) }
            case .routes:
                continue
            }
        }
        for entry in entries {
            if let flow = entry.flow { creators[flow.coordinator, default: []].append(model.rootID) }
        }
        var waits: [String: [String]] = [:]
        for entry in entries where entry.flow != nil {
            let needing = waiting.filter { $0.value.contains(entry.id) }.keys.sorted()
            for id in Self.ancestors(of: needing, creators: creators) {
                waits[id, default: []].append(entry.id)
            }
        }
        self.waits = waits
        var satisfies: [String: [String]] = [:]
        // A tuple is set with the values of the flow's root, which only the flow knows:
        // no callback makes one true from below the root.
        for entry in entries where entry.params.isEmpty {
            guard let flow = entry.flow, let starting = starters[flow.coordinator] else { continue }
            for id in Self.ancestors(of: starting.sorted(), creators: creators) where id != model.rootID {
                satisfies[id, default: []].append(entry.id)
            }
        }
        self.satisfies = satisfies
        let hearing = model.coordinators.filter { coordinator in
            coordinator.kind == .tabs && coordinator.id.value != model.rootID
                && coordinator.childRequires.contains { !$0.isEmpty }
        }.map(\.id.value)
        self.hearing = Set(hearing)
        relays = Self.ancestors(of: hearing.flatMap { creators[$0] ?? [] }, creators: creators)
            .subtracting([model.rootID])
        self.leavers = leavers
        askers = Self.ancestors(of: leavers.sorted(), creators: creators).subtracting([model.rootID])
        // A coordinator that asks whether the root shows a waiting flow, or relays
        // condition changes, gets those callbacks where it gets `conditions`: it reads.
        readers = Self.ancestors(of: reading, creators: creators).union(askers).union(relays)
    }

    func entry(_ id: String) -> Entry? { byID[id].map { entries[$0] } }

    /// The conditions `coordinator` makes true through a callback, one `satisfy...` per
    /// condition, when a flow it starts finishes with the satisfying outcome.
    func satisfies(_ coordinator: String) -> [String] { satisfies[coordinator] ?? [] }

    /// Whether a coordinator other than the root starts a satisfying flow by a plain `start:`.
    var isSatisfiedBelowRoot: Bool { !satisfies.isEmpty }

    /// Whether `coordinator` reads the conditions through a callback (the root owns them).
    func reads(_ coordinator: String) -> Bool { readers.contains(coordinator) }

    /// The conditions whose flow `coordinator` may wait for through a callback.
    func waits(_ coordinator: String) -> [String] { waits[coordinator] ?? [] }

    /// Whether `tabBar` is a tab bar other than the root whose tabs hide: it hears of every
    /// change of the conditions from the root.
    func hearsChanges(_ tabBar: String) -> Bool { hearing.contains(tabBar) }

    /// Whether `coordinator` hands the observers of such tab bars on to its owner.
    func relaysChanges(_ coordinator: String) -> Bool { relays.contains(coordinator) }

    /// Whether the root keeps observers of the conditions: some tab bar below it hides tabs.
    var isObserved: Bool { !hearing.isEmpty }

    /// Whether `stack` starts a satisfying flow itself, shown as the condition shows it.
    func leavesWaitingFlow(_ stack: String) -> Bool { leavers.contains(stack) }

    /// Whether `coordinator` asks the root, through a callback, whether it shows a waiting link's flow.
    func asksForWaitingFlow(_ coordinator: String) -> Bool { askers.contains(coordinator) }

    /// Whether the root tells, while it applies a link's state, that it shows the flow the link waits on.
    var tellsWaitingFlow: Bool { !leavers.isEmpty }

    /// The conditions with a flow that satisfies them, in declaration order.
    var satisfiable: [Entry] { entries.filter { $0.flow != nil } }

    // MARK: - Guards

    /// A route's transitions and its `otherwise`, which moves like one of them.
    static func transitions(of route: Route) -> [Transition] {
        route.transitions + route.otherwiseTransitions
    }

    static func routesByID(of coordinator: Coordinator, model: AppModel) -> [String: Route] {
        Dictionary(
            SkeletonPlan.shownRoutes(of: coordinator, model: model).map { ($0.id.value, $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// What a move of `coordinator` checks (``guardOf(route:)``, ``guardOf(start:model:)``,
    /// ``guardOf(tab:bar:model:)``).
    static func guardOf(
        _ action: Action, in coordinator: Coordinator, routes: [String: Route], model: AppModel,
        tabBars: (String) -> String?
    ) -> Guard {
        switch action {
        case .show(let target, _), .replace(let target):
            guardOf(route: routes[target.value])
        case .start(let child, _, _, _):
            guardOf(start: child.value, model: model)
        case .tab(let tab):
            guardOf(tab: tab.value, bar: tabBars(tab.value), model: model)
        case .alert, .pop, .popToRoot, .dismiss, .finish, .go, .set, .emit:
            Guard(checks: [])
        }
    }

    /// Showing a route checks its `requires`; its `otherwise` runs when one is unmet.
    static func guardOf(route: Route?) -> Guard {
        let requires = route?.requires ?? []
        let checks = self.checks(requires)
        guard !checks.isEmpty, let otherwise = route?.otherwise else { return Guard(checks: checks) }
        if !otherwise.isKeyed, case .action(let transition)? = otherwise.entries.first?.fallback {
            return Guard(checks: checks, otherwise: transition.action)
        }
        var found = Guard(checks: checks, fallbacks: requires.map { otherwise.fallback(for: $0.spelling) })
        if !otherwise.isKeyed { found.answersAll = otherwise.entries.first?.fallback }
        return found
    }

    /// Starting a flow checks the flow's own `requires`.
    static func guardOf(start child: String, model: AppModel) -> Guard {
        Guard(checks: checks(model.coordinator(child)?.requires ?? []))
    }

    /// Selecting a tab checks the tab entry's `requires`, then the tab coordinator's own
    /// (only the latter where the tab bar is not known).
    static func guardOf(tab: String, bar: String?, model: AppModel) -> Guard {
        guard let bar else {
            return Guard(checks: checks(model.coordinator(tab)?.requires ?? []))
        }
        return Guard(checks: checks(ofTab: tab, bar: bar, model: model))
    }

    /// A tab's guards as checks: its entry's, then its coordinator's own. While one is
    /// unmet the tab is hidden.
    static func checks(ofTab tab: String, bar: String, model: AppModel) -> [Check] {
        let navigation = model.model
        return navigation.tabGuards(tab, of: bar).map {
            Check(condition: navigation[$0.condition].id.value, isNegated: $0.isNegated)
        }
    }

    static func checks(_ requirements: [Requirement]) -> [Check] {
        requirements.map { Check(condition: $0.condition.value, isNegated: $0.isNegated, args: $0.args) }
    }

    /// Every coordinator in `start` and every one that creates one of them, by a walk
    /// with a list of its own: chains of flows are as long as the spec makes them.
    private static func ancestors(of start: [String], creators: [String: [String]]) -> Set<String> {
        var found = Set(start)
        var pending = start
        while let id = pending.popLast() {
            for creator in creators[id] ?? [] where found.insert(creator).inserted {
                pending.append(creator)
            }
        }
        return found
    }
}
