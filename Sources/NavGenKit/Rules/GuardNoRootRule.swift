/// `guard-no-root`: a `root` list none of whose entries is shown at launch.
package struct GuardNoRootRule: Rule {
    package static let description = RuleDescription(
        id: .guardNoRoot, severity: .error, configurable: true,
        summary: "no entry of a root list is shown at launch",
        rationale: """
            A top-level `root` written as a list shows its first entry whose `requires` hold. \
            When the last entry has `requires` too and no entry's hold under the conditions' \
            `initially` values, the app has no root to show when it launches.
            """,
        details: """
            Points at the top-level `root` value, with a note per entry saying which \
            requirement keeps it from being shown. Decided with each condition's `initially`.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            conditions:
              signedIn:
            root: ↓[{ main: { requires: [signedIn] } }]
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            conditions:
              signedIn: { initially: true, setByApp: true }
              onboarded:
            root:
              ↓- login: { requires: ["!signedIn"] }
              - main: { requires: [onboarded] }
            coordinators:
              login:
                root: welcome
                routes:
                  welcome:
              main:
                root: home
                routes:
                  home:
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            conditions:
              signedIn:
            root: [{ login: { requires: ["!signedIn"] } }, main]
            coordinators:
              login:
                root: welcome
                routes:
                  welcome:
              main:
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            conditions:
              signedIn: { initially: true, setByApp: true }
            root: [{ main: { requires: [signedIn] } }]
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
        ])

    /// One finding at the `root` list, when every entry names a coordinator and none
    /// holds at launch: with an unresolved entry, `unknown-reference` says enough.
    /// Root overlays are no root choice, so they are left out.
    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        guard let list = context.spec.rootList,
            model.rootEntries.count + model.rootOverlays.count == list.value.count,
            model.launchRootEntry == nil
        else { return [] }
        let notes = model.rootEntries.compactMap { entry -> String? in
            guard let unmet = entry.guards.first(where: { !$0.isMet(when: model[$0.condition].initially) })
            else { return nil }
            let condition = model[unmet.condition]
            return "'\(entry.id.value)' is not shown while '\(condition.id.value)' is \(unmet.isNegated), "
                + "and it starts \(condition.initially) (at \(context.spec.files.reference(to: unmet.location)))"
        }
        return [
            context.finding(
                .guardNoRoot, at: list.location, "no entry of root is shown at launch", notes: notes,
                help: "leave the last entry without requires, or start a condition so that one entry shows")
        ]
    }
}
