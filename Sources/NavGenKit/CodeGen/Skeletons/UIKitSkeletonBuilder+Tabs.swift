extension UIKitSkeletonBuilder {
    /// Each tab with the property that holds its coordinator: the tab's id, unless
    /// a member has that name already, the class's own or one `NSObject` gives it.
    var tabProperties: [(tab: String, property: String)] {
        plan.tabProperties(
            reserving: Self.reserved + coordinator.children.map(\.value).filter(Self.isInheritedProperty))
    }

    func tabsClass() -> SwiftDeclaration {
        let tabType = SwiftTypeName.named([names.tab(id)])
        let tabBar = SwiftExpression.local("tabBarController")
        var members: [SwiftDeclaration] = [
            .mark("State"),
            .variable(
                SwiftVariable(
                    docs: ["Shows the tabs."], isLet: true, name: "tabBarController",
                    type: .named(["UITabBarController"]))),
        ]
        for (tab, property) in tabProperties {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["The `\(tab)` tab."], isLet: true, name: property,
                        type: .named([names.coordinatorClass(tab)]))))
        }
        members += sharedState(excluding: id)
        members.append(
            .variable(
                SwiftVariable(
                    docs: [
                        "The selected tab: the tab bar controller's, so a tap on the tab bar is seen too."
                    ],
                    name: "selectedTab", type: tabType,
                    body: plan.hidesTabs
                        ? shownTabSelection(tabType)
                        : .getSet(
                            get: [
                                .expression(
                                    .subscripted(
                                        .member(.type(tabType), "allCases"), .member(tabBar, "selectedIndex"))
                                )
                            ],
                            set: [
                                .assignment(
                                    .member(tabBar, "selectedIndex"),
                                    .binary(
                                        .call(
                                            .member(.type(tabType), "allCases"), "firstIndex",
                                            SwiftArgument("of", .local("newValue"))),
                                        "??", .integer(0)))
                            ]))))
        var initBody: [SwiftStatement] = [
            .assignment(
                .member(.self, "tabBarController"),
                Self.controllerOrNew("tabBarController", .named(["UITabBarController"])))
        ]
        for (tab, property) in tabProperties {
            initBody.append(
                .assignment(
                    .member(.self, property),
                    .call(.type(.named([names.coordinatorClass(tab)])), [], trailing: nil)))
        }
        initBody.append(.expression(.call(.initializer(.super), [], trailing: nil)))
        if !plan.tappedTabChecks.isEmpty {
            initBody.append(.assignment(.member(.member(.self, "tabBarController"), "delegate"), .self))
        }
        initBody += tabWiring(in: SwiftNameScope(parameters: ["tabBarController"]))
        members.append(
            .function(
                SwiftFunction(
                    docs: ["`tabBarController`: the one to show the tabs on; nil makes a new one."],
                    kind: .initializer(failable: false),
                    parameters: [
                        Self.controllerParameter("tabBarController", .named(["UITabBarController"]))
                    ],
                    body: initBody)))
        var start: [SwiftStatement] = []
        for (tab, property) in tabProperties {
            let child = SwiftExpression.member(.self, property)
            start.append(.expression(.call(child, "start")))
            start.append(
                .assignment(
                    .member(.member(.member(child, shownController(of: tab)), "tabBarItem"), "title"),
                    .string(SwiftName.upperCamel(tab))))
        }
        if plan.hidesTabs {
            start.append(.expression(.call(.local("showVisibleTabs"), [], trailing: nil)))
        } else {
            start.append(
                .assignment(
                    .member(tabBar, "viewControllers"),
                    .array(
                        tabProperties.map {
                            .member(.member(.self, $0.property), shownController(of: $0.tab))
                        })
                ))
        }
        start.append(.assignment(.local("selectedTab"), .dot(coordinator.initialTab ?? "")))
        members.append(
            .function(
                SwiftFunction(
                    docs: ["Puts every tab on the tab bar, each at its root."], kind: .named("start"),
                    body: start)))
        if plan.hidesTabs { members.append(showVisibleTabsMethod(tabProperties)) }
        members += conditionMembers()
        members += tabsDeepLinks(selectingFirst: false)
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "Coordinates the `\(id)` tab bar on a `UITabBarController`: one stack coordinator per tab."
                ]
                    + (plan.opensLinks ? appUsage : []),
                attributes: ["@MainActor"], isFinal: true, kind: .class, name: className,
                conformances: [.named(["NSObject"])], members: members))
    }
}
