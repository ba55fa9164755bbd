import Foundation
import Testing

@testable import NavGenKit

/// A split view in the navigation engine, read compactly: selects put a screen at the
/// bottom of the next column (in place of what it held) and return the later columns
/// to their roots; `back` at the bottom of a selected column unselects it; a flow a
/// column starts `as: push` runs in the next column and its `finish` unselects it.
///
/// The rules still refuse every split (its generated code is not built), so these
/// tests build the simulator from the decoded spec, past that one finding.
@Suite struct SplitEngineTests {
    static let yaml = """
        navgen: 1
        app: Chat
        root: chats
        deeplinks: { schemes: [chat] }
        coordinators:
          chats:
            kind: split
            sidebar: chatList
            content: roomList
            detail: chatDetail
          chatList:
            root: home
            routes:
              home:
                deeplink: /chats
                transitions: [{ push: rooms }, { push: archive }, { push: preferences }]
              preferences:
                transitions: [pop]
          roomList:
            root: noFolder
            children: [room]
            routes:
              noFolder: {}
              rooms:
                deeplink: /rooms
                transitions: [{ start: room, as: push, then: { left: stay } }, { push: invites }]
              archive:
                transitions: [pop]
          chatDetail:
            root: noRoom
            routes:
              noRoom: {}
              invites:
                deeplink: /invites
                transitions: [{ push: invite }]
              invite:
                params: { id: Int }
                deeplink: /invites/{id}
                transitions: [pop, popToRoot]
          room:
            root: timeline
            outcomes: [left]
            routes:
              timeline:
                params: { roomId: String }
                deeplink: /room/{roomId}
                transitions: [{ push: members }, { finish: left }]
              members:
                params: { roomId: String }
                transitions: [pop]
        """

