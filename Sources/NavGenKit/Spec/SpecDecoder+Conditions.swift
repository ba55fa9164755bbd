/// `conditions:`, `requires:` and `otherwise:` (docs/spec.md, Conditions that resume).
extension SpecDecoder {
    static let conditionKeys: [SpecKeyword] = [.initially, .setByApp, .satisfiedBy, .params]
    static let satisfyingFlowKeys: [SpecKeyword] = [.start, .outcome, .as]
    /// The keys of a long-hand tab entry: `{ profile: { requires: [signedIn] } }`.
    static let tabEntryKeys: [SpecKeyword] = [.requires]

    /// The top-level `conditions:`: a mapping of condition id to its settings.
    mutating func decodeConditions(_ id: NodeID) -> [Condition] {
        // `conditions:` with nothing after it declares none.
        if isEmptyScalar(id) { return [] }
        guard kind(id) == .mapping else {
            report(
                .wrongType, at: location(id),
                "conditions must be a mapping of condition id to condition, not \(describe(id))",
                help: "write conditions: { signedIn: { initially: false } }")
            return []
        }
        return document.entries(of: id).compactMap { decodeCondition(key: $0.key, value: $0.value) }
    }

    private mutating func decodeCondition(key: NodeID, value: NodeID) -> Condition? {
        guard let id = name(key, "condition id") else { return nil }
        if id.value == "hashValue" {
            // Each condition is a property of the generated `<App>Conditions`, which is Hashable.
            report(
                .invalidName, at: id.location, "a condition cannot be named 'hashValue'",
                notes: ["the generated conditions type is Hashable: it has a `hashValue` already"],
                help: "rename it, e.g. 'hashValueSet'")
        }
        var condition = Condition(id: id)
        // `premium:` with nothing after it is a condition that starts false.
        if isEmptyScalar(value) { return condition }
        let what = "condition '\(id.value)'"
        guard let entries = mapping(value, what, allowed: Self.conditionKeys) else { return condition }
        if let node = entries[.initially]?.value {
            condition.initially = bool(node, "initially")?.value ?? false
        }
        if let node = entries[.setByApp]?.value {
            condition.setByApp = bool(node, "setByApp")?.value ?? false
        }
        if let entry = entries[.satisfiedBy] {
            condition.satisfiedBy = decodeSatisfyingFlow(key: entry.key, value: entry.value, of: id.value)
        }
        if let node = entries[.params]?.value { condition.params = decodeConditionParams(node, of: id.value) }
        return condition
    }

    /// A condition's `params`: read as a route's, without optionals, whose absence
    /// could not key a value (`wrong-type`). An app type is caught once the spec's
    /// `types` are known (``checkConditionParamTypes(_:)``).
    private mutating func decodeConditionParams(_ id: NodeID, of condition: String) -> [Param] {
        decodeParams(id).filter { param in
            guard param.type.value.isOptional else { return true }
            var plain = param.type.value
            plain.isOptional = false
            report(
                .wrongType, at: param.type.location,
                "param '\(param.name.value)' of condition '\(condition)' is optional",
                notes: ["a condition holds one value per tuple of its params; nil keys none"],
                help: "write \(param.name.value): \(plain.specSpelling)")
            return false
        }
    }

    /// `wrong-type` for a condition param of an app type: its values are neither
    /// written by links nor by the simulator, so no tuple of them could be set.
    mutating func checkConditionParamTypes(_ spec: NavigationSpec) {
        for condition in spec.conditions {
            for param in condition.params where param.type.value.isCustom {
                report(
                    .wrongType, at: param.type.location,
                    "param '\(param.name.value)' of condition '\(condition.id.value)' has the app type "
                        + "'\(param.type.value)'",
                    notes: [
                        "a condition param is String, Int, Double, Bool, UUID, URL, a range of Int or a name of "
                            + "`types`: its values key the condition"
                    ],
                    help: "key it by the type's id instead, e.g. \(param.name.value): String")
            }
        }
    }

