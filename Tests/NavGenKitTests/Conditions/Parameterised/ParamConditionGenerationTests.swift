import Foundation
import NavGenKit
import Testing

/// What `generate` writes for a condition with params: in `<App>Conditions` the type
/// of a tuple, the dictionary of tuples, a query and a setter, with the names
/// docs/spec/conditions.md gives; guards read the tuple of the link's values; and
/// the names those members take are `name-collision` when something else has them.
@Suite struct ParamConditionGenerationTests {
    private static func navigationFile(_ name: String = "condition-params") throws -> String {
        let spec = try CodeGenFixtures.spec(name)
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none))
        return try #require(files.first).contents
    }

    @Test func theConditionsHoldOneValuePerTuple() throws {
        let file = try Self.navigationFile()
        for declaration in [
            "    var joinedValues: [JoinedArgs: Bool]\n",
            "    init(joinedValues: [JoinedArgs: Bool] = [:], muted: Bool = false) {\n",
            "    struct JoinedArgs: Hashable, Codable, Sendable {\n        var roomId: String\n",
            "    func joined(roomId: String) -> Bool {\n"
                + "        return self.joinedValues[JoinedArgs(roomId: roomId)] ?? false\n",
            "    mutating func setJoined(_ value: Bool, roomId: String) {\n"
                + "        self.joinedValues[JoinedArgs(roomId: roomId)] = value\n",
        ] {
            #expect(file.contains(declaration), "\(declaration)")
        }
        // The plain condition keeps its Bool.
        #expect(file.contains("    var muted: Bool\n"))
    }

    @Test func aLinkReadsTheTupleOfItsValuesAndItsFlowTakesThem() throws {
        let file = try Self.navigationFile()
        #expect(!file.contains("conditions.joined "))
        #expect(!file.contains("conditions.joined\n"))
        // The timeline link waits for the joining flow, started for the link's room.
        #expect(file.contains("if !self.conditions.joined(roomId: roomId) {"))
        #expect(file.contains(".joining(JoiningNode(stack: [.joining(.join(roomId: roomId))]))"))
        // An invitation is only for a room not joined: the negated entry.
        #expect(file.contains("if self.conditions.joined(roomId: roomId) {"))
        // The `onTop` member link's one move reads the same tuple.
        #expect(file.contains("if !next.conditions.joined(roomId: roomId) {"))
    }

    /// An entry whose arg is not named like the condition's param (`joined(room)` for
    /// `roomId`): the satisfying flow's root takes the tuple's value by the condition's
    /// param name, so the link's flow gets the URL's `room` as `roomId`.
    @Test func aFlowForAnArgNamedOtherwiseTakesTheURLsValue() throws {
        let text = """
            navgen: 1
            app: Rooms
            root: rooms
            deeplinks: { schemes: [chat] }
            conditions:
              joined:
                params: { roomId: String }
                satisfiedBy: { start: joining, outcome: joined }
            coordinators:
              rooms:
                root: list
                routes:
                  list: { transitions: [{ push: timeline }] }
                  timeline:
                    params: { room: String }
                    deeplink: /rooms/{room}
                    requires: ['joined(room)']
              joining:
                root: join
                outcomes: [joined]
                routes:
                  join:
                    params: { roomId: String }
                    transitions: [{ finish: joined }]
            """
        let spec = try CodeGenFixtures.spec(text: text)
        let file = try #require(try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none)).first)
        #expect(file.contents.contains("if !self.conditions.joined(roomId: room) {"))
        #expect(file.contents.contains(".joining(JoiningNode(stack: [.joining(.join(roomId: room))]))"))
        let simulator = try Simulator.of(text)
        let waiting = try simulator.opened("chat:///rooms/b").get()
        #expect(waiting.topText == #"joining.join(roomId: "b")"#)
    }

    @Test func aConditionNamedLikeAGeneratedMemberIsNameCollision() throws {
        let text = try String(contentsOf: CodeGenFixtures.specURL("condition-params"), encoding: .utf8)
        let clashing =
            text
            .replacingOccurrences(
                of: "  muted: { initially: false, setByApp: true }\n",
                with: "  muted: { initially: false, setByApp: true }\n  setJoined: { setByApp: true }\n"
            )
            .replacingOccurrences(
                of: "coordinators:\n", with: "types:\n  JoinedArgs: [a, b]\ncoordinators:\n")
        let found = validate(clashing).findings.filter { $0.rule == .nameCollision }
        #expect(
            found.map(\.message) == [
                "condition 'setJoined' has the name of its setter that condition 'joined' generates",
                "type 'JoinedArgs' has the name of the type navgen generates for condition 'joined'",
            ])
        #expect(validate(text).findings.filter { $0.rule == .nameCollision }.isEmpty)
    }
}
