import Foundation
import Testing

/// Pattern scope through the commands: `simulate` says when only a scope refused a
/// URL, `routes` and `graph` print each pattern's scope as written.
@Suite struct ScopeCommandTests {
    static let spec = "Tests/NavGenKitTests/CodeGen/Fixtures/specs/scopes.yaml"

    @Test func simulateOpensInScopeAndExplainsOutOfScope() throws {
        let opened = try ExampleFolders.run(["simulate", Self.spec, "--url", "blog://feed"])
        #expect(opened.status == 0)
        #expect(opened.stdout.contains("-> main.blogFeed"))
        let refused = try ExampleFolders.run([
            "simulate", Self.spec, "--url", "https://blog.example.com/newpost?content=x",
        ])
        #expect(refused.status == 1)
        #expect(
            (refused.stdout + refused.stderr).contains(
                "no match: '/newpost?content={content}' of main.editor applies only to blog: URLs"),
            "\(refused.stdout)")
    }

    @Test func routesAndGraphPrintTheScope() throws {
        let text = try ExampleFolders.run(["routes", Self.spec])
        #expect(text.status == 0)
        #expect(text.lines.contains("    deep link /p/{id}, only blog, *.Blog.example.com"))
        let json = try ExampleFolders.run(["routes", Self.spec, "--format", "json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let routes = try #require(object["routes"] as? [[String: Any]])
        let post = try #require(routes.first { $0["route"] as? String == "post" })
        let links = try #require(post["deepLinks"] as? [[String: Any]])
        #expect(links.first?["hosts"] as? [String] == ["blog.example.com"])
        #expect(links.last?["schemes"] as? [String] == ["blog"])
        #expect(links.last?["hosts"] as? [String] == ["*.Blog.example.com"])
        let graph = try ExampleFolders.run(["graph", Self.spec, "--format", "mermaid"])
        #expect(graph.stdout.contains("\"open · only http, https\""))
    }
}
