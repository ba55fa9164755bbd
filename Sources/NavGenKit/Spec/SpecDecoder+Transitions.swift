extension SpecDecoder {
    /// The actions that name a target: every style's keyword, then the other moves.
    private static let targetActions =
        PresentationStyle.allCases.map(\.keyword) + [
            "start", "tab", "finish", "alert", "replace", "go", "emit",
        ]
    private static let bareActions = ["pop", "popToRoot", "dismiss"]
    /// The `as:` word of a `start` item that shows its flow as an overlay, above everything.
    static let overlayWord = "overlay"

    /// How many `start` items may nest through `then` values: a deeper one is `wrong-type`.
    static let maximumStartNesting = 8

    /// One item of `transitions`: a bare word or a one-action mapping.
    mutating func decodeTransitionItem(_ id: NodeID) -> Transition? {
        if let simple = simpleTargetAction(id) { return simple }
        return decodeAction(id, inThen: false, starts: 0, context: "a transition")
    }

    /// The usual item, `{ push: route }`, straight from the nodes: a one-entry
    /// mapping whose key is an action with a target other than `start` and whose
    /// value is a word. Anything else is nil, for ``decodeAction(_:inThen:starts:context:)``
    /// to decode and report on; for these items it gives the same transition.
    private mutating func simpleTargetAction(_ id: NodeID) -> Transition? {
        guard document.stored(id).kind == .mapping else { return nil }
        let entries = document.entries(of: id)
        guard entries.count == 1, let keyword = keyword(entries[0].key), keyword.takesTarget,
            keyword != .start, keyword != .alert
        else { return nil }
        let value = document.stored(entries[0].value)
        guard value.kind == .scalar, !(value.isPlain && value.count == 0) else { return nil }
        let target = Located(memo.string(value.start, in: document.symbols), at: value.location)
        let at = location(entries[0].key)
        if let style = PresentationStyle(keyword: keyword) { return Transition(.show(target, style), at: at) }
        switch keyword {
        case .tab: return Transition(.tab(target), at: at)
        case .replace: return Transition(.replace(target), at: at)
        case .go: return Transition(.go(target, args: []), at: at)
        case .emit: return Transition(.emit(target), at: at)
        default: return Transition(.finish(target), at: at)
        }
    }

    /// Shared by `transitions` items and `then` values, which differ only in that a
    /// `then` value may be `stay` and may not show an alert. `starts` counts the `start`
    /// items this value is nested in (through `then`), so a chain stays bounded.
    private mutating func decodeAction(
        _ id: NodeID, inThen: Bool, starts: Int, context: @autoclosure () -> String
    ) -> Transition? {
        let node = document.stored(id)
        switch node.kind {
        case .sequence:
            report(.wrongType, at: node.location, "\(context()) must be an action, not a list")
            return nil
        case .scalar:
            return decodeBareAction(id, inThen: inThen, context: context())
        case .mapping, .detached:
            break
        }
        let entries = document.entries(of: id)
        // The action entries, and how many there are; the other keys are `as`, `then`
        // or mistakes, reported in the order they are written.
        var first: (key: NodeID, value: NodeID, keyword: SpecKeyword)?
        var second: NodeID?
        var actionCount = 0
        for entry in entries {
            guard let keyword = keyword(entry.key), keyword.isAction else { continue }
            actionCount += 1
            if first == nil {
                first = (entry.key, entry.value, keyword)
            } else if second == nil {
                second = entry.key
            }
        }
        if actionCount == 1, let first, first.keyword == .start, starts >= Self.maximumStartNesting {
            // Its keys are not read: the chain ends here.
            report(
                .wrongType, at: location(first.key),
                "this `start` is nested in \(starts) others; at most \(Self.maximumStartNesting) may nest",
                help:
                    "end the chain with an action other than `start`, or let the started flow start the next one"
            )
            return nil
        }
        let isStart = actionCount == 1 && first?.keyword == .start
        // An alert's answers take a `then` like a flow's outcomes; it has no `as`.
        let isAlert = actionCount == 1 && first?.keyword == .alert && !inThen
        // `go` fixes params of its route with `args`, as `start` does of its flow's first route.
        let isGo = actionCount == 1 && first?.keyword == .go
        // A sheet, cover or popover adapts to the size class with an `as:` mapping.
        let shownStyle = actionCount == 1 ? first.flatMap { PresentationStyle(keyword: $0.keyword) } : nil
        var style: Located<PresentationStyle>?
        var adaptive: Located<AdaptiveStyle>?
        var handlers: OutcomeHandlers?
        var eventHandlers: OutcomeHandlers?
        var entry = FlowEntry.root
        var overlay: SourceLocation?
        for item in entries {
            let keyword = keyword(item.key)
            if keyword?.isAction == true { continue }
            if isStart, keyword == .as, kind(item.value) == .scalar, spelling(item.value) == Self.overlayWord
            {
                overlay = location(item.value)
            } else if isStart, keyword == .as {
                (style, adaptive) = decodeFlowStyle(item.value)
            } else if isStart, keyword == .at {
                entry.route = text(item.value, "at")
            } else if isStart || isGo, keyword == .args {
                entry.args = decodeArgs(item.value)
            } else if let shownStyle, let first, shownStyle.isModal, keyword == .as {
                adaptive = decodeShowStyle(item.value, word: shownStyle, target: first.value)
            } else if shownStyle == .push, keyword == .as {
                report(
                    .unknownKey, at: location(item.key),
                    "'as' belongs to a `start`, sheet, cover or popover item",
                    help: "a push cannot adapt to the size class; present the route to adapt it")
            } else if isStart || isAlert, keyword == .then {
                handlers = decodeHandlers(
                    key: item.key, value: item.value, starts: starts + (isStart ? 1 : 0))
            } else if isStart, keyword == .on {
                eventHandlers = decodeHandlers(
                    key: item.key, value: item.value, starts: starts + 1, block: .on)
            } else if keyword == .as || keyword == .then || keyword == .at || keyword == .args
                || keyword == .on
            {
                let key = spelling(item.key)
                let owner = key == "then" ? "a `start` or `alert` item" : "a `start` item"
                report(
                    .unknownKey, at: location(item.key), "'\(key)' belongs to \(owner)",
                    help: key == "then"
                        ? "use 'then' only next to `start: coordinator` or `alert: name`"
                        : "use '\(key)' only next to `start: coordinator`")
            } else {
                let key = spelling(item.key)
                let candidates =
                    Self.targetActions + Self.bareActions + ["set", "as", "at", "args", "then", "on"]
                report(
                    .unknownKey, at: location(item.key), "unknown action '\(key)' in \(context())",
                    help: Suggestion.help(for: key, among: candidates))
            }
        }
        guard let first else {
            if entries.isEmpty {
                report(.wrongType, at: node.location, "\(context()) is empty; write an action")
            }
            return nil
        }
        if let second {
            report(
                .wrongType, at: location(second),
                "\(context()) has two actions, '\(spelling(first.key))' and '\(spelling(second))'",
                help: "write each action as its own item")
            return nil
        }
        let word = first.keyword.spelling
        let at = location(first.key)
        if first.keyword == .set {
            return decodeConditionAssignments(first.value).map { Transition(.set($0), at: at) }
        }
        if first.keyword.isBareAction {
            report(
                .wrongType, at: at, "'\(word)' takes no target", help: "write it as a bare word: - \(word)")
            return nil
        }
        if first.keyword == .alert, inThen {
            report(
                .wrongType, at: at, "a `then` action cannot show an alert",
                help: "use \(PresentationStyle.keywords), start, tab, finish, pop, popToRoot, dismiss or stay"
            )
            return nil
        }
        guard let target = text(first.value, "the target of '\(word)'") else { return nil }
        if let style = PresentationStyle(keyword: first.keyword) {
            return Transition(.show(target, style), at: at, adaptiveStyle: adaptive)
        }
        switch first.keyword {
        case .tab: return Transition(.tab(target), at: at)
        case .finish: return Transition(.finish(target), at: at)
        case .replace: return Transition(.replace(target), at: at)
        case .go: return Transition(.go(target, args: entry.args), at: at)
        case .alert: return Transition(.alert(target, then: handlers), at: at)
        case .emit: return Transition(.emit(target), at: at)
        default:
            return Transition(
                .start(target, style: style, then: handlers, entry: entry), at: at, adaptiveStyle: adaptive,
                on: eventHandlers, overlay: overlay)
        }
    }

    private mutating func decodeBareAction(_ id: NodeID, inThen: Bool, context: @autoclosure () -> String)
        -> Transition?
    {
        let node = document.stored(id)
        let keyword = keyword(id)
        switch keyword {
        case .pop: return Transition(.pop, at: node.location)
        case .popToRoot: return Transition(.popToRoot, at: node.location)
        case .dismiss: return Transition(.dismiss, at: node.location)
        case .set:
            report(
                .wrongType, at: node.location, "'set' needs the conditions it changes",
                help: "write `set: { condition: false }`")
            return nil
        case let word? where word.takesTarget:
            let placeholder =
                switch word {
                case .start, .tab: "coordinator"
                case .finish: "outcome"
                case .emit: "event"
                case .alert: "alert"
                default: "route"
                }
            report(
                .wrongType, at: node.location, "'\(word.spelling)' needs a target",
                help: "write `\(word.spelling): \(placeholder)`")
            return nil
        default:
            guard node.count > 0 else {
                report(.wrongType, at: node.location, "\(context()) is empty; write an action")
                return nil
            }
            let text = spelling(id)
            let candidates = Self.bareActions + Self.targetActions + ["set"] + (inThen ? ["stay"] : [])
            report(
                .unknownKey, at: node.location, "unknown action '\(text)' in \(context())",
                help: Suggestion.help(for: text, among: candidates))
            return nil
        }
    }

    /// Which block of an item ``decodeHandlers(key:value:starts:block:)`` reads: a
    /// `then` maps outcomes (or answers), an `on` maps the child's events.
    private enum HandlerBlock: String {
        case then, on
        var entry: String { self == .then ? "outcome" : "event" }
    }

    private mutating func decodeHandlers(
        key: NodeID, value: NodeID, starts: Int, block: HandlerBlock = .then
    ) -> OutcomeHandlers {
        guard kind(value) == .mapping else {
            report(
                .wrongType, at: location(value),
                "\(block.rawValue) must map each \(block.entry) to an action, not \(describe(value))",
                help: "write \(block.rawValue): { \(block.entry): action, ... }")
            return OutcomeHandlers(location: location(key), handlers: [])
        }
        let entries = document.entries(of: value)
        var handlers: [OutcomeHandler] = []
        handlers.reserveCapacity(entries.count)
        for entry in entries {
            let outcome = Located(spelling(entry.key), at: location(entry.key))
            if document.stored(entry.value).kind == .scalar, keyword(entry.value) == .stay {
                handlers.append(OutcomeHandler(outcome: outcome, action: nil))
            } else if let transition = decodeAction(
                entry.value, inThen: true, starts: starts,
                context: "the action for \(block.entry) '\(outcome.value)'")
            {
                if block == .on, [.pop, .popToRoot, .dismiss].contains(transition.action) {
                    // The child keeps running above the parent's screen: there is nothing of the
                    // parent's to go back from.
                    report(
                        .wrongType, at: transition.location,
                        "'\(transition.action.keyword)' cannot handle event '\(outcome.value)': the flow that emits it keeps running",
                        help: "show something over it, start a flow, finish, or write stay")
                    handlers.append(OutcomeHandler(outcome: outcome, action: nil))
                    continue
                }
                handlers.append(OutcomeHandler(outcome: outcome, action: transition))
            } else {
                // Keep the outcome handled so a bad action is not also reported as unhandled.
                handlers.append(OutcomeHandler(outcome: outcome, action: nil))
            }
        }
        return OutcomeHandlers(location: location(key), handlers: handlers)
    }

    /// `args: { kind: exit }`: params of the started route, each value a scalar read as
    /// URL text. Names and values are checked once the model knows the route
    /// (`unknown-reference`, `wrong-type`).
    private mutating func decodeArgs(_ node: NodeID) -> [SetValue] {
        guard kind(node) == .mapping else {
            report(
                .wrongType, at: location(node),
                "args must be a mapping of param to value, not \(describe(node))",
                help: "write it as `args: { param: value }`")
            return []
        }
        var values: [SetValue] = []
        for item in document.entries(of: node) {
            guard let name = text(item.key, "a key of args"),
                let value = text(item.value, "the value of '\(name.value)' in args")
            else { continue }
            values.append(SetValue(name: name, text: value))
        }
        return values
    }
}
