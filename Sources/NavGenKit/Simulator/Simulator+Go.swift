/// `go chats.timeline(roomId: "!a")`: a route shown as a reset link to it would.
extension Simulator {
    /// The state a `go` item of the screen on top shows: the state a reset link to its
    /// route opens from launch under the current conditions and size class, except that
    /// tab bars shown in both keep their other tabs as they are; or why it cannot.
    func go(_ name: String, _ arguments: [ActionArgument], on state: NavigationState) -> Result<
        NavigationState, SimulatorRefusal
    > {
        let action = SimulatorAction.go(name, arguments)
        func refused(_ reason: String) -> Result<NavigationState, SimulatorRefusal> {
            .failure(
                SimulatorRefusal(
                    action: action.description, reason: reason,
                    allowed: engine.allowedActions(in: state).map(\.template)))
        }
        let entry: RouteEntry
        do {
            entry = try engine.goEntry(name, arguments, on: state)
        } catch {
            return refused(error.reason)
        }
        let launch = engine.launch(conditions: state.conditions) ?? launchState
        switch resetOpening(of: entry, on: launch, url: action.description) {
        case .success(var shown):
            shown.root = state.root.keepingOtherTabs(in: shown.root)
            return .success(engine.settle(shown))
        case .failure(let problem):
            return refused(problem.message)
        }
    }
}