    /// `satisfiedBy: { start: signIn, outcome: signedIn, as: cover }`; nil when `start`
    /// or `outcome` is missing or not a word.
    private mutating func decodeSatisfyingFlow(key: NodeID, value: NodeID, of condition: String)
        -> SatisfyingFlow?
    {
        let what = "satisfiedBy of condition '\(condition)'"
        let misplaced = [
            "then": "the flow's outcome sets the condition and resumes the waiting move; name it in 'outcome'"
        ]
        guard let entries = mapping(value, what, allowed: Self.satisfyingFlowKeys, misplaced: misplaced)
        else {
            return nil
        }
        let owner = location(key)
        let start = require(
            .start, in: entries, of: what, at: owner, help: "name the flow that satisfies it: start: signIn"
        )
        .flatMap { text($0, "start") }
        let outcome = require(
            .outcome, in: entries, of: what, at: owner,
            help: "name the flow's outcome that makes it true: outcome: signedIn"
        )
        .flatMap { text($0, "outcome") }
        let style = entries[.as].map { decodeFlowStyle($0.value) }
        guard let start, let outcome else { return nil }
        return SatisfyingFlow(
            location: owner, start: start, outcome: outcome, style: style?.style?.value ?? .sheet,
            adaptiveStyle: style?.adaptive?.value)
    }

