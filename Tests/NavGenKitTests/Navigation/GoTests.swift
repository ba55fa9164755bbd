import NavGenKit
import Testing

/// `go: R`: the decoder, how its route name resolves (bare or `coordinator.route`),
/// and the rules that judge its target and `args`.
@Suite struct GoTests {
    static let chat = """
        navgen: 1
        app: Chat
        root: home
        coordinators:
          home:
            kind: tabs
            children: [chats, search, settings]
          chats:
            root: list
            uses: [shared]
            routes:
              list:
                transitions: [{ push: timeline }, { go: profile }]
              timeline:
                params: { roomId: String }
                transitions: [pop, { push: members }]
              members:
                transitions: [pop]
          search:
            root: searchHome
            routes:
              searchHome:
                transitions:
                  - go: chats.timeline
                  - { go: settings.notifications, args: { section: mentions } }
                  - go: shared.profile
                  - push: results
              results:
                transitions: [pop]
          settings:
            root: main
            routes:
              main:
                transitions: [{ push: notifications }]
              notifications:
                params: { section: String? }
                transitions: [pop]
          shared:
            kind: routes
            routes:
              profile:
                transitions: [pop]
        """

    @Test func goIsAMoveOfTransitionsThenAndOtherwiseNamingAnyRouteDotted() throws {
        let report = validate(Self.chat)
        #expect(report.findings.isEmpty, "\(report.findings)")
        let search = try #require(report.spec?.coordinators.first { $0.id.value == "search" })
        let items = search.routes[0].transitions
        #expect(items.map(\.action.keyword) == ["go", "go", "go", "push"])
        guard case .go(let target, let args) = items[1].action else {
            Issue.record("expected a go item")
            return
        }
        #expect(target.value == "settings.notifications")
        #expect(args.map(\.name.value) == ["section"])
        #expect(args.map(\.text.value) == ["mentions"])
    }

