extension FlowFile {
    /// Reads a flow file, or every problem in it (YAML, shape, actions), each located.
    package static func parse(_ bytes: [UInt8], file: String) -> Result<FlowFile, FlowFileErrors> {
        let loaded = YAMLLoader().load(bytes, file: file)
        var errors = loaded.findings.filter { $0.severity == .error }.map {
            FlowFileError(location: $0.location, message: $0.message)
        }
        guard let document = loaded.document, errors.isEmpty else {
            return .failure(FlowFileErrors(errors: errors))
        }
        var reader = FlowFileReader(document: document)
        let flows = reader.read()
        errors += reader.errors.sorted { $0.location < $1.location }
        return errors.isEmpty ? .success(FlowFile(flows: flows)) : .failure(FlowFileErrors(errors: errors))
    }
}

private struct FlowFileReader {
    let document: YAMLDocument
    var errors: [FlowFileError] = []

    static let stepKeys = ["open", "do", "expect", "expect-refused", "given"]
    static let expectKeys = ["path", "top", "tabs", "conditions", "waiting", "action", "web"]

    mutating func error(_ id: NodeID, _ message: String) {
        errors.append(FlowFileError(location: document[id].location, message: message))
    }

    mutating func read() -> [Flow] {
        guard let root = document.root, document[root].kind == .mapping else {
            errors.append(
                FlowFileError(location: .start, message: "a flow file is a mapping with the key 'flows'"))
            return []
        }
        var flowsNode: NodeID?
        for entry in document.entries(of: root) {
            let key = document[entry.key].text
            if key == "flows" {
                flowsNode = entry.value
            } else {
                let hint = Suggestion.help(for: key, among: ["flows"]).map { "; " + $0 } ?? ""
                error(entry.key, "unknown key '\(key)'\(hint)")
            }
        }
        guard let flowsNode else {
            errors.append(
                FlowFileError(location: .start, message: "the flow file is missing the key 'flows'"))
            return []
        }
        guard document[flowsNode].kind == .sequence else {
            error(flowsNode, "flows must be a list of flows")
            return []
        }
        return document.items(of: flowsNode).enumerated().compactMap {
            readFlow($0.element, number: $0.offset + 1)
        }
    }

    mutating func readFlow(_ id: NodeID, number: Int) -> Flow? {
        guard document[id].kind == .mapping else {
            error(id, "a flow must be a mapping with 'name' and 'steps'")
            return nil
        }
        var name = "flow \(number)"
        var steps: [FlowStep] = []
        var sawSteps = false
        var sizeClass: SizeClass?
        for entry in document.entries(of: id) {
            let key = document[entry.key].text
            switch key {
            case "name":
                if let text = scalar(entry.value, "name") { name = text }
            case "steps":
                sawSteps = true
                guard document[entry.value].kind == .sequence else {
                    error(entry.value, "steps must be a list")
                    continue
                }
                steps = document.items(of: entry.value).compactMap { readStep($0) }
            case "sizeClass":
                guard let text = scalar(entry.value, "sizeClass") else { continue }
                sizeClass = SizeClass(rawValue: text)
                if sizeClass == nil {
                    error(entry.value, "sizeClass must be compact or regular, not '\(text)'")
                }
            default:
                let hint =
                    Suggestion.help(for: key, among: ["name", "steps", "sizeClass"]).map { "; " + $0 } ?? ""
                error(entry.key, "unknown key '\(key)' in a flow\(hint)")
            }
        }
        if !sawSteps { error(id, "the flow '\(name)' is missing the key 'steps'") }
        return Flow(name: name, location: document[id].location, steps: steps, sizeClass: sizeClass)
    }

    mutating func readStep(_ id: NodeID) -> FlowStep? {
        let entries = document.entries(of: id)
        guard document[id].kind == .mapping, entries.count == 1, let entry = entries.first else {
            error(
                id,
                "a step is one of: open: URL, do: ACTION, expect: {...}, expect-refused: ACTION, given: {...}"
            )
            return nil
        }
        let key = document[entry.key].text
        let location = document[entry.key].location
        switch key {
        case "open":
            guard let url = scalar(entry.value, "open") else { return nil }
            return FlowStep(kind: .open(url.trimmingSpaces), location: location)
        case "do":
            return action(entry.value).map { FlowStep(kind: .perform($0), location: location) }
        case "expect-refused":
            return action(entry.value).map { FlowStep(kind: .expectRefused($0), location: location) }
        case "expect":
            return expectation(entry.value).map { FlowStep(kind: .expect($0), location: location) }
        case "given":
            return conditionValues(entry.value, "given").map {
                FlowStep(kind: .given($0), location: location)
            }
        default:
            let hint = Suggestion.help(for: key, among: Self.stepKeys).map { "; " + $0 } ?? ""
            error(entry.key, "unknown step '\(key)'\(hint)")
            return nil
        }
    }

