/// Declared transitions (and `then` actions), executed as the route on top.
extension NavigationEngine {
    /// Where an action's arguments come from.
    enum ArgumentSource {
        /// Written by a person: checked against the route's params.
        case given([ActionArgument])
        /// Every param `nil`: the deep-link search, which fills params afterwards.
        case blank
        /// Like `given([])`, but a required param gets a stand-in value: to test
        /// whether an action is allowed without knowing its arguments.
        case placeholders
    }

    /// Executes a spec action as the route on top of `state` would.
    /// `transition` is the item's index in that route's transitions (nil for a `then`).
    /// `branch` is the state's, when the caller has it already (the deep-link search).
    ///
    /// In a state with conditions, a move with arguments (not the search's `.blank`)
    /// is checked against its target's guards first (``guardedExecute(_:at:_:on:branch:)``).
    ///
    /// `adaptive` is the item's style by size class when it is not one of the route's
    /// transitions (a `then` action, an `otherwise`); a transition's is looked up.
    func execute(
        _ action: Action, at transition: Int?, _ arguments: ArgumentSource, on state: NavigationState,
        branch known: Branch? = nil, origin: FlowOrigin? = nil, adaptive: AdaptiveStyle? = nil
    ) throws(Refused) -> NavigationState {
        let branch = known ?? Branch(state)
        if state.guarded != nil {
            if case .blank = arguments {
            } else {
                return try guardedExecute(
                    action, at: transition, arguments, on: state, branch: branch, origin: origin,
                    adaptive: adaptive)
            }
        }
        return try executeUnchecked(
            action, at: transition, arguments, on: state, branch: branch, origin: origin, adaptive: adaptive)
    }

    /// ``execute(_:at:_:on:branch:)`` without guards. `origin` stands for the one a
    /// `start` would get from `transition`.
    func executeUnchecked(
        _ action: Action, at transition: Int?, _ arguments: ArgumentSource, on state: NavigationState,
        branch: Branch, origin: FlowOrigin? = nil, adaptive: AdaptiveStyle? = nil
    ) throws(Refused) -> NavigationState {
        guard let top = branch.top else { throw Refused("no screen is shown") }
        if case .start = action, startsOverlay(top.route, at: transition), let transition {
            return try startOverlay(
                action, at: transition, arguments, top: top, branch, on: state, origin: origin)
        }
        switch action {
        case .show, .start, .alert, .replace:
            var next = state
            next.make(
                try edit(
                    for: action, at: transition, arguments, top: top, branch, origin: origin,
                    adaptive: adaptive))
            return next
        case .tab(let tab):
            try requireNoArguments(arguments, "tab \(tab.value)")
            // A tab of a tab bar below the expanded overlay: the overlay is minimised first.
            if let owner = branch.frames.lastIndex(where: { frame in
                if case .tabs(let tabs, _) = frame {
                    tabs.tabs.contains { $0.coordinator == tab.value }
                } else {
                    false
                }
            }), branch.isBelowOverlay(owner) {
                return try selectTab(tab.value, declared: true, on: minimise(state))
            }
            return try selectTab(tab.value, declared: true, on: state, branch: branch)
        case .pop:
            try requireNoArguments(arguments, "pop")
            return try pop(toRoot: false, branch, state)
        case .popToRoot:
            try requireNoArguments(arguments, "popToRoot")
            return try pop(toRoot: true, branch, state)
        case .dismiss:
            try requireNoArguments(arguments, "dismiss")
            return try dismiss(branch, state)
        case .finish(let outcome):
            return try finish(outcome.value, arguments, branch, state)
        case .go(let target, let args):
            return try go(target.value, args: args, from: top.route, arguments, on: state)
        case .set(let pairs):
            try requireNoArguments(arguments, Self.describe(action))
            return try set(pairs, from: top, on: state)
        case .emit(let event):
            return try emit(event.value, arguments, from: branch, state, on: state)
        }
    }

    func requireNoArguments(_ arguments: ArgumentSource, _ what: String) throws(Refused) {
        if case .given(let given) = arguments, !given.isEmpty {
            throw Refused("'\(what)' takes no arguments")
        }
    }

    /// The tree edit of a move in a style, a start or an alert of the route on top:
    /// worked out from the branch alone, so that ``execute(_:at:_:on:branch:)`` makes
    /// it on a copy and the deep-link search in place.
    func edit(
        for action: Action, at transition: Int?, _ arguments: ArgumentSource, top: RouteEntry,
        _ branch: Branch, origin: FlowOrigin? = nil, adaptive: AdaptiveStyle? = nil
    ) throws(Refused) -> TreeEdit {
        // An adaptive item shows in its size class's style; the word only names the move.
        let adaptive = adaptive ?? transition.flatMap { adaptiveStyle(of: top.route, at: $0) }
        switch action {
        case .show(let target, let word):
            let route = index.model.target(named: target.value, from: top.route)
            guard word.isModal else { return try pushEdit(route, arguments, branch) }
            return try presentRouteEdit(
                route, .presented(adaptive?[sizeClass] ?? word), arguments, branch, adaptive: adaptive)
        case .start(let child, let style, _, let entry):
            return try startEdit(
                child.value, adaptive?[sizeClass] ?? style?.value ?? .sheet,
                origin ?? FlowOrigin(transition: transition ?? 0), arguments, branch, entry: entry,
                adaptive: adaptive)
        case .alert(let name, _):
            try requireNoArguments(arguments, "alert \(name.value)")
            return try alertEdit(name.value, at: transition, top: top, branch)
        case .replace(let target):
            return try replaceEdit(
                index.model.target(named: target.value, from: top.route), arguments, branch)
        case .tab, .pop, .popToRoot, .dismiss, .finish, .go, .set, .emit:
            throw Refused("'\(Self.describe(action))' is not a \(PresentationStyle.keywords), start or alert")
        }
    }

