/// A tab bar's own transitions (container transitions): offered from every screen
/// of its tabs while nothing is presented above the tab bar, and acting as the tab
/// bar, which has no stack: what they present is held by the tab bar, over every tab.
extension NavigationEngine {
    /// A tab bar on the branch whose own transitions are offered.
    struct Container {
        var coordinator: String
        /// The index of its frame in the branch.
        var frame: Int
        /// The depth of its frame: its path is the branch's path of this depth.
        var depth: Int
    }

    /// The tab bar's own items in the order written; none for a tab bar without them.
    func containerTransitions(of coordinator: String) -> [Transition] {
        index.coordinator(coordinator)?.containerTransitions?.value ?? []
    }

    /// The tab bars whose own transitions are offered now, outermost first: those with
    /// items, presenting nothing, and with no modal above them on the branch.
    func offeredContainers(in branch: Branch) -> [Container] {
        guard index.holdsContainerModals else { return [] }
        let lastModal = branch.lastModalIndex ?? -1
        return branch.frames.indices.compactMap { position -> Container? in
            guard position > lastModal, !branch.isBelowOverlay(position),
                case .tabs(let tabs, let depth) = branch.frames[position],
                tabs.modal == nil, !containerTransitions(of: tabs.coordinator).isEmpty
            else { return nil }
            return Container(coordinator: tabs.coordinator, frame: position, depth: depth)
        }
    }

    /// Where a tab bar's item resolves names from: it has no routes, so a bare name is
    /// a route of a set it uses.
    static func source(of container: String) -> RouteRef { RouteRef(coordinator: container, route: "") }

    /// Runs an action of `container`'s own transitions (`item` is its position there;
    /// nil for a `then` value), checked against its target's guards in a state with
    /// conditions, as any move is.
    func executeContainer(
        _ action: Action, at item: Int?, of container: String, _ arguments: ArgumentSource,
        on state: NavigationState, origin: FlowOrigin? = nil, adaptive: AdaptiveStyle? = nil
    ) throws(Refused) -> NavigationState {
        let branch = Branch(state)
        guard let found = offeredContainers(in: branch).last(where: { $0.coordinator == container }) else {
            throw Refused("'\(container)' is not a tab bar on screen with nothing presented above it")
        }
        if state.guarded != nil, case .blank = arguments {
        } else if state.guarded != nil {
            let source = Self.source(of: container)
            switch actionVerdict(action, top: source, branch, in: state) {
            case .met: break
            case .stay: return state
            case .refused(let reason): throw Refused(reason)
            case .web(let target):
                throw Refused("\(target)'s otherwise is web: only a link goes back to the browser, not a tap")
            case .otherwise, .wait:
                throw Refused(
                    "'\(Self.describe(action))' of '\(container)' waits for a condition, "
                        + "which navgen does not simulate for a tab bar's own transitions yet")
            }
        }
        return try executeContainerUnchecked(
            action, at: item, of: found, arguments, on: state, branch: branch, origin: origin,
            adaptive: adaptive)
    }

