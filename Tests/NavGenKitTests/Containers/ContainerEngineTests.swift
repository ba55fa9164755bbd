import Testing

@testable import NavGenKit

/// A tab bar's own transitions in the engine and the simulator: offered from every
/// screen of its tabs while nothing is presented above it, held by the tab bar over
/// every tab, closed by `back`, `dismiss` and `tab:`, and their flows' `then` run as
/// the tab bar.
///
/// The rules still refuse container transitions (their generated code is not built),
/// so these tests build the simulator from the decoded spec, past that one finding.
@Suite struct ContainerEngineTests {
    static let yaml = """
        navgen: 1
        app: Chat
        root: session
        deeplinks: { schemes: [chat] }
        coordinators:
          session:
            kind: tabs
            children: [chats, spaces]
            uses: [overTabs]
            transitions:
              - { start: settings, then: { signedOut: { tab: spaces }, closed: stay } }
              - { start: onboarding, as: cover, then: { done: { sheet: logoutConfirm } } }
              - { sheet: logoutConfirm }
          overTabs:
            kind: routes
            children: [settings, onboarding]
            routes:
              logoutConfirm:
                transitions: [dismiss, { tab: spaces }]
          chats:
            root: chatList
            routes:
              chatList:
                deeplink: /chats
                transitions: [{ push: room }, { sheet: compose }]
              room:
                params: { roomId: String }
                deeplink: /rooms/{roomId}
                transitions: [pop]
              compose:
                transitions: [dismiss]
          spaces:
            root: spaceList
            routes:
              spaceList:
                deeplink: /spaces
          settings:
            root: general
            outcomes: [signedOut, closed]
            routes:
              general:
                transitions: [{ push: about }, { finish: signedOut }, { finish: closed }]
              about:
                transitions: [pop]
          onboarding:
            root: welcome
            outcomes: [done]
            routes:
              welcome:
                transitions: [{ finish: done }]
        """

    static func simulator() throws -> Simulator {
        try PastUnbuiltRefusals.simulator(yaml)
    }

    static func tabs(_ state: NavigationState) throws -> TabsNode {
        guard case .tabs(let tabs) = state.root else { throw FixtureError("the root is no tab bar") }
        return tabs
    }

