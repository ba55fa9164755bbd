extension NavigationFileBuilder {
    private var destinations: SwiftTypeName { .array(names.destinationType) }

    /// `struct <App>NavigationState`: the root coordinator's node, the launch state,
    /// and the visible path.
    func stateStruct(plans: DeepLinkPlans?) throws -> SwiftDeclaration {
        let rootNode = SwiftTypeName.named([names.node(model.rootID)])
        let root = SwiftVariable(
            docs: hasRootList
                ? ["The entry of the `root` list shown, and through it the whole tree."]
                : ["The root coordinator, `\(model.rootID)`, and through it the whole tree."],
            access: access, name: "root", type: rootType)
        let launch = SwiftFunction(
            docs: [
                "The launch state: tab bars on their initial tab, every stack at its root, nothing presented."
            ],
            access: access, kind: .initializer(failable: false),
            body: [.assignment(.member(.self, "root"), .call(.type(rootNode), [], trailing: nil))])
        let withRoot = SwiftFunction(
            docs: ["A state with this tree, e.g. one restored from disk."],
            access: access, kind: .initializer(failable: false),
            parameters: [SwiftParameter("root", rootNode)],
            body: [.assignment(.member(.self, "root"), .local("root"))])
        let path = SwiftVariable(
            docs: [
                "The screens visible from the bottom of the active branch to the top: what",
                "`navgen simulate` prints as `path`.",
            ],
            access: access, name: "path", type: destinations,
            body: .computed([.expression(.member(.local("root"), "path"))]))
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "The whole navigation tree: the selected tab of every tab bar, every stack, and what",
                    "each presents. A value: compare it in tests, encode it to restore navigation.",
                ],
                access: access, kind: .struct, name: names.stateType,
                conformances: Self.conformances("Hashable", "Codable", "Sendable"),
                members: try stateMembers(
                    root: root, initializers: [launch, withRoot], path: path, plans: plans)))
    }

    /// The root, the initializers and the path; with conditions, their members too.
    private func stateMembers(
        root: SwiftVariable, initializers: [SwiftFunction], path: SwiftVariable, plans: DeepLinkPlans?
    ) throws -> [SwiftDeclaration] {
        guard hasConditions else {
            return [.variable(root)] + initializers.map(SwiftDeclaration.function) + [.variable(path)]
        }
        let (variables, conditionInitializers) = try conditionStateMembers(plans: plans)
        return [.variable(root)] + variables + conditionInitializers + [.variable(path)]
    }

    /// The nested node types: one per coordinator that owns a node, then `Modal`,
    /// `PresentationStyle` and `Flow` when anything is presented.
    func stateNodes() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = hasRootList ? [rootEnum()] : []
        for id in model.nodeCoordinators {
            guard let coordinator = model.coordinator(id) else { continue }
            switch coordinator.kind {
            case .stack: members.append(stackNode(coordinator))
            case .tabs: members.append(tabsNode(coordinator))
            case .routes: break
            case .split:
                members.append(
                    nodeStruct(
                        ["The `\(coordinator.id.value)` split view."], names.node(coordinator.id.value),
                        splitNode(coordinator)))
            }
        }
        if model.hasModals {
            members.append(modalEnum())
            members.append(styleEnum())
            if !model.modalFlows.isEmpty { members.append(flowEnum()) }
            if !model.alertCoordinators.isEmpty { members.append(stateAlertEnum()) }
        }
        return .type(SwiftTypeDeclaration(kind: .extension, name: names.stateType, members: members))
    }

    private func nodeStruct(_ docs: [String], _ name: String, _ members: [SwiftDeclaration])
        -> SwiftDeclaration
    {
        .type(
            SwiftTypeDeclaration(
                docs: docs, access: access, kind: .struct, name: .named([name]),
                conformances: Self.conformances("Hashable", "Codable", "Sendable"), members: members))
    }

    private func stackNode(_ coordinator: Coordinator) -> SwiftDeclaration {
        let id = coordinator.id.value
        let launchStack =
            model.rootRef(of: coordinator).flatMap(model.launchEntry).map { [destination($0)] } ?? []
        var members: [SwiftDeclaration] = [
            .variable(
                SwiftVariable(
                    docs: [
                        "Bottom first, from the root route; the routes of flows started `as: push` follow",
                        "the route that started them.",
                    ],
                    access: access, name: "stack", type: destinations))
        ]
        var parameters = [SwiftParameter("stack", destinations, defaultValue: .array(launchStack))]
        var path: SwiftExpression = .local("stack")
        if model.hasModals {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["What the top route presents."], access: access, name: "modal",
                        type: .optional(.named(["Modal"])))))
            parameters.append(SwiftParameter("modal", .optional(.named(["Modal"])), defaultValue: .nil))
            path = .binary(path, "+", .parenthesized(modalPath(.local("modal"))))
        }
        members.append(memberwiseInit(parameters))
        members.append(pathProperty(path))
        return nodeStruct(["The `\(id)` stack."], names.node(id), members)
    }

    private func tabsNode(_ coordinator: Coordinator) -> SwiftDeclaration {
        let id = coordinator.id.value
        let tabType = SwiftTypeName.named([names.tab(id)])
        let tabs = coordinator.children.map(\.value).filter { model.coordinator($0) != nil }
        let tabsStruct = nodeStruct(
            ["One node per tab, named after the tab's coordinator."], "Tabs",
            tabs.map { tab in
                .variable(SwiftVariable(access: access, name: tab, type: .named([names.node(tab)])))
            }
                + [
                    memberwiseInit(
                        tabs.map { tab in
                            SwiftParameter(
                                tab, .named([names.node(tab)]),
                                defaultValue: .call(.type(.named([names.node(tab)])), [], trailing: nil))
                        })
                ])
        let selectedPath = SwiftStatement.switch(
            .local("selected"),
            tabs.map { tab in
                SwiftSwitchCase(
                    patterns: [.enumCase(tab, [])],
                    body: [.expression(.member(.member(.local("tabs"), tab), "path"))])
            })
        var members: [SwiftDeclaration] = [
            .variable(
                SwiftVariable(docs: ["The selected tab."], access: access, name: "selected", type: tabType)),
            .variable(
                SwiftVariable(
                    docs: ["Every tab's node, selected or not."], access: access, name: "tabs",
                    type: .named(["Tabs"]))),
            memberwiseInit([
                SwiftParameter(
                    "selected", tabType, defaultValue: .dot(coordinator.initialTab ?? tabs.first ?? "")),
                SwiftParameter(
                    "tabs", .named(["Tabs"]), defaultValue: .call(.type(.named(["Tabs"])), [], trailing: nil)),
            ]),
            pathProperty(selectedPath),
            tabsStruct,
        ]
        if model.hasGoItems { members.append(.function(keepingOtherTabsFunction(coordinator))) }
        return nodeStruct(["The `\(id)` tab bar."], names.node(id), members)
    }

    private func memberwiseInit(_ parameters: [SwiftParameter]) -> SwiftDeclaration {
        .function(
            SwiftFunction(
                access: access, kind: .initializer(failable: false), parameters: parameters,
                body: parameters.map { .assignment(.member(.self, $0.name), .local($0.name)) }))
    }

    private func pathProperty(_ path: SwiftExpression) -> SwiftDeclaration {
        pathProperty(.expression(path))
    }

    private func pathProperty(_ statement: SwiftStatement) -> SwiftDeclaration {
        .variable(
            SwiftVariable(
                docs: ["The visible screens, bottom first."], access: access, name: "path",
                type: destinations,
                body: .computed([statement])))
    }

    /// `modal?.path ?? []`
    private func modalPath(_ modal: SwiftExpression) -> SwiftExpression {
        .binary(.optionalMember(modal, "path"), "??", .array([]))
    }

    private func modalEnum() -> SwiftDeclaration {
        let style = SwiftTypeName.named(["PresentationStyle"])
        var cases: [SwiftDeclaration] = [
            .enumCase(
                SwiftEnumCase(
                    docs: ["A route shown by `sheet:` or `cover:`, and what it presents in turn."],
                    name: "route",
                    associatedValues: [
                        SwiftAssociatedValue(type: names.destinationType),
                        SwiftAssociatedValue(label: "style", type: style),
                        SwiftAssociatedValue(label: "modal", type: .optional(.named(["Modal"]))),
                    ]))
        ]
        var pathCases = [
            SwiftSwitchCase(
                patterns: [.enumCase("route", [.binding("destination"), .wildcard, .binding("modal")])],
                body: [
                    .expression(
                        .binary(
                            .array([.local("destination")]), "+", .parenthesized(modalPath(.local("modal")))))
                ])
        ]
        if !model.modalFlows.isEmpty {
            cases.append(
                .enumCase(
                    SwiftEnumCase(
                        docs: ["A child coordinator started `as: sheet` or `as: cover`."], name: "flow",
                        associatedValues: [
                            SwiftAssociatedValue(type: .named(["Flow"])),
                            SwiftAssociatedValue(label: "style", type: style),
                        ])))
            for flow in model.modalFlows {
                pathCases.append(
                    SwiftSwitchCase(
                        patterns: [.enumCase("flow", [.enumCase(flow, [.binding("node")]), .wildcard])],
                        body: [.expression(.member(.local("node"), "path"))]))
            }
        }
        if !model.alertCoordinators.isEmpty {
            cases.append(
                .enumCase(
                    SwiftEnumCase(
                        docs: [
                            "An alert or confirmation dialog: it shows no screen, so it adds nothing to `path`."
                        ],
                        name: "alert", associatedValues: [SwiftAssociatedValue(type: .named(["Alert"]))])))
            pathCases.append(
                SwiftSwitchCase(patterns: [.enumCase("alert", [.wildcard])], body: [.expression(.array([]))]))
        }
        return .type(
            SwiftTypeDeclaration(
                docs: ["A sheet or full-screen cover."], access: access, kind: .indirectEnum,
                name: .named(["Modal"]),
                conformances: Self.conformances("Hashable", "Codable", "Sendable"),
                members: cases + [pathProperty(.switch(.self, pathCases))]))
    }

    private func styleEnum() -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                docs: ["How a route or flow is presented."], access: access, kind: .enum,
                name: .named(["PresentationStyle"]),
                conformances: Self.conformances("String", "Hashable", "Codable", "Sendable"),
                members: model.stateStyles.compactMap(\.stateCase).map { .enumCase(SwiftEnumCase(name: $0)) })
        )
    }

    private func flowEnum() -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                docs: ["A child coordinator shown as a sheet or cover, with its node."], access: access,
                kind: model.hasFlowCycles ? .indirectEnum : .enum,
                name: .named(["Flow"]), conformances: Self.conformances("Hashable", "Codable", "Sendable"),
                members: model.modalFlows.map { flow in
                    .enumCase(
                        SwiftEnumCase(
                            name: flow,
                            associatedValues: [SwiftAssociatedValue(type: .named([names.node(flow)]))]))
                }))
    }

    /// `.coordinator(.route(name: value, ...))`: a destination as an expression.
    func destination(_ value: RouteValue) -> SwiftExpression {
        let route = model.route(value.ref)
        let arguments = zip(route?.params ?? [], value.arguments).map { param, argument in
            SwiftArgument(param.name.value, argument)
        }
        return .dotCall(value.ref.coordinator, [.unlabelled(.dotCall(value.ref.route, arguments))])
    }
}