    /// The style by size class of the route's transition at `position`, if it adapts.
    private func adaptiveStyle(of route: RouteRef, at position: Int) -> AdaptiveStyle? {
        let transitions = index.transitions(of: route)
        return transitions.indices.contains(position) ? transitions[position].adaptiveStyle?.value : nil
    }

    private func pushEdit(
        _ target: RouteRef, _ arguments: ArgumentSource, _ branch: Branch
    ) throws(Refused) -> TreeEdit {
        guard !branch.topIsModalRoute else {
            throw Refused(
                "\(branch.top!.route) is presented modally and has no stack to push on (modal-push)")
        }
        guard index.contains(target) else { throw Refused("\(target) does not exist") }
        let entry = try makeEntry(target, arguments)
        guard let stackIndex = branch.lastStackIndex, case .stack(_, let depth) = branch.frames[stackIndex]
        else {
            throw Refused("there is no stack to push on")
        }
        if let select = selectEdit(entry, from: stackIndex, branch) { return select }
        return .push(entry, stack: branch.path(depth))
    }

    /// `replace: R`: R takes the place of the screen on top, in its stack or in its
    /// modal (same style); the first entry of a flow shown on a stack keeps the flow's mark.
    private func replaceEdit(
        _ target: RouteRef, _ arguments: ArgumentSource, _ branch: Branch
    ) throws(Refused) -> TreeEdit {
        guard index.contains(target) else { throw Refused("\(target) does not exist") }
        switch branch.frames.last {
        case .modal(_, let depth):
            return .replaceModalRoute(try makeEntry(target, arguments), modal: branch.path(depth))
        case .stack(let stack, let depth):
            let entry = try makeEntry(target, arguments, flow: stack.entries.last?.flow)
            return .replaceTop(entry, stack: branch.path(depth))
        default:
            throw Refused("no screen is shown")
        }
    }

    private func presentRouteEdit(
        _ target: RouteRef, _ style: Modal.Style, _ arguments: ArgumentSource, _ branch: Branch,
        adaptive: AdaptiveStyle?
    ) throws(Refused) -> TreeEdit {
        guard index.contains(target) else { throw Refused("\(target) does not exist") }
        let entry = try makeEntry(target, arguments)
        return try presentEdit(
            Modal(style: style, content: .route(entry, presented: nil), adaptive: adaptive), branch)
    }

    /// Hangs a modal on the top screen: a stack's top entry or a modal route; refused
    /// when ``presentationLimit`` modals are shown already.
    func presentEdit(_ modal: Modal, _ branch: Branch) throws(Refused) -> TreeEdit {
        guard branch.modalCount < Self.presentationLimit else {
            throw Refused(
                "\(Self.presentationLimit) modals are shown one above the other, "
                    + "the most navgen simulates; dismiss one first")
        }
        switch branch.frames.last {
        case .modal(_, let depth): return .presentOnModalRoute(modal, modal: branch.path(depth))
        case .stack(_, let depth): return .presentOnStack(modal, stack: branch.path(depth))
        default: return .nothing
        }
    }

