import NavGenKit
import Testing

/// A link runs from the root shown now. Three ways to open a URL must agree, for
/// every URL of the fixture and both values of its condition: `simulate --given
/// --url` (a cold launch under the conditions), a flow's `open:` step after its
/// `set` (the running app), and the model's own answer, whether the shown root's
/// tree holds the link's target.
@Suite struct AlternativeRootLinksTests {
    private struct Outcome: Equatable, CustomStringConvertible {
        /// The path opened, nil when the link opens nothing.
        var path: [String]?
        var description: String { path.map { $0.joined(separator: " › ") } ?? "nothing" }
    }

    @Test(arguments: [false, true])
    func coldLaunchRunningAppAndTheShownRootAgree(signedIn: Bool) throws {
        let simulator = try Simulator.of(RootsFixture.spec)
        let launch = try simulator.launch(("signedIn", signedIn))
        let running = try simulator.run("set signedIn \(signedIn)")
        #expect(launch == running, "a set and a launch under the same value show the same root")
        let model = NavigationModel(simulator.spec)
        for url in RootsFixture.urls {
            let cold = Outcome(path: try? simulator.openAtLaunch(url, on: launch).get().state.pathText)
            let flow = Outcome(path: try? simulator.opened(url, on: running).get().pathText)
            #expect(cold == flow, "\(url), signedIn \(signedIn): --url gives \(cold), a flow's open: \(flow)")
            let target = DeepLinkMatcher(catalog: simulator.router.catalog).match(url)?.route
            let holds =
                target.map { Self.shownRoot(in: model, signedIn: signedIn).holds($0, in: model) } ?? false
            #expect(
                (cold.path != nil) == holds,
                "\(url), signedIn \(signedIn): opens \(cold), but the shown root \(holds ? "holds" : "lacks") it"
            )
            if let path = cold.path, let target { #expect(path.last?.hasPrefix(target.description) == true) }
        }
    }

    @Test func aTargetTheShownRootCannotShowIsNoMatchNamingTheRoot() throws {
        let simulator = try Simulator.of(RootsFixture.spec)
        guard case .failure(let mismatch) = simulator.open("roots:///feed/7") else {
            Issue.record("feed.item opened under root 'login'")
            return
        }
        #expect(mismatch.label == "no match")
        #expect("\(mismatch)".hasSuffix("feed.item is not shown under root 'login'"))
    }

    @Test func aConditionChangeSwapsTheRootAndDiscardsTheOldState() throws {
        let simulator = try Simulator.of(RootsFixture.spec)
        let deep = try simulator.run("push help")
        #expect(deep.pathText == ["login.welcome", "login.help"])
        let swapped = try simulator.run("set signedIn true", from: deep)
        #expect(swapped.pathText == ["feed.list"])
        #expect(
            try simulator.run("tab profile", "push help", "set signedIn false", from: swapped).pathText
                == ["login.welcome"])
        // Finishing the satisfying flow sets the condition: the root swaps at once.
        #expect(try simulator.run("start signIn", "finish signedIn").pathText == ["feed.list"])
    }

    @Test func aWaitingLinkRunsAgainFromTheNewRoot() throws {
        // Every link requires signedIn: under `login` a link to `main`'s screen waits
        // for signIn (the requirement comes before the root), whose finishing swaps
        // the root; the link then runs from `main`.
        let guarded = RootsFixture.spec.replacingOccurrences(
            of: "deeplinks: { schemes: [roots] }",
            with: "deeplinks: { schemes: [roots], requires: [signedIn] }")
        let simulator = try Simulator.of(guarded)
        let waiting = try simulator.opened("roots:///me/help").get()
        #expect(waiting.pathText == ["login.welcome", "signIn.form"])
        #expect(waiting.waiting?.text == "open roots:///me/help")
        let resumed = try simulator.run("finish signedIn", from: waiting)
        #expect(resumed.pathText == ["profile.me", "profile.help"])
        #expect(resumed.waiting == nil)
        // Without a swap nothing runs again: a plain set drops nothing that waited.
        #expect(try simulator.run("set signedIn true").pathText == ["feed.list"])
    }

    /// The root entry the condition selects, as the spec reads: the first whose
    /// requires hold.
    private static func shownRoot(in model: NavigationModel, signedIn: Bool) -> ShownRoot {
        let entry = model.rootEntry { _ in signedIn }
        return ShownRoot(coordinator: entry.map { model[$0.coordinator].id.value } ?? "")
    }

    /// The coordinators a root's tree holds: its tabs and the flows it starts, deep.
    private struct ShownRoot {
        var coordinator: String

        func holds(_ route: RouteRef, in model: NavigationModel) -> Bool {
            var seen: Set<String> = []
            var pending = [coordinator]
            while let id = pending.popLast() {
                guard seen.insert(id).inserted, let declared = model.spec.coordinator(named: id) else {
                    continue
                }
                pending += declared.children.map(\.value)
            }
            return seen.contains(route.coordinator)
        }
    }
}
