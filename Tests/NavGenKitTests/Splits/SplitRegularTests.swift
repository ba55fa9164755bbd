import Foundation
import Testing

@testable import NavGenKit

/// A split view read in regular width: every column shows (roots included), each
/// column's top screen offers its actions, and a text two columns offer is the
/// rightmost's while the other is written with its column first.
///
/// Built from a spec that validates with no finding, as ``SplitEngineTests`` is.
@Suite struct SplitRegularTests {
    static func simulator(_ sizeClass: SizeClass = .regular) throws -> Simulator {
        try SplitEngineTests.simulator().inSizeClass(sizeClass)
    }

    @Test func theRegularPathShowsEveryColumnWithItsRoot() throws {
        let simulator = try Self.simulator()
        let launch = simulator.launchState
        #expect(
            launch.pathTexts(in: .regular) == ["chatList.home", "roomList.noFolder", "chatDetail.noRoom"])
        #expect(launch.topText(in: .regular) == "chatDetail.noRoom")
        let state = try simulator.state("push rooms", "push invites")
        let text = StateRendering.text(state, in: simulator)
        #expect(
            text.contains(
                "path: chatList.home › roomList.rooms › chatDetail.invites\ntop: chatDetail.invites"))
        guard case .object(let members) = StateRendering.json(state, in: simulator),
            let path = members.first(where: { $0.0 == "path" })?.1
        else { throw FixtureError("no path member") }
        #expect(
            path == .array(["chatList.home", "roomList.rooms", "chatDetail.invites"].map(JSONValue.string)))
        // The compact reading of the same state is unchanged.
        #expect(
            StateRendering.text(state).contains("path: chatList.home › roomList.rooms › chatDetail.invites\n")
        )
        #expect(try Self.simulator(.compact).state("push rooms").topText == "roomList.rooms")
    }

    @Test func everyColumnsTopOffersItsActions() throws {
        let regular = try Self.simulator()
        let state = try regular.state("push rooms")
        #expect(
            regular.allowedActions(in: state).map(\.template) == [
                "push rooms", "push archive", "push preferences", "start room(roomId: String)",
                "push invites", "back",
            ])
        // Compact: only the top's.
        let compact = try Self.simulator(.compact)
        #expect(
            compact.allowedActions(in: state).map(\.template) == [
                "start room(roomId: String)", "push invites", "back",
            ])
        // The sidebar still selects, which compact width would refuse from here.
        let reselected = try regular.state("push rooms", "push invites", "push archive")
        let split = try SplitEngineTests.split(reselected)
        #expect(split.selected == 1)
        #expect(split.columns.map { $0.entries.map(\.route.route) } == [["home"], ["archive"], ["noRoom"]])
        #expect(try compact.refusal(after: ["push rooms", "push invites"], "push archive") != nil)
    }

    @Test func aTextTwoColumnsOfferIsTheRightmostsAndTheOtherIsPrefixed() throws {
        let simulator = try Self.simulator()
        // The sidebar pushes within itself: the content column stays selected.
        let state = try simulator.state("push rooms", "push preferences")
        #expect(try SplitEngineTests.split(state).selected == 1)
        let templates = simulator.allowedActions(in: state).map(\.template)
        #expect(templates == ["pop", "sidebar: back", "start room(roomId: String)", "push invites", "back"])
        #expect(
            simulator.allowedActions(in: state).first { $0.template == "sidebar: back" }?.action
                == .inColumn(.sidebar, .back))
        // Bare, `back` acts on the rightmost selected column: it unselects the content.
        let backed = try simulator.state("push rooms", "push preferences", "back")
        #expect(try SplitEngineTests.split(backed).selected == 0)
        #expect(
            backed.pathTexts(in: .regular) == [
                "chatList.home", "chatList.preferences", "roomList.noFolder", "chatDetail.noRoom",
            ])
        // Prefixed, it pops the sidebar and leaves the selection.
        let popped = try simulator.state("push rooms", "push preferences", "sidebar: back")
        #expect(try SplitEngineTests.split(popped).selected == 1)
        #expect(popped.pathTexts(in: .regular) == ["chatList.home", "roomList.rooms", "chatDetail.noRoom"])
    }

    @Test func aColumnPrefixIsReadAndCheckedWhereItActs() throws {
        #expect(
            try ActionParser.parse("sidebar: push invites")
                == .inColumn(.sidebar, .show("invites", .push, [])))
        #expect(SimulatorAction.inColumn(.detail, .back).description == "detail: back")
        #expect(throws: ActionParser.Failure.self) { try ActionParser.parse("sidebar: detail: back") }
        let regular = try Self.simulator()
        // The detail's root declares nothing; the column named is the one asked.
        #expect(try regular.refusal("detail: push rooms") != nil)
        #expect(try regular.state("sidebar: push rooms").pathTexts(in: .regular)[1] == "roomList.rooms")
        // Compact width reads one stack: no column is named.
        #expect(try Self.simulator(.compact).refusal("sidebar: push rooms") != nil)
    }

    /// A `go` is looked up on the column that declares it, as every other action is,
    /// and shows its route as a reset link to it would.
    @Test func aGoIsTheColumnsThatDeclaresIt() throws {
        let yaml = SplitEngineTests.yaml.replacingOccurrences(
            of: "{ push: invites }]", with: "{ push: invites }, { go: chatList.preferences }]")
        let simulator = try SplitEngineTests.simulator(yaml, sizeClass: .regular)
        let preferences = try simulator.state("push preferences")
        // The detail shows invites on the right; the content column's go still runs.
        for go in ["go chatList.preferences", "content: go chatList.preferences"] {
            let state = try simulator.state("push rooms", "push invites", go)
            #expect(state == preferences, "\(go)")
        }
        #expect(try simulator.refusal(after: ["push rooms"], "detail: go chatList.preferences") != nil)
        #expect(try simulator.refusal(after: ["push rooms"], "sidebar: go chatList.preferences") != nil)
    }

    /// The spec with a sheet the sidebar's home presents.
    static func withSheet() throws -> Simulator {
        let yaml = SplitEngineTests.yaml
            .replacingOccurrences(
                of: "{ push: preferences }]", with: "{ push: preferences }, { sheet: about }]"
            )
            .replacingOccurrences(
                of: "\n  roomList:\n", with: "\n      about:\n        transitions: [dismiss]\n  roomList:\n")
        return try SplitEngineTests.simulator(yaml, sizeClass: .regular)
    }

    @Test func aModalAColumnShowsCoversTheSplitAndTheOtherColumnsStayBelowIt() throws {
        let simulator = try Self.withSheet()
        let state = try simulator.state("push rooms", "sheet about")
        #expect(try SplitEngineTests.split(state).selected == 1)
        #expect(
            state.pathTexts(in: .regular) == [
                "chatList.home", "roomList.rooms", "chatDetail.noRoom", "chatList.about",
            ])
        #expect(state.topText(in: .regular) == "chatList.about")
        #expect(simulator.allowedActions(in: state).map(\.template) == ["dismiss", "back"])
        #expect(try simulator.refusal(after: ["push rooms", "sheet about"], "push invites") != nil)
        #expect(try simulator.state("push rooms", "sheet about", "dismiss") == simulator.state("push rooms"))
    }

    /// A flow file's `sizeClass: regular` reads its `expect` path and top in regular width.
    @Test func aRegularFlowExpectsTheRegularPath() throws {
        let file = """
            flows:
              - name: iPad
                sizeClass: regular
                steps:
                  - do: push rooms
                  - do: 'sidebar: push preferences'
                  - expect:
                      path: [chatList.home, chatList.preferences, roomList.rooms, chatDetail.noRoom]
                      top: chatDetail.noRoom
              - name: iPhone
                steps:
                  - do: push rooms
                  - expect: { path: [chatList.home, roomList.rooms], top: roomList.rooms }

            """
        let flows = try FlowFile.parse(Array(file.utf8), file: "flows.yaml").get().flows
        let results = try SplitEngineTests.simulator().run(flows)
        #expect(results.map(\.passed) == [true, true], "\(results)")
    }
}