    @Test func theTabBarsItemsAreOfferedFromEveryScreenOfItsTabsAfterTheTabSelections() throws {
        let simulator = try Self.simulator()
        #expect(
            simulator.allowedActions(in: simulator.launchState).map(\.template) == [
                "tab spaces", "start settings", "start onboarding", "sheet logoutConfirm",
                "push room(roomId: String)", "sheet compose",
            ])
        // Deeper in a tab, and in another tab: the same items.
        let deeper = try simulator.state(#"push room(roomId: "a")"#)
        #expect(
            simulator.allowedActions(in: deeper).map(\.template) == [
                "tab spaces", "start settings", "start onboarding", "sheet logoutConfirm", "pop", "back",
            ])
        let other = try simulator.state("tab spaces")
        #expect(
            simulator.allowedActions(in: other).map(\.template) == [
                "tab chats", "start settings", "start onboarding", "sheet logoutConfirm",
            ])
        // Not while a tab's route presents something above the tab bar.
        let covered = try simulator.state("sheet compose")
        #expect(simulator.allowedActions(in: covered).map(\.template) == ["dismiss", "back"])
        #expect(try simulator.refusal(after: ["sheet compose"], "start settings") != nil)
    }

    @Test func whatTheTabBarPresentsIsHeldByItOverEveryTab() throws {
        let simulator = try Self.simulator()
        let state = try simulator.state(#"push room(roomId: "a")"#, "sheet logoutConfirm")
        let tabs = try Self.tabs(state)
        guard case .route(let entry, nil)? = tabs.modal?.content else {
            throw FixtureError("the tab bar presents no route")
        }
        #expect(entry.route == RouteRef(coordinator: "overTabs", route: "logoutConfirm"))
        guard case .stack(let chats) = tabs.tabs[0] else { throw FixtureError("no chats stack") }
        #expect(chats.modal == nil)
        #expect(state.pathText == ["chats.chatList", #"chats.room(roomId: "a")"#, "overTabs.logoutConfirm"])
        // Covered: no tab selection, no item of the tab bar; the presented route's own.
        #expect(simulator.allowedActions(in: state).map(\.template) == ["dismiss", "tab spaces", "back"])
        #expect(try simulator.refusal(after: ["sheet logoutConfirm"], "start settings") != nil)
    }

    @Test func backDismissAndTabCloseIt() throws {
        let simulator = try Self.simulator()
        let pushed = try simulator.state(#"push room(roomId: "a")"#)
        #expect(try simulator.state(#"push room(roomId: "a")"#, "sheet logoutConfirm", "back") == pushed)
        #expect(try simulator.state(#"push room(roomId: "a")"#, "sheet logoutConfirm", "dismiss") == pushed)
        let tabbed = try simulator.state(#"push room(roomId: "a")"#, "sheet logoutConfirm", "tab spaces")
        #expect(try Self.tabs(tabbed).modal == nil)
        #expect(tabbed.pathText == ["spaces.spaceList"])
        // The chats tab kept its stack.
        #expect(try simulator.state(#"push room(roomId: "a")"#, "tab spaces", "tab chats") == pushed)
        // A flow the tab bar started closes with back at its root.
        #expect(try simulator.state(#"push room(roomId: "a")"#, "start settings", "back") == pushed)
    }

    @Test func aFlowTheTabBarStartedRunsItsThenAsTheTabBar() throws {
        let simulator = try Self.simulator()
        let started = try simulator.state("start settings", "push about")
        #expect(started.pathText == ["chats.chatList", "settings.general", "settings.about"])
        let signedOut = try simulator.state("start settings", "finish signedOut")
        #expect(try Self.tabs(signedOut).modal == nil)
        #expect(signedOut.pathText == ["spaces.spaceList"])
        #expect(try simulator.state("start settings", "finish closed") == simulator.launchState)
        // A then value that presents: the tab bar presents it.
        let shown = try simulator.state("start onboarding", "finish done")
        #expect(shown.pathText == ["chats.chatList", "overTabs.logoutConfirm"])
        #expect(try Self.tabs(shown).modal?.style == .presented(.sheet))
        // The cover is no sheet: back leaves it.
        #expect(try simulator.refusal(after: ["start onboarding"], "back") != nil)
    }

    @Test func theTextAndJSONSayWhatTheTabBarPresents() throws {
        let simulator = try Self.simulator()
        let state = try simulator.state("sheet logoutConfirm")
        #expect(
            StateRendering.text(state) == """
                session (tabs)
                  * chats: chatList
                    spaces: spaceList
                  sheet: overTabs.logoutConfirm
                path: chats.chatList › overTabs.logoutConfirm
                top: overTabs.logoutConfirm
                """)
        guard case .object(let members) = StateRendering.json(state.root) else {
            throw FixtureError("not an object")
        }
        #expect(members.map(\.0) == ["coordinator", "kind", "selected", "tabs", "modal"])
        guard case .object(let modal) = members[4].1 else { throw FixtureError("no modal") }
        #expect(modal.first?.1 == .string("sheet"))
        // Nothing presented: null, in a spec whose tab bars have transitions.
        guard case .object(let launch) = StateRendering.json(simulator.launchState.root) else {
            throw FixtureError("not an object")
        }
        #expect(launch.last?.0 == "modal")
        #expect(launch.last?.1 == .null)
    }

    @Test func aSpecWithoutContainerTransitionsPrintsNoModalOnItsTabBars() throws {
        let simulator = try Simulator(
            spec: try #require(Validator.validate(Array(flowsSpec.utf8), file: "x").spec))
        guard case .object(let members) = StateRendering.json(simulator.launchState.root) else {
            throw FixtureError("not an object")
        }
        #expect(members.map(\.0) == ["coordinator", "kind", "selected", "tabs"])
    }

    @Test func finishInTheTabBarsItemsClosesTheTabBarShownAsAFlow() throws {
        let yaml = """
            navgen: 1
            app: Tray
            root: home
            coordinators:
              home:
                root: start
                children: [tray]
                routes:
                  start:
                    transitions: [{ start: tray, as: sheet, then: { done: { push: after } } }]
                  after:
                    transitions: [pop]
              tray:
                kind: tabs
                children: [first, second]
                outcomes: [done]
                transitions: [{ finish: done }]
              first:
                root: one
                routes:
                  one:
              second:
                root: two
                routes:
                  two:
            """
        let simulator = try PastUnbuiltRefusals.simulator(yaml)
        let shown = try simulator.state("start tray", "tab second")
        #expect(simulator.allowedActions(in: shown).map(\.template) == ["tab first", "finish done", "back"])
        #expect(
            try simulator.state("start tray", "tab second", "finish done").pathText == [
                "home.start", "home.after",
            ])
    }
}
