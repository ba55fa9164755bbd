import Testing

@testable import NavGenKit

/// A tab bar's `uses` and `transitions` (container transitions) as the decoder, the
/// model and the rules read them, and the refusal that keeps them out of `simulate`
/// and `generate` until those build them.
@Suite struct ContainerTransitionSpecTests {
    /// A tab bar that presents a set's route and starts a set's flow over every tab.
    static let session = spec(
        """
          main:
            kind: tabs
            children: [chats, spaces]
            uses: [overTabs]
            transitions: [{ start: settings }, { sheet: logoutConfirm }]
          overTabs:
            kind: routes
            children: [settings]
            routes:
              logoutConfirm:
          chats:
            root: chatList
            routes:
              chatList:
          spaces:
            root: spaceList
            routes:
              spaceList:
          settings:
            root: general
            routes:
              general:
                transitions: [dismiss]
        """)

    /// Every finding but the refusal that says container transitions are not built yet.
    private func findings(_ yaml: String) -> [Finding] {
        validate(yaml).findings.filter { !$0.message.contains(PastUnbuiltRefusals.refusal) }
    }

    private func transitions(_ items: String) -> String {
        Self.session.replacingOccurrences(
            of: "transitions: [{ start: settings }, { sheet: logoutConfirm }]", with: "transitions: \(items)")
    }

    @Test func usesAndTransitionsAreDecodedOnATabBar() throws {
        let loaded = SpecLoader.load(Array(Self.session.utf8), file: "navgen.yaml")
        #expect(loaded.findings.isEmpty)
        let tabs = try #require(loaded.spec?.coordinator(named: "main"))
        #expect(tabs.uses.map(\.value) == ["overTabs"])
        let items = try #require(tabs.containerTransitions)
        #expect(items.location == SourceLocation(line: 9, column: 5))
        #expect(items.value.map(\.action.keyword) == ["start", "sheet"])
    }

    @Test func theModelResolvesWhatTheContainerShows() throws {
        let loaded = SpecLoader.load(Array(Self.session.utf8), file: "navgen.yaml")
        let model = NavigationModel(try #require(loaded.spec))
        let main = try #require(model.coordinator(named: "main"))
        let set = try #require(model.coordinator(named: "overTabs"))
        let settings = try #require(model.coordinator(named: "settings"))
        #expect(model[main].uses == [set])
        #expect(model[set].containerUsers == [main])
        #expect(model[set].users.isEmpty)
        #expect(model[main].containerStarts == [settings])
        #expect(model[main].containerShows.map { model[$0].id.value } == ["logoutConfirm"])
        let reachability = Reachability(model)
        #expect(reachability.isReachable(settings))
        #expect(reachability.isReachable(try #require(model[main].containerShows.first)))
    }

    @Test func containerTransitionsAreRefusedAloneUntilBuilt() {
        // The set is used, its child started and its route shown: the refusal is the
        // only finding.
        let report = validate(Self.session)
        #expect(report.findings.spots == [Spot(.wrongType, 9, 5)])
        #expect(
            report.findings.first?.message.contains("cannot simulate or generate container transitions yet")
                == true)
    }

    @Test func movesThatNeedAStackOrAStarterAreWrongType() {
        let yaml = transitions(
            "[{ push: logoutConfirm }, pop, dismiss, { emit: done }, { replace: logoutConfirm }]")
        let wrong = findings(yaml).filter { $0.rule == .wrongType }
        #expect(
            wrong.spots == [
                Spot(.wrongType, 9, 21), Spot(.wrongType, 9, 44), Spot(.wrongType, 9, 49),
                Spot(.wrongType, 9, 60), Spot(.wrongType, 9, 76),
            ])
        #expect(
            wrong.first?.message
                == "'push' cannot be a transition of tabs coordinator 'main': a tab bar has no stack of its own"
        )
    }

    @Test func whatItPresentsComesFromTheSetsItUses() {
        let yaml = transitions(
            "[{ sheet: chatList }, { cover: logoutConfirn }, { start: spaces }, { start: setings }, { finish: done }]"
        )
        let found = findings(yaml)
        #expect(
            found.spots == [
                Spot(.pushTarget, 9, 28), Spot(.unknownReference, 9, 49), Spot(.undeclaredChild, 9, 75),
                Spot(.unknownReference, 9, 94), Spot(.unknownOutcome, 9, 115),
            ])
        #expect(
            found[0].message
                == "'sheet' cannot show 'chatList': it is a route of 'chats', not of a route set 'main' uses")
        #expect(found[1].help == "did you mean 'logoutConfirm'?")
        #expect(found[2].help == "add it to children of 'overTabs'")
        #expect(found[3].help == "did you mean 'settings'?")
    }

    @Test func whatAnItemHoldsIsCheckedAsOnARoute() {
        // settings finishes with done: a start without then leaves it unhandled.
        let finishing = { (yaml: String) in
            yaml.replacingOccurrences(
                of: "    root: general\n", with: "    root: general\n    outcomes: [done]\n")
        }
        let yaml = finishing(
            transitions(
                "[{ start: settings }, { set: { lockd: true } }, { go: nowhere }, { go: chats.chatList }, "
                    + "{ tab: settings }, { sheet: logoutConfirm }]"))
        let found = findings(yaml)
        #expect(
            found.spots == [
                Spot(.unhandledOutcome, 9, 21), Spot(.unknownReference, 9, 49),
                Spot(.unknownReference, 9, 72), Spot(.tabTarget, 9, 114),
            ])
        #expect(found[3].notes == ["its tabs are 'chats' and 'spaces'"])
        // A misspelt handler is the one mistake: unknown-outcome, not also unhandled.
        let misspelt = findings(
            finishing(transitions("[{ start: settings, then: { don: stay } }, { sheet: logoutConfirm }]")))
        #expect(misspelt.spots == [Spot(.unknownOutcome, 9, 46)])
        #expect(misspelt.first?.help == "did you mean 'done'?")
    }

    @Test func aSetOnlyATabBarUsesIsUsedAndItsChildStarted() {
        // Without the tab bar's uses, the set is unused and its child never started.
        let yaml = Self.session
            .replacingOccurrences(of: "    uses: [overTabs]\n", with: "")
            .replacingOccurrences(
                of: "transitions: [{ start: settings }, { sheet: logoutConfirm }]",
                with: "transitions: [{ tab: spaces }]")
        let rules = Set(findings(yaml).map(\.rule))
        #expect(rules.contains(.unusedRouteSet))
        #expect(findings(Self.session).isEmpty)
    }
}
