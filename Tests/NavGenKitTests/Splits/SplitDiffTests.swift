import Foundation
import Testing

@testable import NavGenKit

/// `navgen diff` across a split: a coordinator that became a split, or stopped being
/// one, and a split whose columns changed, fail a saved state that shows it.
///
/// Built from a spec that validates with no finding, as ``SplitEngineTests`` is.
@Suite struct SplitDiffTests {
    static let columns = """
          chatList:
            root: home
            routes:
              home: { deeplink: /chats }
          chatDetail:
            root: noRoom
            routes:
              noRoom: {}
          settings:
            root: settingsMain
            routes:
              settingsMain: { deeplink: /settings }
        """

    static func spec(_ chats: String, _ more: String = "") -> String {
        """
        navgen: 1
        app: Chat
        root: main
        deeplinks: { schemes: [chat] }
        coordinators:
          main:
            kind: tabs
            children: [chats, settings]
          chats:
        \(chats)
        \(columns)
        \(more)
        """
    }

    static let split = spec("    kind: split\n    sidebar: chatList\n    detail: chatDetail")
    static let stack = spec(
        "    root: lobby\n    routes:\n      lobby: { deeplink: /lobby }")

    static func simulator(_ yaml: String) throws -> Simulator {
        // Decoded only: the stack version leaves the columns unreachable, which does
        // not matter to what a saved state holds.
        let report = Validator.validate(Array(yaml.utf8), file: "navgen.yaml")
        return try Simulator(spec: try #require(report.spec))
    }

    static func incompatible(from old: String, to new: String) throws -> [SpecChange] {
        SpecDiff.changes(from: try simulator(old), to: try simulator(new)).filter {
            $0.kind == .stateIncompatible && $0.route == "chats"
        }
    }

    @Test func aStackThatBecameASplitIsStateIncompatible() throws {
        let changes = try Self.incompatible(from: Self.stack, to: Self.split)
        #expect(
            changes.map(\.message) == [
                "coordinator chats was a stack coordinator and is a split one now: a saved state that shows it cannot be restored"
            ])
        #expect(changes.first?.witness == "chats.lobby")
    }

    @Test func aSplitThatBecameAStackIsStateIncompatibleWithASavedStateShowingIt() throws {
        let changes = try Self.incompatible(from: Self.split, to: Self.stack)
        #expect(
            changes.map(\.message) == [
                "coordinator chats was a split coordinator and is a stack one now: a saved state that shows it cannot be restored"
            ])
        // The witness shows the split, through its sidebar.
        #expect(changes.first?.witness == "chatList.home")
    }

    @Test func aSplitWhoseColumnsChangedIsStateIncompatible() throws {
        let three = Self.spec(
            "    kind: split\n    sidebar: chatList\n    content: roomList\n    detail: chatDetail",
            "  roomList:\n    root: noFolder\n    routes:\n      noFolder: { deeplink: /folders }")
        let changes = try Self.incompatible(from: Self.split, to: three)
        #expect(
            changes.map(\.message) == [
                "the columns of split chats were sidebar chatList, detail chatDetail and are sidebar chatList, content roomList, detail chatDetail now: a saved state that shows it cannot be restored"
            ])
        #expect(try Self.incompatible(from: Self.split, to: Self.split).isEmpty)
    }
}
