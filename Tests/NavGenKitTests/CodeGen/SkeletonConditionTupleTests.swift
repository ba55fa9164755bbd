import Foundation
import NavGenKit
import Testing

/// Conditions with params in the skeletons against the simulator, on the
/// `condition-params` fixture: each sequence sets tuples and opens guarded screens
/// once by `navgen simulate --do` and once by calling the root coordinator's methods
/// in a compiled program (``SkeletonProgram``), which prints the stack on screen
/// (`currentNode`) as the generated state encodes it.
@Suite(.serialized) struct SkeletonConditionTupleTests {
    typealias Sequence = SkeletonSequences.Sequence

    static let sequences = [
        // The tuple of the route's own value lets the push through.
        Sequence(
            actions: [#"set joined(roomId: "a") true"#, #"push timeline(roomId: "a")"#],
            calls: [#"app.conditions.setJoined(true, roomId: "a")"#, #"app.showTimeline(roomId: "a")"#]),
        // Another room's tuple is unmet: the keyed `otherwise` shows the preview instead.
        Sequence(
            actions: [
                #"set joined(roomId: "a") true"#, #"push timeline(roomId: "a")"#,
                #"push pinned(roomId: "b")"#,
            ],
            calls: [
                #"app.conditions.setJoined(true, roomId: "a")"#, #"app.showTimeline(roomId: "a")"#,
                #"app.showPinned(roomId: "b")"#,
            ]),
        // `!joined(roomId)` is met for a room not joined, whatever another room's tuple.
        Sequence(
            actions: [#"set joined(roomId: "a") true"#, #"push invite(roomId: "b")"#],
            calls: [#"app.conditions.setJoined(true, roomId: "a")"#, #"app.showInvite(roomId: "b")"#]),
        // Leaving sets the timeline's tuple back (a `then:` set with args): pinned shows
        // the preview now.
        Sequence(
            actions: [
                #"set joined(roomId: "a") true"#, #"push timeline(roomId: "a")"#, "start leaving",
                "finish left",
                #"push pinned(roomId: "a")"#,
            ],
            calls: [
                #"app.conditions.setJoined(true, roomId: "a")"#, #"app.showTimeline(roomId: "a")"#,
                "app.startLeaving()", "finishLeaving(app)", #"app.showPinned(roomId: "a")"#,
            ]),
    ]

    /// `finishLeaving(_:)`: the leaving flow on screen finishes `left`.
    static func helpers(_ ui: UIFramework) -> String {
        let flow =
            ui == .uikit
            ? "app.leavingFlow?.finishLeft()"
            : "if case .leaving(let flow)? = app.sheet { flow.finishLeft() }"
        return """
            struct Shown: Encodable { let root: RoomsNavigationState.RoomsNode }
            @MainActor func finishLeaving(_ app: RoomsCoordinator) { \(flow) }

            """
    }

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theSkeletonsReadAndSetTuplesAsTheSimulatorDoes(_ ui: UIFramework) throws {
        try SkeletonSequences.expectSameStates(
            try CodeGenFixtures.spec("condition-params"), ui: ui, module: "Rooms", root: "RoomsCoordinator",
            state: "Shown(root: app.currentNode)", sequences: Self.sequences.map { ($0.actions, $0.calls) },
            helpers: Self.helpers(ui))
    }
}