    private func executeContainerUnchecked(
        _ action: Action, at item: Int?, of container: Container, _ arguments: ArgumentSource,
        on state: NavigationState, branch: Branch, origin: FlowOrigin?, adaptive: AdaptiveStyle?
    ) throws(Refused) -> NavigationState {
        guard let top = branch.top else { throw Refused("no screen is shown") }
        let source = Self.source(of: container.coordinator)
        let items = containerTransitions(of: container.coordinator)
        let adaptive =
            adaptive ?? item.flatMap { items.indices.contains($0) ? items[$0].adaptiveStyle?.value : nil }
        /// Hangs `modal` on the tab bar, above every tab.
        func present(_ modal: Modal) throws(Refused) -> NavigationState {
            guard branch.modalCount < Self.presentationLimit else {
                throw Refused(
                    "\(Self.presentationLimit) modals are shown one above the other, "
                        + "the most navgen simulates; dismiss one first")
            }
            var next = state
            next.make(.presentOnTabs(modal, tabs: branch.path(container.depth)))
            return next
        }
        switch action {
        case .show(let target, let word) where word.isModal:
            let route = index.model.target(named: target.value, from: source)
            guard index.contains(route) else { throw Refused("\(route) does not exist") }
            let entry = try makeEntry(route, arguments)
            return try present(
                Modal(
                    style: .presented(adaptive?[sizeClass] ?? word), content: .route(entry, presented: nil),
                    adaptive: adaptive))
        case .start(let child, let style, _, let entry):
            let style = adaptive?[sizeClass] ?? style?.value ?? .sheet
            guard style.isModal else {
                throw Refused(
                    "'\(container.coordinator)' is a tab bar: it has no stack to push '\(child.value)' on")
            }
            let edit = try startEdit(
                child.value, style, origin ?? FlowOrigin(transition: item ?? 0), arguments, branch,
                entry: entry,
                adaptive: adaptive)
            switch edit {
            case .presentOnStack(let modal, _), .presentOnModalRoute(let modal, _): return try present(modal)
            default: throw Refused("'\(child.value)' cannot be shown")
            }
        case .alert(let name, _):
            try requireNoArguments(arguments, "alert \(name.value)")
            guard let (owner, alert) = alert(named: name.value, of: container.coordinator) else {
                throw Refused("no set that '\(container.coordinator)' uses has an alert '\(name.value)'")
            }
            let shown = ShownAlert(coordinator: owner, name: name.value, transition: item ?? 0)
            return try present(Modal(style: .alert(alert.resolvedStyle), content: .alert(shown)))
        case .tab(let tab):
            try requireNoArguments(arguments, "tab \(tab.value)")
            return try selectTab(tab.value, declared: true, on: state, branch: branch)
        case .go(let target, let args):
            return try go(target.value, args: args, from: source, arguments, on: state)
        case .set(let pairs):
            try requireNoArguments(arguments, Self.describe(action))
            return try set(pairs, from: top, on: state)
        case .finish(let outcome):
            return try finishContainer(outcome.value, arguments, container, branch, state)
        case .show, .replace, .pop, .popToRoot, .dismiss, .emit:
            throw Refused(
                "'\(Self.describe(action))' is no move of '\(container.coordinator)': a tab bar has no stack "
                    + "of its own")
        }
    }

    /// The alert `name` of the first set `container` uses that has one, and that set.
    private func alert(named name: String, of container: String) -> (String, Alert)? {
        guard let number = index.model.coordinator(named: container) else { return nil }
        for set in index.model[number].uses {
            let declaration = index.model.declaration(of: set)
            if let alert = declaration.alert(named: name) { return (declaration.id.value, alert) }
        }
        return nil
    }

    /// `finish: O` of a tab bar's own transitions: the tab bar, started as a flow,
    /// closes with every tab, and its starter's `then` runs.
    private func finishContainer(
        _ outcome: String, _ arguments: ArgumentSource, _ container: Container, _ branch: Branch,
        _ state: NavigationState
    ) throws(Refused) -> NavigationState {
        let tab = container.frame + 1
        guard branch.frames.indices.contains(tab), case .stack = branch.frames[tab] else {
            throw Refused("'\(container.coordinator)' shows no tab to finish from")
        }
        let closing = try closedFlow(finishing: outcome, from: tab, in: branch)
        var next = state
        next.editModal(at: branch.path(closing.modalDepth)) { $0 = nil }
        if next.guarded != nil {
            next = satisfyConditions(
                finishing: closing.coordinator, with: outcome, next, mark: closing.origin.satisfying,
                root: nil)
            if let mark = closing.origin.satisfying {
                try requireNoArguments(arguments, "finish \(outcome)")
                return resumeWaiting(mark, finishedWith: outcome, next)
            }
        }
        if let starter = closing.container {
            return try runContainerThen(outcome, of: starter, closing.origin, arguments, next)
        }
        return try runThen(outcome, of: closing.parent, closing.origin, arguments, next)
    }

