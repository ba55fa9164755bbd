/// A split view's UIKit skeleton (docs/generate.md): a coordinator over a
/// `UISplitViewController` with one stack coordinator per column, each column its
/// coordinator's navigation controller. A column hands its selects to it, which sets the
/// next column's stack and shows that column; a flow a column starts `as: push` runs on
/// the next column's navigation controller.
extension UIKitSkeletonBuilder {
    private static let splitViewController = SwiftTypeName.named(["UISplitViewController"])

    /// The `UISplitViewController.Column` of each column, left to right.
    private var columnPlaces: [String] {
        plan.splitColumns.count == 3 ? ["primary", "supplementary", "secondary"] : ["primary", "secondary"]
    }

    func splitClass() -> SwiftDeclaration {
        let columns = plan.splitColumns
        let plans = columns.map { column in
            model.coordinator(column.coordinator).map { Self.plan(index: plan.index, coordinator: $0) }
        }
        let split = SwiftExpression.member(.self, "splitViewController")
        var members: [SwiftDeclaration] = [
            .mark("State"),
            .variable(
                SwiftVariable(
                    docs: ["Shows the columns."], isLet: true, name: "splitViewController",
                    type: Self.splitViewController)),
        ]
        for column in columns {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["The \(column.role) column: the `\(column.coordinator)` stack."], isLet: true,
                        name: column.role, type: .named([names.coordinatorClass(column.coordinator)]))))
        }
        members.append(
            .variable(
                SwiftVariable(
                    docs: [
                        "How many columns after the sidebar are selected, 0 up to \(columns.count - 1): an unselected",
                        "column shows its root.",
                    ],
                    name: "selected", type: .named(["Int"]), body: .stored(.integer(0)))))
        members += sharedState(excluding: id)
        var initBody: [SwiftStatement] = [
            .assignment(
                split,
                .binary(
                    .local("splitViewController"), "??",
                    .call(
                        .type(Self.splitViewController),
                        [SwiftArgument("style", .dot(columns.count == 3 ? "tripleColumn" : "doubleColumn"))],
                        trailing: nil)))
        ]
        for column in columns {
            initBody.append(
                .assignment(
                    .member(.self, column.role),
                    .call(.type(.named([names.coordinatorClass(column.coordinator)])), [], trailing: nil)))
        }
        initBody.append(.expression(.call(.initializer(.super), [], trailing: nil)))
        initBody.append(.assignment(.member(split, "delegate"), .self))
        initBody += plan.splitWiring(plans)
        for (position, column) in columns.enumerated() where plans[position]?.selectedFlows.isEmpty == false {
            initBody.append(
                .assignment(
                    .member(.member(.self, column.role), SkeletonPlan.nextNavigationControllerProperty),
                    .member(.member(.self, columns[position + 1].role), "navigationController")))
        }
        members.append(
            .function(
                SwiftFunction(
                    docs: [
                        "`splitViewController`: the one to show the columns on; nil makes a new one. Wires the",
                        "columns: their selects, and going back from the bottom of a selected one.",
                    ],
                    kind: .initializer(failable: false),
                    parameters: [Self.controllerParameter("splitViewController", Self.splitViewController)],
                    body: initBody)))
        var start: [SwiftStatement] = []
        for (position, column) in columns.enumerated() {
            let child = SwiftExpression.member(.self, column.role)
            start += [
                .expression(.call(child, "start")),
                .expression(
                    .call(
                        split, "setViewController", .unlabelled(.member(child, "navigationController")),
                        SwiftArgument("for", .dot(columnPlaces[position])))),
            ]
        }
        members.append(
            .function(
                SwiftFunction(
                    docs: ["Puts each column's navigation controller in its place, each at its root."],
                    kind: .named("start"), body: start)))
        members.append(.mark("Selection"))
        members += plan.splitSelection(
            plans,
            shown: { position in
                [.expression(.call(split, "show", .unlabelled(.dot(columnPlaces[position]))))]
            },
            emptied: { role in
                [
                    .expression(
                        .call(
                            .member(.member(.self, role), "navigationController"), "setViewControllers",
                            .unlabelled(.array([])), SwiftArgument("animated", .boolean(false))))
                ]
            })
        members += conditionMembers()
        members += plan.splitDeepLinks(plans, usage: Self.openUsage, appliesFlows: false)
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "Coordinates the `\(id)` split view on a `UISplitViewController`: one stack coordinator per",
                    "column, and how many columns are selected.",
                ] + (plan.opensLinks ? appUsage : []),
                attributes: ["@MainActor"], isFinal: true, kind: .class, name: className,
                conformances: [.named(["NSObject"])], members: members))
    }

    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`: when the
    /// split collapses to one stack, the last selected column is on top, as the state
    /// reads it in compact width.
    func splitCollapseDelegate() -> SwiftDeclaration {
        let method = SwiftFunction(
            docs: ["Collapsing to one stack (compact width): the last selected column is on top."],
            kind: .named("splitViewController"),
            parameters: [
                SwiftParameter(label: nil, name: "svc", type: Self.splitViewController),
                SwiftParameter(
                    label: "topColumnForCollapsingToProposedTopColumn", name: "proposedTopColumn",
                    type: .named(["UISplitViewController", "Column"])),
            ],
            returnType: .named(["UISplitViewController", "Column"]),
            body: [SkeletonPlan.lastSelectedColumn(columnPlaces, selected: .member(.self, "selected"))])
        return .type(
            SwiftTypeDeclaration(
                kind: .extension, name: className, conformances: [.named(["UISplitViewControllerDelegate"])],
                members: [.function(method)]))
    }

    /// `weak var nextNavigationController`: where a flow this column starts shows.
    func nextColumnProperty() -> [SwiftDeclaration] {
        guard !plan.selectedFlows.isEmpty, let next = plan.splitPlace?.next else { return [] }
        return [
            .variable(
                SwiftVariable(
                    docs: [
                        "The \(next.role) column's navigation controller, where a flow this column starts shows;",
                        "set by the split.",
                    ],
                    attributes: ["weak"], name: SkeletonPlan.nextNavigationControllerProperty,
                    type: .optional(Self.navigationController)))
        ]
    }

    /// `selectedNode`: the next column's state while a flow this column started shows
    /// there, read from that flow's screens.
    func selectedNodeProperty() -> [SwiftDeclaration] {
        let flows = plan.selectedFlows
        guard !flows.isEmpty, plan.readsBack, let next = plan.splitPlace?.next else { return [] }
        let nodeType = names.nodeType(next.coordinator)
        var body: [SwiftStatement] = []
        for flow in flows {
            var scope = SwiftNameScope(reserving: plan.members)
            let bound = scope.rebind(flow.property)
            let stack = scope.claim("stack")
            let viewController = scope.claim("viewController")
            let route = scope.claim("route")
            let value = SwiftExpression.local(bound)
            body.append(
                .if(
                    [.optionalBinding(bound, .member(.self, flow.property))],
                    then: [
                        .binding(
                            isLet: false, name: stack, type: .array(names.destinationType), value: .array([])),
                        .forIn(
                            [viewController],
                            .member(.member(value, "navigationController"), "viewControllers"),
                            [
                                .if(
                                    [
                                        .optionalBinding(
                                            route,
                                            .call(
                                                .member(value, "shownRoute"),
                                                [SwiftArgument("of", .local(viewController))], trailing: nil))
                                    ],
                                    then: [
                                        .expression(
                                            .call(
                                                .local(stack), "append",
                                                .unlabelled(.dotCall(flow.id, [.unlabelled(.local(route))]))))
                                    ], else: nil)
                            ]),
                        .return(
                            .call(.type(nodeType), [SwiftArgument("stack", .local(stack))], trailing: nil)),
                    ], else: nil))
        }
        body.append(.return(.nil))
        return [
            .variable(
                SwiftVariable(
                    docs: ["The \(next.role) column's state while a flow this column started shows there."],
                    name: SkeletonPlan.selectedNodeProperty, type: .optional(nodeType), body: .computed(body))
            )
        ]
    }
}
