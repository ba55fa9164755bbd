/// `guard-no-tabs`: a tab bar whose every tab is hidden at launch.
package struct GuardNoTabsRule: Rule {
    package static let description = RuleDescription(
        id: .guardNoTabs, severity: .error, configurable: true,
        summary: "every tab of a tab bar is hidden at launch",
        rationale: """
            A tab whose `children` entry, or whose own coordinator, has `requires` is hidden \
            while one of them is unmet. When every tab starts hidden, the tab bar has nothing to show when it first \
            appears: the app would open on an empty screen.
            """,
        details: """
            Points at the tabs coordinator's `children` key, with a note per tab saying which \
            requirement hides it (the entry's first, then the tab coordinator's own). Decided \
            with each condition's `initially`.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
            coordinators:
              main:
                kind: tabs
                ↓children: [{ feed: { requires: [signedIn] } }, { profile: { requires: [signedIn] } }]
              feed:
                root: list
                routes:
                  list:
              profile:
                root: me
                routes:
                  me:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              onboarded: { initially: true, setByApp: true }
            coordinators:
              main:
                kind: tabs
                ↓children:
                  - welcome: { requires: ["!onboarded"] }
              welcome:
                root: intro
                routes:
                  intro:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              unlocked:
            coordinators:
              main:
                kind: tabs
                ↓children: [vault]
              vault:
                requires: [unlocked]
                root: items
                routes:
                  items:
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
            coordinators:
              main:
                kind: tabs
                children: [feed, { profile: { requires: [signedIn] } }]
              feed:
                root: list
                routes:
                  list:
              profile:
                root: me
                routes:
                  me:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn: { initially: true, setByApp: true }
            coordinators:
              main:
                kind: tabs
                children: [{ profile: { requires: [signedIn] } }]
              profile:
                root: me
                routes:
                  me:
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return model.coordinatorIndices.compactMap { index in
            let tabs = model[index]
            guard tabs.kind == .tabs, !tabs.tabGuards.isEmpty, !tabs.children.isEmpty,
                let key = context.model.declaration(of: index).childrenKey
            else { return nil }
            var notes: [String] = []
            for position in tabs.children.indices {
                let hiding = tabs.guards(ofTabAt: position).first {
                    !$0.isMet(when: model[$0.condition].initially)
                }
                guard let hiding else { return nil }
                let name = context.model.declaration(of: index).children[position].value
                let condition = model[hiding.condition]
                notes.append(
                    "'\(name)' is hidden while '\(condition.id.value)' is \(hiding.isNegated), and it starts \(condition.initially) (at \(context.spec.files.reference(to: hiding.location)))"
                )
            }
            return context.finding(
                .guardNoTabs, at: key, "every tab of \(context.quoted(index)) is hidden at launch",
                notes: notes,
                help: "leave at least one tab without requires, or start a condition so that one tab shows")
        }
    }
}
