/// A tab finishing its tab bar: each tab's coordinator gets `finish<Tabs>`, a closure
/// its tab bar sets to its own `onFinish`, and a `finish:` with the tab bar's outcome
/// calls it (docs/spec/coordinators.md, "Outcomes of a tab bar").
extension SkeletonPlan {
    /// The tab bars with outcomes that this stack is a tab of, each with the closure
    /// property that finishes it: `finishTabTray`.
    var finishedTabBars: [(tabBar: String, property: String)] {
        guard coordinator.kind == .stack, let own = navigation.coordinator(named: id) else { return [] }
        return navigation[own].tabBars.filter { !navigation[$0].outcomes.isEmpty }.map {
            let tabBar = navigation[$0].id.value
            return (tabBar, Self.tabBarFinisher(tabBar))
        }
    }

    /// The `finish<Tabs>` closures of `coordinator`, as names its methods must not take
    /// (a tab's `finish: tabTray` would otherwise be `finishTabTray()` too).
    static func tabBarFinishers(of coordinator: Coordinator, _ index: SkeletonIndex) -> [String] {
        let navigation = index.model.model
        guard coordinator.kind == .stack, let own = navigation.coordinator(named: coordinator.id.value) else {
            return []
        }
        return navigation[own].tabBars.filter { !navigation[$0].outcomes.isEmpty }.map {
            tabBarFinisher(navigation[$0].id.value)
        }
    }

    /// `finishTabTray`: the closure by which a tab finishes the tab bar `tabBar`.
    static func tabBarFinisher(_ tabBar: String) -> String { "finish" + SwiftName.upperCamel(tabBar) }

    /// The closure `finish: outcome` calls: `onFinish` for the coordinator's own
    /// outcome, `finish<Tabs>` for its tab bar's.
    func finishCallback(_ outcome: String) -> String {
        guard let own = navigation.coordinator(named: id),
            let finisher = navigation.finisher(of: outcome, from: own),
            finisher != own
        else { return "onFinish" }
        return Self.tabBarFinisher(navigation[finisher].id.value)
    }

    /// A tab's `finish<Tabs>` properties, doing nothing until its tab bar sets them.
    var tabBarFinishCallbacks: [SwiftDeclaration] {
        finishedTabBars.map { tabBar, property in
            .variable(
                SwiftVariable(
                    docs: ["Finishes the `\(tabBar)` tab bar this tab is in; set by that tab bar."],
                    name: property, type: .function([.named([names.outcome(tabBar)])], .void),
                    body: .stored(.closure(SwiftClosure(parameters: ["_"], body: [])))))
        }
    }

    /// Lets a tab finish this tab bar: its `finish<Tabs>` calls this flow's `onFinish`.
    func forwardFinish(to tab: String, local: SwiftExpression) -> [SwiftStatement] {
        guard coordinator.kind == .tabs, !coordinator.outcomes.isEmpty,
            navigation.coordinator(named: tab).map({ navigation[$0].kind == .stack }) == true
        else { return [] }
        return [
            .assignment(
                .member(local, Self.tabBarFinisher(id)),
                SkeletonSyntax.weakSelf(
                    ["outcome"], SkeletonSyntax.optionalSelfCall("onFinish", [.unlabelled(.local("outcome"))])
                ))
        ]
    }
}
