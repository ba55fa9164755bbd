import NavGenKit
import Testing

/// A then-start whose flow is guarded by a condition with `satisfiedBy` waits for that
/// condition's flow; once it is satisfied, the start resumes where it is written, so
/// the started flow's own `then` still runs when it finishes.
@Suite struct WaitingThenStartTests {
    static let spec = """
        navgen: 1
        app: Waits
        root: main
        conditions:
          signedIn:
            satisfiedBy: { start: signIn, outcome: signedIn, as: cover }
        coordinators:
          main:
            root: home
            children: [menu, checkout]
            routes:
              home:
                transitions:
                  - push: receipt
                  - start: menu
                    then:
                      buy: { start: checkout, then: { paid: { push: receipt }, cancelled: stay } }
                      closed: stay
              receipt: {}
          menu:
            root: menuList
            outcomes: [buy, closed]
            routes:
              menuList:
                transitions: [{ finish: buy }, { finish: closed }]
          checkout:
            root: pay
            requires: [signedIn]
            outcomes: [paid, cancelled]
            routes:
              pay:
                transitions: [{ finish: paid }, { finish: cancelled }]
          signIn:
            root: signInForm
            outcomes: [signedIn, cancelled]
            routes:
              signInForm:
                transitions: [{ finish: signedIn }, { finish: cancelled }]
        """

    private let simulator: Simulator

    init() throws {
        simulator = try makeSimulator(Self.spec)
    }

    @Test func theThenStartWaitsForTheSatisfyingFlow() throws {
        let state = try simulator.state("start menu", "finish buy")
        #expect(state.pathText == ["main.home", "signIn.signInForm"])
    }

    @Test func aResumedThenStartRunsItsOwnThen() throws {
        let resumed = try simulator.state("start menu", "finish buy", "finish signedIn")
        #expect(resumed.pathText == ["main.home", "checkout.pay"])
        let finished = try simulator.state("start menu", "finish buy", "finish signedIn", "finish paid")
        #expect(finished.pathText == ["main.home", "main.receipt"])
    }

    @Test func itEndsWhereAThenStartThatDidNotWaitEnds() throws {
        let direct = try simulator.state("set signedIn true", "start menu", "finish buy", "finish paid")
        let resumed = try simulator.state("start menu", "finish buy", "finish signedIn", "finish paid")
        #expect(resumed.pathText == direct.pathText)
    }
}
