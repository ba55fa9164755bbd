/// Running flows: each starts from the launch state and stops at its first
/// failing step.
package struct FlowResult: Sendable, Hashable {
    package var name: String
    /// Nil when the flow passed.
    package var failure: FlowFailure?

    package var passed: Bool { failure == nil }
}

package struct FlowFailure: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based number of the failing step.
    package var step: Int
    package var location: SourceLocation
    package var message: String

    package var description: String { "step \(step) at \(location): \(message)" }
}

extension Simulator {
    /// Runs each flow in its `sizeClass`, else in the simulator's; the simulator of
    /// another class is built once, when a flow first asks for it.
    package func run(_ flows: [Flow]) -> [FlowResult] {
        var others: [SizeClass: Simulator] = [:]
        return flows.map { flow in
            guard let wanted = flow.sizeClass, wanted != sizeClass else { return run(flow) }
            if others[wanted] == nil { others[wanted] = inSizeClass(wanted) }
            return (others[wanted] ?? self).run(flow)
        }
    }

    package func run(_ flow: Flow) -> FlowResult {
        var state = launchState
        // What the last `open:` step performed, for `expect: { action: ... }`.
        var lastAction: ActionCall?
        // The URL the last `open:` step handed to the browser, for `expect: { web: ... }`.
        var lastWeb: String?
        for (number, step) in zip(1..., flow.steps) {
            func fail(_ message: String) -> FlowResult {
                FlowResult(
                    name: flow.name,
                    failure: FlowFailure(step: number, location: step.location, message: message))
            }
            switch step.kind {
            case .open(let url):
                // A flow's `open:` step is a link from outside the app.
                switch open(url, on: state, source: .external) {
                case .success(let opening):
                    state = opening.state
                    lastAction = opening.action
                    lastWeb = opening.web
                case .failure(let mismatch): return fail("open \(url): \(mismatch.label): \(mismatch)")
                }
            case .perform(let action):
                switch perform(action, on: state) {
                case .success(let next): state = next
                case .failure(let refusal): return fail(refusal.description)
                }
            case .expectRefused(let action):
                switch perform(action, on: state) {
                case .success(let next):
                    return fail(
                        "expected '\(action)' to be refused, but it was accepted (top: \(Self.topText(next, in: sizeClass)))"
                    )
                case .failure(let refusal) where refusal.kind == .malformed:
                    // A mistake in the flow file, not a refusal of the navigation.
                    return fail(
                        "expected '\(action)' to be refused, but no screen takes it: \(refusal.reason)")
                case .failure:
                    break
                }
            case .given(let values):
                switch apply(given: values.map { ($0.name, $0.value) }, on: state) {
                case .success(let next): state = next
                case .failure(let refusal): return fail("given: \(refusal.reason)")
                }
            case .expect(let expectation):
                if let problem = check(expectation, against: state, action: lastAction, web: lastWeb) {
                    return fail(problem)
                }
            }
        }
        return FlowResult(name: flow.name, failure: nil)
    }

    private static func topText(_ state: NavigationState, in sizeClass: SizeClass) -> String {
        state.topText(in: sizeClass) ?? "nothing"
    }

    /// Nil when the state meets the expectation, else what differs. Texts compare
    /// byte for byte, as the URLs their values come from do (``ExactText``), and the
    /// message escapes non-ASCII (``UnambiguousText``) so that two spellings of `é`
    /// never read as the same.
    func check(
        _ expectation: FlowExpectation, against state: NavigationState, action: ActionCall? = nil,
        web: String? = nil
    )
        -> String?
    {
        var problems = Self.problems(expectation, against: state, in: sizeClass)
        if let expected = expectation.conditions {
            for pair in expected {
                switch conditionValue(pair.name, in: state) {
                case .failure(let refusal):
                    problems.append(
                        refusal.reason.isEmpty ? "there is no condition '\(pair.name)'" : refusal.reason)
                case .success(let value) where value != pair.value:
                    problems.append("\(pair.name) is \(value), expected \(pair.value)")
                case .success:
                    break
                }
            }
        }
        if let expected = expectation.waiting,
            ExactText(state.waiting?.text ?? "nothing") != ExactText(expected ?? "nothing")
        {
            problems.append(
                "waiting is \(state.waiting?.text ?? "nothing"), expected \(expected ?? "nothing")")
        }
        if let expected = expectation.action {
            let actual = action?.description ?? "nothing"
            // A bare name checks the action, whatever its values.
            let compared = expected.map { $0.contains("(") ? actual : action?.name ?? "nothing" } ?? actual
            if ExactText(compared) != ExactText(expected ?? "nothing") {
                problems.append("action is \(actual), expected \(expected ?? "nothing")")
            }
        }
        if let expected = expectation.web, ExactText(web ?? "nothing") != ExactText(expected ?? "nothing") {
            problems.append("web is \(web ?? "nothing"), expected \(expected ?? "nothing")")
        }
        return problems.isEmpty ? nil : UnambiguousText.escaped(problems.joined(separator: "; "))
    }

    /// What differs in the path, top and tabs.
    /// `sizeClass`: how the path and top read a split.
    static func problems(
        _ expectation: FlowExpectation, against state: NavigationState, in sizeClass: SizeClass = .compact
    ) -> [String] {
        var problems: [String] = []
        if let path = expectation.path {
            let actual = state.pathTexts(in: sizeClass)
            if actual.map({ ExactText($0) }) != path.map({ ExactText($0) }) {
                problems.append(
                    "path is [\(actual.joined(separator: ", "))], expected [\(path.joined(separator: ", "))]")
            }
        }
        if let top = expectation.top, ExactText(topText(state, in: sizeClass)) != ExactText(top) {
            problems.append("top is \(topText(state, in: sizeClass)), expected \(top)")
        }
        if let tabs = expectation.tabs {
            let actual = state.selectedTabs
            for pair in tabs {
                guard let selected = actual.first(where: { $0.coordinator == pair.coordinator })?.tab else {
                    problems.append("'\(pair.coordinator)' is not a tabs coordinator on the active branch")
                    continue
                }
                if selected != pair.tab {
                    problems.append("tabs.\(pair.coordinator) is \(selected), expected \(pair.tab)")
                }
            }
        }
        return problems
    }
}