    mutating func scalar(_ id: NodeID, _ what: String) -> String? {
        guard document[id].kind == .scalar, !document[id].isEmptyScalar else {
            error(id, "\(what) must be text")
            return nil
        }
        return document[id].text
    }

    mutating func action(_ id: NodeID) -> SimulatorAction? {
        guard let text = scalar(id, "an action") else { return nil }
        do {
            return try ActionParser.parse(text)
        } catch {
            // Point inside the action when it is on one line: plain text starts at the
            // node, quoted text one column later.
            let node = document[id]
            var location = node.location
            if !text.contains("\n") { location.column += error.offset + (node.isPlain ? 0 : 1) }
            errors.append(FlowFileError(location: location, message: "\(error.message) in '\(text)'"))
            return nil
        }
    }

    mutating func expectation(_ id: NodeID) -> FlowExpectation? {
        guard document[id].kind == .mapping else {
            error(id, "expect must be a mapping with path, top or tabs")
            return nil
        }
        var result = FlowExpectation()
        for entry in document.entries(of: id) {
            let key = document[entry.key].text
            switch key {
            case "path":
                guard document[entry.value].kind == .sequence else {
                    error(entry.value, "expect.path must be a list of screens, e.g. [settings.settingsMain]")
                    continue
                }
                result.path = document.items(of: entry.value).compactMap { scalar($0, "a path entry") }
            case "top":
                result.top = scalar(entry.value, "expect.top")
            case "tabs":
                guard document[entry.value].kind == .mapping else {
                    error(
                        entry.value, "expect.tabs must map tabs coordinators to tabs, e.g. { main: settings }"
                    )
                    continue
                }
                result.tabs = document.entries(of: entry.value).compactMap { pair in
                    guard let tab = scalar(pair.value, "a selected tab") else { return nil }
                    return FlowExpectation.Pair(coordinator: document[pair.key].text, tab: tab)
                }
            case "conditions":
                result.conditions = conditionValues(entry.value, "expect.conditions")
            case "action":
                // `action: nothing`: the last link performed no action.
                if let text = scalar(entry.value, "expect.action") {
                    result.action = .some(text == "nothing" ? nil : text)
                }
            case "web":
                // `web: nothing`: the last link did not go to the browser.
                if let text = scalar(entry.value, "expect.web") {
                    result.web = .some(text == "nothing" ? nil : text)
                }
            case "waiting":
                let node = document[entry.value]
                if node.kind == .scalar, node.isEmptyScalar || ["null", "~", "nothing"].contains(node.text) {
                    result.waiting = .some(nil)
                } else if let text = scalar(entry.value, "expect.waiting") {
                    result.waiting = .some(text)
                }
            default:
                let hint = Suggestion.help(for: key, among: Self.expectKeys).map { "; " + $0 } ?? ""
                error(entry.key, "unknown key '\(key)' in expect\(hint)")
            }
        }
        return result
    }

    /// `{ premium: true, signedIn: false }`: condition names (checked against the spec
    /// when the flow runs) and their values.
    mutating func conditionValues(_ id: NodeID, _ what: String) -> [FlowConditionValue]? {
        guard document[id].kind == .mapping else {
            error(id, "\(what) must map conditions to true or false, e.g. { signedIn: true }")
            return nil
        }
        var values: [FlowConditionValue] = []
        for pair in document.entries(of: id) {
            let node = document[pair.value]
            guard node.kind == .scalar, node.text == "true" || node.text == "false" else {
                error(pair.value, "\(what).\(document[pair.key].text) must be true or false")
                continue
            }
            values.append(FlowConditionValue(name: document[pair.key].text, value: node.text == "true"))
        }
        return values
    }
}
