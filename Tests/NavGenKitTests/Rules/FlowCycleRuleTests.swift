import NavGenKit
import Testing

/// Recursive flows: one warning per family of coordinators that contain each other,
/// at the family's first `start` item, which its route's `allow:` silences.
@Suite struct FlowCycleRuleTests {
    @Test func aCycleOfThreeIsSpelledFromItsFirstStart() {
        let findings = validate(
            spec(
                """
                  main:
                    root: home
                    children: [a]
                    routes:
                      home:
                        transitions: [{ start: a }]
                  a:
                    root: x
                    children: [b]
                    routes:
                      x:
                        transitions: [{ start: b }, dismiss]
                  b:
                    root: y
                    children: [a]
                    routes:
                      y:
                        transitions: [{ start: a }, dismiss]
                """)
        ).findings
        #expect(findings.spots == [Spot(.flowCycle, 16, 25)])
        #expect(findings.first?.message == "flows start each other: a → b → a")
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.scope == "a.x")
    }

    @Test func aFlowThatStartsItselfIsOneFinding() {
        let yaml = spec(
            """
              main:
                root: home
                children: [main, a]
                routes:
                  home:
                    transitions: [{ start: a }, { start: main }]
              a:
                root: x
                routes:
                  x:
                    transitions: [dismiss]
            """)
        let findings = validate(yaml).findings
        #expect(findings.spots == [Spot(.flowCycle, 10, 39)])
        #expect(findings.first?.message == "flows start each other: main → main")
    }

    /// A then-start is a start: the first in declaration order is the family's.
    @Test func aThenStartCountsAndTheFamilyIsNamedInANote() {
        let yaml = spec(
            """
              main:
                root: home
                children: [room]
                routes:
                  home:
                    transitions: [{ start: room, then: { left: stay } }]
              room:
                root: timeline
                outcomes: [left, openSpace]
                children: [room, space]
                routes:
                  timeline:
                    transitions:
                      - { start: room, then: { left: stay, openSpace: { start: space } } }
                      - { finish: left }
                      - { finish: openSpace }
              space:
                root: home
                children: [room]
                routes:
                  home:
                    transitions: [{ start: room, then: { left: stay, openSpace: stay } }, dismiss]
            """)
        let findings = validate(yaml).findings
        #expect(findings.spots(of: .flowCycle) == [Spot(.flowCycle, 18, 15)])
        #expect(findings.first { $0.rule == .flowCycle }?.message == "flows start each other: room → room")
        #expect(findings.first { $0.rule == .flowCycle }?.notes == ["the family also holds space"])
    }

    @Test func aTabBarAmongItsOwnTabsIsAnErrorAtItsEntry() {
        let yaml = spec(
            """
              main:
                kind: tabs
                children: [feed, main]
              feed:
                root: list
                routes:
                  list:
            """)
        #expect(spots(yaml) == [Spot(.flowCycle, 7, 22)])
        #expect(validate(yaml).findings.first?.message == "a tab bar is among its own tabs: main → main")
        // No start makes it: its launch would never end, so this one is an error.
        #expect(validate(yaml).findings.first?.severity == .error)
    }

    /// Stacks that list each other but never start each other: at the first entry,
    /// a warning, since nothing builds an instance until a start does.
    @Test func childrenThatNeverStartEachOtherAreAtTheirFirstEntry() {
        let yaml = spec(
            """
              main:
                root: home
                children: [a]
                routes:
                  home:
                    transitions: [{ start: a }]
              a:
                root: x
                children: [a]
                routes:
                  x:
                    transitions: [dismiss]
            """)
        let findings = validate(yaml).findings.filter { $0.rule == .flowCycle }
        #expect(findings.spots == [Spot(.flowCycle, 13, 16)])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message == "coordinators contain each other: a → a")
    }

    @Test func sharedChildrenAreNotACycle() {
        let yaml = spec(
            """
              main:
                root: home
                children: [a, help]
                routes:
                  home:
                    transitions: [{ start: a }, { start: help }]
              a:
                root: x
                children: [help]
                routes:
                  x:
                    transitions: [{ start: help }, dismiss]
              help:
                root: faq
                routes:
                  faq:
                    transitions: [dismiss]
            """)
        #expect(spots(yaml) == [])
    }

    @Test func aStackMayStartATabsCoordinatorWithoutACycle() {
        let yaml = spec(
            """
              main:
                root: login
                children: [shell]
                routes:
                  login:
                    transitions: [{ start: shell, as: cover }]
              shell:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                routes:
                  list:
              settings:
                root: overview
                routes:
                  overview:
                    transitions: [{ tab: feed }, dismiss]
            """)
        #expect(spots(yaml) == [])
    }

    @Test func twoSeparateFamiliesAreTwoFindings() {
        let yaml = spec(
            """
              main:
                root: home
                children: [main, a]
                routes:
                  home:
                    transitions: [{ start: main }, { start: a }]
              a:
                root: x
                children: [a]
                routes:
                  x:
                    transitions: [{ start: a }, dismiss]
            """)
        #expect(
            validate(yaml).findings.spots(of: .flowCycle) == [
                Spot(.flowCycle, 10, 25), Spot(.flowCycle, 16, 25),
            ])
    }

    /// `allow:` on the route of the first start silences the family; elsewhere it does not.
    @Test func allowOnTheFirstStartsRouteSilencesIt() {
        func yaml(allowOn route: String) -> String {
            spec(
                """
                  main:
                    root: home
                    children: [a]
                    routes:
                      home:
                        \(route == "home" ? "allow: [flow-cycle]" : "")
                        transitions: [{ start: a }]
                  a:
                    root: x
                    children: [a]
                    routes:
                      x:
                        \(route == "x" ? "allow: [flow-cycle]" : "")
                        transitions: [{ start: a }, dismiss]
                """)
        }
        #expect(validate(yaml(allowOn: "x")).findings.spots(of: .flowCycle) == [])
        #expect(validate(yaml(allowOn: "home")).findings.spots(of: .flowCycle) == [Spot(.flowCycle, 18, 25)])
    }

    /// The retired id stays known: configuring or allowing it is no error and
    /// changes nothing, and nothing reports it.
    @Test func coordinatorCycleIsKnownAndNeverReported() {
        let yaml = """
            navgen: 1
            app: Demo
            root: main
            rules: { coordinator-cycle: error }
            coordinators:
              main:
                root: home
                children: [main]
                routes:
                  home:
                    allow: [coordinator-cycle]
                    transitions: [{ start: main }]
            """
        let findings = validate(yaml).findings
        #expect(findings.map(\.rule) == [.flowCycle])
        #expect(RuleDocumentation.list().contains("coordinator-cycle"))
    }
}