    /// A `requires:` list: condition ids, each possibly negated with a leading `!`, and
    /// with args (`joined(roomId)`) where a route's params can give them. `unbound`
    /// says where no params are at hand (a tab, a root, every link): args written there
    /// are `wrong-type`.
    mutating func decodeRequires(_ id: NodeID, unbound: String? = nil) -> [Requirement] {
        guard kind(id) == .sequence else {
            report(
                .wrongType, at: location(id), "requires must be a list of condition ids, not \(describe(id))",
                help: kind(id) == .scalar && !isEmptyScalar(id)
                    ? "write it as a list: [\(document[id].text)]" : "write requires: [signedIn]")
            return []
        }
        var requirements: [Requirement] = []
        for item in document.items(of: id) {
            if isEmptyScalar(item) {
                // `[!signedIn]` unquoted is a YAML tag on an empty value.
                report(
                    .wrongType, at: location(item),
                    "an entry of requires must be a condition id, not nothing",
                    help: "quote a negated condition: \"!signedIn\" (a bare ! starts a YAML tag)")
                continue
            }
            guard let entry = text(item, "an entry of requires") else { continue }
            guard let parsed = ConditionEntry(entry.value) else {
                let isNegated = entry.value.hasPrefix("!")
                let name = ConditionEntry.bareName(entry.value)
                report(
                    .wrongType, at: entry.location, "'\(entry.value)' is not a condition id",
                    notes: [
                        "an entry of requires is a condition id, or `!` and a condition id for its negation; "
                            + "a condition with params takes the route's params in parentheses: joined(roomId)"
                    ],
                    help: NameFix.suggestion(for: name, pattern: .identifier).map {
                        "write \(isNegated ? "\"!\($0)\"" : $0)"
                    })
                continue
            }
            if let unbound, parsed.args != nil {
                report(
                    .wrongType, at: entry.location,
                    "'\(entry.value)' takes args, but \(unbound) has no params to give them",
                    notes: ["a condition with params is checked where a route's params give its values"],
                    help: "move the entry to the routes it guards")
                continue
            }
            requirements.append(
                Requirement(
                    condition: Located(parsed.name, at: entry.location), isNegated: parsed.isNegated,
                    args: parsed.args))
        }
        recordDistinct(requirements.map { Located($0.spelling, at: $0.condition.location) }, "requires")
        return requirements
    }

    /// The words that start the one-action form of `otherwise`: a mapping whose first
    /// key is one of them is an action, any other mapping is keyed by `requires` entry.
    static let otherwiseActionWords = [
        "push", "sheet", "cover", "popover", "start", "alert", "tab", "replace",
    ]

    /// The action words a condition may also be named, having joined the format after
    /// conditions did: a first key `set` or `go` starts the one-action form unless the
    /// route requires a condition so named, whose fallback the key then names.
    static let namesakeActionWords = ["set", "go"]

    /// Whether an `otherwise` key is one of ``namesakeActionWords`` used as an action.
    private mutating func isNamesakeAction(_ key: NodeID, requires: [Requirement]) -> Bool {
        let word = spelling(key)
        return Self.namesakeActionWords.contains(word) && !requires.contains { $0.spelling == word }
    }

    /// A route's `otherwise:`: one fallback (an action, `stay` or `web`), or a mapping
    /// of `requires` entries, written exactly, to fallbacks. A key that is no entry of
    /// `requires` is `unknown-reference` at the key.
    mutating func decodeOtherwise(_ id: NodeID, requires: [Requirement]) -> Otherwise? {
        if let fallback = fallbackWord(id) { return Otherwise(fallback) }
        guard kind(id) == .mapping, let first = document.entries(of: id).first,
            kind(first.key) == .scalar, !Self.otherwiseActionWords.contains(spelling(first.key)),
            !isNamesakeAction(first.key, requires: requires)
        else {
            return decodeOtherwiseAction(id).map { Otherwise(.action($0)) }
        }
        let spellings = requires.map(\.spelling)
        var entries: [Otherwise.Entry] = []
        for (key, value) in document.entries(of: id) {
            guard var name = text(key, "a key of otherwise") else { continue }
            // `joined( roomId )` keys the entry `joined(roomId)`: args are compared, not spaces.
            if let parsed = ConditionEntry(name.value), parsed.args != nil { name.value = parsed.spelling }
            let fallback = fallbackWord(value) ?? decodeOtherwiseAction(value).map(Fallback.action)
            guard spellings.contains(name.value) else {
                report(
                    .unknownReference, at: name.location,
                    "otherwise has an entry for '\(name.value)', which is no entry of the route's requires",
                    notes: ["a key of otherwise is an entry of requires written exactly, \"!\" included"],
                    help: Suggestion.help(for: name.value, among: spellings)
                        ?? "add it to requires, or remove the entry")
                continue
            }
            if let fallback { entries.append(Otherwise.Entry(key: name, fallback: fallback)) }
        }
        return entries.isEmpty ? nil : Otherwise(keyed: entries)
    }

    /// `deeplinks.otherwise`: `web` or `stay`, or keyed by `deeplinks.requires` entry
    /// with those values; a link shows no screen of its own before its first move.
    mutating func decodeLinkOtherwise(_ id: NodeID, requires: [Requirement]) -> Otherwise? {
        if let fallback = fallbackWord(id) { return Otherwise(fallback) }
        guard kind(id) == .mapping else {
            reportLinkFallback(id)
            return nil
        }
        let spellings = requires.map(\.spelling)
        var entries: [Otherwise.Entry] = []
        for (key, value) in document.entries(of: id) {
            guard let name = text(key, "a key of deeplinks.otherwise") else { continue }
            guard let fallback = fallbackWord(value) else {
                reportLinkFallback(value)
                continue
            }
            guard spellings.isEmpty || spellings.contains(name.value) else {
                report(
                    .unknownReference, at: name.location,
                    "deeplinks.otherwise has an entry for '\(name.value)', which is no entry of deeplinks.requires",
                    notes: ["a key of otherwise is an entry of requires written exactly, \"!\" included"],
                    help: Suggestion.help(for: name.value, among: spellings)
                        ?? "add it to deeplinks.requires, or remove the entry")
                continue
            }
            entries.append(Otherwise.Entry(key: name, fallback: fallback))
        }
        return entries.isEmpty ? nil : Otherwise(keyed: entries)
    }

    private mutating func reportLinkFallback(_ id: NodeID) {
        let found = kind(id) == .scalar && !isEmptyScalar(id) ? "'\(spelling(id))'" : describe(id)
        report(
            .wrongType, at: location(id), "deeplinks.otherwise must be web or stay, not \(found)",
            notes: ["a link stopped before its first move shows nothing: it goes to the browser or stays"],
            help: kind(id) == .scalar ? Suggestion.help(for: spelling(id), among: ["web", "stay"]) : nil)
    }

    /// `stay` or `web` written as a word; nil for anything else.
    private mutating func fallbackWord(_ id: NodeID) -> Fallback? {
        guard kind(id) == .scalar else { return nil }
        switch keyword(id) {
        case .stay: return .stay(location(id))
        case .web: return .web(location(id))
        default: return nil
        }
    }

    /// One action of `otherwise`, written like a `transitions` item that shows
    /// something instead of the route. It takes no `then`: the flow or alert it shows
    /// closes when it ends and leaves the user where they were.
    private mutating func decodeOtherwiseAction(_ id: NodeID) -> Transition? {
        if kind(id) == .scalar, keyword(id).map({ !$0.isAction }) ?? true, !isEmptyScalar(id) {
            let word = spelling(id)
            report(
                .wrongType, at: location(id), "otherwise must be an action, stay or web, not '\(word)'",
                help: Suggestion.help(for: word, among: ["stay", "web"])
                    ?? "write otherwise: { sheet: paywall }, otherwise: stay or otherwise: web")
            return nil
        }
        guard let transition = decodeTransitionItem(id) else { return nil }
        switch transition.action {
        case .show, .tab, .replace, .go, .set:
            return transition
        case .start(let target, let style, let then, let entry):
            guard let then else { return transition }
            reportThenInOtherwise(at: then.location)
            return Transition(
                .start(target, style: style, then: nil, entry: entry), at: transition.location,
                adaptiveStyle: transition.adaptiveStyle, on: transition.on)
        case .alert(let target, let then):
            guard let then else { return transition }
            reportThenInOtherwise(at: then.location)
            return Transition(.alert(target, then: nil), at: transition.location)
        case .pop, .popToRoot, .dismiss, .finish, .emit:
            report(
                .wrongType, at: transition.location,
                "otherwise must show something instead of the route, not '\(transition.action.keyword)'",
                help:
                    "use \(PresentationStyle.keywords), start, alert or tab, or stay or web; without otherwise the move is refused"
            )
            return nil
        }
    }

    private mutating func reportThenInOtherwise(at location: SourceLocation) {
        report(
            .unknownKey, at: location, "'then' has no place in otherwise",
            notes: ["what otherwise shows closes when it ends, and the user stays where they were"],
            help: "remove 'then'")
    }

    /// A tabs coordinator's `children`: each entry a coordinator id, or long-hand
    /// `{ profile: { requires: [signedIn] } }`. The requirements are parallel to the
    /// children when any entry is long-hand, else empty.
    mutating func decodeTabChildren(_ id: NodeID) -> (children: [Located<String>], requires: [[Requirement]])
    {
        guard kind(id) == .sequence else { return (textList(id, "children"), []) }
        var children: [Located<String>] = []
        var requires: [[Requirement]] = []
        var isLongHand = false
        for item in document.items(of: id) {
            guard kind(item) == .mapping else {
                if let child = text(item, "an entry of children") {
                    children.append(child)
                    requires.append([])
                }
                continue
            }
            let entries = document.entries(of: item)
            guard entries.count == 1 else {
                report(
                    .wrongType, at: location(item),
                    "a long-hand tab entry names one coordinator, not \(entries.count)",
                    help: "write each tab as its own entry: { profile: { requires: [signedIn] } }")
                continue
            }
            guard let child = text(entries[0].key, "a tab") else { continue }
            isLongHand = true
            children.append(child)
            requires.append(decodeTabEntry(entries[0].value, of: child.value))
        }
        return (children, isLongHand ? requires : [])
    }

    private mutating func decodeTabEntry(_ id: NodeID, of tab: String) -> [Requirement] {
        if isEmptyScalar(id) { return [] }
        guard let entries = mapping(id, "tab entry '\(tab)'", allowed: Self.tabEntryKeys) else { return [] }
        return entries[.requires].map { decodeRequires($0.value, unbound: "a tab entry") } ?? []
    }

    /// `true` or `false`; `wrong-type` for anything else.
    mutating func bool(_ id: NodeID, _ what: String) -> Located<Bool>? {
        guard let word = text(id, what) else { return nil }
        switch word.value {
        case "true": return Located(true, at: word.location)
        case "false": return Located(false, at: word.location)
        default:
            report(
                .wrongType, at: word.location, "\(what) must be true or false, not '\(word.value)'",
                help: Suggestion.help(for: word.value, among: ["true", "false"]) ?? "write \(what): true")
            return nil
        }
    }
}
