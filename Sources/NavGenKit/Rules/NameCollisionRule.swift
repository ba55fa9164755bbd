/// `name-collision`: two names that generate the same Swift declaration or the same
/// file. Its findings (``findings(in:names:files:)``) come from the names the decoder
/// records and the decoded spec; the check of the generated file names reports
/// names equal up to case.
package enum NameCollisionRule: RuleDescribing {
    package static let description = RuleDescription(
        id: .nameCollision, severity: .error, configurable: true,
        summary:
            "a list repeats a name, or two names generate the same Swift type, or file names equal up to case",
        rationale: """
            A repeated name, an app type spelled like a generated one (`RecipesRoute`) or like a \
            type the generated code uses (`View`, `URL`), or a tab spelled like a member its enum \
            already has (`allCases`), produces duplicate or shadowing Swift declarations that do \
            not compile. Two generated files whose names differ only in letter case are one file \
            on macOS's case-insensitive disk: one skeleton would never be written, or `--force` \
            would overwrite the other.
            """,
        details: """
            It is judged with the spec's shape: a spec with a collision gets no findings from \
            the semantic rules, which read a model that cannot hold two things of one name. \
            An alert takes a name of its coordinator's routes and children; a stack's route \
            sets may not bring in a route or alert name the stack already has; a tab stack may \
            not declare an outcome its tab bar declares (reported at the tab's). Among the files `navgen generate` writes (`<App>Navigation.swift` and every \
            `<Coordinator>Coordinator.swift`, whatever `--ui` will be), two names equal up to \
            letter case (Unicode case folding: `ß` and `SS` too) are reported at the later \
            definition in the file, with a note at the earlier. `generate` refuses such a spec \
            even with `name-collision` turned off, since it would lose a file.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [onboarding, ↓onboarding]   # the second entry
                routes:
                  home:
                    transitions:
                      - start: onboarding
              onboarding:
                root: welcome
                routes:
                  welcome:
            """,
            RuleExampleSpec.spec(
                routes: """
                    home:
                      params: { detail: ↓MainRoute }
                    """, deepLinks: ""),
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                alerts:
                  ↓home: { outcomes: [ok] }
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                uses: [common, ↓legal]
                routes:
                  home:
                    transitions: [{ push: terms }]
              common:
                kind: routes
                routes:
                  terms:
              legal:
                kind: routes
                routes:
                  terms:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [ab, aB]
                routes:
                  home:
                    transitions:
                      - start: ab
                      - start: aB
              ab:
                root: one
                routes:
                  one:
              ↓aB:
                root: two
                routes:
                  two:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [tabTray]
                routes:
                  home:
                    transitions:
                      - start: tabTray
                        then: { selected: stay, closed: stay }
              tabTray:
                kind: tabs
                children: [openTabs]
                outcomes: [selected, closed]
              openTabs:
                root: tabList
                outcomes: [↓selected]
                routes:
                  tabList:
                    transitions: [{ finish: closed }]
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [onboarding]
                routes:
                  home:
                    params: { detail: Recipe }
                    transitions:
                      - start: onboarding
              onboarding:
                root: welcome
                routes:
                  welcome:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            rules:
              name-collision: off
            coordinators:
              main:
                root: home
                children: [onboarding, onboarding]
                routes:
                  home:
                    transitions:
                      - start: onboarding
              onboarding:
                root: welcome
                routes:
                  welcome:
            """,
        ])
}
