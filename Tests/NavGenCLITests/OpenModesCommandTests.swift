import Foundation
import Testing

/// `open URL` honouring open modes, `--open`, and entry points in `routes`, as a user
/// runs them on the open-modes fixture.
@Suite struct OpenModesCommandTests {
    static let spec = "Tests/NavGenKitTests/CodeGen/Fixtures/specs/opening.yaml"

    private func top(_ output: NavGenProcess.Outcome) -> String? {
        output.lines.last { $0.hasPrefix("top: ") }
    }

    @Test func urlIsAColdLaunchAndOpenActsOnTheCurrentState() throws {
        let reset = try ExampleFolders.run(["simulate", Self.spec, "--url", "social://statuses/3"])
        #expect(reset.lines.contains("path: home.timeline › home.status(id: 3)"))
        // onTop: pushed on the stack on top, not rebuilt from launch.
        let onTop = try ExampleFolders.run([
            "simulate", Self.spec, "--url", "social://statuses/3", "--do", "open social://accounts/al",
            "--trace",
        ])
        #expect(onTop.status == 0, "\(onTop.stdout)")
        #expect(onTop.lines.contains("# open social://accounts/al -> home.account(handle: \"al\")"))
        #expect(
            onTop.lines.last { $0.hasPrefix("path: ") }
                == "path: home.timeline › home.status(id: 3) › home.account(handle: \"al\")")
        // A reset pattern of the same route rebuilds.
        let again = try ExampleFolders.run([
            "simulate", Self.spec, "--url", "social://statuses/3", "--do", "open social://users/al",
        ])
        #expect(again.lines.contains("path: home.timeline › home.account(handle: \"al\")"))
        // On another tab's screen, the onTop target is not the active stack's: it resets.
        let otherTab = try ExampleFolders.run([
            "simulate", Self.spec, "--url", "social://notifications", "--do", "open social://statuses/5",
        ])
        #expect(otherTab.lines.contains("path: home.timeline › home.status(id: 5)"))
    }

    @Test func aModalRoutePresentsWhatItDeclares() throws {
        let output = try ExampleFolders.run([
            "simulate", Self.spec, "--url", "social://search?q=x", "--do", "open social://search/filters",
        ])
        #expect(output.lines.contains("path: home.timeline › home.search(query: \"x\") › home.filters"))
    }

    @Test func flowOpenStepsHonourTheMode() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        let flows = folder.appendingPathComponent("flows.yaml")
        try Data(
            """
            flows:
              - name: status then account
                steps:
                  - open: social://statuses/3
                  - open: social://accounts/al
                  - expect: { path: [home.timeline, "home.status(id: 3)", 'home.account(handle: "al")'] }

            """.utf8
        ).write(to: flows)
        let output = try ExampleFolders.run(["simulate", Self.spec, "--flows", flows.path])
        #expect(output.status == 0, "\(output.stdout)")
    }

    @Test func openByValue() throws {
        let output = try ExampleFolders.run([
            "simulate", Self.spec, "--open", "home.followers(handle: \"bo\")",
        ])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(
            output.lines.contains(
                "path: home.timeline › home.account(handle: \"bo\") › home.followers(handle: \"bo\", id: nil)"
            ))
        let bare = try ExampleFolders.run(["simulate", Self.spec, "--open", "mention(id: 3)", "--do", "back"])
        #expect(top(bare) == "top: notifications.inbox")
    }

    @Test func openByValueExplainsWhatIsMissing() throws {
        let output = try ExampleFolders.run(["simulate", Self.spec, "--open", "notifications.reply"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("needs 'id: Int' for notifications.mention"), "\(output.stdout)")
        let unknown = try ExampleFolders.run([
            "simulate", Self.spec, "--open", "home.folowers(handle: \"x\")",
        ])
        #expect(unknown.status == 1)
        #expect(unknown.stdout.contains("did you mean 'home.followers'?"))
        let both = try ExampleFolders.run([
            "simulate", Self.spec, "--open", "home.timeline", "--url", "social://me",
        ])
        #expect(both.status == 64)
    }

    @Test func routesListEntryPointsAndModes() throws {
        let text = try ExampleFolders.run(["routes", Self.spec])
        #expect(text.status == 0)
        #expect(text.lines.contains("    entry point: builds notifications.inbox › notifications.mention"))
        #expect(text.lines.contains("    deep link /statuses/{id}, opens onTop"))
        #expect(
            text.lines.contains(
                "    deep link /statuses/{id}/accounts/{handle}/followers, via timeline › status › account"))
        let json = try ExampleFolders.run(["routes", Self.spec, "--format", "json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let routes = try #require(object["routes"] as? [[String: Any]])
        let mention = try #require(routes.first { $0["route"] as? String == "mention" })
        #expect(
            (mention["entry"] as? [String: Any])?["backStack"] as? [String] == [
                "notifications.inbox", "notifications.mention",
            ])
        #expect(routes.filter { $0["entry"] != nil }.count == 3)
    }
}
