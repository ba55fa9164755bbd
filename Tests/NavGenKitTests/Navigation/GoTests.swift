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
                transitions: [pop]
          search:
            root: searchHome
            routes:
              searchHome:
                transitions:
                  - go: chats.timeline
                  - { go: settings.notifications, args: { section: mentions } }
                  - go: shared.profile
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
        #expect(items.map(\.action.keyword) == ["go", "go", "go"])
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
}
