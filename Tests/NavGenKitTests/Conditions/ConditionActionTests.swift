import NavGenKit
import Testing

/// The condition action `set: { name: true|false, ... }`: how it is read, what
/// validate says of it, and what it does in the simulator.
@Suite struct ConditionActionTests {
    /// Signed in at launch (root `main`), with a premium tab and a premium screen; the
    /// settings flow logs out through its `then`, the login screen signs in again.
    static let spec = """
        navgen: 1
        app: Club
        root: [{ login: { requires: ['!signedIn'] } }, main]
        conditions:
          signedIn: { initially: true }
          premium:
        coordinators:
          login:
            root: welcome
            routes:
              welcome:
                transitions: [{ set: { signedIn: true } }]
          main:
            kind: tabs
            children: [feed, { vip: { requires: [premium] } }]
          feed:
            root: list
            children: [settings]
            routes:
              list:
                transitions:
                  - push: item
                  - set: { premium: true }
                  - start: settings
                    then: { logout: { set: { signedIn: false } }, done: stay }
              item:
                requires: [premium]
                transitions: [{ set: { premium: false } }]
          vip:
            root: lounge
            routes:
              lounge:
          settings:
            root: options
            outcomes: [logout, done]
            routes:
              options:
                transitions: [{ finish: logout }, { finish: done }]

        """

    // MARK: Reading

    @Test func anItemAThenValueAndAnOtherwiseReadAsPairsInTheOrderWritten() throws {
        let text = Self.spec.replacingOccurrences(
            of: "        requires: [premium]\n",
            with:
                "        requires: [premium]\n        otherwise: { set: { premium: true, signedIn: true } }\n"
        )
        #expect(validate(text).findings.isEmpty, "\(validate(text).findings)")
        let spec = try CodeGenFixtures.spec(text: text)
        let feed = try #require(spec.coordinators.first { $0.id.value == "feed" })
        let list = try #require(feed.routes.first { $0.id.value == "list" })
        guard case .set(let item) = list.transitions[1].action else {
            Issue.record("the item is \(list.transitions[1].action)")
            return
        }
        #expect(item.text == "premium true")
        guard case .start(_, _, let then?, _) = list.transitions[2].action,
            case .set(let logout)? = then.handlers[0].action?.action
        else {
            Issue.record("the then value is not a set")
            return
        }
        #expect(logout.text == "signedIn false")
        let item2 = try #require(feed.routes.first { $0.id.value == "item" })
        #expect(item2.otherwiseTransitions.map(\.action.keyword) == ["set"])
        if case .set(let pairs)? = item2.otherwiseTransitions.first?.action {
            #expect(pairs.text == "premium true, signedIn true")
        }
    }

