/// The conditions a state carries: launch values, the `set` action, hidden tabs,
/// and the waiting moves that satisfying flows resume (docs/spec.md, "Conditions
/// that resume").
extension NavigationEngine {
    /// The launch state with these condition values (by ``ConditionIndex``): each
    /// tab bar shows its `initial` tab when visible, else its first visible one. For a
    /// spec without conditions, the launch state as it always was.
    func launch(conditions values: [Bool]) -> NavigationState? {
        guard var state = launchState else { return nil }
        guard index.model.hasConditions else { return state }
        state.guarded = NavigationState.GuardedPart(values: values)
        if let shown = rootNode(shownUnder: state), shown.coordinator != state.root.coordinator {
            state.root = shown
        }
        return settle(state)
    }

    /// The launch node of the root entry `state`'s conditions select, when the spec
    /// lists alternative roots and that entry can be shown; nil otherwise.
    func rootNode(shownUnder state: NavigationState) -> NavigationNode? {
        let model = index.model
        guard model.hasAlternativeRoots,
            let entry = model.rootEntry(when: { state.isTrue($0) })
        else { return nil }
        return index.launchNode(model[entry.coordinator].id.value)
    }

    /// Each condition's `initially`.
    var initialConditions: [Bool] { index.model.conditions.map(\.initially) }

    /// `set NAME true|false, ...` (the system action, or a spec `set` item): always
    /// allowed. Every pair applies, then the change acts once: conditional tabs hide or
    /// show, the root is chosen again (a swap drops the waiting moves); screens already
    /// shown stay, and a waiting move that survives stays waiting. A condition with
    /// params is set one tuple at a time (`joined(roomId: "!a")`).
    func set(_ settings: [ConditionSetting], on state: NavigationState) throws(Refused) -> NavigationState {
        var next = state
        for setting in settings {
            guard let condition = index.model.condition(named: setting.name), state.guarded != nil else {
                let names = index.model.conditions.map(\.id.value)
                if names.isEmpty { throw Refused("the spec declares no conditions") }
                let hint =
                    Suggestion.closest(to: setting.name, among: names).map { " (did you mean '\($0)'?)" }
                    ?? ""
                throw Refused(
                    "there is no condition '\(setting.name)'\(hint); the spec declares \(names.joined(separator: ", "))"
                )
            }
            if index.model[condition].params.isEmpty {
                guard setting.arguments.isEmpty else {
                    throw Refused("\(setting.name) takes no params, but '\(setting.spelling)' gives some")
                }
                next.guarded?.values[condition.rawValue] = setting.value
            } else {
                next.guarded?.tuples[try tuple(of: condition, setting.arguments)] = setting.value
            }
        }
        return settle(next)
    }

    /// A spec `set` item run by the route `top` (the route that declares it, or, in a
    /// `then` or `on`, the route of the `start` item): a key with args takes the
    /// tuple's values from that route's params of those names.
    func set(_ pairs: [ConditionAssignment], from top: RouteEntry, on state: NavigationState) throws(Refused)
        -> NavigationState
    {
        let settings = try pairs.map { (pair: ConditionAssignment) throws(Refused) -> ConditionSetting in
            guard let args = pair.args, let condition = index.model.condition(named: pair.condition.value)
            else { return ConditionSetting(pair.condition.value, pair.value) }
            let values = try tupleValues(args, of: condition, from: top.arguments, what: top.description)
            let labelled = zip(index.model[condition].params, values).map {
                ActionArgument(label: $0.name.value, value: $1.argumentLiteral)
            }
            return ConditionSetting(pair.condition.value, pair.value, arguments: labelled)
        }
        return try set(settings, on: state)
    }

