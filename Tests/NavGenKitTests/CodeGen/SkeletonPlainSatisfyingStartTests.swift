import Foundation
import NavGenKit
import Testing

/// A flow that satisfies a condition, started by a plain `start:` rather than by a
/// guard: finishing it with the satisfying outcome makes the condition true, before
/// the start's `then:` acts, as `navgen simulate` does. The tab `home` starts it (it
/// asks the root, which owns the conditions, through `satisfySignedIn`), and its
/// `then:` selects the tab `account`, which requires `signedIn`: set after the
/// `then:`, the condition would still be false and the tap would wait for sign-in.
@Suite(.serialized) struct SkeletonPlainSatisfyingStartTests {
    static let spec = """
        navgen: 1
        app: Plain
        root: main
        conditions:
          signedIn:
            satisfiedBy: { start: signIn, outcome: signedIn, as: cover }
        coordinators:
          main:
            kind: tabs
            children: [home, { account: { requires: [signedIn] } }]
          home:
            root: feed
            children: [signIn]
            routes:
              feed:
                transitions:
                  - start: signIn
                    then: { signedIn: { tab: account }, cancelled: stay }
          account:
            root: accountHome
            routes:
              accountHome: {}
          signIn:
            root: form
            outcomes: [signedIn, cancelled]
            routes:
              form:
                transitions: [{ finish: signedIn }, { finish: cancelled }]

        """

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func finishingAPlainStartWithTheSatisfyingOutcomeSetsTheCondition(_ ui: UIFramework) throws {
        let spec = try CodeGenFixtures.spec(text: Self.spec)
        let simulator = try Simulator(spec: spec)
        var reached = simulator.launchState
        for action in ["start signIn", "finish signedIn"] {
            reached = try simulator.perform(ActionParser.parse(action), on: reached).get()
        }
        guard case .tabs(let tabs) = reached.root else { throw Failure("the root is not the tab bar") }
        let selected = ["home", "account"][tabs.selected]
        let expected = "\(selected) \(reached.conditions == [true]) waits: false"
        #expect(expected == "account true waits: false")
        let finish =
            ui == .uikit
            ? "app.home.signInFlow?.finishSignedIn()"
            : "if case .signIn(let flow)? = app.home.sheet { flow.finishSignedIn() }"
        let waits = ui == .uikit ? "app.signedInFlow != nil" : "app.conditionCover != nil"
        let output = try SkeletonProgram.run(
            spec, ui: ui, module: "Plain",
            main: """
                import \(ui == .uikit ? "UIKit" : "Foundation")

                let app = MainCoordinator()
                app.home.startSignIn()
                \(finish)
                print(app.selectedTab, app.conditions.signedIn, "waits:", \(waits))

                """)
        #expect(output.split(separator: "\n").map(String.init) == [expected], "\(ui)")
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
