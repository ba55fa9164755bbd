/// A split view's SwiftUI skeleton (docs/generate.md): a coordinator holding one stack
/// coordinator per column and how many columns are selected, shown by a
/// `NavigationSplitView` whose columns are the columns' own `NavigationStack`s. A column
/// hands its selects to it; a flow a column starts `as: push` shows in the next column.
extension SwiftUISkeletonBuilder {
    func splitClass() -> SwiftDeclaration {
        let columns = plan.splitColumns
        let plans = columns.map(columnPlan)
        var members: [SwiftDeclaration] = [
            .mark("State"),
            .variable(
                SwiftVariable(
                    docs: [
                        "How many columns after the sidebar are selected, 0 up to \(columns.count - 1): an unselected",
                        "column shows its root.",
                    ],
                    name: "selected", type: .named(["Int"]), body: .stored(.integer(0)))),
        ]
        for column in columns {
            let type = SwiftTypeName.named([names.coordinatorClass(column.coordinator)])
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["The \(column.role) column: the `\(column.coordinator)` stack."], isLet: true,
                        name: column.role, body: .stored(.call(.type(type), [], trailing: nil)))))
        }
        if minimumOS >= .iOS17 { members += compactColumnState(columns) }
        members += sharedState(excluding: id)
        members.append(
            .function(
                SwiftFunction(
                    docs: [
                        "Wires the columns: their selects, and going back from the bottom of a selected one."
                    ],
                    kind: .initializer(failable: false), body: plan.splitWiring(plans))))
        members.append(.mark("Selection"))
        members += plan.splitSelection(plans)
        members += conditionMembers()
        members += plan.splitDeepLinks(plans, usage: Self.openUsage, appliesFlows: true)
        return coordinatorClass(
            docs: [
                "Coordinates the `\(id)` split view: the coordinator of each column, and how many are selected."
            ] + (plan.opensLinks ? appUsage : []),
            members: members)
    }

    /// `columnVisibility` and `compactColumn`, which the `NavigationSplitView` binds
    /// (iOS 17): in compact width the last selected column is on top, and the system's
    /// back button, which sets an earlier one, unselects the columns after it.
    private func compactColumnState(_ columns: [(role: String, coordinator: String)]) -> [SwiftDeclaration] {
        let selected = SwiftExpression.local("selected")
        let getter = SkeletonPlan.lastSelectedColumn(columns.map(\.role), selected: selected)
        let setter = columns.indices.dropFirst().map { position -> SwiftStatement in
            .if(
                [
                    .expression(.binary(.local("newValue"), "==", .dot(columns[position - 1].role))),
                    .expression(.binary(selected, ">=", .integer(position))),
                ],
                then: [
                    .expression(
                        .call(
                            .member(.self, SkeletonPlan.unselectMethod(columns[position].role)), [],
                            trailing: nil))
                ], else: nil)
        }
        return [
            .variable(
                SwiftVariable(
                    docs: ["Which columns show in regular width: hide the sidebar with `.detailOnly`, say."],
                    name: "columnVisibility", type: .named(["NavigationSplitViewVisibility"]),
                    body: .stored(.dot("automatic")))),
            .variable(
                SwiftVariable(
                    docs: [
                        "The column on top in compact width, where the columns collapse to one stack: the last",
                        "selected one. The system's back button sets an earlier one, which unselects those after it.",
                    ],
                    name: "compactColumn", type: .named(["NavigationSplitViewColumn"]),
                    body: .getSet(get: [getter], set: setter))),
        ]
    }

    /// The plan of a column, as its own skeleton has it.
    private func columnPlan(_ column: (role: String, coordinator: String)) -> SkeletonPlan? {
        model.coordinator(column.coordinator).map { Self.plan(index: plan.index, coordinator: $0) }
    }

    /// `NavigationSplitView { sidebar } content: { ... } detail: { ... }`, each column
    /// its coordinator's `RootView`, or the `RootView` of a flow the column before
    /// started there while it runs; from iOS 17 bound to ``compactColumnState(_:)``.
    func splitRootView() -> SwiftDeclaration {
        let coordinator = SwiftExpression.local("coordinator")
        let columns = plan.splitColumns
        let plans = columns.map(columnPlan)
        let views = columns.indices.map { position -> SwiftClosure in
            let column = columns[position]
            var shown: [SwiftStatement] = [
                .expression(rootView(of: column.coordinator, coordinator: .member(coordinator, column.role)))
            ]
            let before = position > 0 ? plans[position - 1]?.selectedFlows ?? [] : []
            for flow in before.reversed() {
                let owner = SwiftExpression.member(coordinator, columns[position - 1].role)
                shown = [
                    .if(
                        [.optionalBinding(flow.property, .member(owner, flow.property))],
                        then: [.expression(rootView(of: flow.id, coordinator: .local(flow.property)))],
                        else: shown)
                ]
            }
            return SwiftClosure(body: shown)
        }
        let bindings =
            minimumOS >= .iOS17
            ? [
                SwiftArgument("columnVisibility", .member(.projected("coordinator"), "columnVisibility")),
                SwiftArgument("preferredCompactColumn", .member(.projected("coordinator"), "compactColumn")),
            ] : []
        var body = SwiftExpression.call(.type(.named(["NavigationSplitView"])), bindings, trailing: views[0])
        for position in columns.indices.dropFirst() {
            body = .labelledTrailing(body, columns[position].role, views[position])
        }
        return rootViewExtension(body, docs: "The `\(id)` split view on screen.")
    }

    /// `var roomFlow: RoomCoordinator?`: a flow this column started as a select.
    func selectedFlowProperty(_ child: SkeletonPlan.Child) -> SwiftDeclaration {
        .variable(
            SwiftVariable(
                docs: [
                    "The `\(child.id)` flow this column started: the split shows it in the next column while it runs."
                ],
                name: child.property, type: .optional(.named([names.coordinatorClass(child.id)]))))
    }

    /// `applySelected(_:)`, which shows the flows this column started from the next
    /// column's node, and `selectedNode`, that node read back while one runs.
    func selectedFlowsApply() -> [SwiftDeclaration] {
        let flows = plan.selectedFlows
        guard !flows.isEmpty, let next = plan.splitPlace?.next, plan.hasNode else { return [] }
        let nodeType = names.nodeType(next.coordinator)
        var scope = SwiftNameScope(parameters: ["node"], reserving: plan.members)
        var members: [SwiftDeclaration] = [
            .function(
                SwiftFunction(
                    docs: [
                        "Shows the flows of `node`, the \(next.role) column's part of a deep link, that this column",
                        "starts there.",
                    ],
                    kind: .named(SkeletonPlan.applySelectedMethod),
                    parameters: [SwiftParameter(label: nil, name: "node", type: nodeType)],
                    body: pushedFlowsApply(flows, node: .local("node"), in: &scope)))
        ]
        guard plan.readsBack else { return members }
        var body: [SwiftStatement] = []
        for flow in flows {
            guard let started = model.coordinator(flow.id), let root = model.rootRef(of: started),
                let rootRoute = model.route(root)
            else { continue }
            var inner = SwiftNameScope(reserving: plan.members)
            let bound = inner.rebind(flow.property)
            let value = SwiftExpression.local(bound)
            let stack = inner.claim("stack")
            let destination = { (route: SwiftExpression) in
                SwiftExpression.call(
                    .member(.type(destinationType), flow.id), [.unlabelled(route)], trailing: nil)
            }
            var shown: [SwiftStatement] = [
                .binding(isLet: false, name: stack, type: .array(destinationType), value: .array([]))
            ]
            if takesInput(flow) {
                let input = inner.claim("input")
                shown.append(
                    .if(
                        [.optionalBinding(input, .member(value, "input"))],
                        then: [
                            .expression(
                                .call(.local(stack), "append", .unlabelled(destination(.local(input)))))
                        ],
                        else: nil))
            } else {
                let first =
                    plan.index.isStartedAtRoute(flow.id)
                    ? .member(value, "root") : SkeletonSyntax.routeWithoutValues(rootRoute) ?? .nil
                shown.append(.expression(.call(.local(stack), "append", .unlabelled(destination(first)))))
            }
            shown += [
                .assignment(
                    .local(stack),
                    .binary(
                        .local(stack), "+",
                        .call(
                            .member(.member(value, "path"), "map"), [],
                            trailing: SwiftClosure(body: [.expression(destination(.closureArgument(0)))])))),
                .return(.call(.type(nodeType), [SwiftArgument("stack", .local(stack))], trailing: nil)),
            ]
            body.append(
                .if([.optionalBinding(bound, .member(.self, flow.property))], then: shown, else: nil))
        }
        body.append(.return(.nil))
        members.append(
            .variable(
                SwiftVariable(
                    docs: ["The \(next.role) column's state while a flow this column started shows there."],
                    name: SkeletonPlan.selectedNodeProperty, type: .optional(nodeType), body: .computed(body))
            ))
        return members
    }
}
