/// Conditions in a UIKit skeleton (docs/spec.md, "Conditions that resume"): the root
/// coordinator owns `conditions` and acts on each change in `didSet`, presents the
/// flows that satisfy them over whatever is on top, and a tab bar keeps a hidden tab
/// out of its `UITabBarController`'s `viewControllers`.
extension UIKitSkeletonBuilder {
    private static func flowProperty(_ condition: String) -> String { condition + "Flow" }

    /// The most flows `closeConditionFlow(resuming:)` finds with a chain of `??`: eight
    /// type-check in a fraction of a second, and each one more takes about twice as long.
    private static let longestChain = 8

    /// The root's state: `conditions`, the waiting move and the satisfying flows on screen;
    /// a tab bar's `visibleTabs` and `shownTabs`.
    func conditionState() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if plan.ownsConditions {
            let didSet: [SwiftStatement] =
                plan.hidesTabs ? [.expression(.call(.local("showVisibleTabs"), [], trailing: nil))] : []
            members.append(
                plan.conditionsProperty(didSet: didSet + plan.tellObservers + plan.tellRootCoordinator))
            members += plan.conditionsHook
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
        var scope = SwiftNameScope(reserving: ["tabBarController", "shownTabs"])
        let name = scope.claim("index")
        let index = SwiftExpression.local(name)
        return .getSet(
            get: [
                .let(name, .member(tabBar, "selectedIndex")),
                .return(
                    .ternary(
                        .call(
                            .member(.member(.local("shownTabs"), "indices"), "contains"),
                            [.unlabelled(index)], trailing: nil),
                        .subscripted(.local("shownTabs"), index), .dot(plan.launchTab))),
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
        var scope = SwiftNameScope(reserving: ["selectedTab", "shownTabs", "visibleTabs", "tabBarController"])
        let selected = scope.claim("selected")
        var closure = scope
        let tab = closure.claim("tab")
        let cases = tabs.map { tab, property in
            SwiftSwitchCase(
                patterns: [.enumCase(tab, [])],
                body: [.expression(.member(.member(.self, property), shownController(of: tab)))])
        }
        return .function(
            SwiftFunction(
                docs: [
                    "Puts the visible tabs in the tab bar controller; a hidden selected tab selects the first",
                    "visible one.",
                ],
                kind: .named("showVisibleTabs"),
                body: [
                    .let(selected, .local("selectedTab")),
                    .assignment(.local("shownTabs"), .local("visibleTabs")),
                    .assignment(
                        .member(.local("tabBarController"), "viewControllers"),
                        .call(
                            .member(.local("shownTabs"), "map"), [],
                            trailing: SwiftClosure(
                                parameters: [tab], returnType: Self.viewController,
                                body: [.switch(.local(tab), cases)]))),
                    .assignment(.local("selectedTab"), .local(selected)),
                ]))
    }

    /// The root's methods: one `waitFor...` per condition a flow satisfies, their handlers,
    /// and how the flows are presented and dismissed.
    func conditionMembers() -> [SwiftDeclaration] {
        guard plan.ownsConditions, !plan.conditions.satisfiable.isEmpty else { return [] }
        var members: [SwiftDeclaration] = [.mark("Conditions")]
        members += plan.satisfyingMembers(using: ["presentConditionFlow"]) { entry, flow, local in
            [
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
        let flows = plan.conditions.satisfiable.map { Self.flowProperty($0.id) }
        let onScreen = flows.map { SwiftExpression.optionalMember(.local($0), "navigationController") }
        members.append(
            plan.closeConditionFlowMethod(
                docs:
                    "Dismisses the flow on screen that satisfies a condition, then resumes the waiting move or drops it.",
                using: flows
            ) { move, scope in
                var close: [SwiftStatement]
                let shown: String
                if onScreen.count <= Self.longestChain {
                    shown = scope.claim("shown")
                    close = [
                        .binding(
                            isLet: true, name: shown, type: .optional(Self.viewController),
                            value: onScreen.dropFirst().reduce(onScreen[0]) { .binary($0, "??", $1) })
                    ]
                } else {
                    // The compiler type-checks a chain of `??` in time exponential in its
                    // length: past a few flows, the one on screen is the first of a list.
                    let screens = scope.claim("screens")
                    shown = scope.claim("shown")
                    close = [
                        .binding(
                            isLet: true, name: screens, type: .array(.optional(Self.viewController)),
                            value: .array(onScreen)),
                        .let(
                            shown,
                            .member(
                                .call(
                                    .member(.local(screens), "compactMap"), [],
                                    trailing: SwiftClosure(body: [.expression(.closureArgument(0))])),
                                "first")),
                    ]
                }
                var presenting = scope
                let presenter = presenting.claim("presenter")
                // `if let move`: the optional unwrapped in place, under its own name.
                var unwrapping = scope
                let resumed = unwrapping.rebind(move)
                close += flows.map { .assignment(.local($0), .nil) }
                close.append(
                    .if(
                        [
                            .optionalBinding(
                                presenter, .optionalMember(.local(shown), "presentingViewController"))
                        ],
                        then: [
                            .expression(
                                .call(
                                    .member(.local(presenter), "dismiss"),
                                    [
                                        SwiftArgument("animated", .boolean(true)),
                                        SwiftArgument("completion", .local(move)),
                                    ],
                                    trailing: nil))
                        ],
                        else: [
                            .if(
                                [.optionalBinding(resumed, .local(move))],
                                then: [.expression(.call(.local(resumed), [], trailing: nil))], else: nil)
                        ]))
                return close
            })
        members.append(
            UIKitPresentTemplate.presentConditionFlow(
                from: coordinator.kind == .tabs ? "tabBarController" : "navigationController",
                anchorsPopovers: plan.index.conditionFlowsPresentPopovers))
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
                                .member(.member(.self, property), shownController(of: tab))))
                    ],
                    then: plan.tapChecks(
                        tab, checks, undo: [], returning: .boolean(false),
                        in: SwiftNameScope(parameters: ["tabBarController", "viewController"])),
                    else: nil))
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
