import NavGenKit
import Testing

/// `navgen diff` on a condition's params: the generated state saves a condition with
/// params as its tuples, keyed by them, so any change to the params (or gaining or
/// losing them) is `state-incompatible`, once per condition.
@Suite struct ParamConditionDiffTests {
    static let spec = ParamConditionTupleTests.spec

    private func changes(_ replacements: [(String, String)]) throws -> [SpecChange] {
        var edited = Self.spec
        for (old, new) in replacements {
            #expect(edited.contains(old), "\(old)")
            edited = edited.replacingOccurrences(of: old, with: new)
        }
        return SpecDiff.changes(from: try Simulator.of(Self.spec), to: try Simulator.of(edited))
    }

    @Test func changedParamsAreStateIncompatible() throws {
        let widened = try changes([
            (
                "    params: { roomId: String }\n    initially",
                "    params: { roomId: String, thread: String }\n    initially"
            ),
            ("'joined(roomId)'", "'joined(roomId, roomId)'"),
        ])
        #expect(widened.map(\.kind) == [.stateIncompatible], "\(widened.map(\.message))")
        #expect(
            widened.first?.message
                == "condition joined took (roomId: String) and takes (roomId: String, thread: String) now: "
                + "a saved state's values of it cannot be restored")
        #expect(widened.first?.route == nil)
    }

    @Test func aConditionThatGainsParamsIsStateIncompatibleAndNoChangeIsNone() throws {
        let gained = try changes([
            (
                "  muted: { initially: false, setByApp: true }",
                "  muted: { params: { roomId: String }, setByApp: true }"
            )
        ])
        #expect(
            gained.map(\.message).contains {
                $0.hasPrefix("condition muted took no params and takes (roomId: String)")
            })
        #expect(try changes([]).isEmpty)
    }
}
