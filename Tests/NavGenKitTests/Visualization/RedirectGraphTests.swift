import Foundation
import Testing

@testable import NavGenKit

/// Redirect links in `navgen graph`: drawn where deep links are, each pointing at one
/// `redirect` node shaped as an action is, the edge naming the param and the scope.
@Suite struct RedirectGraphTests {
    static let spec = """
        navgen: 1
        app: Blog
        root: main
        deeplinks:
          schemes: [blog]
          hosts: [blog.example.com, '*.blog.example.com']
          redirects:
            - { pattern: '/mbar?redirect_to={to}', redirect: to }
            - { pattern: '/get#{target}', redirect: target, hosts: ['*.blog.example.com'] }
        actions:
          ping: { deeplink: /ping }
        coordinators:
          main:
            root: home
            routes:
              home: { deeplink: /home }

        """

    @Test func redirectLinksPointAtTheRedirectNode() {
        let diagram = SpecCorpus.diagram(Self.spec)
        let links = diagram.nodes.filter { if case .redirectLink = $0.kind { true } else { false } }
        // Numbered after the routes' and the actions' links.
        #expect(links.map(\.id) == ["link_3", "link_4"])
        #expect(links.map(\.title) == ["/mbar?redirect_to={to}", "/get#{target}"])
        let edges = diagram.edges.filter { $0.to == DiagramID.redirect }
        #expect(edges.map(\.label) == ["redirect to {to}", "redirect to {target} · only *.blog.example.com"])
        #expect(
            diagram.nodes.filter { $0.kind == .redirect }.map(\.lines) == [
                ["redirect", "opens the URL the link holds"]
            ])
    }

    @Test func mermaidAndDOTDrawTheRedirectAsAnActionIsDrawn() {
        let diagram = SpecCorpus.diagram(Self.spec)
        let mermaid = MermaidRenderer().render(diagram)
        #expect(mermaid.contains(#"link_3>"/mbar?redirect_to=#123;to#125;"]"#))
        #expect(mermaid.contains(#"app_redirect[\"redirect<br>opens the URL the link holds"/]"#))
        #expect(
            mermaid.contains(
                #"link_4 ==>|"redirect to #123;target#125; · only *.blog.example.com"| app_redirect"#))
        #expect(MermaidStructure(mermaid).problems.isEmpty)
        let dot = DOTRenderer().render(diagram)
        #expect(
            dot.contains(
                #""app_redirect" [label="redirect\nopens the URL the link holds", shape=invtrapezium"#))
        #expect(dot.contains(#""link_3" -> "app_redirect" [label="redirect to {to}", style=bold];"#))
    }

    @Test func jsonNamesEachRedirectBySpecPath() throws {
        let json = DiagramJSONRenderer().render(SpecCorpus.diagram(Self.spec))
        let graph = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entries = try #require(graph["entryPoints"] as? [[String: Any]])
        let redirects = entries.filter { $0["redirect"] != nil }
        #expect(
            redirects.map { $0["redirect"] as? String } == [
                "deeplinks.redirects[0]", "deeplinks.redirects[1]",
            ])
        #expect(redirects.map { $0["to"] as? String } == ["app_redirect", "app_redirect"])
        let nodes = try #require(graph["nodes"] as? [[String: Any]])
        #expect(nodes.contains { $0["kind"] as? String == "redirect" })
    }

    @Test func aSpecWithoutRedirectsHasNoRedirectNode() {
        #expect(!SpecCorpus.diagram(minimalSpec).nodes.contains { $0.id == DiagramID.redirect })
    }
}
