import NavGenKit
import Testing

/// What the simulator does today with an entry that has args: a keyed `otherwise`
/// written as the entry (`'joined(roomId)'`) is that entry's fallback. The engine
/// keeps one value per condition for now (docs/limitations.md).
@Suite struct ParamConditionEngineTests {
    @Test func aKeyedOtherwiseWrittenWithArgsRunsForItsEntry() throws {
        let simulator = try Simulator.of(ParamConditionDecodingTests.spec)
        let shown = try simulator.run("push timeline(roomId: \"a\")")
        #expect(shown.topText == #"rooms.joinRoom(roomId: "a")"#)
    }
}
