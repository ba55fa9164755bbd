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
    /// `false`; else a message that says what is wrong (with the closest name). A
    /// condition with params is given one tuple: `joined(roomId: "!a")=true`.
    package func given(_ text: String) -> Result<(name: String, value: Bool), SimulatorRefusal> {
        func refused(_ reason: String) -> Result<(name: String, value: Bool), SimulatorRefusal> {
            .failure(SimulatorRefusal(action: text, reason: reason, kind: .malformed))
        }
        // A tuple's values may hold `=`: its value follows the last one.
        let split: [Substring]
        if text.contains("("), let equals = text.lastIndex(of: "=") {
            split = [text[..<equals], text[text.index(after: equals)...]]
        } else {
            split = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        }
        let parts = split.map { String($0).trimmingSpaces }
        guard parts.count == 2, !parts[0].isEmpty else {
            return refused("write it as name=true or name=false")
        }
        let value: Bool
        switch parts[1] {
        case "true": value = true
        case "false": value = false
        default:
            if let problem = engine.malformation(of: .set(parts[0], false)), !parts[0].contains("(") {
                return refused(problem)
            }
            return refused("'\(parts[1])' is not true or false")
        }
        switch setting(parts[0], value) {
        case .success: return .success((parts[0], value))
        case .failure(let refusal):
            return .failure(SimulatorRefusal(action: text, reason: refusal.reason, kind: .malformed))
        }
    }

    /// The pair `name` and `value` stand for: `signedIn`, or a tuple written as the
    /// `set` action writes it (`joined(roomId: "!a")`), checked against the spec's
    /// conditions and their params.
    package func setting(_ name: String, _ value: Bool) -> Result<ConditionSetting, SimulatorRefusal> {
        let text = "\(name)=\(value)"
        func refused(_ reason: String) -> Result<ConditionSetting, SimulatorRefusal> {
            .failure(SimulatorRefusal(action: text, reason: reason, kind: .malformed))
        }
        var setting = ConditionSetting(name, value)
        if name.contains("(") {
            do {
                guard case .set(let settings) = try ActionParser.parse("set \(name) \(value)"),
                    settings.count == 1
                else { return refused("write one condition, e.g. joined(roomId: \"a\")") }
                setting = settings[0]
            } catch {
                return refused(error.message)
            }
        }
        if let problem = engine.malformation(of: .set([setting])) { return refused(problem) }
        guard let condition = model.condition(named: setting.name) else { return refused("") }
        if model[condition].params.isEmpty {
            if !setting.arguments.isEmpty {
                return refused("\(setting.name) takes no params, but '\(setting.spelling)' gives some")
            }
        } else {
            do {
                _ = try engine.tuple(of: condition, setting.arguments)
            } catch {
                return refused(error.reason)
            }
        }
        return .success(setting)
    }

    /// The launch state with these conditions set (the rest as `initially` says):
    /// hidden tabs are not selected, nothing waits. A tuple of a condition with params
    /// is set on the launch state, as a `set` action would.
    package func launchState(given values: [(name: String, value: Bool)]) -> Result<
        NavigationState, SimulatorRefusal
    > {
        var conditions = engine.initialConditions
        var tuples: [ConditionSetting] = []
        for (name, value) in values {
            if name.contains("(") {
                switch setting(name, value) {
                case .success(let setting): tuples.append(setting)
                case .failure(let refusal): return .failure(refusal)
                }
                continue
            }
            guard let condition = model.condition(named: name) else {
                return .failure(
                    SimulatorRefusal(
                        action: "\(name)=\(value)", reason: engine.malformation(of: .set(name, value)) ?? "",
                        kind: .malformed))
            }
            conditions[condition.rawValue] = value
        }
        let launched = engine.launch(conditions: conditions) ?? launchState
        guard !tuples.isEmpty else { return .success(launched) }
        return perform(.set(tuples), on: launched)
    }

    /// A flow's `given: { premium: true }` step: each a `set` action, in order.
    package func apply(given values: [(name: String, value: Bool)], on state: NavigationState) -> Result<
        NavigationState, SimulatorRefusal
    > {
        var state = state
        for (name, value) in values {
            let action: SimulatorAction
            switch setting(name, value) {
            case .success(let setting): action = .set([setting])
            case .failure(let refusal) where name.contains("("): return .failure(refusal)
            case .failure: action = .set(name, value)
            }
            switch perform(action, on: state) {
            case .success(let next): state = next
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .success(state)
    }

    /// Each condition's value as outputs name it, in declaration order: a plain
    /// condition by its id; a condition with params by each tuple the run has set,
    /// written as the `set` action writes it (`joined(roomId: "!a")`), sorted.
    package func conditionMembers(of state: NavigationState) -> [(name: String, value: Bool)] {
        let tuples = state.conditionTuples
        let values = state.conditions
        var members: [(name: String, value: Bool)] = []
        for (position, condition) in model.conditions.enumerated() where values.indices.contains(position) {
            guard !condition.params.isEmpty else {
                members.append((condition.id.value, values[position]))
                continue
            }
            let set = tuples.filter { $0.key.condition.rawValue == position }.map {
                (name: $0.key.spelling(in: model), value: $0.value)
            }
            members += set.sorted { $0.name < $1.name }
        }
        return members
    }

    /// The value of `name` in `state`: a plain condition, or a tuple as the `set`
    /// action writes it (its condition's `initially` until set).
    package func conditionValue(_ name: String, in state: NavigationState) -> Result<Bool, SimulatorRefusal> {
        switch setting(name, false) {
        case .failure(let refusal):
            return .failure(refusal)
        case .success(let setting):
            guard let condition = model.condition(named: setting.name),
                state.conditions.indices.contains(condition.rawValue)
            else { return .failure(SimulatorRefusal(action: name, reason: "", kind: .malformed)) }
            guard !model[condition].params.isEmpty,
                let tuple = try? engine.tuple(of: condition, setting.arguments)
            else { return .success(state.conditions[condition.rawValue]) }
            return .success(state.conditionTuples[tuple] ?? model[condition].initially)
        }
    }

    /// Opens `url` as a cold launch does (whatever the pattern's mode) under the
    /// conditions `state` carries: what `--url` does after `--given`.
    package func openAtLaunch(_ url: String, on state: NavigationState) -> Result<
        DeepLinkOpening, DeepLinkMismatch
    > {
        guard hasConditions else { return open(url) }
        return router.open(url, resettingUnder: state.conditions, tuples: state.conditionTuples)
    }
}