    @Test func aValueOtherThanTrueOrFalseAnEmptyMappingOrNoMappingIsWrongType() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: "  signedIn:\n  premium:",
                coordinators: """
                      main:
                        root: home
                        routes:
                          home:
                            transitions:
                              - set: { signedIn: ↓no, premium: true }
                              - set: ↓{}
                              - set: ↓signedIn
                              - ↓set
                              - set: { premium: ↓[true] }
                    """))
        let findings = validate(marked.text).findings
        #expect(findings.spots == marked.spots(.wrongType), "\(findings)")
        #expect(findings[0].message == "set gives condition 'signedIn' 'no', not true or false")
        #expect(findings[1].message == "set changes no condition")
        #expect(findings[3].message == "'set' needs the conditions it changes")
    }

    @Test func aKeyThatNamesNoConditionIsUnknownReferenceWithTheClosestName() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: "  signedIn: { initially: true }",
                coordinators: """
                      main:
                        root: home
                        children: [settings]
                        routes:
                          home:
                            transitions:
                              - set: { ↓signedin: false }
                              - start: settings
                                then: { done: { set: { ↓premium: true } } }
                      settings:
                        root: options
                        outcomes: [done]
                        routes:
                          options:
                            transitions: [{ finish: done }]
                    """))
        let findings = validate(marked.text).findings
        #expect(findings.spots == marked.spots(.unknownReference), "\(findings)")
        #expect(findings.first?.message == "set names no condition 'signedin'")
        #expect(findings.first?.help == "did you mean 'signedIn'?")
    }

    @Test func aConditionNamedSetKeepsItsKeyedOtherwise() {
        let text = conditionSpec(
            conditions: "  set:\n  other:",
            coordinators: """
                  main:
                    root: home
                    routes:
                      home:
                        transitions: [{ push: page }, { set: { set: true, other: true } }]
                      page:
                        requires: [set, other]
                        otherwise: { set: stay, other: stay }
                """)
        #expect(validate(text).findings.isEmpty, "\(validate(text).findings)")
    }

    @Test func twoItemsSettingTheSameValuesAreOneMoveAndOthersAreNot() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: "  signedIn:\n  premium: { setByApp: true }",
                coordinators: """
                      main:
                        root: home
                        routes:
                          home:
                            transitions:
                              - set: { signedIn: true }
                              - set: { signedIn: false }
                              - set: { signedIn: true, premium: true }
                              - ↓set: { signedIn: true }
                    """))
        #expect(validate(marked.text).findings.spots == marked.spots(.duplicateTransition))
    }

    @Test func aSetItemOnAnUnreachableRouteGivesNoWay() {
        let marked = MarkedSpec(
            conditionSpec(
                conditions: "  premium:",
                coordinators: """
                      main:
                        root: home
                        routes:
                          home:
                            transitions: [{ push: recipe }]
                          recipe:
                            requires: [↓premium]
                          ↓island:
                            transitions: [{ set: { premium: true } }]
                    """))
        let findings = validate(marked.text).findings
        let expected = zip([RuleID.guardNoWay, .unreachableRoute], marked.markers).map {
            Spot($0, $1.line, $1.column)
        }
        #expect(Set(findings.spots) == Set(expected), "\(findings)")
    }

    // MARK: Simulating

    @Test func aSetItemShowsAConditionalTabAndTheScreensShownStay() throws {
        let simulator = try Simulator.of(Self.spec)
        let premium = try simulator.run("set premium true")
        #expect(simulator.condition("premium", in: premium) == true)
        #expect(premium.pathText == ["feed.list"])
        // The item's own `set` makes premium false again: the screen it guards stays.
        let down = try simulator.run("push item", "set premium false", from: premium)
        #expect(down.pathText == ["feed.list", "feed.item"])
        #expect(simulator.condition("premium", in: down) == false)
    }

    @Test func aThenSetSwapsTheRootAndTheNewRootShowsItsLaunchState() throws {
        let simulator = try Simulator.of(Self.spec)
        let out = try simulator.run("start settings", "finish logout")
        #expect(out.pathText == ["login.welcome"])
        #expect(simulator.condition("signedIn", in: out) == false)
        let done = try simulator.run("start settings", "finish done")
        #expect(done.pathText == ["feed.list"])
        #expect(try simulator.run("set signedIn true", from: out).pathText == ["feed.list"])
    }

    @Test func theSystemSetTakesSeveralPairsAppliedAtOnce() throws {
        let action = try ActionParser.parse("set signedIn false, premium true")
        #expect(action == .set([ConditionSetting("signedIn", false), ConditionSetting("premium", true)]))
        #expect(action.description == "set signedIn false, premium true")
        #expect(try ActionParser.parse("set premium true") == .set("premium", true))
        let simulator = try Simulator.of(Self.spec)
        let state = try simulator.run("set signedIn false, premium true")
        #expect(state.pathText == ["login.welcome"])
        #expect(simulator.condition("premium", in: state) == true)
        #expect(throws: ActionParser.Failure.self) { try ActionParser.parse("set premium true,") }
    }

    @Test func theTraceShowsAThenSetAsAStepOfItsOwn() throws {
        let simulator = try Simulator.of(Self.spec)
        let actions = try ["start settings", "finish logout"].map { try ActionParser.parse($0) }
        let run = simulator.steps(
            from: simulator.launchState, url: nil, route: nil, actions: actions, trace: true)
        #expect(
            run.steps.map(\.title) == [
                "launch", "start settings", "finish logout", "then: set signedIn false",
            ])
        try #require(run.steps.count == 4)
        #expect(run.steps[2].state.pathText == ["feed.list"])
        #expect(run.steps[3].state.pathText == ["login.welcome"])
    }
}
