/// Turns a planned deep-link state into the statements that build it from the
/// launch state: `self.root.selected = .settings`, then
/// `self.root.tabs.settings.stack.append(...)`, as one would write it by hand.
///
/// Routes on the visible path take their params from the URL by name and type
/// (docs/spec.md, "The state a deep link opens"); the others keep their launch values.
struct DeepLinkStateEmitter {
    let model: AppModel
    let builder: NavigationFileBuilder
    let plans: DeepLinkPlans
    /// The pattern being emitted and what it binds, by param name.
    let pattern: LinkPattern
    let bindings: [String: MatcherBinding]

    var names: GeneratedNames { model.names }

    func statements(for state: PlanNode) throws -> [SwiftStatement] {
        try emit(state, launch: plans.launch, at: builder.rootTarget, active: true)
    }

    /// The screen on top of a state with the URL's values: what a link that waits on
    /// a condition waits to show.
    func topDestination(of state: PlanNode) throws -> SwiftExpression? {
        let path = state.path
        guard let top = path.last else { return nil }
        let host = builder.hosts(of: path, below: nil).last ?? nil
        return builder.destination(try value(of: top), on: host)
    }

    private func emit(
        _ node: PlanNode, launch: PlanNode?, at target: SwiftExpression, active: Bool
    ) throws -> [SwiftStatement] {
        switch node {
        case .tabs(_, let selected, let tabs):
            var statements: [SwiftStatement] = []
            if case .tabs(_, let launchSelected, _)? = launch, launchSelected != selected {
                statements.append(.assignment(.member(target, "selected"), .dot(selected)))
            }
            let launchTabs: [PlanNode]
            if case .tabs(_, _, let tabs)? = launch { launchTabs = tabs } else { launchTabs = [] }
            for tab in tabs {
                let before = launchTabs.first { $0.coordinator == tab.coordinator }
                let place = SwiftExpression.member(.member(target, "tabs"), tab.coordinator)
                statements += try emit(
                    tab, launch: before, at: place, active: active && tab.coordinator == selected)
            }
            return statements
        case .stack(let id, let entries, let modal):
            var statements: [SwiftStatement] = []
            let values = try entries.map { try active ? value(of: $0) : launchValue(of: $0) }
            let hosts = builder.hosts(of: entries, below: id)
            let destinations = zip(values, hosts).map { builder.destination($0, on: $1) }
            var launchValues: [RouteValue] = []
            if case .stack(_, let launchEntries, _)? = launch {
                launchValues = try launchEntries.map(launchValue)
            }
            let stack = SwiftExpression.member(target, "stack")
            if values != launchValues {
                if values.starts(with: launchValues), !launchValues.isEmpty {
                    let added = Array(destinations.dropFirst(launchValues.count))
                    statements.append(
                        added.count == 1
                            ? .expression(.call(stack, "append", .unlabelled(added[0])))
                            : .expression(.call(stack, "append", SwiftArgument("contentsOf", .array(added)))))
                } else {
                    statements.append(.assignment(stack, .array(destinations)))
                }
            }
            if let modal {
                statements.append(
                    .assignment(.member(target, "modal"), try expression(of: modal, host: hosts.last ?? id)))
            }
            return statements
        case .split(_, let columns, let selected):
            // Each column as a stack; a column shown (the sidebar and the selected ones)
            // takes its params from the URL, an unselected one holds its launch root.
            var statements: [SwiftStatement] = []
            var launchColumns: [PlanNode] = []
            if case .split(_, let launched, let launchSelected)? = launch {
                launchColumns = launched
                if launchSelected != selected {
                    statements.append(.assignment(.member(target, "selected"), .integer(selected)))
                }
            }
            for (position, (column, role)) in zip(columns, columnRoles(of: node)).enumerated() {
                statements += try emit(
                    column, launch: launchColumns.first { $0.coordinator == column.coordinator },
                    at: .member(target, role), active: active && position <= selected)
            }
            return statements
        }
    }

    /// The member each column of a split's node is in: `sidebar`, `content`, `detail`.
    private func columnRoles(of split: PlanNode) -> [String] {
        guard let coordinator = model.coordinator(split.coordinator) else { return [] }
        return coordinator.roleColumns.map(\.role)
    }

    /// `host`: the coordinator whose route enum holds a set route presented here.
    private func expression(of modal: PlanModal, host: String?) throws -> SwiftExpression {
        switch modal {
        case .route(let ref, let style, let inner):
            guard let style = style.stateExpression else {
                throw unbuildable("'\(ref)' is pushed, not presented")
            }
            let routeHost = builder.hosts(of: [ref], below: host).first ?? host
            return .dotCall(
                "route",
                [
                    .unlabelled(builder.destination(try value(of: ref), on: routeHost)),
                    SwiftArgument("style", style),
                    SwiftArgument("modal", try inner.map { try expression(of: $0, host: routeHost) } ?? .nil),
                ])
        case .flow(let node, let style):
            guard let style = style.stateExpression else {
                throw unbuildable("'\(node.coordinator)' is pushed")
            }
            return .dotCall(
                "flow",
                [
                    .unlabelled(
                        .dotCall(node.coordinator, [.unlabelled(try expression(of: node, active: true))])),
                    SwiftArgument("style", style),
                ])
        case .alert(let shown):
            // No forward move shows an alert, but a guard's `otherwise` does: the link
            // then opens with it on top, as the simulator shows it.
            return .dotCall(
                "alert", [.unlabelled(.dotCall(shown.coordinator, [.unlabelled(.dot(shown.name))]))])
        }
    }