    /// The tuple `set` names: one value per param of the condition, by label, each
    /// of the param's type.
    func tuple(of condition: ConditionIndex, _ arguments: [ActionArgument]) throws(Refused) -> ConditionTuple
    {
        let declared = index.model[condition]
        let name = declared.id.value
        let names = declared.params.map(\.name.value)
        let signature = declared.params.map { "\($0.name.value): \($0.type.value)" }.joined(separator: ", ")
        guard !arguments.isEmpty else {
            throw Refused("\(name) takes params: set one of its values, e.g. '\(name)(\(signature)) true'")
        }
        for argument in arguments where !names.contains(argument.label) {
            let hint =
                Suggestion.closest(to: argument.label, among: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw Refused("\(name) has no param '\(argument.label)'\(hint)")
        }
        var values: [ParamValue] = []
        for param in declared.params {
            guard let given = arguments.first(where: { $0.label == param.name.value }),
                let value = try Self.value(
                    given.value, for: param.type.value, name: param.name.value, in: index.spec)
            else { throw Refused("\(name) needs '\(param.name.value): \(param.type.value)'") }
            values.append(value)
        }
        return ConditionTuple(condition: condition, values: values)
    }

    /// The values of the params `args` names, in order, among a route's `arguments`
    /// (`what` names the route for the message).
    func tupleValues(
        _ args: [String], of condition: ConditionIndex, from arguments: [RouteArgument], what: String
    ) throws(Refused) -> [ParamValue] {
        var values: [ParamValue] = []
        for name in args {
            guard let value = arguments.first(where: { $0.name == name })?.value else {
                throw Refused(
                    "\(what) has no value for '\(name)', which picks the tuple of \(index.model[condition].id.value)"
                )
            }
            values.append(value)
        }
        return values
    }

    /// Whether `entry` is met for a target whose params have `arguments`: a plain
    /// entry reads its condition; an entry with args reads the tuple of the target's
    /// values (its condition's `initially` when the tuple was never set, or when the
    /// values are not known).
    func isMet(_ entry: ConditionGuard, in state: NavigationState, arguments: [RouteArgument]?) -> Bool {
        entry.isMet(when: value(of: entry, in: state, arguments: arguments))
    }

    /// The value ``isMet(_:in:arguments:)`` reads.
    func value(of entry: ConditionGuard, in state: NavigationState, arguments: [RouteArgument]?) -> Bool {
        guard entry.args != nil else { return state.isTrue(entry.condition) }
        let initially =
            index.model.conditions.indices.contains(entry.condition.rawValue)
            && index.model[entry.condition].initially
        guard let tuple = tuple(of: entry, arguments: arguments) else { return initially }
        return state.guarded?.tuples[tuple] ?? initially
    }

    /// The tuple an entry with args reads for a target with `arguments`; nil when
    /// some value is not known.
    func tuple(of entry: ConditionGuard, arguments: [RouteArgument]?) -> ConditionTuple? {
        guard let args = entry.args, let arguments,
            let values = try? tupleValues(args, of: entry.condition, from: arguments, what: "")
        else { return nil }
        return ConditionTuple(condition: entry.condition, values: values)
    }

    /// Finishing `flow` with `outcome` makes true every condition whose `satisfiedBy`
    /// names that flow and outcome, however the flow was started. For a condition
    /// with params, the tuple the flow was started for (`mark`), or else the one its
    /// root's arguments (`root`) give by the condition's param names.
    func satisfyConditions(
        finishing flow: String, with outcome: String, _ state: NavigationState, mark: SatisfyingMark? = nil,
        root: RouteEntry? = nil
    ) -> NavigationState {
        let model = index.model
        guard let coordinator = model.coordinator(named: flow) else { return state }
        var next = state
        for (position, condition) in model.conditions.enumerated() {
            guard let satisfying = condition.satisfiedBy, satisfying.coordinator == coordinator,
                satisfying.outcome == outcome, next.guarded?.values.indices.contains(position) == true
            else { continue }
            guard !condition.params.isEmpty else {
                next.guarded?.values[position] = true
                continue
            }
            if let mark, mark.condition.rawValue == position,
                let tuple = state.guarded?.waiting.first(where: { $0.token == mark.token })?.tuple
            {
                next.guarded?.tuples[tuple] = true
            } else if let root,
                let values = try? tupleValues(
                    condition.params.map(\.name.value), of: ConditionIndex(position), from: root.arguments,
                    what: "")
            {
                next.guarded?.tuples[ConditionTuple(condition: ConditionIndex(position), values: values)] =
                    true
            }
        }
        return next
    }

    /// After a satisfying flow closed with `outcome`: its move resumes (checked again:
    /// another unmet guard starts its own flow) when the outcome satisfied its
    /// condition, else the move is dropped. A resumed move that is refused is dropped.
    func resumeWaiting(_ mark: SatisfyingMark, finishedWith outcome: String, _ state: NavigationState)
        -> NavigationState
    {
        var next = state
        guard let position = next.guarded?.waiting.firstIndex(where: { $0.token == mark.token }),
            let move = next.guarded?.waiting[position]
        else { return settle(next) }
        next.guarded?.waiting.removeSubrange(position...)
        let root = next.root.coordinator
        next = settle(next)
        if next.root.coordinator != root {
            // The condition swapped the root: a waiting link runs again from the new
            // root (the router opens it); any other waiting move is dropped.
            next.guarded?.rerun = move.link
            return next
        }
        guard index.model.conditions.indices.contains(mark.condition.rawValue),
            index.model[mark.condition].satisfiedBy?.outcome == outcome
        else { return next }
        return (try? resume(move, on: next)) ?? next
    }

    private func resume(_ move: WaitingMove, on state: NavigationState) throws(Refused) -> NavigationState {
        switch move.resumption {
        case .transition(let action, let transition, let arguments, let origin):
            return settle(try execute(action, at: transition, .given(arguments), on: state, origin: origin))
        case .selectTab(let tab):
            return settle(try checkedSelectTab(tab, on: state))
        case .deepLink(let remainder):
            return try continueDeepLink(remainder, on: state)
        case .nothing:
            return state
        case .onTop(let entry, let url, let source):
            do {
                return try guardedShowOnTop(entry, url: url, source: source, over: state)?.state ?? state
            } catch  where error.goesToBrowser {
                return state
            }
        }
    }

    /// The system's selection of a tab on the tab bar on screen, checked against the
    /// tab's guards.
    func checkedSelectTab(_ tab: String, on state: NavigationState) throws(Refused) -> NavigationState {
        let branch = Branch(state)
        guard state.guarded != nil, let visible = branch.visibleTabsIndex,
            case .tabs(let tabs, _) = branch.frames[visible],
            tabs.tabs.contains(where: { $0.coordinator == tab })
        else { return try selectTab(tab, declared: false, on: state, branch: branch) }
        switch tabVerdict(tab, of: tabs.coordinator, in: state) {
        case .met:
            return try selectTab(tab, declared: false, on: state, branch: branch)
        case .wait(let condition, let flow, let tuple):
            return try presentSatisfyingFlow(
                flow, for: condition, text: "tab \(tab)", .selectTab(tab), tuple: tuple, on: state)
        case .otherwise, .stay, .web:
            return try selectTab(tab, declared: false, on: state, branch: branch)
        case .refused(let reason):
            throw Refused(reason)
        }
    }

    /// A state after any change: no hidden tab selected where a visible one can be,
    /// and no waiting move whose satisfying flow is gone. Nothing for a state without
    /// conditions.
    func settle(_ state: NavigationState) -> NavigationState {
        guard let guarded = state.guarded else { return state }
        var next = showingRootOverlay(state)
        if let shown = rootNode(shownUnder: state), shown.coordinator != state.root.coordinator {
            // A root swap: the new root shows its launch state, the old one's state
            // and every waiting move go with it.
            next.root = shown
            next.overlay = nil
            next.guarded?.waiting = []
            next.root = showingVisibleTabs(next.root, in: next)
            return next
        }
        next.root = showingVisibleTabs(state.root, in: state)
        if !guarded.waiting.isEmpty {
            var tokens: Set<Int32> = []
            Self.collectTokens(next.root, into: &tokens)
            next.guarded?.waiting.removeAll { !tokens.contains($0.token) }
        }
        return next
    }

    /// `node` with each tab bar whose selected tab is hidden showing its first visible
    /// tab (a tab bar whose every tab is hidden keeps its selection).
    func showingVisibleTabs(_ node: NavigationNode, in state: NavigationState) -> NavigationNode {
        switch node {
        case .tabs(var tabs):
            if tabs.tabs.indices.contains(tabs.selected),
                isHidden(tabs.tabs[tabs.selected].coordinator, of: tabs.coordinator, in: state),
                let visible = tabs.tabs.firstIndex(where: {
                    !isHidden($0.coordinator, of: tabs.coordinator, in: state)
                })
            {
                tabs.selected = visible
            }
            tabs.tabs = tabs.tabs.map { showingVisibleTabs($0, in: state) }
            return .tabs(tabs)
        case .stack(var stack):
            stack.modal = stack.modal.map { showingVisibleTabs($0, in: state) }
            return .stack(stack)
        case .split(var split):
            split.columns = split.columns.map { column in
                guard case .stack(let shown) = showingVisibleTabs(.stack(column), in: state) else {
                    return column
                }
                return shown
            }
            return .split(split)
        }
    }

    private func showingVisibleTabs(_ modal: Modal, in state: NavigationState) -> Modal {
        var modal = modal
        switch modal.content {
        case .route(let entry, let presented):
            modal.content = .route(entry, presented: presented.map { showingVisibleTabs($0, in: state) })
        case .flow(let node, let origin):
            modal.content = .flow(showingVisibleTabs(node, in: state), origin: origin)
        case .alert:
            break
        }
        return modal
    }

    /// The tokens of every satisfying flow in the tree, shown modally or pushed.
    private static func collectTokens(_ node: NavigationNode, into tokens: inout Set<Int32>) {
        switch node {
        case .tabs(let tabs):
            for tab in tabs.tabs { collectTokens(tab, into: &tokens) }
        case .split(let split):
            for column in split.columns { collectTokens(.stack(column), into: &tokens) }
        case .stack(let stack):
            for entry in stack.entries {
                if let mark = entry.flow?.satisfying { tokens.insert(mark.token) }
            }
            var modal = stack.modal
            while let shown = modal {
                modal = nil
                switch shown.content {
                case .route(_, let presented): modal = presented
                case .flow(let flow, let origin):
                    if let mark = origin.satisfying { tokens.insert(mark.token) }
                    collectTokens(flow, into: &tokens)
                case .alert: break
                }
            }
        }
    }
}
