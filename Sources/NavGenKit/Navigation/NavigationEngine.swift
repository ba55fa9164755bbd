/// The simulator's semantics of every action except `open` (transitions, actions and
/// the simulator's details in docs/spec.md), as pure functions from state to state.
///
/// Actions are validated against the spec: a declared transition must be on the
/// route on top; `back` and tab selection are system actions.
struct NavigationEngine: Sendable {
    let index: SpecIndex
    /// Set to stop a `finish` or an answer once the child closed, before a then-start
    /// or a then-`set` runs: what `--trace` shows as a step of its own.
    var holdsThenStarts = false
    /// How a `go` shows its entry from a state: as a reset link to it opens, worked out
    /// by the deep-link analysis, which installs it (the simulator's engine). Nil in the
    /// deep-link search, which never runs a `go`; a `go` is refused there.
    var goOpening: (@Sendable (RouteEntry, NavigationState) -> Result<NavigationState, Refused>)?
    /// Nil when the spec's root coordinator cannot be shown (unknown or empty).
    let launchState: NavigationState?
    /// The root entry the engine starts from: ``launchState`` shows it, and the
    /// deep-link search plans links from it. For a spec with alternative roots, one
    /// engine per entry (``rooted(at:)``); nil when no entry names a coordinator.
    let rootEntry: ResolvedRootEntry?
    /// The size class an adaptive presentation resolves its style in: the state holds
    /// the resolved style, so `back` and `dismiss` follow it.
    let sizeClass: SizeClass

    /// The most modals shown one above the other. Each is a level of the state's tree,
    /// and the code that walks the tree (here, in the generated Swift, in SwiftUI)
    /// goes down one level per modal; a spec can chain presentations without end
    /// (20,000 routes each presenting the next), so the simulator refuses to show one
    /// more past this, and the deep-link search goes no further. Real apps stack a
    /// handful.
    static let presentationLimit = 50

    /// The most flows a `start` (in any style, `as: push` included) may make run on
    /// one branch. A recursive flow (a room that opens a room) can nest without end;
    /// each instance holds its screens, and the generated code and SwiftUI walk one
    /// level per flow. The root, tabs and their stacks are not counted.
    static let flowLimit = 50

    init(model: NavigationModel, sizeClass: SizeClass = .compact) {
        self.init(
            index: SpecIndex(model), sizeClass: sizeClass,
            root: model.launchRootEntry ?? model.rootEntries.first)
    }

    private init(index: SpecIndex, sizeClass: SizeClass, root: ResolvedRootEntry?) {
        self.index = index
        self.sizeClass = sizeClass
        rootEntry = root
        launchState = root.flatMap { index.launchNode(index.model[$0.coordinator].id.value) }.map {
            NavigationState(root: $0)
        }
    }

    /// The same engine started from another root entry: its launch state shows that
    /// entry, and links planned with it run from there.
    func rooted(at entry: ResolvedRootEntry) -> NavigationEngine {
        guard entry != rootEntry else { return self }
        var engine = NavigationEngine(index: index, sizeClass: sizeClass, root: entry)
        engine.holdsThenStarts = holdsThenStarts
        return engine
    }

