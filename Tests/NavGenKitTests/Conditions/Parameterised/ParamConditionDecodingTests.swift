import NavGenKit
import Testing

/// Conditions with `params` (`joined(roomId)`: one Bool per room), as the decoder reads
/// them: the params, entries with args in `requires`, keyed `otherwise` and `set`, and
/// the mistakes it can see without the model.
@Suite struct ParamConditionDecodingTests {
    /// A chat: the timeline of a room needs the user to have joined that room; the
    /// room's menu leaves it.
    static let spec = """
        navgen: 1
        app: Chat
        root: rooms
        conditions:
          signedIn: { initially: true }
          joined: { params: { roomId: String }, initially: false, setByApp: true }
        coordinators:
          rooms:
            root: list
            routes:
              list:
                transitions: [{ push: timeline }, { push: joinRoom }]
              joinRoom:
                params: { roomId: String }
                transitions: [{ set: { 'joined(roomId)': true } }]
              timeline:
                params: { roomId: String }
                requires: [signedIn, 'joined(roomId)']
                otherwise: { 'joined( roomId )': { replace: joinRoom } }
                transitions: [{ set: { 'joined(roomId)': false, signedIn: true } }]

        """

    private func load(_ yaml: String) -> (spec: NavigationSpec?, findings: [Finding]) {
        let result = SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml")
        return (result.spec, result.findings)
    }

    @Test func paramsEntriesOtherwiseKeysAndSetKeysAreRead() throws {
        let (spec, findings) = load(Self.spec)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        let loaded = try #require(spec)
        #expect(loaded.conditions[0].params.isEmpty)
        let joined = loaded.conditions[1]
        #expect(joined.params.map(\.name.value) == ["roomId"])
        #expect(joined.params.map(\.type.value.description) == ["String"])
        #expect(joined.setByApp && !joined.initially)

        let rooms = try #require(loaded.coordinator(named: "rooms"))
        let timeline = try #require(rooms.route(named: "timeline"))
        #expect(timeline.requires.map(\.spelling) == ["signedIn", "joined(roomId)"])
        #expect(timeline.requires[0].args == nil)
        #expect(timeline.requires[1].condition.value == "joined" && timeline.requires[1].args == ["roomId"])
        // The key, written with spaces, keys the entry as requires spells it.
        let otherwise = try #require(timeline.otherwise)
        #expect(otherwise.isKeyed)
        #expect(otherwise.fallback(for: "joined(roomId)") != nil)
        guard case .set(let pairs) = timeline.transitions[0].action else {
            Issue.record("the item is \(timeline.transitions[0].action)")
            return
        }
        #expect(pairs.map(\.condition.value) == ["joined", "signedIn"])
        #expect(pairs.map(\.args) == [["roomId"], nil])
        #expect(pairs.text == "joined(roomId) false, signedIn true")
    }

    @Test func anEntryTakesSeveralArgsAndANegation() throws {
        let text = Self.spec.replacingOccurrences(
            of: "requires: [signedIn, 'joined(roomId)']", with: "requires: ['!joined(roomId,roomId)']"
        ).replacingOccurrences(of: "'joined( roomId )'", with: "'!joined(roomId, roomId)'")
        let (spec, findings) = load(text)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        let timeline = try #require(spec?.coordinator(named: "rooms")?.route(named: "timeline"))
        let entry = try #require(timeline.requires.first)
        #expect(entry.isNegated && entry.args == ["roomId", "roomId"])
        #expect(entry.spelling == "!joined(roomId, roomId)")
        #expect(timeline.otherwise?.fallback(for: "!joined(roomId, roomId)") != nil)
    }

    @Test(arguments: [
        ("roomId: String?", "param 'roomId' of condition 'joined' is optional"),
        ("roomId: Room", "param 'roomId' of condition 'joined' has the app type 'Room'"),
    ])
    func anOptionalOrAppTypedParamIsWrongType(param: String, message: String) {
        let text = Self.spec.replacingOccurrences(
            of: "params: { roomId: String }, initially", with: "params: { \(param) }, initially")
        let findings = load(text).findings
        #expect(findings.map(\.rule) == [.wrongType])
        #expect(findings.map(\.message) == [message])
        #expect(findings.first?.location == SourceLocation(line: 6, column: 31))
    }

    @Test func anEnumerationParamIsAllowed() {
        let text = Self.spec.replacingOccurrences(
            of: "params: { roomId: String }, initially", with: "params: { roomId: Kind }, initially"
        ).replacingOccurrences(of: "conditions:\n", with: "types: { Kind: [direct, group] }\nconditions:\n")
        #expect(load(text).findings.map(\.message) == [])
    }

    @Test(arguments: [
        ("root: [{ rooms: { requires: ['joined(roomId)'] } }]", "a root entry"),
        ("deeplinks: { schemes: [chat], requires: ['joined(roomId)'] }", "deeplinks.requires"),
    ])
    func argsWhereNoParamsGiveThemAreWrongType(key: String, place: String) {
        let text = Self.spec.replacingOccurrences(of: "conditions:\n", with: "\(key)\nconditions:\n")
            .replacingOccurrences(of: "root: rooms\n", with: key.hasPrefix("root") ? "" : "root: rooms\n")
        let findings = load(text).findings
        #expect(findings.map(\.rule) == [.wrongType])
        #expect(
            findings.map(\.message) == [
                "'joined(roomId)' takes args, but \(place) has no params to give them"
            ])
    }

    @Test func argsOnATabEntryAreWrongType() {
        let text = Self.spec.replacingOccurrences(of: "root: rooms\n", with: "root: main\n")
            .replacingOccurrences(
                of: "coordinators:\n",
                with:
                    "coordinators:\n  main:\n    kind: tabs\n    children: [{ rooms: { requires: ['joined(roomId)'] } }]\n"
            )
        #expect(
            load(text).findings.map(\.message) == [
                "'joined(roomId)' takes args, but a tab entry has no params to give them"
            ])
    }

    @Test(arguments: ["'joined(roomId'", "'joined(room-id)'", "'joined(roomId)x'"])
    func aMalformedEntryIsWrongType(entry: String) {
        let text = Self.spec.replacingOccurrences(of: "'joined(roomId)']", with: "\(entry)]")
            .replacingOccurrences(
                of: "        otherwise: { 'joined( roomId )': { replace: joinRoom } }\n", with: "")
        let findings = load(text).findings
        #expect(findings.map(\.rule) == [.wrongType])
        #expect(findings.first?.message.hasSuffix("is not a condition id") == true)
    }
}

/// `navgen schema` knows `params` on a condition and entries with args.
@Suite struct ParamConditionSchemaTests {
    @Test func theSchemaAcceptsTheChatSpec() throws {
        let errors = try SchemaCheck.errors(of: [ParamConditionDecodingTests.spec])
        #expect(errors == [[]])
    }

    @Test func theSchemaRejectsAMalformedEntry() throws {
        let broken = ParamConditionDecodingTests.spec.replacingOccurrences(
            of: "'joined(roomId)']", with: "'joined(room-id)']")
        let errors = try SchemaCheck.errors(of: [broken])
        #expect(errors.first?.isEmpty == false)
    }
}
