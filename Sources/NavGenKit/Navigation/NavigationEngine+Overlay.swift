/// Flows started `as: overlay`: shown above everything, one at a time. Expanded, the
/// overlay's top screen is the top; minimised, the screens below act and the overlay
/// keeps its state. `back` at its root and a `tab` made from it minimise it; `dismiss`
/// at its root closes it without outcome; `finish` closes it and runs the starter's
/// `then` when the starter's screen is on top below.
extension NavigationEngine {
    /// Whether the route's item at `position` is a `start … as: overlay`.
    func startsOverlay(_ route: RouteRef, at position: Int?) -> Bool {
        guard let position else { return false }
        let transitions = index.transitions(of: route)
        return transitions.indices.contains(position) && transitions[position].overlay != nil
    }

    /// Starts the item's flow as the overlay, expanded; refused while one runs.
    func startOverlay(
        _ action: Action, at position: Int, _ arguments: ArgumentSource, top: RouteEntry, _ branch: Branch,
        on state: NavigationState, origin: FlowOrigin?
    ) throws(Refused) -> NavigationState {
        guard case .start(let child, _, _, let entry) = action, let last = branch.frames.last else {
            throw Refused("only a flow shows as an overlay")
        }
        if let shown = state.overlay {
            throw Refused(
                "the overlay '\(shown.flow.coordinator)' runs already, and one runs at a time: "
                    + "finish or dismiss it first")
        }
        let edit = try startEdit(
            child.value, .cover, origin ?? FlowOrigin(transition: position), arguments, branch, entry: entry)
        guard case .presentOnStack(let modal, _) = edit, case .flow(let node, let started) = modal.content
        else {
            throw Refused("'\(child.value)' cannot be shown as an overlay from \(top.route)")
        }
        var next = state
        next.overlay = Overlay(
            flow: node, origin: started, starter: top.route, starterPath: Array(branch.path(last.depth)))
        return next
    }

    /// `minimise`: the expanded overlay steps aside.
    func minimise(_ state: NavigationState) throws(Refused) -> NavigationState {
        if state.rootOverlay != nil { throw Refused("a root overlay is up: only its screens act") }
        guard let overlay = state.overlay, !overlay.minimised else {
            throw Refused(state.overlay == nil ? "no overlay runs" : "the overlay is minimised already")
        }
        var next = state
        next.overlay?.minimised = true
        return next
    }

    /// `expand`: the minimised overlay comes back above everything, as it was.
    func expand(_ state: NavigationState) throws(Refused) -> NavigationState {
        if state.rootOverlay != nil { throw Refused("a root overlay is up: only its screens act") }
        guard let overlay = state.overlay, overlay.minimised else {
            throw Refused(state.overlay == nil ? "no overlay runs" : "the overlay is expanded already")
        }
        var next = state
        next.overlay?.minimised = false
        return next
    }

    /// Whether the branch's top is at the root of the expanded overlay: no modal above
    /// the overlay's first frame.
    func isAtOverlayRoot(_ branch: Branch) -> Bool {
        guard let first = branch.overlayFrame, branch.rootOverlayFrame == nil else { return false }
        return (branch.lastModalIndex ?? -1) < first
    }

    /// `finish` from the overlay's flow: it closes; the starter's `then` runs when the
    /// starter's screen is on top again, at the same place.
    func finishOverlay(
        _ outcome: String, _ arguments: ArgumentSource, flowRoot: RouteEntry?, _ state: NavigationState
    ) throws(Refused) -> NavigationState {
        guard let overlay = state.overlay else { throw Refused("no overlay runs") }
        var next = state
        next.overlay = nil
        if next.guarded != nil {
            next = satisfyConditions(
                finishing: overlay.flow.coordinator, with: outcome, next, mark: nil, root: flowRoot)
        }
        let below = Branch(next)
        guard let top = below.top, top.route == overlay.starter, let last = below.frames.last,
            below.path(last.depth).elementsEqual(overlay.starterPath)
        else { return next }
        return try runThen(outcome, of: overlay.starter, overlay.origin, arguments, next)
    }
}

extension NavigationEngine {
    /// `state` with the root overlay its conditions show: the first root overlay entry
    /// whose `requires` hold, kept as it is while it stays the same entry.
    func showingRootOverlay(_ state: NavigationState) -> NavigationState {
        let model = index.model
        guard !model.rootOverlays.isEmpty else { return state }
        let shown = model.rootOverlays.first { $0.holds { state.isTrue($0) } }
        let id = shown.map { model[$0.coordinator].id.value }
        guard id != state.rootOverlay?.coordinator else { return state }
        var next = state
        next.rootOverlay = id.flatMap { index.launchNode($0) }
        return next
    }

    /// Refuses what a root overlay's own screens cannot do at its root: it closes only
    /// when its `requires` stop holding.
    func refuseAtRootOverlayRoot(_ branch: Branch, _ what: String) throws(Refused) {
        guard let first = branch.rootOverlayFrame, (branch.lastModalIndex ?? -1) < first,
            let top = branch.top
        else { return }
        throw Refused(
            "\(top.route) is the root of a root overlay: \(what) does not close it; it closes when its "
                + "requires stop holding")
    }
}

extension Branch.Frame {
    /// The depth of the frame, whatever it is.
    var depth: Int {
        switch self {
        case .tabs(_, let depth), .split(_, let depth), .stack(_, let depth), .modal(_, let depth): depth
        }
    }
}

extension NavigationSpec {
    /// Whether a route's item starts a flow `as: overlay`: only then does the simulator's
    /// JSON say what overlay runs.
    package var usesOverlays: Bool {
        coordinators.contains { coordinator in
            coordinator.routes.contains { route in route.transitions.contains { $0.overlay != nil } }
        }
    }
}