    /// A node inside a modal flow, as an initializer call with only the arguments
    /// that differ from its launch state.
    private func expression(of node: PlanNode, active: Bool) throws -> SwiftExpression {
        let type = SwiftTypeName.named([names.node(node.coordinator)])
        let launch = plans.launchNode(node.coordinator)
        var arguments: [SwiftArgument] = []
        switch node {
        case .tabs(let id, let selected, let tabs):
            if case .tabs(_, let launchSelected, _)? = launch, launchSelected != selected {
                arguments.append(SwiftArgument("selected", .dot(selected)))
            }
            var tabArguments: [SwiftArgument] = []
            for tab in tabs {
                let isActive = active && tab.coordinator == selected
                let tabExpression = try expression(of: tab, active: isActive)
                if tabExpression != .call(.type(.named([names.node(tab.coordinator)])), [], trailing: nil) {
                    tabArguments.append(SwiftArgument(tab.coordinator, tabExpression))
                }
            }
            if !tabArguments.isEmpty {
                let tabsType = SwiftTypeName.named([names.node(id), "Tabs"])
                arguments.append(SwiftArgument("tabs", .call(.type(tabsType), tabArguments, trailing: nil)))
            }
        case .stack(let id, let entries, let modal):
            let values = try entries.map { try active ? value(of: $0) : launchValue(of: $0) }
            // Nil for a flow that takes an input: its root has no launch value, so the
            // stack is always spelt out.
            var launchValues: [RouteValue]? = []
            if case .stack(_, let launchEntries, _)? = launch {
                launchValues =
                    active ? try? launchEntries.map(launchValue) : try launchEntries.map(launchValue)
            }
            let hosts = builder.hosts(of: entries, below: id)
            if values != launchValues {
                let destinations = zip(values, hosts).map { builder.destination($0, on: $1) }
                arguments.append(SwiftArgument("stack", .array(destinations)))
            }
            if let modal, active {
                arguments.append(SwiftArgument("modal", try expression(of: modal, host: hosts.last ?? id)))
            }
        case .split(_, let columns, let selected):
            for (position, (column, role)) in zip(columns, columnRoles(of: node)).enumerated() {
                let columnExpression = try expression(of: column, active: active && position <= selected)
                if columnExpression
                    != .call(.type(.named([names.node(column.coordinator)])), [], trailing: nil)
                {
                    arguments.append(SwiftArgument(role, columnExpression))
                }
            }
            // The initializer's `selected` is 0, whatever the launch state selects.
            if selected != 0 {
                arguments.append(SwiftArgument("selected", .integer(selected)))
            }
        }
        return .call(.type(type), arguments, trailing: nil)
    }

    /// The emitter for the state a link waits in for an entry with args: the flow
    /// shown takes the tuple's values by the condition's param names, which are the
    /// values of the params the entry names (`joined(room)` gives `roomId` the URL's
    /// `room`). Each such name the pattern does not bind reads that value.
    func aliasing(_ read: ConditionRead?) -> DeepLinkStateEmitter {
        guard let read, let args = read.args else { return self }
        var aliased = bindings
        for (param, arg) in zip(model.model[read.condition].params, args) {
            let name = param.name.value
            guard aliased[name] == nil, let bound = bindings[arg] else { continue }
            aliased[name] = MatcherBinding(
                base: bound.base, isOptional: bound.isOptional, constant: value(named: arg))
        }
        return DeepLinkStateEmitter(
            model: model, builder: builder, plans: plans, pattern: pattern, bindings: aliased)
    }

    /// The params the pattern always gives a value for: those a tuple can be read with.
    var valuedNames: Set<String> {
        Set(bindings.filter { !$0.value.isOptional }.keys)
    }

    /// The value of the param the pattern binds as `name`: its local, or the constant
    /// `set` gives it. What an entry with args (`joined(roomId)`) reads its tuple with.
    func value(named name: String) -> SwiftExpression {
        bindings[name]?.constant ?? .local(name)
    }

    /// A route on the visible path: each param from the URL when the pattern binds
    /// one of that name and type, else nil; a required param the URL cannot give
    /// makes the pattern unbuildable.
    private func value(of ref: RouteRef) throws -> RouteValue {
        guard let route = model.route(ref) else { throw unbuildable("route '\(ref)' does not exist") }
        let arguments = try route.params.map { param -> SwiftExpression in
            let type = param.type.value
            if let bound = bindings[param.name.value], bound.base == type.base,
                type.isOptional || !bound.isOptional
            {
                return bound.constant ?? .local(param.name.value)
            }
            if type.isOptional { return .nil }
            throw unbuildable(
                "the back stack route '\(ref)' needs '\(param.name.value): \(type)', which the URL does not give"
            )
        }
        return RouteValue(ref: ref, arguments: arguments)
    }

    private func launchValue(of ref: RouteRef) throws -> RouteValue {
        guard let value = model.launchEntry(ref) else {
            throw unbuildable("'\(ref)' is shown at launch but has a required param")
        }
        return value
    }

    private func unbuildable(_ message: String) -> GenerationError {
        GenerationError(findings: [
            Finding(
                file: model.spec.file, location: pattern.source.location, rule: .deeplinkUnbuildable,
                message: "deep link '\(pattern.source.value)': \(message)",
                scope: pattern.target.description)
        ])
    }
}

/// A param a pattern binds, as the matcher's local: from a path segment or a
/// required query item it is never nil; from an optional query item it may be.
/// A value `set` gives is a literal written where it is used (`constant`).
struct MatcherBinding: Hashable, Sendable {
    var base: ParamType.Base
    var isOptional: Bool
    var constant: SwiftExpression? = nil
}
