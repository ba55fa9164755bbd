import Testing

@testable import NavGenKit

/// Flows started `as: overlay` in the engine and the simulator: above everything, one
/// at a time; `back` at the root and a `tab` made from it minimise it, `expand` brings
/// it back as it was, `dismiss` at its root closes it, `finish` runs the starter's `then`.
///
/// The rules still refuse overlays (their generated code is not built), so these tests
/// build the simulator from the decoded spec, past that one finding.
@Suite struct OverlayEngineTests {
    static let yaml = """
        navgen: 1
        app: Chat
        root: main
        coordinators:
          main:
            kind: tabs
            children: [rooms, people]
          rooms:
            root: roomList
            children: [call]
            routes:
              roomList:
                transitions:
                  - { start: call, as: overlay, then: { ended: { push: summary } } }
                  - { push: summary }
              summary:
                transitions: [pop]
          people:
            root: peopleList
            routes:
              peopleList:
          call:
            root: callScreen
            outcomes: [ended]
            routes:
              callScreen:
                transitions:
                  [{ push: participants }, { finish: ended }, dismiss, { tab: people }, { go: rooms.summary }]
              participants:
                transitions: [pop]
        """

    static func simulator() throws -> Simulator {
        try PastUnbuiltRefusals.simulator(yaml)
    }

    @Test func anOverlayShowsAboveEverythingExpandedAndOneAtATime() throws {
        let simulator = try Self.simulator()
        let state = try simulator.state("start call")
        #expect(state.overlay?.minimised == false)
        #expect(state.pathText == ["rooms.roomList", "call.callScreen"])
        #expect(
            simulator.allowedActions(in: state).map(\.template) == [
                "push participants", "finish ended", "dismiss", "tab people", "go rooms.summary", "back",
                "minimise",
            ])
        // The tab bar below is covered: only the overlay route's own `tab` item selects.
        #expect(try simulator.refusal(after: ["start call"], "tab people") == nil)
        #expect(try simulator.refusal(after: ["start call", "minimise"], "start call") != nil)
    }

    @Test func backAtItsRootMinimisesItAndExpandBringsItBackAsItWas() throws {
        let simulator = try Self.simulator()
        let minimised = try simulator.state("start call", "push participants", "back", "back")
        #expect(minimised.overlay?.minimised == true)
        #expect(minimised.pathText == ["rooms.roomList"])
        #expect(simulator.allowedActions(in: minimised).map(\.template).last == "expand")
        // Minimised, the screens below act; the overlay keeps its state.
        let below = try simulator.state(
            "start call", "push participants", "minimise", "push summary", "expand")
        #expect(
            below.pathText == ["rooms.roomList", "rooms.summary", "call.callScreen", "call.participants"])
        #expect(try simulator.refusal(after: ["start call"], "expand") != nil)
    }

    @Test func finishRunsTheStartersThenAndDismissClosesWithoutOutcome() throws {
        let simulator = try Self.simulator()
        let finished = try simulator.state("start call", "finish ended")
        #expect(finished.overlay == nil)
        #expect(finished.pathText == ["rooms.roomList", "rooms.summary"])
        // The starter is no longer on top below: the flow just closes.
        let elsewhere = try simulator.state(
            "start call", "minimise", "push summary", "expand", "finish ended")
        #expect(elsewhere.pathText == ["rooms.roomList", "rooms.summary"])
        #expect(try simulator.state("start call", "dismiss") == simulator.launchState)
    }

    @Test func aTabOrGoMadeFromItMinimisesItFirst() throws {
        let simulator = try Self.simulator()
        let state = try simulator.state("start call", "tab people")
        #expect(state.overlay?.minimised == true)
        #expect(state.pathText == ["people.peopleList"])
        let gone = try simulator.state("start call", "go rooms.summary")
        #expect(gone.overlay?.minimised == true)
        #expect(gone.pathText == ["rooms.roomList", "rooms.summary"])
        let back = try simulator.state("start call", "go rooms.summary", "expand")
        #expect(back.pathText == ["rooms.roomList", "rooms.summary", "call.callScreen"])
    }

    @Test func theTextAndJSONSayWhichOverlayRuns() throws {
        let simulator = try Self.simulator()
        let expanded = try simulator.state("start call")
        #expect(
            StateRendering.text(expanded) == """
                main (tabs)
                  * rooms: roomList
                    people: peopleList
                overlay call: callScreen
                path: rooms.roomList › call.callScreen
                top: call.callScreen
                """)
        let minimised = try simulator.state("start call", "minimise")
        #expect(
            StateRendering.text(minimised).hasSuffix(
                "top: rooms.roomList\noverlay: call.callScreen (minimised)"))
        guard case .object(let members) = StateRendering.json(minimised, in: simulator) else {
            throw FixtureError("not an object")
        }
        #expect(members.map(\.0) == ["ok", "url", "target", "path", "tabs", "overlay", "state"])
        guard case .object(let overlay) = members[5].1 else { throw FixtureError("no overlay") }
        #expect(overlay.first?.0 == "minimised")
        #expect(overlay.first?.1 == .bool(true))
        guard case .object(let launch) = StateRendering.json(simulator.launchState, in: simulator) else {
            throw FixtureError("not an object")
        }
        #expect(launch[5].0 == "overlay")
        #expect(launch[5].1 == .null)
        // A spec without overlays has no such member.
        let plain = try Simulator(
            spec: try #require(Validator.validate(Array(flowsSpec.utf8), file: "x").spec))
        guard case .object(let other) = StateRendering.json(plain.launchState, in: plain) else {
            throw FixtureError("not an object")
        }
        #expect(!other.map(\.0).contains("overlay"))
    }
}