    /// Applies an action written by a person, on the compact branch (a split read as
    /// one stack); `open` is not handled here.
    func performCompact(_ action: SimulatorAction, on state: NavigationState) throws(Refused)
        -> NavigationState
    {
        // Always allowed, whatever is on screen: the app changes it outside the spec.
        if case .set(let settings) = action { return try set(settings, on: state) }
        let branch = Branch(state)
        if let shown = branch.alert {
            return try performOnAlert(action, shown.alert, depth: shown.depth, branch, state)
        }
        guard let top = branch.top else { throw Refused("no screen is shown") }
        if let (container, position) = containerItem(matching: action, in: branch) {
            let item = containerTransitions(of: container)[position]
            return try executeContainer(
                item.action, at: position, of: container, .given(action.arguments), on: state)
        }
        let transitions = index.transitions(of: top.route)
        func declared(_ matches: (Action) -> Bool) throws(Refused) -> Int {
            guard let found = transitions.firstIndex(where: { matches($0.action) }) else {
                throw Refused("\(top.route) does not declare '\(Self.declaration(of: action))'")
            }
            return found
        }
        func names(_ written: String, _ target: Located<String>) -> Bool {
            written == target.value
                || written == index.model.target(named: target.value, from: top.route).description
        }
        switch action {
        case .back:
            return try back(state)
        case .tab(let tab):
            if let found = transitions.firstIndex(where: {
                if case .tab(let c) = $0.action { c.value == tab } else { false }
            }) {
                return try execute(transitions[found].action, at: found, .given([]), on: state)
            }
            return try checkedSelectTab(tab, on: state)
        case .show(let name, let style, let arguments):
            let found = try declared {
                if case .show(let target, style) = $0 { names(name, target) } else { false }
            }
            return try execute(transitions[found].action, at: found, .given(arguments), on: state)
        case .start(let name, let route, let arguments):
            // A start is known by its child and its `at`.
            let found = try declared {
                if case .start(let child, _, _, let entry) = $0 {
                    child.value == name && entry.route?.value == route
                } else {
                    false
                }
            }
            return try execute(transitions[found].action, at: found, .given(arguments), on: state)
        case .go(let name, _):
            // The state a `go` shows comes from the deep-link analysis: the simulator
            // asks ``goEntry(_:_:on:)`` for the route and opens it as a link would.
            throw Refused("'go \(name)' is opened by the simulator, not the engine")
        case .replace(let name, let arguments):
            let found = try declared {
                if case .replace(let target) = $0 { names(name, target) } else { false }
            }
            return try execute(transitions[found].action, at: found, .given(arguments), on: state)
        case .alert(let name):
            let found = try declared {
                if case .alert(let alert, _) = $0 { alert.value == name } else { false }
            }
            return try execute(transitions[found].action, at: found, .given([]), on: state)
        case .answer:
            throw Refused("no alert is shown: there is nothing to answer")
        case .finish(let outcome, let arguments):
            let found = try declared {
                if case .finish(let declared) = $0 { declared.value == outcome } else { false }
            }
            return try execute(transitions[found].action, at: found, .given(arguments), on: state)
        case .pop:
            let found = try declared { $0 == .pop }
            return try execute(transitions[found].action, at: found, .given([]), on: state)
        case .popToRoot:
            let found = try declared { $0 == .popToRoot }
            return try execute(transitions[found].action, at: found, .given([]), on: state)
        case .dismiss:
            let found = try declared { $0 == .dismiss }
            return try execute(transitions[found].action, at: found, .given([]), on: state)
        case .open:
            throw Refused("'open' is handled by the deep-link router")
        case .inColumn(let column, _):
            throw Refused("'\(column.rawValue):' names a column of a split shown in regular width")
        case .set(let settings):
            return try set(settings, on: state)
        case .minimise:
            return try minimise(state)
        case .expand:
            return try expand(state)
        case .emit(let event, let arguments):
            let found = try declared {
                if case .emit(let declared) = $0 { declared.value == event } else { false }
            }
            return try execute(transitions[found].action, at: found, .given(arguments), on: state)
        }
    }

    /// `push: profile`: how the spec would declare the action.
    static func declaration(of action: SimulatorAction) -> String {
        switch action {
        case .start(let name, let route?, _): "start: \(name), at: \(route)"
        case .show(let name, _, _), .finish(let name, _), .start(let name, _, _), .replace(let name, _),
            .go(let name, _), .emit(let name, _):
            "\(action.keyword): \(name)"
        case .tab(let name), .alert(let name): "\(action.keyword): \(name)"
        default: action.keyword
        }
    }

    /// How a spec action reads as a simulator action: `push recipeDetail`.
    static func describe(_ action: Action) -> String {
        switch action {
        case .show(let target, _), .tab(let target), .finish(let target), .alert(let target, _),
            .replace(let target), .go(let target, _), .emit(let target):
            "\(action.keyword) \(target.value)"
        case .start(let child, let style, _, let entry):
            "start \(child.value)" + (entry.route.map { " at \($0.value)" } ?? "")
                + (style.map { " as \($0.value.rawValue)" } ?? "")
        case .pop, .popToRoot, .dismiss:
            action.keyword
        case .set(let pairs):
            "set " + pairs.map { ConditionSetting($0).description }.joined(separator: ", ")
        }
    }
}
