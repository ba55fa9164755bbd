/// `go chats.timeline(roomId: "!a")`: a route shown as a reset link to it would.
extension Simulator {
    /// The state a `go` item of the screen on top shows: the state a reset link to its
    /// route opens from launch under the current conditions and size class, except that
    /// tab bars shown in both keep their other tabs as they are; or why it cannot.
    /// In regular width, the `go` of the column `column` names, else of the rightmost
    /// column that declares it.
    func go(
        _ name: String, _ arguments: [ActionArgument], inColumn column: SplitColumn? = nil,
        on state: NavigationState
    ) -> Result<NavigationState, SimulatorRefusal> {
        let go = SimulatorAction.go(name, arguments)
        let action = column.map { SimulatorAction.inColumn($0, go) } ?? go
        func refused(_ reason: String) -> Result<NavigationState, SimulatorRefusal> {
            .failure(
                SimulatorRefusal(
                    action: action.description, reason: reason,
                    allowed: engine.allowedActions(in: state).map(\.template)))
        }
        let entry: RouteEntry
        do {
            entry = try engine.goEntry(name, arguments, inColumn: column, on: state)
        } catch {
            return refused(error.reason)
        }
        switch show(entry, on: state) {
        case .success(let shown): return .success(shown)
        case .failure(let problem): return refused(problem.reason)
        }
    }

    /// What a `go` to any route, `coordinator.route(args)`, shows on `state`, whether or
    /// not the screen on top declares one: the generated `go(to:)` does the same.
    package func go(toRoute text: String, on state: NavigationState) -> Result<
        NavigationState, SimulatorRefusal
    > {
        let action = "go \(text)"
        switch routeEntry(text, action: action) {
        case .success(let entry):
            return show(entry, on: state).mapError {
                SimulatorRefusal(action: action, reason: $0.reason, kind: .malformed)
            }
        case .failure(let refusal):
            return .failure(refusal)
        }
    }

    private func show(_ entry: RouteEntry, on state: NavigationState) -> Result<NavigationState, Refused> {
        engine.goOpening?(entry, state) ?? .failure(Refused("'go \(entry)' cannot run here"))
    }

    /// The engine's way of showing a `go`'s entry (in `then` values, answers and
    /// `otherwise` too): the reset opening from the launch state the conditions
    /// select, other tabs kept, then settled.
    static func goOpening(engine: NavigationEngine, router: DeepLinkRouter, launch: NavigationState)
        -> @Sendable (RouteEntry, NavigationState) -> Result<NavigationState, Refused>
    {
        { entry, state in
            let launch = engine.launch(conditions: state.conditions) ?? launch
            switch router.resetOpening(of: entry, on: launch, url: "go \(entry)") {
            case .success(var shown):
                // A started overlay stays, minimised, unless the root swapped.
                if state.root.coordinator == shown.root.coordinator, var overlay = state.overlay {
                    overlay.minimised = true
                    shown.overlay = overlay
                }
                shown.root = state.root.keepingOtherTabs(in: shown.root)
                return .success(engine.settle(shown))
            case .failure(let problem):
                return .failure(Refused(problem.message))
            }
        }
    }
}
