import NavGenKit
import Testing

/// Deep links under conditions: the sequence runs move by move, and a guard stops
/// it where its target is guarded (docs/spec.md, "Conditions that resume").
@Suite struct ConditionDeepLinkTests {
    let simulator: Simulator

    init() throws {
        simulator = try Simulator.of(guardsSpec)
    }

    @Test func aLinkStopsAtTheGuardShowsTheFlowAndResumesTheRestTwice() throws {
        let first = try simulator.opened("shop://vault").get()
        #expect(first.pathText == ["home.feed", "signIn.form"])
        #expect(first.waiting?.text == "open shop://vault")
        let second = try simulator.run("finish signedIn", from: first)
        #expect(second.pathText == ["home.feed", "verify.code"])
        #expect(second.waiting?.text == "open shop://vault")
        let shown = try simulator.run("finish verified", from: second)
        #expect(shown.pathText == ["home.feed", "home.vault"])
        #expect(shown.waiting == nil)
    }

    @Test func aLinkToAHiddenTabWaitsAndIsDroppedOnAnotherOutcome() throws {
        let waiting = try simulator.opened("shop://account").get()
        #expect(waiting.pathText == ["home.feed", "signIn.form"])
        #expect(waiting.tabsText == ["main": "home"])
        let dropped = try simulator.run("finish cancelled", from: waiting)
        #expect(dropped.pathText == ["home.feed"])
        #expect(dropped.waiting == nil)
        let straight = try simulator.opened("shop://account", on: try simulator.launch(("signedIn", true)))
            .get()
        #expect(straight.pathText == ["account.profile"])
        #expect(straight.tabsText == ["main": "account"])
    }

    @Test func aLinkToARouteWithOtherwiseShowsTheOtherwiseStateAndTheValuesStay() throws {
        let paywall = try simulator.open("shop://items/4").get()
        #expect(paywall.state.pathText == ["home.feed", "home.paywall"])
        #expect(paywall.target.description == "home.paywall")
        #expect(paywall.state.waiting == nil)
        let item = try simulator.opened("shop://items/4", on: try simulator.launch(("premium", true))).get()
        #expect(item.pathText == ["home.feed", "home.item(id: 4)"])
    }

    @Test func aLinkARequirementRefusesOpensNothing() throws {
        #expect(try simulator.opened("shop://lab").get().pathText == ["home.feed", "home.lab"])
        guard
            case .failure(let mismatch) = simulator.opened(
                "shop://lab", on: try simulator.launch(("beta", true)))
        else {
            Issue.record("a refused link opened")
            return
        }
        #expect(mismatch.description.contains("'/lab' of home.lab matches, but"))
        #expect(mismatch.description.contains("requires beta to be false"))
    }

    @Test func anOnTopLinkMakesItsOneMoveUnderTheGuard() throws {
        let waiting = try simulator.opened("shop://orders").get()
        #expect(waiting.pathText == ["home.feed", "signIn.form"])
        #expect(waiting.waiting?.text == "open shop://orders")
        let shown = try simulator.run("finish signedIn", from: waiting)
        #expect(shown.pathText == ["home.feed", "home.orders"])
    }

    @Test func openingAnotherLinkWhileAMoveWaitsDropsIt() throws {
        let waiting = try simulator.opened("shop://vault").get()
        let reset = try simulator.opened("shop://", on: waiting).get()
        #expect(reset.pathText == ["home.feed"])
        #expect(reset.waiting == nil)
    }

    @Test func aHiddenInitialTabIsAStepOfTheLinksThatGoThroughIt() throws {
        let hidden = try Simulator.of(hiddenInitialSpec)
        #expect(hidden.launchState.tabsText == ["main": "home"])
        // The search shows `account` at launch, with no move: under the conditions,
        // selecting it is the link's first step, and it waits.
        let waiting = try hidden.opened("shop://account").get()
        #expect(waiting.pathText == ["home.feed", "signIn.form"])
        #expect(waiting.waiting?.text == "open shop://account")
        let shown = try hidden.run("finish signedIn", from: waiting)
        #expect(shown.pathText == ["account.profile"])
        #expect(shown.tabsText == ["main": "account"])
        // Signed in at launch, the initial tab shows.
        #expect(try hidden.launch(("signedIn", true)).tabsText == ["main": "account"])
        // A link into the visible tab does not go through the hidden one.
        #expect(try hidden.opened("shop://items/4").get().pathText == ["home.feed", "home.paywall"])
    }