    @Test func aGoTargetThatNamesNothingIsUnknownReference() {
        let spec = Self.chat.replacingOccurrences(
            of: "- go: chats.timeline\n",
            with: "- go: chats.timelin\n          - go: timeline\n          - go: nowhere\n")
        let found = validate(spec).findings.filter { $0.severity == .error }
        #expect(found.map(\.rule) == [.unknownReference, .unknownReference, .unknownReference])
        #expect(
            found.map(\.message) == [
                "'go' names no route 'chats.timelin'",
                "'go' names no route 'timeline' of coordinator 'search'",
                "'go' names no route 'nowhere' of coordinator 'search'",
            ])
        #expect(found[0].help == "did you mean 'chats.timeline'?")
        #expect(found[1].help == "to go to the route of 'chats', write `go: chats.timeline`")
    }

    @Test func goArgsAreCheckedAgainstTheRoutesParams() {
        let spec = Self.chat.replacingOccurrences(
            of: "args: { section: mentions }", with: "args: { sectoin: mentions }"
        ).replacingOccurrences(of: "section: String?", with: "section: String?, page: Int?")
        let named = validate(spec).findings.filter { $0.severity == .error }
        #expect(named.map(\.rule) == [.unknownReference])
        #expect(named.first?.message == "args names no param 'sectoin' of settings.notifications")
        let typed = validate(
            Self.chat.replacingOccurrences(
                of: "args: { section: mentions }", with: "args: { section: mentions, page: x }"
            ).replacingOccurrences(of: "section: String?", with: "section: String?, page: Int?")
        ).findings.filter { $0.severity == .error }
        #expect(typed.map(\.rule) == [.wrongType])
    }

    @Test func argsBelongToStartAndGoItemsOnly() {
        let spec = Self.chat.replacingOccurrences(
            of: "{ push: notifications }", with: "{ push: notifications, args: { section: x } }")
        let found = validate(spec).findings.filter { $0.severity == .error }
        #expect(found.map(\.rule) == [.unknownKey])
    }

    @Test func aBareAndADottedGoToTheSameRouteAreOneMove() {
        let spec = Self.chat.replacingOccurrences(
            of: "transitions: [{ push: timeline }, { go: profile }]",
            with:
                "transitions: [{ push: timeline }, { go: timeline }, { go: chats.timeline }, { go: shared.profile }, { go: profile }]"
        )
        let found = validate(spec).findings.filter { $0.rule == .duplicateTransition }
        #expect(found.count == 2)
    }

    @Test func aRouteOnlyAGoShowsIsReachable() {
        let found = validate(Self.chat).findings.filter { $0.rule == .unreachableRoute }
        #expect(found.isEmpty)
        let unreached = validate(
            Self.chat.replacingOccurrences(of: "          - go: chats.timeline\n", with: "")
                .replacingOccurrences(of: "{ push: timeline }, ", with: "")
        ).findings.filter { $0.rule == .unreachableRoute }
        #expect(unreached.count == 1)
    }

    // MARK: Simulator

    @Test func aGoShowsItsRouteAsALinkWouldKeepingTheOtherTabs() throws {
        let simulator = try makeSimulator(Self.chat)
        let state = try simulator.state(
            "tab settings", "push notifications", "tab search", "push results", "pop",
            "go chats.timeline(roomId: \"!a\")")
        #expect(state.pathText == ["chats.list", "chats.timeline(roomId: \"!a\")"])
        // The settings tab keeps the screen it showed; the search tab its stack.
        #expect(
            Self.tabs(of: state) == [
                "chats.list › chats.timeline(roomId: \"!a\")", "search.searchHome",
                "settings.main › settings.notifications(section: nil)",
            ])
    }

    @Test func aGoRebuildsTheTabItSelectsAndFixesItsArgs() throws {
        let simulator = try makeSimulator(Self.chat)
        let state = try simulator.state(
            "tab settings", "push notifications", "tab search", "go settings.notifications")
        #expect(state.pathText == ["settings.main", "settings.notifications(section: \"mentions\")"])
        let set = try simulator.state("go shared.profile")
        #expect(set.pathText == ["chats.list", "shared.profile"])
    }

    @Test func aGoIsRefusedWhereUndeclaredWhenAFixedParamIsGivenAgainOrItsBackStackLacksAParam() throws {
        let simulator = try makeSimulator(Self.chat)
        #expect(
            try simulator.refusal("go settings.main")?.reason
                == "chats.list does not declare 'go: settings.main'")
        #expect(
            try simulator.refusal(after: ["tab search"], "go settings.notifications(section: \"x\")")?.reason
                == "'section' is fixed by the go item's args; leave it out")
        let unbuildable = Self.chat.replacingOccurrences(
            of: "- go: shared.profile\n", with: "- go: shared.profile\n          - go: chats.members\n")
        let refusal = try makeSimulator(unbuildable).refusal(after: ["tab search"], "go chats.members")
        #expect(refusal?.reason.hasPrefix("cannot open chats.members") == true)
        #expect(refusal?.allowed.first == "go chats.timeline(roomId: String)")
    }

    @Test func aGoWhoseBackStackNeedsAParamItsRouteLacksIsEntryUnbuildable() {
        let unbuildable = Self.chat.replacingOccurrences(
            of: "- go: shared.profile\n", with: "- go: shared.profile\n          - go: chats.members\n")
        let found = validate(unbuildable).findings.filter { $0.rule == .entryUnbuildable }
        #expect(
            found.map(\.message) == [
                "'go' cannot show chats.members: its back stack needs 'roomId: String' for chats.timeline, "
                    + "which chats.members lacks"
            ])
        #expect(validate(Self.chat).findings.isEmpty)
    }

    // MARK: routes and graph

    @Test func routesSayAGoShowsARouteNoOtherMoveDoesAndTheGraphDrawsIt() throws {
        let pipeline = Pipeline(Array(Self.chat.utf8), file: "chat.yaml")
        let routes = try pipeline.routesReport()
        let shared = try #require(routes.coordinators.first { $0.id == "shared" })
        #expect(shared.routes.map(\.reachedBy) == ["go"])
        #expect(shared.routes.first?.shownByGo == "chats.list")
        let diagram = try #require(try pipeline.diagram(focus: nil))
        let goes = diagram.edges.filter { $0.kind == .go }
        #expect(goes.map(\.label) == ["go", "go", "go", "go"])
        #expect(goes.allSatisfy { $0.stroke == .dashed })
    }

    @Test func aGoInAnAlertsAnswerRunsWithItsArgs() throws {
        let spec = Self.chat.replacingOccurrences(
            of: "transitions: [{ push: notifications }]",
            with: "transitions: [{ push: notifications }, { alert: leave, then: { ok: { go: chats.timeline, "
                + "args: { roomId: z } } } }]"
        ).replacingOccurrences(
            of: "    root: main\n",
            with: "    root: main\n    alerts: { leave: { outcomes: [ok] } }\n")
        #expect(validate(spec).findings.isEmpty, "\(validate(spec).findings.map(\.message))")
        let state = try makeSimulator(spec).state("tab settings", "alert leave", "answer ok")
        #expect(state.pathText == ["chats.list", "chats.timeline(roomId: \"z\")"])
        #expect(Self.tabs(of: state)[2] == "settings.main")
    }

    @Test func theActionParserReadsAGo() throws {
        #expect(
            try ActionParser.parse("go chats.timeline(roomId: \"x\")")
                == .go("chats.timeline", [ActionArgument(label: "roomId", value: .string("x"))]))
        #expect(SimulatorAction.go("profile", []).description == "go profile")
    }

    /// Each tab's stack, as `coordinator.route › ...`.
    static func tabs(of state: NavigationState) -> [String] {
        guard case .tabs(let bar) = state.root else { return [] }
        return bar.tabs.map { tab in
            guard case .stack(let stack) = tab else { return "" }
            return stack.entries.map(\.description).joined(separator: " › ")
        }
    }
}

