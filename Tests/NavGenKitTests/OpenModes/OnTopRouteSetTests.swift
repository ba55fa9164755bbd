import Testing

@testable import NavGenKit

/// `open: onTop` with shared route sets (docs/spec.md, "How a deep link opens" and
/// "Shared route sets"), on the `settop` fixture: a push when the coordinator the screen
/// on top acts for owns the target or uses its set.
@Suite struct OnTopRouteSetTests {
    private func simulator() throws -> Simulator {
        try Simulator(spec: CodeGenFixtures.spec("settop"))
    }

    /// The path after `--url launch` (a cold start by URL: a reset), `--do` of each
    /// action, then `open` of each URL in turn.
    private func path(launching launch: String? = nil, doing actions: [String] = [], opening urls: String...)
        throws -> [String]
    {
        let simulator = try simulator()
        var state = try launch.map { try simulator.open($0).get().state } ?? simulator.launchState
        for action in actions {
            state = try simulator.perform(try ActionParser.parse(action), on: state).get()
        }
        for url in urls {
            guard case .success(let opening) = simulator.open(url, on: state) else {
                Issue.record("\(url) does not open")
                return []
            }
            state = opening.state
        }
        return state.path.map(\.description)
    }

    @Test func aSetRouteIsPushedOnTheTabInFrontWhenItsStackUsesTheSet() throws {
        // A cold start would show the status on the first tab, home.
        #expect(
            try path(doing: ["tab search"], opening: "feed://statuses/2")
                == ["search.query", "common.status(id: 2)"])
    }

    @Test func aSetRouteOnTopActsForTheStackThatShowedIt() throws {
        // common.status on search: search uses common, so the account is pushed there too,
        // and a route of the set that no transition of status names as well.
        #expect(
            try path(doing: ["tab search"], opening: "feed://statuses/2", "feed://accounts/3")
                == ["search.query", "common.status(id: 2)", "common.account(id: 3)"])
        let simulator = try simulator()
        var state = try simulator.perform(.tab("search"), on: simulator.launchState).get()
        state = try simulator.perform(try ActionParser.parse("push account(id: 1)"), on: state).get()
        for route in ["status", "account", "tag", "likes", "preview"] {
            let move = simulator.engine.onTopMove(
                showing: RouteRef(coordinator: "common", route: route), over: Branch(state))
            #expect(move == .push, "\(route)")
        }
        // The acting stack's own routes count; another stack's do not.
        #expect(
            simulator.engine.onTopMove(
                showing: RouteRef(coordinator: "search", route: "query"), over: Branch(state))
                == .push)
        #expect(
            simulator.engine.onTopMove(
                showing: RouteRef(coordinator: "home", route: "topics"), over: Branch(state))
                == nil)
    }

    @Test func aFlowPushedOnAStackActsForItself() throws {
        // drafts, started `as: push` on search, uses common: links push on it.
        #expect(
            try path(
                doing: ["tab search", "start drafts"], opening: "feed://statuses/2", "feed://accounts/3")
                == ["search.query", "drafts.draftList", "common.status(id: 2)", "common.account(id: 3)"])
        // thread, pushed by a set route, uses no set (it may not: it would contain itself):
        // the link resets to a cold start's state.
        #expect(
            try path(opening: "feed://threads/1", "feed://statuses/2") == [
                "home.timeline", "common.status(id: 2)",
            ])
    }

    @Test func aModalRoutePresentsASetRouteItDeclares() throws {
        // A stack's sheet (home.filter) and a set's (common.likes) both declare `sheet: preview`.
        #expect(
            try path(opening: "feed://filter", "feed://statuses/2/preview")
                == ["home.timeline", "home.filter", "common.preview(id: 2)"])
        #expect(
            try path(launching: "feed://statuses/1/likes", opening: "feed://statuses/2/preview")
                == ["home.timeline", "common.status(id: 1)", "common.likes(id: 1)", "common.preview(id: 2)"])
        // Opened on the timeline, likes is a set route the stack pushes; from a cold start it
        // is a sheet, which cannot push: a status link over it resets.
        #expect(
            try path(opening: "feed://statuses/1/likes")
                == ["home.timeline", "common.likes(id: 1)"])
        #expect(
            try path(launching: "feed://statuses/1/likes", opening: "feed://statuses/2")
                == ["home.timeline", "common.status(id: 2)"])
    }
}