    @Test func routesListsTheGuardsEachLinkMeets() throws {
        let report = RoutesReport(simulator: simulator)
        let text = RoutesTextRenderer().render(report)
        #expect(text.contains("main (tabs: home, account [requires signedIn])"))
        #expect(text.contains("checkout (stack, requires signedIn)"))
        #expect(
            text.contains(
                "guard: push vault requires signedIn, verified: waits for signIn (signedIn), verify (verified)"
            ))
        #expect(text.contains("guard: tab account requires signedIn: waits for signIn (signedIn)"))
        #expect(text.contains("guard: push item requires premium: otherwise sheet paywall"))
        #expect(text.contains("guard: push lab requires !beta: refused while unmet"))
        #expect(text.contains("requires: premium (otherwise sheet paywall)"))
        #expect(text.contains("reached: as the otherwise of home.item"))
        let hidden = RoutesTextRenderer().render(RoutesReport(simulator: try Simulator.of(hiddenInitialSpec)))
        #expect(hidden.contains("guard: tab account requires signedIn: waits for signIn (signedIn)"))
        let json = RoutesJSONRenderer().value(report).rendered()
        #expect(json.contains(#""waitsOn":["signedIn","verified"]"#))
        #expect(json.contains(#""tabRequires":{"main.account":["signedIn"]}"#))
    }

    /// An alert that only an `otherwise` shows is shown by it, in the text and the json.
    @Test func routesNamesTheOtherwiseThatShowsAnAlert() throws {
        let report = RoutesReport(simulator: try Simulator.of(try ConditionFixture.text()))
        #expect(
            RoutesTextRenderer().render(report).contains(
                "  upgrade? (alert: ok)\n    shown by: the otherwise of deal\n"))
        #expect(
            RoutesJSONRenderer().value(report).rendered().contains(
                #""alert":"upgrade","style":"alert","outcomes":["ok"],"shownBy":[],"shownByOtherwise":["deal"]}"#
            ))
    }

    @Test func specsWithoutConditionsListNoGuards() throws {
        let plain = try Simulator.of(flowsSpec)
        let json = RoutesJSONRenderer().value(RoutesReport(simulator: plain)).rendered()
        #expect(!json.contains("guards"))
        #expect(!json.contains("requires"))
    }

    @Test func anOnTopLinksOtherwiseIsShownOnTopOnlyWhenItPresents() throws {
        let spec = """
            navgen: 1
            app: Top
            root: home
            deeplinks: { schemes: [top] }
            conditions:
              premium: { initially: false, setByApp: true }
            coordinators:
              home:
                root: feed
                routes:
                  feed:
                    transitions: [{ push: other }, { push: item }, { push: gift }, { push: upsell }]
                  other:
                    deeplink: /other
                    transitions: [{ push: item }, { push: gift }]
                  item:
                    params: { id: Int }
                    deeplink: [{ pattern: "/items/{id}", open: onTop }]
                    requires: [premium]
                    otherwise: { sheet: paywall }
                  gift:
                    params: { id: Int }
                    deeplink: [{ pattern: "/gifts/{id}", open: onTop }]
                    requires: [premium]
                    otherwise: { push: upsell }
                  paywall:
                    transitions: [dismiss]
                  upsell: {}
            """
        let simulator = try Simulator.of(spec)
        let other = try simulator.opened("top://other").get()
        #expect(other.pathText == ["home.feed", "home.other"])
        // A sheet: shown over the screen on top.
        #expect(
            try simulator.opened("top://items/4", on: other).get().pathText == [
                "home.feed", "home.other", "home.paywall",
            ])
        // A push is not one move on top: the link resets, and its sequence meets the guard.
        #expect(
            try simulator.opened("top://gifts/4", on: other).get().pathText == ["home.feed", "home.upsell"])
        // Met, the one move is made on top.
        let premium = try simulator.run("set premium true", from: other)
        #expect(
            try simulator.opened("top://gifts/4", on: premium).get().pathText
                == ["home.feed", "home.other", "home.gift(id: 4)"])
    }

    @Test func anOnTopLinkWhoseSatisfyingFlowIsPushedResets() throws {
        let pushed = try Simulator.of(
            guardsSpec.replacingOccurrences(
                of: "outcome: signedIn, as: cover", with: "outcome: signedIn, as: push"))
        // From the item on top of the feed, `/orders` could be pushed on top; its flow
        // would be pushed too, so the link resets and waits from launch.
        let item = try pushed.run("set premium true", "push item(id: 2)")
        let waiting = try pushed.opened("shop://orders", on: item).get()
        #expect(waiting.pathText == ["home.feed", "signIn.form"])
        #expect(waiting.waiting?.text == "open shop://orders")
        #expect(try pushed.run("finish signedIn", from: waiting).pathText == ["home.feed", "home.orders"])
    }
}
