extension SpecDecoder {
    private static let targetActions = ["push", "sheet", "cover", "start", "tab", "finish"]
    private static let bareActions = ["pop", "popToRoot", "dismiss"]

    /// One item of `transitions`: a bare word or a one-action mapping.
    mutating func decodeTransitionItem(_ id: NodeID) -> Transition? {
        decodeAction(id, allowStart: true, context: "a transition")
    }

    /// Shared by `transitions` items and `then` values, which differ only in that a
    /// `then` value may be `stay` and may not start a coordinator.
    private mutating func decodeAction(_ id: NodeID, allowStart: Bool, context: String) -> Transition? {
        let node = document[id]
        switch node.kind {
        case .sequence:
            report(.wrongType, at: node.location, "\(context) must be an action, not a list")
            return nil
        case .scalar:
            return decodeBareAction(id, allowStart: allowStart, context: context)
        case .mapping:
            break
        }
        let entries = document.entries(of: id)
        let actionEntries = entries.filter {
            Self.targetActions.contains(document[$0.key].text)
                || Self.bareActions.contains(document[$0.key].text)
        }
        let isStart = actionEntries.count == 1 && document[actionEntries[0].key].text == "start" && allowStart
        var style: Located<PresentationStyle>?
        var handlers: OutcomeHandlers?
        for entry in entries where !actionEntries.contains(where: { $0.key == entry.key }) {
            let key = document[entry.key].text
            if isStart, key == "as" {
                style = choice(entry.value, "as", as: PresentationStyle.self)
            } else if isStart, key == "then" {
                handlers = decodeHandlers(key: entry.key, value: entry.value)
            } else if key == "as" || key == "then" {
                report(
                    .unknownKey, at: location(entry.key), "'\(key)' belongs to a `start` item",
                    help: "use '\(key)' only next to `start: coordinator`")
            } else {
                let candidates = Self.targetActions + Self.bareActions + (allowStart ? ["as", "then"] : [])
                report(
                    .unknownKey, at: location(entry.key), "unknown action '\(key)' in \(context)",
                    help: Suggestion.help(for: key, among: candidates))
            }
        }
        guard let first = actionEntries.first else {
            if entries.isEmpty {
                report(.wrongType, at: node.location, "\(context) is empty; write an action")
            }
            return nil
        }
        if actionEntries.count > 1 {
            let second = actionEntries[1].key
            report(
                .wrongType, at: location(second),
                "\(context) has two actions, '\(document[first.key].text)' and '\(document[second].text)'",
                help: "write each action as its own item")
            return nil
        }
        let keyword = document[first.key].text
        let at = location(first.key)
        if Self.bareActions.contains(keyword) {
            report(
                .wrongType, at: at, "'\(keyword)' takes no target",
                help: "write it as a bare word: - \(keyword)")
            return nil
        }
        if keyword == "start", !allowStart {
            report(
                .wrongType, at: at, "a `then` action cannot start a coordinator",
                help: "use push, sheet, cover, tab, finish, pop, popToRoot, dismiss or stay")
            return nil
        }
        guard let target = text(first.value, "the target of '\(keyword)'") else { return nil }
        switch keyword {
        case "push": return Transition(.push(target), at: at)
        case "sheet": return Transition(.sheet(target), at: at)
        case "cover": return Transition(.cover(target), at: at)
        case "tab": return Transition(.tab(target), at: at)
        case "finish": return Transition(.finish(target), at: at)
        default: return Transition(.start(target, style: style, then: handlers), at: at)
        }
    }

    private mutating func decodeBareAction(_ id: NodeID, allowStart: Bool, context: String) -> Transition? {
        let node = document[id]
        switch node.text {
        case "pop": return Transition(.pop, at: node.location)
        case "popToRoot": return Transition(.popToRoot, at: node.location)
        case "dismiss": return Transition(.dismiss, at: node.location)
        case let word where Self.targetActions.contains(word):
            report(
                .wrongType, at: node.location, "'\(word)' needs a target",
                help:
                    "write `\(word): \(word == "start" || word == "tab" ? "coordinator" : word == "finish" ? "outcome" : "route")`"
            )
            return nil
        case "":
            report(.wrongType, at: node.location, "\(context) is empty; write an action")
            return nil
        default:
            let candidates = Self.bareActions + Self.targetActions + (allowStart ? [] : ["stay"])
            report(
                .unknownKey, at: node.location, "unknown action '\(node.text)' in \(context)",
                help: Suggestion.help(for: node.text, among: candidates))
            return nil
        }
    }

    private mutating func decodeHandlers(key: NodeID, value: NodeID) -> OutcomeHandlers {
        var handlers: [OutcomeHandler] = []
        guard document[value].kind == .mapping else {
            report(
                .wrongType, at: location(value),
                "then must map each outcome to an action, not \(describe(value))",
                help: "write then: { outcome: action, ... }")
            return OutcomeHandlers(location: location(key), handlers: [])
        }
        for entry in document.entries(of: value) {
            let outcome = Located(document[entry.key].text, at: location(entry.key))
            let action = document[entry.value]
            if action.kind == .scalar, action.text == "stay" {
                handlers.append(OutcomeHandler(outcome: outcome, action: nil))
            } else if let transition = decodeAction(
                entry.value, allowStart: false, context: "the action for outcome '\(outcome.value)'")
            {
                handlers.append(OutcomeHandler(outcome: outcome, action: transition))
            } else {
                // Keep the outcome handled so a bad action is not also reported as unhandled.
                handlers.append(OutcomeHandler(outcome: outcome, action: nil))
            }
        }
        return OutcomeHandlers(location: location(key), handlers: handlers)
    }
}
