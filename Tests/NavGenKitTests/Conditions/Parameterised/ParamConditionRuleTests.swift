import NavGenKit
import Testing

/// What validate says of the args of condition entries: each names a param of the
/// route that gives it, and together they give one tuple of the condition's params.
@Suite struct ParamConditionRuleTests {
    private static let spec = ParamConditionDecodingTests.spec

    private func findings(_ text: String) -> [Finding] {
        validate(text).findings.filter { $0.rule == .wrongType || $0.rule == .unknownReference }
    }

    @Test func theChatSpecHasNoArgFinding() {
        #expect(findings(Self.spec).map(\.message) == [])
    }

    @Test func anArgThatNamesNoParamIsUnknownReference() {
        let text = Self.spec.replacingOccurrences(
            of: "requires: [signedIn, 'joined(roomId)']", with: "requires: [signedIn, 'joined(roomID)']"
        )
        .replacingOccurrences(of: "'joined( roomId )'", with: "'joined(roomID)'")
        let found = findings(text)
        #expect(found.map(\.rule) == [.unknownReference])
        #expect(found.map(\.message) == ["'joined(roomID)' names no param 'roomID' of rooms.timeline"])
        #expect(found.first?.help == "did you mean 'roomId'?")
        #expect(found.first?.location == SourceLocation(line: 18, column: 30))
    }

    @Test(arguments: [
        ("requires: [signedIn, joined]", "requires names condition 'joined' without args"),
        ("requires: [signedIn, 'joined(roomId, roomId)']", "'joined(roomId, roomId)' gives 2 args, not 1"),
        ("requires: ['signedIn(roomId)', 'joined(roomId)']", "'signedIn(roomId)' gives 1 args, not 0"),
    ])
    func aMissingOrExtraArgIsWrongType(requires: String, message: String) {
        let text = Self.spec.replacingOccurrences(
            of: "requires: [signedIn, 'joined(roomId)']", with: requires
        )
        .replacingOccurrences(
            of: "        otherwise: { 'joined( roomId )': { replace: joinRoom } }\n", with: "")
        #expect(findings(text).map(\.message) == [message])
    }

    @Test(arguments: [("Int", "String"), ("String?", "String?")])
    func aParamOfAnotherTypeOrAnOptionalIsWrongType(param: String, spelling: String) {
        let text = Self.spec.replacingOccurrences(
            of: "  timeline:\n        params: { roomId: String }",
            with: "  timeline:\n        params: { roomId: \(param) }")
        let found = findings(text)
        #expect(found.map(\.rule) == [.wrongType, .wrongType])
        #expect(
            found.first?.message
                == "param 'roomId' of rooms.timeline is \(param), but 'joined' takes roomId: String")
    }

    @Test func aSetWithoutArgsOrWithAnUnknownArgIsFound() {
        let text = Self.spec.replacingOccurrences(
            of: "transitions: [{ set: { 'joined(roomId)': true } }]",
            with: "transitions: [{ set: { joined: true } }]"
        ).replacingOccurrences(
            of: "set: { 'joined(roomId)': false, signedIn: true }", with: "set: { 'joined(room)': false }")
        #expect(
            findings(text).map(\.message).sorted() == [
                "'joined(room)' names no param 'room' of rooms.timeline",
                "set names condition 'joined' without args",
            ])
    }

    @Test func aCoordinatorsEntryBindsItsRootsParams() {
        let text = Self.spec.replacingOccurrences(
            of: "  rooms:\n    root: list\n",
            with: "  rooms:\n    root: list\n    requires: ['joined(roomId)']\n")
        #expect(findings(text).map(\.message) == ["'joined(roomId)' names no param 'roomId' of rooms.list"])
    }
}
