import NavGenKit
import Testing

/// The simulator with a condition that has params: one value per tuple, each starting
/// at `initially`; a guard reads the tuple of its target's values, a `set` item the
/// tuple of its route's, and a satisfying flow sets the tuple it was started for.
@Suite struct ParamConditionTupleTests {
    /// A chat: a room's timeline needs the user to have joined that room; joining
    /// takes the room from the guard, and leaving (a flow started from the timeline)
    /// makes its `then` set the timeline's room back to false.
    static let spec = """
        navgen: 1
        app: Chat
        root: rooms
        deeplinks: { schemes: [chat] }
        conditions:
          joined:
            params: { roomId: String }
            initially: false
            satisfiedBy: { start: joining, outcome: joined }
          muted: { initially: false, setByApp: true }
        coordinators:
          rooms:
            root: list
            children: [leaving]
            routes:
              list:
                transitions: [{ push: timeline }]
              timeline:
                params: { roomId: String }
                deeplink: /rooms/{roomId}
                requires: ['joined(roomId)']
                transitions:
                  - start: leaving
                    then: { left: { set: { 'joined(roomId)': false } } }
          joining:
            root: join
            outcomes: [joined, cancelled]
            routes:
              join:
                params: { roomId: String }
                transitions: [{ finish: joined }, { finish: cancelled }]
          leaving:
            root: confirm
            outcomes: [left]
            routes:
              confirm: { transitions: [{ finish: left }] }

        """

    @Test func eachTupleStartsAtInitiallyAndASetChangesOnlyItsOwn() throws {
        let simulator = try Simulator.of(Self.spec)
        let set = try simulator.run(#"set joined(roomId: "a") true"#)
        let shown = try simulator.run(#"push timeline(roomId: "a")"#, from: set)
        #expect(shown.topText == #"rooms.timeline(roomId: "a")"#)
        #expect(shown.waiting == nil)
        // Room b was never joined: its guard starts the satisfying flow for room b.
        let other = try simulator.run(#"push timeline(roomId: "b")"#, from: set)
        #expect(other.topText == #"joining.join(roomId: "b")"#)
        #expect(other.waiting?.text == #"push timeline(roomId: "b")"#)
    }

    @Test func theSatisfyingOutcomeSetsTheTupleItWasStartedForAndResumes() throws {
        let simulator = try Simulator.of(Self.spec)
        let resumed = try simulator.run(#"push timeline(roomId: "b")"#, "finish joined")
        #expect(resumed.topText == #"rooms.timeline(roomId: "b")"#)
        #expect(simulator.conditionMembers(of: resumed).map(\.name) == [#"joined(roomId: "b")"#, "muted"])
        // Room c still waits: only b's tuple was set.
        let other = try simulator.run("back", #"push timeline(roomId: "c")"#, from: resumed)
        #expect(other.topText == #"joining.join(roomId: "c")"#)
    }

    @Test func aSetInAThenBindsFromTheStartItemsRoute() throws {
        let simulator = try Simulator.of(Self.spec)
        let left = try simulator.run(
            #"set joined(roomId: "a") true, joined(roomId: "b") true"#, #"push timeline(roomId: "a")"#,
            "start leaving", "finish left")
        // The `then`'s item, run as a's timeline (the route of the start), leaves a and keeps b.
        let values = simulator.conditionMembers(of: left).map { "\($0.name) \($0.value)" }
        #expect(values == [#"joined(roomId: "a") false"#, #"joined(roomId: "b") true"#, "muted false"])
    }

    @Test func theJSONNamesEachTupleSetSortedAndPlainConditionsAsBefore() throws {
        let simulator = try Simulator.of(Self.spec)
        let state = try simulator.run(#"set joined(roomId: "b") true, joined(roomId: "a") false"#)
        let json = StateRendering.json(state, url: nil, target: nil, in: simulator)
        guard case .object(let members) = json,
            case .object(let conditions)? = members.first(where: { $0.0 == "conditions" })?.1
        else {
            Issue.record("no conditions member in \(json)")
            return
        }
        #expect(conditions.map(\.0) == [#"joined(roomId: "a")"#, #"joined(roomId: "b")"#, "muted"])
        #expect(conditions.map(\.1) == [.bool(false), .bool(true), .bool(false)])
        let text = StateRendering.text(state, in: simulator)
        #expect(
            text.contains(#"conditions: joined(roomId: "a") false, joined(roomId: "b") true, muted false"#))
    }

    @Test func theTextSaysSoWhenOnlyConditionsWithParamsAreDeclaredAndNoTupleIsSet() throws {
        let onlyTuples = Self.spec.replacingOccurrences(
            of: "  muted: { initially: false, setByApp: true }\n", with: "")
        let simulator = try Simulator.of(onlyTuples)
        let launch = try simulator.launchState(given: []).get()
        #expect(StateRendering.text(launch, in: simulator).contains("conditions: no tuple set\n"))
        let state = try simulator.run(#"set joined(roomId: "a") true"#)
        #expect(StateRendering.text(state, in: simulator).contains(#"conditions: joined(roomId: "a") true"#))
    }

    @Test func givenSetsATupleAtLaunchAndRejectsAConditionWithoutItsValues() throws {
        let simulator = try Simulator.of(Self.spec)
        let given = try simulator.given(#"joined(roomId: "a=b")=true"#).get()
        #expect(given.name == #"joined(roomId: "a=b")"# && given.value)
        let launched = try simulator.launchState(given: [given]).get()
        let shown = try simulator.run(#"push timeline(roomId: "a=b")"#, from: launched)
        #expect(shown.topText == #"rooms.timeline(roomId: "a=b")"#)
        #expect(throws: SimulatorRefusal.self) { try simulator.given("joined=true").get() }
        #expect(throws: SimulatorRefusal.self) { try simulator.given(#"joined(room: "a")=true"#).get() }
        #expect(throws: SimulatorRefusal.self) { try simulator.given(#"muted(roomId: "a")=true"#).get() }
        #expect(throws: SimulatorRefusal.self) { try simulator.given("joined(roomId: 4)=true").get() }
    }

    @Test func aFlowFileGivesAndExpectsATuple() throws {
        let simulator = try Simulator.of(Self.spec)
        let text = """
            flows:
              - name: joined
                steps:
                  - given: { 'joined(roomId: "a")': true }
                  - do: 'push timeline(roomId: "a")'
                  - expect:
                      path: [rooms.list, 'rooms.timeline(roomId: "a")']
                      conditions: { 'joined(roomId: "a")': true, 'joined(roomId: "z")': false, muted: false }
              - name: wrong tuple
                steps:
                  - expect: { conditions: { 'joined(roomId: "a")': true } }
            """
        let results = try FlowFile.parse(Array(text.utf8), file: "flows.yaml").get().flows.map(simulator.run)
        #expect(results.map(\.passed) == [true, false], "\(results.compactMap(\.failure))")
        #expect(results.last?.failure?.message == #"joined(roomId: "a") is false, expected true"#)
    }

    @Test func aLinkChecksTheEntryWithTheURLsValues() throws {
        let simulator = try Simulator.of(Self.spec)
        let launched = try simulator.launchState(given: [(#"joined(roomId: "a")"#, true)]).get()
        let joined = try simulator.opened("chat:///rooms/a", on: launched).get()
        #expect(joined.topText == #"rooms.timeline(roomId: "a")"#)
        let waiting = try simulator.opened("chat:///rooms/b", on: launched).get()
        #expect(waiting.topText == #"joining.join(roomId: "b")"#)
        #expect(waiting.waiting?.text == "open chat:///rooms/b")
    }
}
