import Foundation
import Testing

@testable import NavGenKit

/// Recursive flows as the simulator and the deep-link search run them: each `start`
/// a new instance, `finish` closing that instance only, the search building at most
/// one instance of each flow, and the simulator refusing a 51st started flow.
@Suite struct RecursiveFlowTests {
    static func spec() throws -> NavigationSpec { try CodeGenFixtures.spec("recursive") }

    static func simulator() throws -> Simulator { try Simulator(spec: try spec()) }

    @Test func linksBuildOneInstanceOfEachFlow() throws {
        let simulator = try Self.simulator()
        #expect(
            try simulator.state(url: "rooms://room/7/details").pathText == [
                "chats.list", #"room.timeline(roomId: "7")"#, #"room.details(roomId: "7")"#,
            ])
        #expect(try simulator.state(url: "rooms://space").pathText == ["chats.list", "space.spaceHome"])
    }

    /// The search's moves leave out a start of a flow that already runs on the branch;
    /// a `via` chain, which spells its moves, may still make it.
    @Test func theSearchNeverStartsARunningFlow() throws {
        let engine = NavigationEngine(model: NavigationModel(try Self.spec()))
        let simulator = try Self.simulator()
        let inRoom = try simulator.state(url: "rooms://room/7")
        let starts = { (moves: [ForwardMove]) in
            moves.compactMap { move -> String? in
                if case .transition(_, _, .start(let flow, _, _, _)) = move { flow.value } else { nil }
            }
        }
        #expect(starts(engine.forwardMoves(from: inRoom)) == ["space"])
        #expect(starts(engine.forwardMoves(from: inRoom, allowingRunningFlows: true)) == ["room", "space"])
        #expect(starts(engine.forwardMoves(from: try #require(engine.launchState))) == ["room", "space"])
    }

    /// `finish` closes the instance it runs in and runs the `then` of the start that
    /// opened it in the instance below, which keeps its own stack.
    @Test func finishClosesItsOwnInstance() throws {
        let simulator = try Self.simulator()
        let state = try simulator.state(
            url: "rooms://room/7/details", #"start room(roomId: "8")"#, #"push details(roomId: "8")"#,
            #"start room(roomId: "9")"#, "finish left")
        // Room 9 closes; the `then: { left: pop }` of its start pops room 8's details.
        #expect(
            state.pathText == [
                "chats.list", #"room.timeline(roomId: "7")"#, #"room.details(roomId: "7")"#,
                #"room.timeline(roomId: "8")"#,
            ])
        // Room 8 closes in turn, and its start's `then` pops room 7's details.
        let pushed = try simulator.state(
            url: "rooms://room/7/details", #"start room(roomId: "8")"#, #"push details(roomId: "8")"#,
            #"start room(roomId: "9")"#, "finish left", "finish left")
        #expect(pushed.pathText == ["chats.list", #"room.timeline(roomId: "7")"#])
    }

    /// `back` and `popToRoot` act on the instance on top: a space pushed onto a space
    /// pops back to the outer one, whose root stays.
    @Test func backActsOnTheInstanceOnTop() throws {
        let simulator = try Self.simulator()
        let state = try simulator.state(url: "rooms://space", "start space", "start space", "back")
        #expect(state.pathText == ["chats.list", "space.spaceHome", "space.spaceHome"])
        let closed = try simulator.state(url: "rooms://space", "start space", "start space", "finish closed")
        #expect(closed.pathText == ["chats.list", "space.spaceHome", "space.spaceHome"])
    }

    /// 50 started flows run on one branch, pushed ones included; the 51st is refused.
    @Test func theFiftyFirstStartedFlowIsRefused() throws {
        let simulator = try Self.simulator()
        let fifty = ["start space"] + Array(repeating: "start space", count: 49)
        var state = simulator.launchState
        for text in fifty { state = try simulator.perform(ActionParser.parse(text), on: state).get() }
        #expect(Branch(state).startedFlowCount == 50)
        let refusal = try #require(try simulator.refusal(after: fifty, "start space"))
        #expect(refusal.kind == .notAllowed)
        #expect(
            refusal.reason
                == "50 flows already run on this branch, and a branch runs at most 50 flows started by `start`"
        )
        #expect(!simulator.allowedActions(in: state).map(\.description).contains("start space"))
        // A flow closed makes room for another.
        let closed = try simulator.perform(ActionParser.parse("finish closed"), on: state).get()
        #expect(throws: Never.self) {
            try simulator.perform(ActionParser.parse("start space"), on: closed).get()
        }
    }

    @Test func validationWarnsOnceAndTheLinksAreBuildable() throws {
        let url = CodeGenFixtures.specURL("recursive")
        let report = Validator.validate(Array(try Data(contentsOf: url)), file: "navgen.yaml")
        #expect(report.findings.map(\.rule) == [.flowCycle])
        #expect(report.findings.first?.message == "flows start each other: room → room")
        #expect(report.findings.first?.notes == ["the family also holds space"])
    }
}
