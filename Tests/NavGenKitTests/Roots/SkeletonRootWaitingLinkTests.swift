import Foundation
import NavGenKit
import Testing

/// A link that waits through a root swap, on the compiled root coordinator against the
/// simulator. In the `roots-waiting` fixture every link requires `signedIn`, and that
/// requirement comes before the root: opened while `login` is shown, a link waits with
/// the sign-in flow over `login` (even a link to a screen only `main` shows); finishing
/// the flow swaps the root to `main`, and the link runs again from there. The program
/// (``RootsProgram``) opens each link on a fresh app, prints the state on screen, finishes
/// the flow and prints it again; `navgen simulate --url URL --do 'finish signedIn'`
/// gives the two states it must equal, written as the generated state encodes them.
@Suite(.serialized) struct SkeletonRootWaitingLinkTests {
    /// Links to a screen only `main` shows (a tab, a pushed screen with a param), and
    /// one only `login` shows, which `main` cannot run again: it opens nothing there.
    static let links = ["waiting:///me/help", "waiting:///feed/7", "waiting:///help"]

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func aWaitingLinkRunsAgainFromTheNewRoot(_ ui: UIFramework) throws {
        let spec = try CodeGenFixtures.spec("roots-waiting")
        let simulator = try Simulator(spec: spec)
        var main = RootsProgram.finishSignIn(spec, ui: ui)
        var expected: [String] = []
        for link in Self.links {
            let waiting = try simulator.open(link, on: simulator.launchState).get().state
            let resumed = try simulator.perform(ActionParser.parse("finish signedIn"), on: waiting).get()
            expected += [RootsProgram.expected(waiting, of: spec), RootsProgram.expected(resumed, of: spec)]
            main += "do {\n    \(RootsProgram.makeApp(spec, ui: ui))\n"
            main +=
                "    print(app.open(URL(string: \"\(link)\")!) ? \"\" : \"not opened\", terminator: \"\")\n"
            main += "    printState(app)\n    finishSignIn(app)\n    printState(app)\n}\n"
        }
        let lines = try RootsProgram.run(spec, ui: ui, main: main).map(RootsProgram.normalized)
        try #require(lines.count == expected.count, "\(lines)")
        let steps = Self.links.flatMap { ["\($0) waits", "\($0) after sign-in"] }
        for (step, (line, want)) in zip(steps, zip(lines, expected)) {
            #expect(line == want, "\(ui): \(step)")
        }
        // Not vacuous: each link waits under `login`, and the first runs again on `main`'s profile tab.
        #expect(
            expected.enumerated().filter { $0.offset % 2 == 0 }.allSatisfy { $0.element.contains(#""flow""#) }
        )
        #expect(expected[1].contains(#""selected":"profile""#) && expected[1].contains(#""help""#))
        #expect(expected[3].contains(#""item":{"id":7}"#))
    }
}