    /// A simulator of `yaml`, which validates with no finding.
    static func simulator(_ yaml: String = yaml, sizeClass: SizeClass = .compact) throws -> Simulator {
        let report = Validator.validate(Array(yaml.utf8), file: "navgen.yaml")
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        return try Simulator(spec: try #require(report.spec), sizeClass: sizeClass)
    }

    /// A link to a later column's root cannot open (the compact reading never shows it);
    /// the finding says why, and names the sidebar's root to link to instead.
    @Test func aLinkToALaterColumnsRootSaysWhyItCannotOpen() throws {
        let yaml = Self.yaml.replacingOccurrences(
            of: "      noRoom: {}", with: "      noRoom: { deeplink: /none }")
        let findings = Validator.validate(Array(yaml.utf8), file: "navgen.yaml").findings
        let found = try #require(findings.first { $0.rule == .deeplinkUnbuildable })
        #expect(findings.count == 1)
        #expect(found.location.line == 32)
        #expect(
            found.message
                == "chatDetail.noRoom is the root of the detail column of split 'chats', shown only while nothing "
                + "is selected there: '/none' cannot open")
        #expect(
            found.help == "link to the sidebar's root (chatList.home), which shows the split with nothing "
                + "selected, or remove the pattern")
    }

    static func split(_ state: NavigationState) throws -> SplitNode {
        guard case .split(let split) = state.root else { throw FixtureError("the root is no split") }
        return split
    }

    @Test func atLaunchNothingIsSelectedAndTheSidebarIsThePath() throws {
        let state = try Self.simulator().launchState
        let split = try Self.split(state)
        #expect(split.selected == 0)
        #expect(split.columns.map(\.coordinator) == ["chatList", "roomList", "chatDetail"])
        #expect(split.columns.map { $0.entries.map(\.route.route) } == [["home"], ["noFolder"], ["noRoom"]])
        #expect(state.pathText == ["chatList.home"])
    }

    @Test func aSelectReplacesTheNextColumnAndTheCompactPathFollowsIt() throws {
        let simulator = try Self.simulator()
        let state = try simulator.state("push rooms", "push invites", "push invite(id: 3)")
        let split = try Self.split(state)
        #expect(split.selected == 2)
        #expect(
            split.columns.map { $0.entries.map(\.route.route) } == [
                ["home"], ["rooms"], ["invites", "invite"],
            ])
        #expect(
            state.pathText == [
                "chatList.home", "roomList.rooms", "chatDetail.invites", "chatDetail.invite(id: 3)",
            ])
        // A push of the column's own route stays in the column.
        let own = try simulator.state("push preferences")
        #expect(try Self.split(own).selected == 0)
        #expect(own.pathText == ["chatList.home", "chatList.preferences"])
    }

    @Test func backAtTheBottomOfASelectedColumnUnselectsIt() throws {
        let simulator = try Self.simulator()
        let once = try simulator.state("push rooms", "push invites", "back")
        #expect(try Self.split(once).selected == 1)
        #expect(try Self.split(once).columns[2].entries.map(\.route.route) == ["noRoom"])
        #expect(once.pathText == ["chatList.home", "roomList.rooms"])
        let twice = try simulator.state("push rooms", "push invites", "back", "back")
        #expect(twice == simulator.launchState)
        // Within a column, pop and popToRoot stop at the column's bottom.
        let popped = try simulator.state("push rooms", "push invites", "push invite(id: 1)", "popToRoot")
        #expect(popped.pathText == ["chatList.home", "roomList.rooms", "chatDetail.invites"])
        let unselected = try simulator.state(
            "push rooms", "push invites", "push invite(id: 1)", "pop", "back")
        #expect(try Self.split(unselected).selected == 1)
        #expect(try simulator.refusal("back") != nil)
    }

    @Test func aFlowStartedAsPushFromAColumnRunsInTheNextAndItsFinishUnselectsIt() throws {
        let simulator = try Self.simulator()
        let started = try simulator.state(
            "push rooms", #"start room(roomId: "a")"#, #"push members(roomId: "a")"#)
        let split = try Self.split(started)
        #expect(split.selected == 2)
        #expect(split.columns[2].coordinator == "chatDetail")
        #expect(split.columns[2].entries.map(\.route.description) == ["room.timeline", "room.members"])
        #expect(
            started.pathText == [
                "chatList.home", "roomList.rooms", #"room.timeline(roomId: "a")"#,
                #"room.members(roomId: "a")"#,
            ])
        let finished = try simulator.state("push rooms", #"start room(roomId: "a")"#, "finish left")
        #expect(try Self.split(finished).selected == 1)
        #expect(finished.pathText == ["chatList.home", "roomList.rooms"])
        let backed = try simulator.state("push rooms", #"start room(roomId: "a")"#, "back")
        #expect(backed == finished)
    }

    @Test func aSelectFromAnEarlierColumnResetsTheLaterOnes() throws {
        let simulator = try Self.simulator()
        // Compact: the sidebar is under the content column; going back to it and
        // selecting again starts the content column anew and the detail at its root.
        let state = try simulator.state("push rooms", "push invites", "back", "back", "push archive")
        let split = try Self.split(state)
        #expect(split.selected == 1)
        #expect(split.columns.map { $0.entries.map(\.route.route) } == [["home"], ["archive"], ["noRoom"]])
    }

    @Test func linksBuildTheirWayBySelects() throws {
        let simulator = try Self.simulator()
        #expect(
            try simulator.state(url: "chat://invites/7").pathText == [
                "chatList.home", "roomList.rooms", "chatDetail.invites", "chatDetail.invite(id: 7)",
            ])
        #expect(
            try simulator.state(url: "chat://room/x").pathText == [
                "chatList.home", "roomList.rooms", #"room.timeline(roomId: "x")"#,
            ])
    }

    @Test func theTextAndJSONShowEveryColumn() throws {
        let simulator = try Self.simulator()
        let state = try simulator.state("push rooms")
        let text = StateRendering.text(state)
        #expect(text.contains("chats (split)\n    sidebar: chatList: home\n  * content: roomList: rooms\n"))
        #expect(text.contains("    detail: chatDetail: noRoom"))
        let json = StateRendering.json(state.root)
        guard case .object(let members) = json else { throw FixtureError("not an object") }
        #expect(members.map(\.0) == ["coordinator", "kind", "sidebar", "content", "detail", "selected"])
        #expect(members.last?.1 == .int(1))
    }
}
