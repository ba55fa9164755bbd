import Testing

@testable import NavGenKit

/// The fine points of `open: onTop` (docs/spec.md, "How a deep link opens"), on the
/// open-modes fixture.
@Suite struct OnTopTests {
    private func simulator() throws -> Simulator {
        try Simulator(spec: CodeGenFixtures.spec("opening"))
    }

    /// The path after `--url first` and `open` of each of `then` in turn.
    private func path(_ first: String, _ then: String...) throws -> [String] {
        let simulator = try simulator()
        var state = try simulator.open(first).get().state
        for url in then {
            guard case .success(let opening) = simulator.open(url, on: state) else {
                Issue.record("\(url) does not open")
                return []
            }
            state = opening.state
        }
        return state.path.map(\.description)
    }

    @Test func aTargetTheActiveStackOwnsIsPushedEvenWhenTheTopDeclaresASheetOfIt() throws {
        // status declares `sheet: share`; share is a route of the stack on screen.
        #expect(
            try path("social://statuses/3", "social://share/3")
                == ["home.timeline", "home.status(id: 3)", "home.share(id: 3)"])
        let simulator = try simulator()
        let state = try #require(try? simulator.open("social://statuses/3").get().state)
        let move = simulator.engine.onTopMove(
            showing: RouteRef(coordinator: "home", route: "share"), over: Branch(state))
        #expect(move == .push)
    }

    @Test func aModalRouteOnTopPresentsWhatItDeclaresAndNothingElse() throws {
        #expect(
            try path("social://search?q=x", "social://search/filters")
                == ["home.timeline", "home.search(query: \"x\")", "home.filters"])
        // search cannot push status: the link resets.
        #expect(
            try path("social://search?q=x", "social://statuses/4") == ["home.timeline", "home.status(id: 4)"])
    }

    @Test func flowStartsAndOtherStacksDoNotCount() throws {
        // compose is shown by `start composer` only: from timeline it resets to its state.
        #expect(
            try path("social://statuses/1", "social://compose?reply=1")
                == ["home.timeline", "composer.compose(replyTo: 1)"])
        // From the notifications tab, a home target resets (tabs are not one move).
        #expect(
            try path("social://notifications", "social://statuses/2") == [
                "home.timeline", "home.status(id: 2)",
            ])
    }

    @Test func aResetPatternOfAnOnTopRouteRebuilds() throws {
        #expect(
            try path("social://statuses/1", "social://users/al") == [
                "home.timeline", "home.account(handle: \"al\")",
            ])
        #expect(
            try path("social://statuses/1", "social://accounts/al")
                == ["home.timeline", "home.status(id: 1)", "home.account(handle: \"al\")"])
    }
}
