import Foundation
import NavGenKit
import Testing

/// `<App>RootCoordinator`'s swap against the simulator: each sequence is made once by
/// `navgen simulate --do` and once on a program built from the whole generated output
/// of the `roots` fixture (``RootsProgram``), which prints the state on screen as the
/// generated state encodes it, and which coordinator it is: the program numbers each
/// entry coordinator it meets, so a fresh one shows. Setting the conditions on the root
/// coordinator (the app signs out) and changing them from inside an entry (a flow
/// satisfied one) both swap the root: the new entry shows its launch state, the old
/// one's screens are gone; a change that selects the same entry keeps its screens.
@Suite(.serialized) struct SkeletonRootSwapTests {
    struct Sequence {
        var actions: [String]
        var calls: [String]
    }

    static let sequences = [
        Sequence(actions: [], calls: []),
        Sequence(actions: ["push help"], calls: ["login(app)?.showHelp()"]),
        // The app signs in: `main` replaces `login`, which is let go with its `help`.
        Sequence(
            actions: ["push help", "set signedIn true"],
            calls: ["login(app)?.showHelp()", "app.conditions.signedIn = true"]),
        // Signing out again shows a fresh `login` at its root.
        Sequence(
            actions: ["push help", "set signedIn true", "set signedIn false"],
            calls: [
                "login(app)?.showHelp()", "app.conditions.signedIn = true", "app.conditions.signedIn = false",
            ]),
        // A change that selects the same entry keeps its screens.
        Sequence(
            actions: ["push help", "set signedIn false"],
            calls: ["login(app)?.showHelp()", "app.conditions.signedIn = false"]),
        // A change of another condition keeps `main`'s screens too.
        Sequence(
            actions: ["set signedIn true", "tab profile", "push help", "set premium true"],
            calls: [
                "app.conditions.signedIn = true", "main(app)?.selectedTab = .profile",
                "main(app)?.profile.showHelp()", "app.conditions.premium = true",
            ]),
        // The entry satisfies the condition itself (a flow finished `signedIn`): the root hears it and swaps.
        Sequence(
            actions: ["start signIn", "finish signedIn"],
            calls: ["login(app)?.conditions.signedIn = true"]),
    ]

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theRootCoordinatorSwapsAsTheSimulatorDoes(_ ui: UIFramework) throws {
        let spec = try CodeGenFixtures.spec("roots")
        let simulator = try Simulator(spec: spec)
        var main = """
            @MainActor func login(_ app: RootsRootCoordinator) -> LoginCoordinator? {
                if case .login(let login) = app.shown { return login }
                return nil
            }

            @MainActor func main(_ app: RootsRootCoordinator) -> MainCoordinator? {
                if case .main(let main) = app.shown { return main }
                return nil
            }

            /// The entry coordinators met so far, kept so that none is freed and its address reused.
            @MainActor enum Met {
                static var all: [AnyObject] = []
            }

            @MainActor func meet(_ app: RootsRootCoordinator) {
                let shown: AnyObject
                switch app.shown {
                case .login(let login): shown = login
                case .main(let main): shown = main
                }
                if !Met.all.contains(where: { $0 === shown }) { Met.all.append(shown) }
            }

            """
        var expected: [String] = []
        for sequence in Self.sequences {
            var reached = simulator.launchState
            var made = 1
            for action in sequence.actions {
                let before = reached.root.coordinator
                reached = try simulator.perform(ActionParser.parse(action), on: reached).get()
                if reached.root.coordinator != before { made += 1 }
            }
            expected.append(RootsProgram.expected(reached, of: spec) + " #\(made)")
            main += "do {\n    Met.all = []\n    \(RootsProgram.makeApp(spec, ui: ui))\n    meet(app)\n"
            main += sequence.calls.map { "    \($0)\n    meet(app)\n" }.joined()
            main += "    printState(app)\n    print(\"#\\(Met.all.count)\")\n}\n"
        }
        let output = try RootsProgram.run(spec, ui: ui, main: main)
        try #require(output.count == 2 * expected.count, "\(output)")
        let lines = stride(from: 0, to: output.count, by: 2).map {
            RootsProgram.normalized(output[$0]) + " " + output[$0 + 1]
        }
        for (sequence, (line, want)) in zip(Self.sequences, zip(lines, expected)) {
            #expect(line == want, "\(ui): \(sequence.actions.joined(separator: ", "))")
        }
        // Not vacuous: both entries show, and a swap makes a fresh coordinator.
        #expect(
            expected.contains {
                $0.hasPrefix(#"{"conditions":{"premium":false,"signedIn":false},"root":{"login""#)
            })
        #expect(expected.contains { $0.contains(#""root":{"main""#) })
        #expect(expected.contains { $0.hasSuffix("#3") })
    }
}
