/// Conditions in a UIKit skeleton (docs/spec.md, "Conditions that resume"): the root
/// coordinator owns `conditions` and acts on each change in `didSet`, presents the
/// flows that satisfy them over whatever is on top, and a tab bar keeps a hidden tab
/// out of its `UITabBarController`'s `viewControllers`.
extension UIKitSkeletonBuilder {
    private static func flowProperty(_ condition: String) -> String { condition + "Flow" }

    /// The root's state: `conditions`, the waiting move and the satisfying flows on screen;
    /// a tab bar's `visibleTabs` and `shownTabs`.
    func conditionState() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if plan.ownsConditions {
            let didSet: [SwiftStatement] =
                plan.hidesTabs ? [.expression(.call(.local("showVisibleTabs"), [], trailing: nil))] : []
            members.append(plan.conditionsProperty(didSet: didSet + plan.tellObservers))
            members += plan.conditionObservation + plan.waitingFlowFlag
            if !plan.conditions.satisfiable.isEmpty { members.append(plan.waitingMoveProperty) }
            for entry in plan.conditions.satisfiable {
                guard let flow = entry.flow else { continue }
                members.append(
                    .variable(
                        SwiftVariable(
                            docs: ["The `\(flow.coordinator)` flow while it is on screen for `\(entry.id)`."],
                            name: Self.flowProperty(entry.id),
                            type: .optional(.named([names.coordinatorClass(flow.coordinator)])))))
            }
        }
        if plan.hidesTabs {
            members.append(plan.visibleTabsProperty())
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["The tabs in the tab bar controller's `viewControllers`, in order."],
                        access: .private,
                        name: "shownTabs", type: .array(.named([names.tab(id)])), body: .stored(.array([])))))
        }
        return members
    }

    /// `selectedTab` of a tab bar whose tabs hide: an index into the tabs shown.
    func shownTabSelection(_ tabType: SwiftTypeName) -> SwiftVariable.Body {
        let tabBar = SwiftExpression.local("tabBarController")
        return .getSet(
            get: [
                .let("index", .member(tabBar, "selectedIndex")),
                .return(
                    .ternary(
                        .call(
                            .member(.member(.local("shownTabs"), "indices"), "contains"),
                            [.unlabelled(.local("index"))], trailing: nil),
                        .subscripted(.local("shownTabs"), .local("index")), .dot(plan.launchTab))),
            ],
            set: [
                .assignment(
                    .member(tabBar, "selectedIndex"),
                    .binary(
                        .call(.local("shownTabs"), "firstIndex", SwiftArgument("of", .local("newValue"))),
                        "??", .integer(0)))
            ])
    }

    /// `showVisibleTabs()`: puts the visible tabs in the tab bar controller.
    func showVisibleTabsMethod(_ tabs: [(tab: String, property: String)]) -> SwiftDeclaration {
        let cases = tabs.map { tab, property in
            SwiftSwitchCase(
                patterns: [.enumCase(tab, [])],
                body: [.expression(.member(.member(.self, property), "navigationController"))])
        }
        return .function(
            SwiftFunction(
                docs: [
                    "Puts the visible tabs in the tab bar controller; a hidden selected tab selects the first",
                    "visible one.",
                ],
                kind: .named("showVisibleTabs"),
                body: [
                    .let("selected", .local("selectedTab")),
                    .assignment(.local("shownTabs"), .local("visibleTabs")),
                    .assignment(
                        .member(.local("tabBarController"), "viewControllers"),
                        .call(
                            .member(.local("shownTabs"), "map"), [],
                            trailing: SwiftClosure(
                                parameters: ["tab"], returnType: Self.viewController,
                                body: [.switch(.local("tab"), cases)]))),
                    .assignment(.local("selectedTab"), .local("selected")),
                ]))
    }

    /// The root's methods: one `waitFor...` per condition a flow satisfies, their handlers,
    /// and how the flows are presented and dismissed.
    func conditionMembers() -> [SwiftDeclaration] {
        guard plan.ownsConditions, !plan.conditions.satisfiable.isEmpty else { return [] }
        var members: [SwiftDeclaration] = [.mark("Conditions")]
        members += plan.satisfyingMembers { entry, flow in
            let local = SwiftExpression.local("flow")
            return [
                .assignment(.local(Self.flowProperty(entry.id)), local),
                .expression(.call(local, "start")),
                .expression(
                    .call(
                        .local("presentConditionFlow"),
                        [
                            .unlabelled(.member(local, "navigationController")),
                            SwiftArgument("style", Self.modalStyle(flow.style)),
                        ],
                        trailing: nil)),
            ]
        }
        // The move waits for the dismissal: presenting during it would fail.
        let shown = plan.conditions.satisfiable.map {
            SwiftExpression.optionalMember(.local(Self.flowProperty($0.id)), "navigationController")
        }
        var close = plan.takeWaitingMove
        close.append(
            .binding(
                isLet: true, name: "shown", type: .optional(Self.viewController),
                value: shown.dropFirst().reduce(shown[0]) { .binary($0, "??", $1) }))
        close += plan.conditions.satisfiable.map { .assignment(.local(Self.flowProperty($0.id)), .nil) }
        close.append(
            .if(
                [.optionalBinding("presenter", .optionalMember(.local("shown"), "presentingViewController"))],
                then: [
                    .expression(
                        .call(
                            .member(.local("presenter"), "dismiss"),
                            [
                                SwiftArgument("animated", .boolean(true)),
                                SwiftArgument("completion", .local("move")),
                            ],
                            trailing: nil))
                ],
                else: [
                    .if(
                        [.optionalBinding("move", .local("move"))],
                        then: [.expression(.call(.local("move"), [], trailing: nil))], else: nil)
                ]))
        members.append(
            plan.closeConditionFlowMethod(
                docs:
                    "Dismisses the flow on screen that satisfies a condition, then resumes the waiting move or drops it.",
                body: close))
        let screen = SwiftExpression.local("viewController")
        let presenter = SwiftExpression.local("presenter")
        members.append(
            .function(
                SwiftFunction(
                    docs: ["Presents a flow that satisfies a condition over whatever is on top."],
                    access: .private, kind: .named("presentConditionFlow"),
                    parameters: [
                        SwiftParameter(label: nil, name: "viewController", type: Self.viewController),
                        SwiftParameter("style", .named(["UIModalPresentationStyle"])),
                    ],
                    body: [
                        .assignment(.member(screen, "modalPresentationStyle"), .local("style")),
                        .binding(
                            isLet: false, name: "presenter", type: Self.viewController,
                            value: .local(
                                coordinator.kind == .tabs ? "tabBarController" : "navigationController")),
                        .whileLet(
                            "presented", .member(presenter, "presentedViewController"),
                            [.assignment(presenter, .local("presented"))]),
                        .expression(
                            .call(
                                presenter, "present", .unlabelled(screen),
                                SwiftArgument("animated", .boolean(true)))),
                    ])))
        return members
    }

    /// A tap on a tab whose coordinator requires conditions checks them, as a `tab:` move
    /// does: the tab bar controller asks its delegate first.
    func tabTapDelegate(_ tabs: [(tab: String, property: String)]) -> SwiftDeclaration? {
        let tapped = plan.tappedTabChecks
        guard !tapped.isEmpty else { return nil }
        var body: [SwiftStatement] = []
        for (tab, checks) in tapped {
            guard let property = tabs.first(where: { $0.tab == tab })?.property else { continue }
            body.append(
                .if(
                    [
                        .expression(
                            .binary(
                                .local("viewController"), "===",
                                .member(.member(.self, property), "navigationController")))
                    ],
                    then: plan.tapChecks(tab, checks, undo: [], returning: .boolean(false)), else: nil))
        }
        body.append(.return(.boolean(true)))
        let method = SwiftFunction(
            docs: ["A tap on a tab: one whose coordinator requires conditions checks them first."],
            kind: .named("tabBarController"),
            parameters: [
                SwiftParameter(label: nil, name: "tabBarController", type: .named(["UITabBarController"])),
                SwiftParameter(label: "shouldSelect", name: "viewController", type: Self.viewController),
            ],
            returnType: .bool, body: body)
        return .type(
            SwiftTypeDeclaration(
                kind: .extension, name: className, conformances: [.named(["UITabBarControllerDelegate"])],
                members: [.function(method)]))
    }
}