    func startEdit(
        _ child: String, _ style: PresentationStyle, _ origin: FlowOrigin, _ arguments: ArgumentSource,
        _ branch: Branch, entry: FlowEntry = .root, adaptive: AdaptiveStyle? = nil
    ) throws(Refused) -> TreeEdit {
        guard let coordinator = index.coordinator(child) else {
            throw Refused("the coordinator '\(child)' does not exist")
        }
        // The search starts no flow twice on a branch (``forwardMoves(from:branch:allowingRunningFlows:)``);
        // a person's starts of recursive flows are counted.
        if case .blank = arguments {
        } else if branch.startedFlowCount >= Self.flowLimit {
            throw Refused(
                "\(Self.flowLimit) flows already run on this branch, and a branch runs at most "
                    + "\(Self.flowLimit) flows started by `start`")
        }
        guard coordinator.kind == .stack else {
            guard style != .push else {
                throw Refused("'\(child)' is a tabs coordinator: it has no routes to push")
            }
            try requireNoArguments(arguments, "start \(child)")
            guard let node = index.launchNode(child) else { throw Refused("'\(child)' cannot be shown") }
            return try presentEdit(
                Modal(style: .presented(style), content: .flow(node, origin: origin), adaptive: adaptive),
                branch)
        }
        guard style.isModal else {
            guard !branch.topIsModalRoute else {
                throw Refused(
                    "\(branch.top!.route) is presented modally and has no stack to push on (modal-push)")
            }
            guard case .stack(let root)? = index.launchNode(child), let rootEntry = root.entries.first,
                let stackIndex = branch.lastStackIndex, case .stack(_, let depth) = branch.frames[stackIndex]
            else { throw Refused("'\(child)' cannot be shown") }
            var first = try flowRoot(rootEntry, of: child, arguments, entry)
            first.flow = origin
            // From a split column before the last, the flow runs in the next column.
            if let select = selectEdit(first, from: stackIndex, branch, startsFlow: true) { return select }
            return .push(first, stack: branch.path(depth))
        }
        guard case .stack(var root)? = index.launchNode(child), let rootEntry = root.entries.first else {
            throw Refused("'\(child)' cannot be shown")
        }
        root.entries[0] = try flowRoot(rootEntry, of: child, arguments, entry)
        return try presentEdit(
            Modal(style: .presented(style), content: .flow(.stack(root), origin: origin), adaptive: adaptive),
            branch)
    }

    /// A flow's first entry with the input its `start` supplies: its `at` route (its
    /// root without one), the params `args` fixes, then the others from `arguments`,
    /// typed like any route's (custom types are opaque strings). That entry is the
    /// stack's bottom: `back` and `popToRoot` treat it as the flow's root.
    private func flowRoot(
        _ blank: RouteEntry, of child: String, _ arguments: ArgumentSource, _ entry: FlowEntry
    ) throws(Refused) -> RouteEntry {
        let route =
            entry.route.map {
                index.model.target(named: $0.value, from: RouteRef(coordinator: child, route: $0.value))
            }
            ?? blank.route
        do {
            return try makeEntry(route, arguments, fixed: fixedArguments(entry.args, of: route))
        } catch {
            throw Refused("start \(child): \(error.reason)")
        }
    }

    private func pop(toRoot: Bool, _ branch: Branch, _ state: NavigationState) throws(Refused)
        -> NavigationState
    {
        guard !branch.topIsModalRoute else {
            throw Refused("\(branch.top!.route) is presented modally: there is no stack to pop; use dismiss")
        }
        guard let stackIndex = branch.lastStackIndex,
            case .stack(let stack, let depth) = branch.frames[stackIndex]
        else {
            throw Refused("there is no stack to pop")
        }
        // A flow started `as: push` has its own root: its first entry.
        let root = stack.entries.lastIndex { $0.flow != nil } ?? 0
        if !toRoot, stack.entries.count == 1, let unselected = unselect(columnAt: stackIndex, branch, state) {
            return unselected
        }
        var next = state
        if toRoot {
            next.editStack(at: branch.path(depth)) { $0.entries.removeSubrange((root + 1)...) }
        } else {
            guard stack.entries.count - 1 > root else {
                throw Refused(
                    "\(branch.top!.route) is the root of its \(root > 0 ? "flow" : "stack"): nothing to pop")
            }
            next.editStack(at: branch.path(depth)) { $0.entries.removeLast() }
        }
        return next
    }

    private func dismiss(_ branch: Branch, _ state: NavigationState) throws(Refused) -> NavigationState {
        try refuseAtRootOverlayRoot(branch, "dismiss")
        if isAtOverlayRoot(branch) {
            // At the overlay's root: it closes without outcome.
            var next = state
            next.overlay = nil
            return next
        }
        guard let modalIndex = branch.lastModalIndex, case .modal(_, let depth) = branch.frames[modalIndex]
        else {
            throw Refused("nothing is presented: there is nothing to dismiss")
        }
        var next = state
        next.editModal(at: branch.path(depth)) { $0 = nil }
        return next
    }

    /// `go: R` written on `source` (a route, or a tab bar's own item): the state a link
    /// to R builds, with the item's `args` fixed.
    func go(
        _ target: String, args: [SetValue], from source: RouteRef, _ arguments: ArgumentSource,
        on state: NavigationState
    ) throws(Refused) -> NavigationState {
        guard let goOpening else { throw Refused("'go \(target)' cannot run here") }
        let route = index.model.goTarget(named: target, from: source)
        guard index.contains(route) else { throw Refused("\(route) does not exist") }
        let entry = try makeEntry(route, arguments, fixed: fixedArguments(args, of: route))
        return try goOpening(entry, state).get()
    }

    /// `args` of a start read as URL text of their params' types, as a pattern's `set` is.
    func fixedArguments(_ args: [SetValue], of route: RouteRef) -> [RoutePattern.FixedValue] {
        guard !args.isEmpty, let number = index.model.route(route) else { return [] }
        let spec = index.model.spec
        return SetValueReading.values(
            of: args, on: index.model.declaration(of: number),
            enumerations: Dictionary(spec.types.map { ($0.name.value, $0) }) { first, _ in first },
            ignoresCase: spec.deepLinks.ignoresCase)
    }
}
