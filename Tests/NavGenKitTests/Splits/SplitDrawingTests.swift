import Foundation
import Testing

@testable import NavGenKit

/// `navgen routes` and `navgen graph` draw a split as its columns: each column's stack
/// says which column of which split it is, the roots of later columns are reached in
/// regular width, and the graph nests the columns in the split's group.
///
/// Built from a spec that validates with no finding, as ``SplitEngineTests`` is.
@Suite struct SplitDrawingTests {
    @Test func routesTextNamesEachColumnAndReachesTheUnselectedRoots() throws {
        let text = RoutesTextRenderer().render(RoutesReport(simulator: try SplitEngineTests.simulator()))
        #expect(text.contains("chats (split: sidebar chatList, content roomList, detail chatDetail)\n"))
        #expect(text.contains("chatList (stack, sidebar of chats)\n  home\n    reached: at launch\n"))
        #expect(
            text.contains(
                "chatDetail (stack, detail of chats)\n  noRoom\n"
                    + "    reached: at launch in regular width, while the detail of chats is unselected\n"))
        // A flow is no column.
        #expect(text.contains("room (stack)\n"))
    }

    @Test func routesJSONGivesAColumnsRoutesTheirColumn() throws {
        let value = RoutesJSONRenderer().value(RoutesReport(simulator: try SplitEngineTests.simulator()))
        guard case .object(let members) = value, case .array(let routes)? = members.first?.1 else {
            throw FixtureError("no routes")
        }
        func route(_ coordinator: String, _ name: String) -> [(String, JSONValue)]? {
            for case .object(let fields) in routes
            where fields.contains(where: { $0.0 == "coordinator" && $0.1 == .string(coordinator) })
                && fields.contains(where: { $0.0 == "route" && $0.1 == .string(name) })
            {
                return fields
            }
            return nil
        }
        let noRoom = try #require(route("chatDetail", "noRoom"))
        #expect(noRoom.first { $0.0 == "reachedBy" }?.1 == .string("column"))
        #expect(
            noRoom.first { $0.0 == "column" }?.1
                == .object([("split", .string("chats")), ("role", .string("detail"))]))
        let rooms = try #require(route("roomList", "rooms"))
        #expect(rooms.first { $0.0 == "reachedBy" }?.1 == .string("forward"))
        #expect(
            rooms.first { $0.0 == "column" }?.1
                == .object([("split", .string("chats")), ("role", .string("content"))]))
        #expect(try #require(route("room", "timeline")).contains { $0.0 == "column" } == false)
    }

    @Test func theGraphNestsTheColumnsInTheSplitAndLaunchesAtTheSidebar() throws {
        let diagram = DiagramBuilder(spec: try SplitEngineTests.simulator().spec).build()
        let groups = Dictionary(uniqueKeysWithValues: diagram.groups.map { ($0.coordinator, $0) })
        #expect(groups["chats"]?.label == "▥ chats · split")
        #expect(groups["chatList"]?.parent == DiagramID.group("chats"))
        #expect(groups["chatDetail"]?.column == .detail)
        #expect(groups["chatDetail"]?.label == "chatDetail · detail")
        #expect(groups["room"]?.parent == nil)
        #expect(diagram.edges.contains { $0.kind == .launch && $0.to == DiagramID.route("chatList", "home") })
        let mermaid = MermaidRenderer().render(diagram)
        #expect(
            mermaid.contains(
                "    subgraph chats[\"▥ chats · split\"]\n        subgraph chatList[\"chatList · sidebar\"]\n"
            ))
        guard case .object(let members) = DiagramJSONRenderer().value(diagram),
            case .array(let jsonGroups)? = members.first(where: { $0.0 == "groups" })?.1
        else { throw FixtureError("no groups") }
        #expect(
            jsonGroups.contains {
                guard case .object(let fields) = $0 else { return false }
                return fields.contains { $0.0 == "coordinator" && $0.1 == .string("roomList") }
                    && fields.last.map { $0.0 == "column" && $0.1 == .string("content") } == true
            })
    }
}