    /// Runs the `then` action for `outcome` of the tab bar's own `start` item that
    /// started the flow, as the tab bar; `stay` (or no action) leaves it as it is.
    func runContainerThen(
        _ outcome: String, of container: String, _ origin: FlowOrigin, _ arguments: ArgumentSource,
        _ state: NavigationState
    ) throws(Refused) -> NavigationState {
        let items = containerTransitions(of: container)
        guard items.indices.contains(origin.transition),
            let handled = origin.thenPath.follow(from: items[origin.transition])?.thenHandler(for: outcome)
        else {
            try requireNoArguments(arguments, "finish \(outcome) (its then is stay)")
            return state
        }
        return try runContainerAction(
            handled.action.action, handler: handled.position, under: origin, origin.transition, arguments,
            of: container, on: state, adaptive: handled.action.adaptiveStyle?.value)
    }

    /// A `then` value of the tab bar's own item (for a flow's outcome or an alert's
    /// answer): a then-start records where it is written, so its own `then` runs too.
    func runContainerAction(
        _ action: Action, handler: Int, under origin: FlowOrigin?, _ item: Int, _ arguments: ArgumentSource,
        of container: String, on state: NavigationState, adaptive: AdaptiveStyle?
    ) throws(Refused) -> NavigationState {
        switch action {
        case .set: if holdsThenStarts { return state }
        case .start:
            if holdsThenStarts { return state }
            var started = FlowOrigin(transition: item)
            guard let path = (origin?.thenPath ?? .item).appending(handler) else {
                throw Refused("then-starts nest too deep to follow")
            }
            started.thenPath = path
            return try executeContainer(
                action, at: nil, of: container, arguments, on: state, origin: started, adaptive: adaptive)
        default: break
        }
        return try executeContainer(action, at: nil, of: container, arguments, on: state, adaptive: adaptive)
    }
}

extension NavigationEngine {
    /// The item of an offered tab bar's own transitions that a person's action names,
    /// outermost tab bar first: these come before the top route's transitions. A `go`
    /// is the simulator's to open (``goEntry(_:_:on:)``), so it is not matched here.
    func containerItem(matching action: SimulatorAction, in branch: Branch) -> (
        container: String, position: Int
    )? {
        for container in offeredContainers(in: branch) {
            let source = Self.source(of: container.coordinator)
            let items = containerTransitions(of: container.coordinator)
            if let position = items.firstIndex(where: { declares($0.action, action, from: source) }) {
                return (container.coordinator, position)
            }
        }
        return nil
    }

    /// Whether the spec item `declared` is the move `action` writes.
    private func declares(_ declared: Action, _ action: SimulatorAction, from source: RouteRef) -> Bool {
        func names(_ written: String, _ target: Located<String>) -> Bool {
            written == target.value
                || written == index.model.target(named: target.value, from: source).description
        }
        switch (action, declared) {
        case (.show(let name, let style, _), .show(let target, let word)):
            return style == word && names(name, target)
        case (.start(let name, let route, _), .start(let child, _, _, let entry)):
            return child.value == name && entry.route?.value == route
        case (.alert(let name), .alert(let alert, _)): return alert.value == name
        case (.finish(let outcome, _), .finish(let declared)): return declared.value == outcome
        case (.tab(let tab), .tab(let declared)): return declared.value == tab
        default: return false
        }
    }
}

extension SimulatorAction {
    /// The arguments a person wrote with the action; none for an action without any.
    var arguments: [ActionArgument] {
        switch self {
        case .show(_, _, let arguments), .start(_, _, let arguments), .replace(_, let arguments),
            .go(_, let arguments), .finish(_, let arguments), .answer(_, let arguments),
            .emit(_, let arguments):
            arguments
        case .tab, .pop, .popToRoot, .dismiss, .back, .open, .alert, .set, .minimise, .expand: []
        case .inColumn(_, let action): action.arguments
        }
    }
}