/// `go` as an `otherwise`: what a tap and a link do.
@Suite struct OtherwiseGoTests {
    static let store = """
        navgen: 1
        app: Store
        conditions:
          premium: { setByApp: true }
        root: home
        deeplinks: { schemes: [store] }
        coordinators:
          home:
            kind: tabs
            children: [shop, offers]
          shop:
            root: list
            routes:
              list:
                transitions: [{ push: upgrade }]
              upgrade:
                params: { plan: String }
                deeplink: '/upgrade/{plan}'
                requires: [premium]
                otherwise: { go: offers.offer }
                transitions: [pop]
          offers:
            root: all
            routes:
              all:
                transitions: [{ push: offer }]
              offer:
                params: { plan: String, code: String? }
                transitions: [pop]
        """

    @Test func aTappedMoveWhoseGuardIsUnmetGoesGivingTheTargetsParamsByName() throws {
        let simulator = try makeSimulator(Self.store)
        let state = try simulator.state("push upgrade(plan: \"gold\")")
        #expect(state.pathText == ["offers.all", "offers.offer(plan: \"gold\", code: nil)"])
    }

    @Test func aLinkThatMeetsAGoOtherwiseIsRefusedAsTheGeneratedRouterRefusesIt() throws {
        let simulator = try makeSimulator(Self.store)
        guard case .failure(let refusal) = simulator.open("store://upgrade/gold") else {
            Issue.record("a link ran a go")
            return
        }
        #expect(refusal.description.contains("does not run for a link"), "\(refusal)")
    }
}

extension OtherwiseGoTests {
    @Test func anOtherwiseGosArgsAreCheckedAsAnItemsAre() {
        let spec = Self.store.replacingOccurrences(
            of: "otherwise: { go: offers.offer }",
            with: "otherwise: { go: offers.offer, args: { cod: x } }")
        let found = validate(spec).findings.filter { $0.severity == .error }
        #expect(found.map(\.rule) == [.unknownReference], "\(found)")
        #expect(found.first?.help == "did you mean 'code'?")
    }
}
