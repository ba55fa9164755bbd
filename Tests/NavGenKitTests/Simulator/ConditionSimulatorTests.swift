import NavGenKit
import Testing

/// Guards on a person's moves: waiting, resuming, dropping, `otherwise`, refusals,
/// `set` and hidden tabs (docs/spec.md, "Conditions that resume").
@Suite struct ConditionSimulatorTests {
    let simulator: Simulator

    init() throws {
        simulator = try Simulator.of(guardsSpec)
    }

    @Test func theLaunchStateHidesTabsWhoseRequirementIsUnmet() throws {
        let launch = simulator.launchState
        #expect(launch.conditions == [false, false, false, false])
        #expect(launch.waiting == nil)
        #expect(launch.pathText == ["home.feed"])
        // Only `tab account` that waits for sign-in is offered, not refused.
        let text = StateRendering.text(launch, in: simulator)
        #expect(text.contains("account: profile (hidden)"))
        #expect(
            text.hasSuffix(
                "conditions: signedIn false, premium false, verified false, beta false\nwaiting: nothing"))
    }

    @Test func aHiddenTabWaitsForItsConditionAndResumesOnTheSatisfyingOutcome() throws {
        let waiting = try simulator.run("tab account")
        #expect(waiting.pathText == ["home.feed", "signIn.form"])
        #expect(waiting.waiting?.text == "tab account")
        #expect(waiting.tabsText == ["main": "home"])
        let resumed = try simulator.run("finish signedIn", from: waiting)
        #expect(resumed.pathText == ["account.profile"])
        #expect(resumed.tabsText == ["main": "account"])
        #expect(resumed.waiting == nil)
        #expect(simulator.condition("signedIn", in: resumed) == true)
    }

    @Test func anotherOutcomeClosesTheFlowAndDropsTheMove() throws {
        let dropped = try simulator.run("tab account", "finish cancelled")
        #expect(dropped.pathText == ["home.feed"])
        #expect(dropped.waiting == nil)
        #expect(simulator.condition("signedIn", in: dropped) == false)
    }

    @Test func dismissingTheFlowDropsTheMove() throws {
        // `verify` is shown as a sheet: `back` at its root dismisses it, with no outcome.
        let waiting = try simulator.run("set signedIn true", "push vault")
        #expect(waiting.pathText == ["home.feed", "verify.code"])
        #expect(waiting.waiting?.text == "push vault")
        let dismissed = try simulator.run("back", from: waiting)
        #expect(dismissed.pathText == ["home.feed"])
        #expect(dismissed.waiting == nil)
        #expect(simulator.condition("verified", in: dismissed) == false)
    }

    @Test func aResumedMoveIsCheckedAgainAndWaitsForTheNextCondition() throws {
        let first = try simulator.run("push vault")
        #expect(first.pathText == ["home.feed", "signIn.form"])
        let second = try simulator.run("finish signedIn", from: first)
        #expect(second.pathText == ["home.feed", "verify.code"])
        #expect(second.waiting?.text == "push vault")
        let shown = try simulator.run("finish verified", from: second)
        #expect(shown.pathText == ["home.feed", "home.vault"])
        #expect(shown.conditions == [true, false, true, false])
    }

    @Test func otherwiseRunsInsteadWithTheArgumentsItsTargetTakes() throws {
        let paywall = try simulator.run("push item(id: 4)")
        #expect(paywall.pathText == ["home.feed", "home.paywall"])
        #expect(paywall.waiting == nil)
        let item = try simulator.run("set premium true", "push item(id: 4)")
        #expect(item.pathText == ["home.feed", "home.item(id: 4)"])
    }

    @Test func anUnmetNegatedRequirementWithoutOtherwiseIsRefused() throws {
        #expect(try simulator.run("push lab").pathText == ["home.feed", "home.lab"])
        let refusal = try simulator.refusal(after: ["set beta true"], "push lab")
        #expect(refusal?.reason.contains("requires beta to be false") == true)
        // A refused move offers no waiting and changes nothing.
        let allowed = simulator.allowedActions(in: try simulator.run("set beta true")).map(\.template)
        #expect(!allowed.contains("push lab"))
        #expect(allowed.contains("push orders"))
    }

    @Test func aGuardedCoordinatorWaitsAndItsThenRunsAfterTheResumedStart() throws {
        let waiting = try simulator.run("start checkout")
        #expect(waiting.waiting?.text == "start checkout")
        let started = try simulator.run("finish signedIn", from: waiting)
        #expect(started.pathText == ["home.feed", "checkout.cart"])
        // The `then` of the resumed start: push orders, now allowed.
        let paid = try simulator.run("finish paid", from: started)
        #expect(paid.pathText == ["home.feed", "home.orders"])
    }

    @Test func finishingTheSatisfyingFlowStartedByHandSetsTheCondition() throws {
        let state = try simulator.run("start signIn", "finish signedIn")
        #expect(state.pathText == ["home.feed"])
        #expect(simulator.condition("signedIn", in: state) == true)
        #expect(try simulator.run("tab account", from: state).pathText == ["account.profile"])
    }

    @Test func setHidesTheSelectedTabAndClosesNothing() throws {
        let signedIn = try simulator.run("set signedIn true", "tab account")
        #expect(signedIn.tabsText == ["main": "account"])
        let signedOut = try simulator.run("set signedIn false", from: signedIn)
        #expect(signedOut.tabsText == ["main": "home"])
        #expect(signedOut.pathText == ["home.feed"])
        // A waiting move stays waiting when its condition is set meanwhile, and
        // resumes only on the flow's outcome.
        let waiting = try simulator.run("push orders", "set signedIn true")
        #expect(waiting.waiting?.text == "push orders")
        #expect(waiting.pathText == ["home.feed", "signIn.form"])
        #expect(try simulator.run("finish signedIn", from: waiting).pathText == ["home.feed", "home.orders"])
    }

    @Test func setIsAllowedEvenOverAnAlertAndNamesAreChecked() throws {
        let malformed = simulator.perform(.set("signedin", true), on: simulator.launchState)
        guard case .failure(let refusal) = malformed else {
            Issue.record("set signedin was accepted")
            return
        }
        #expect(refusal.kind == .malformed)
        #expect(refusal.reason.contains("did you mean 'signedIn'?"))
    }

    @Test func givenConditionsChangeTheLaunchState() throws {
        let launch = try simulator.launch(("signedIn", true))
        #expect(launch.conditions == [true, false, false, false])
        #expect(try simulator.run("tab account", from: launch).pathText == ["account.profile"])
        guard case .failure(let refusal) = simulator.given("signedin=true") else {
            Issue.record("a misspelt condition was accepted")
            return
        }
        #expect(refusal.reason.contains("did you mean 'signedIn'?"))
        guard case .failure(let value) = simulator.given("signedIn=yes") else {
            Issue.record("a value that is not true or false was accepted")
            return
        }
        #expect(value.reason.contains("not true or false"))
    }

    @Test func specsWithoutConditionsCarryNoConditions() throws {
        let plain = try Simulator.of(flowsSpec)
        #expect(plain.launchState.conditions.isEmpty)
        #expect(StateRendering.text(plain.launchState, in: plain) == StateRendering.text(plain.launchState))
        #expect(
            StateRendering.json(plain.launchState, in: plain).rendered()
                == StateRendering.json(plain.launchState).rendered())
    }

    @Test func aSatisfyingFlowPushedOnTheStackResumesAndPoppingItDropsTheMove() throws {
        let pushed = try Simulator.of(
            guardsSpec.replacingOccurrences(
                of: "outcome: signedIn, as: cover", with: "outcome: signedIn, as: push"))
        let waiting = try pushed.run("push orders")
        #expect(waiting.pathText == ["home.feed", "signIn.form"])
        #expect(waiting.waiting?.text == "push orders")
        #expect(try pushed.run("finish signedIn", from: waiting).pathText == ["home.feed", "home.orders"])
        let popped = try pushed.run("back", from: waiting)
        #expect(popped.pathText == ["home.feed"])
        #expect(popped.waiting == nil)
    }

    @Test func aFlowAnOtherwiseStartsClosesOnItsOutcomeAndTheUserStays() throws {
        let spec = """
            navgen: 1
            app: Ow
            root: home
            conditions:
              premium: { initially: false, setByApp: true }
            coordinators:
              home:
                root: feed
                routes:
                  feed:
                    transitions: [{ push: item }]
                  item:
                    params: { id: Int }
                    requires: [premium]
                    otherwise: { start: upgrade, as: cover }
              upgrade:
                root: offer
                outcomes: [bought, gaveUp]
                routes:
                  offer:
                    transitions: [{ finish: bought }, { finish: gaveUp }]
            """
        let simulator = try Simulator.of(spec)
        let offered = try simulator.run("push item(id: 3)")
        #expect(offered.pathText == ["home.feed", "upgrade.offer"])
        #expect(offered.waiting == nil)
        #expect(try simulator.run("finish bought", from: offered).pathText == ["home.feed"])
    }

    @Test func anAlertAnOtherwiseShowsHasNoThenOfTheRouteBelow() throws {
        let spec = """
            navgen: 1
            app: Al
            root: home
            conditions:
              premium: { initially: false, setByApp: true }
            coordinators:
              home:
                root: feed
                alerts:
                  upgrade: { outcomes: [ok] }
                routes:
                  feed:
                    transitions:
                      - alert: upgrade
                        then: { ok: { push: other } }
                      - push: deal
                  deal:
                    requires: [premium]
                    otherwise: { alert: upgrade }
                  other: {}
            """
        let simulator = try Simulator.of(spec)
        let shown = try simulator.run("push deal")
        #expect(shown.pathTexts == ["home.feed", "home.upgrade?"])
        // The feed's own `alert: upgrade` pushes `other` on ok; the otherwise's does not.
        #expect(try simulator.run("answer ok", from: shown).pathText == ["home.feed"])
        #expect(try simulator.run("alert upgrade", "answer ok").pathText == ["home.feed", "home.other"])
    }
}
