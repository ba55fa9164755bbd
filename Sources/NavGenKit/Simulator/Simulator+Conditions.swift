/// Conditions in the simulator: values given at launch (`--given`) or by a flow's
/// `given:` step, and the names the command line checks them against.
extension Simulator {
    /// The spec's condition ids, in declaration order (the order of
    /// ``NavigationState/conditions``).
    package var conditionNames: [String] { model.conditions.map(\.id.value) }

    /// Whether the spec declares `conditions`: only then do states carry them and
    /// outputs show them.
    package var hasConditions: Bool { model.hasConditions }

    /// Reads `name=value` as `--given` writes it: a declared condition and `true` or
    /// `false`; else a message that says what is wrong (with the closest name).
    package func given(_ text: String) -> Result<(name: String, value: Bool), SimulatorRefusal> {
        func refused(_ reason: String) -> Result<(name: String, value: Bool), SimulatorRefusal> {
            .failure(SimulatorRefusal(action: text, reason: reason, kind: .malformed))
        }
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
            String($0).trimmingSpaces
        }
        guard parts.count == 2, !parts[0].isEmpty else {
            return refused("write it as name=true or name=false")
        }
        if let problem = engine.malformation(of: .set(parts[0], false)) { return refused(problem) }
        switch parts[1] {
        case "true": return .success((parts[0], true))
        case "false": return .success((parts[0], false))
        default: return refused("'\(parts[1])' is not true or false")
        }
    }

    /// The launch state with these conditions set (the rest as `initially` says):
    /// hidden tabs are not selected, nothing waits.
    package func launchState(given values: [(name: String, value: Bool)]) -> Result<
        NavigationState, SimulatorRefusal
    > {
        var conditions = engine.initialConditions
        for (name, value) in values {
            guard let condition = model.condition(named: name) else {
                return .failure(
                    SimulatorRefusal(
                        action: "\(name)=\(value)", reason: engine.malformation(of: .set(name, value)) ?? "",
                        kind: .malformed))
            }
            conditions[condition.rawValue] = value
        }
        return .success(engine.launch(conditions: conditions) ?? launchState)
    }

    /// A flow's `given: { premium: true }` step: each a `set` action, in order.
    package func apply(given values: [(name: String, value: Bool)], on state: NavigationState) -> Result<
        NavigationState, SimulatorRefusal
    > {
        var state = state
        for (name, value) in values {
            switch perform(.set(name, value), on: state) {
            case .success(let next): state = next
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .success(state)
    }

    /// Opens `url` as a cold launch does (whatever the pattern's mode) under the
    /// conditions `state` carries: what `--url` does after `--given`.
    package func openAtLaunch(_ url: String, on state: NavigationState) -> Result<
        DeepLinkOpening, DeepLinkMismatch
    > {
        guard hasConditions else { return open(url) }
        return router.open(url, resettingUnder: state.conditions)
    }
}
