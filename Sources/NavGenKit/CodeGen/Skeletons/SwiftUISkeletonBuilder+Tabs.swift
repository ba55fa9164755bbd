extension SwiftUISkeletonBuilder {
    /// Each tab with the property that holds its coordinator.
    var tabProperties: [(tab: String, property: String)] { plan.tabProperties(reserving: Self.reserved) }

    /// `selectedTab`'s `didSet` when a tab's coordinator requires conditions: an unmet
    /// one puts the previous tab back, then waits or refuses.
    private var tapChecks: [SwiftStatement] {
        let tapped = plan.tappedTabChecks
        guard !tapped.isEmpty else { return [] }
        var cases = tapped.map { tab, checks in
            SwiftSwitchCase(
                patterns: [.enumCase(tab, [])],
                body: plan.tapChecks(
                    tab, checks, undo: [.assignment(.local("selectedTab"), .local("oldValue"))],
                    returning: nil, in: SwiftNameScope(parameters: ["oldValue"])))
        }
        if tapped.count < coordinator.children.count {
            cases.append(SwiftSwitchCase(patterns: [], body: [.break]))
        }
        return [.switch(.local("selectedTab"), cases)]
    }

    /// The doc comment of the initializer that wires the tabs.
    private var wiringDocs: String {
        var parts = [
            "their `tab:` transitions",
            coordinator.outcomes.isEmpty
                ? "their `dismiss` of a presented tab bar" : "their `dismiss` and `finish` of this tab bar",
        ]
        if !plan.conditions.isEmpty { parts.append("the conditions") }
        return "Wires the tabs: " + parts.dropLast().joined(separator: ", ") + ", and "
            + parts[parts.count - 1] + "."
    }

    func tabsClass() -> SwiftDeclaration {
        let tabType = SwiftTypeName.named([names.tab(id)])
        var members: [SwiftDeclaration] = [
            .mark("State"),
            .variable(
                SwiftVariable(
                    docs: ["The selected tab."]
                        + (tapChecks.isEmpty
                            ? []
                            : [
                                "A tap on a tab whose coordinator requires conditions checks them, as a `tab:` move does."
                            ]),
                    name: "selectedTab", type: tabType,
                    body: tapChecks.isEmpty
                        ? .stored(.dot(plan.launchTab)) : .observed(.dot(plan.launchTab), didSet: tapChecks))),
        ]
        for (tab, property) in tabProperties {
            let type = SwiftTypeName.named([names.coordinatorClass(tab)])
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["The `\(tab)` tab."], isLet: true, name: property,
                        body: .stored(.call(.type(type), [], trailing: nil)))))
        }
        members += sharedState(excluding: id)
        let wiring = tabWiring(in: SwiftNameScope())
        if !wiring.isEmpty {
            members.append(
                .function(
                    SwiftFunction(
                        docs: [wiringDocs],
                        kind: .initializer(failable: false), body: wiring)))
        }
        members += conditionMembers()
        members += tabsDeepLinks(selectingFirst: true)
        return coordinatorClass(
            docs: ["Coordinates the `\(id)` tab bar: which tab is selected, and the coordinator of each tab."]
                + (plan.opensLinks ? appUsage : []),
            members: members)
    }
}
