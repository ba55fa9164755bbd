import NavGenKit
import Testing

/// Transitions, actions and the simulator's details.
@Suite struct SimulatorActionTests {
    let shop: Simulator

    init() throws {
        shop = try makeSimulator(flowsSpec)
    }

    @Test func launchStateShowsInitialTabsAndRoots() throws {
        let recipes = try makeSimulator(recipesSpec)
        #expect(recipes.launchState.pathText == ["recipes.recipeList"])
        #expect(recipes.launchState.tabsText == ["main": "recipes"])
        // No `initial`: the first tab.
        #expect(shop.launchState.tabsText == ["main": "home"])
        guard case .tabs(let tabs) = shop.launchState.root else {
            Issue.record("the root is not a tabs node")
            return
        }
        #expect(tabs.tabs.map(\.coordinator) == ["home", "account"])
        #expect(StateRendering.json(shop.launchState.root).rendered().contains("\"modal\":null"))
    }

    @Test func pushAddsToTheCurrentStackWithArguments() throws {
        let state = try shop.state("push item(id: 1)", "push item(note: \"a \\\"b\\\"\", id: -2)")
        #expect(
            state.pathText == [
                "home.feed", "home.item(id: 1, note: nil)", "home.item(id: -2, note: \"a \\\"b\\\"\")",
            ])
    }

    @Test func pushAcceptsTheQualifiedRouteName() throws {
        #expect(try shop.state("push home.item(id: 1)").top?.description == "home.item(id: 1, note: nil)")
    }

    @Test func argumentsAreCheckedAgainstTheRoutesParams() throws {
        #expect(try shop.refusal("push item")?.reason == "home.item needs 'id: Int'")
        #expect(
            try shop.refusal("push item(idd: 1)")?.reason
                == "home.item has no param 'idd' (did you mean 'id'?)")
        #expect(try shop.refusal("push item(id: \"1\")")?.reason == "'id' is Int: \"1\" is not an integer")
        #expect(try shop.refusal("push item(id: 1.5)")?.reason == "'id' is Int: 1.5 is not an integer")
        #expect(try shop.refusal("push item(id: nil)")?.reason == "'id' is Int, which cannot be nil")
        #expect(
            try shop.refusal("push item(id: 9223372036854775808)")?.reason.contains("does not fit") == true)
    }

    @Test func anUndeclaredActionIsRefusedWithTheAllowedOnes() throws {
        let refusal = try #require(try shop.refusal("push receipt(order: 1)"))
        #expect(refusal.reason == "home.feed does not declare 'push: receipt'")
        #expect(
            refusal.allowed == [
                "push item(id: Int, note: String?)", "sheet filters", "cover player", "start checkout",
                "start signup", "start help", "start gallery", "tab account",
            ])
        #expect(refusal.description.hasPrefix("'push receipt(order: 1)' refused: home.feed does not declare"))
    }

    @Test func sheetAndCoverPresentModalRoutesOverThePresentingStack() throws {
        let state = try shop.state("sheet filters", "sheet advanced")
        #expect(state.pathText == ["home.feed", "home.filters", "home.advanced"])
        #expect(try shop.state("cover player").pathText == ["home.feed", "home.player"])
    }

    @Test func aModalRouteCannotPush() throws {
        // Declared on purpose nowhere here; `item` pushes, so present it via a spec
        // where a sheet route pushes (modal-push turned off).
        let simulator = try makeSimulator(
            demoSpec(
                """
                home:
                  transitions: [{ sheet: a }]
                a:
                  transitions: [{ push: b }]
                b:
                """))
        #expect(
            try simulator.refusal(after: ["sheet a"], "push b")?.reason.contains("presented modally") == true)
    }

    @Test func dismissRemovesTheModalTheTopIsShownIn() throws {
        #expect(
            try shop.state("sheet filters", "sheet advanced", "dismiss").pathText == [
                "home.feed", "home.filters",
            ])
        #expect(try shop.state("start checkout", "push pay", "back", "dismiss").pathText == ["home.feed"])
        #expect(try shop.refusal(after: ["start signup"], "dismiss") != nil)
    }

    @Test func popAndPopToRoot() throws {
        #expect(
            try shop.state("push item(id: 1)", "push item(id: 2)", "pop").top?.description
                == "home.item(id: 1, note: nil)")
        #expect(try shop.state("push item(id: 1)", "push item(id: 2)", "popToRoot").pathText == ["home.feed"])
        // popToRoot in a flow started `as: push` goes to the flow's root.
        #expect(
            try shop.state("start signup", "push password", "popToRoot").pathText == [
                "home.feed", "signup.email",
            ])
        #expect(
            try shop.state("start signup", "push password", "pop").top?.route.description == "signup.email")
        // pop at the flow's root is refused (back would leave the flow).
        #expect(
            try shop.refusal(after: ["start signup"], "pop")?.reason
                == "signup.email is the root of its flow: nothing to pop")
        #expect(try shop.refusal(after: ["push item(id: 1)", "popToRoot"], "push item(id: 1)") == nil)
    }

    @Test func startShowsTheChildFlowAsDeclared() throws {
        #expect(try shop.state("start checkout").pathText == ["home.feed", "checkout.cart"])
        #expect(try shop.state("start signup").pathText == ["home.feed", "signup.email"])
        let gallery = try shop.state("start gallery")
        #expect(gallery.pathText == ["home.feed", "videos.videoList"])
        #expect(gallery.tabsText == ["main": "home", "gallery": "videos"])
    }

    @Test func finishDismissesTheFlowThenRunsThen() throws {
        let paid = try shop.state("start checkout", "push pay", "finish paid(order: 7)")
        #expect(paid.pathText == ["home.feed", "home.receipt(order: 7)"])
        #expect(try shop.state("start checkout", "finish cancelled").pathText == ["home.feed"])
        #expect(
            try shop.refusal(after: ["start checkout", "push pay"], "finish paid")?.reason
                == "home.receipt needs 'order: Int'")
        #expect(try shop.refusal(after: ["start checkout"], "finish cancelled(x: 1)") != nil)
    }

    @Test func finishOfAPushedFlowPopsItsEntriesThenRunsThen() throws {
        let created = try shop.state("start signup", "push password", "finish created")
        #expect(created.pathText == ["account.profile"])
        #expect(created.tabsText == ["main": "account"])
        // The home tab keeps its stack without the flow.
        #expect(
            try shop.state("start signup", "push password", "finish created", "tab home").pathText == [
                "home.feed"
            ])
        // abandoned: pop runs as feed, at its root: refused.
        #expect(
            try shop.refusal(after: ["start signup"], "finish abandoned")?.reason.contains("root") == true)
    }

    @Test func finishIsRefusedOutsideAChildFlow() throws {
        let simulator = try makeSimulator(
            demoSpec(
                """
                home:
                  transitions: [{ finish: done }]
                """
            ).replacingOccurrences(of: "    root: home\n", with: "    root: home\n    outcomes: [done]\n"))
        #expect(
            try simulator.refusal("finish done")?.reason.contains("not started by another coordinator")
                == true)
    }

    // MARK: - back

    @Test func backDismissesASheetRouteButNotACover() throws {
        #expect(try shop.state("sheet filters", "back").pathText == ["home.feed"])
        #expect(try shop.refusal(after: ["cover player"], "back")?.reason.contains("cover") == true)
    }

    @Test func backPopsAStackOfMoreThanOneEntry() throws {
        #expect(try shop.state("push item(id: 1)", "back").pathText == ["home.feed"])
        #expect(
            try shop.state("start checkout", "push pay", "back").pathText == ["home.feed", "checkout.cart"])
    }

    @Test func backAtTheRootOfASheetFlowDismissesItWithoutOutcome() throws {
        #expect(try shop.state("start checkout", "back").pathText == ["home.feed"])
    }

    @Test func backAtTheRootOfAPushedFlowPopsItWithoutOutcome() throws {
        let state = try shop.state("start signup", "back")
        #expect(state.pathText == ["home.feed"])
        #expect(state.tabsText == ["main": "home"])
    }

    @Test func backIsRefusedAtTheRootOfACoverFlowAndOfTheApp() throws {
        #expect(try shop.refusal(after: ["start help"], "back")?.reason.contains("cover") == true)
        #expect(try shop.refusal("back")?.reason.contains("nothing to go back to") == true)
    }

    // MARK: - Tabs

    @Test func tabSelectionIsASystemActionWhileNoModalIsShown() throws {
        #expect(try shop.state("push item(id: 1)", "tab account").tabsText == ["main": "account"])
        let back = try shop.state("push item(id: 1)", "tab account", "tab home")
        #expect(back.pathText == ["home.feed", "home.item(id: 1, note: nil)"])
        #expect(try shop.refusal(after: ["cover player"], "tab account")?.reason.contains("modal") == true)
        #expect(try shop.refusal("tab photos")?.reason.contains("not a tab of 'main'") == true)
    }

    @Test func aDeclaredTabInsideAModalDismissesTheModalsFirst() throws {
        let state = try shop.state("sheet filters", "tab account")
        #expect(state.pathText == ["account.profile"])
        #expect(try shop.state("sheet filters", "tab account", "tab home").pathText == ["home.feed"])
    }

    @Test func aTabsFlowHasItsOwnTabBar() throws {
        let photos = try shop.state("start gallery", "tab photos")
        #expect(photos.tabsText == ["main": "home", "gallery": "photos"])
        // Declared `tab: account` inside the cover: the cover goes, main selects account.
        let account = try shop.state("start gallery", "tab account")
        #expect(account.pathText == ["account.profile"])
        #expect(account.tabsText == ["main": "account"])
    }

    @Test func allowedActionsListDeclaredThenSystemActions() throws {
        let state = try shop.state("push item(id: 1)")
        #expect(
            shop.allowedActions(in: state).map(\.template) == [
                "push item(id: Int, note: String?)", "pop", "popToRoot", "tab account", "back",
            ])
        #expect(shop.allowedActions(in: state).first?.action == nil)
    }
}
