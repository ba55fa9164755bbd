import Foundation
import Testing

@testable import NavGenKit

@Suite struct DiagramFocusTests {
    /// Coordinators in a line of known distances from `checkout`: home and payment
    /// one step away, main and shared two, account three.
    static let shop = """
        navgen: 1
        app: Shop
        root: main
        deeplinks:
          schemes: [shop]
        coordinators:
          main:
            kind: tabs
            children: [home, account]
          home:
            root: feed
            uses: [shared]
            children: [checkout]
            routes:
              feed:
                transitions:
                  - push: product
                  - push: search
                  - start: checkout
                    then: { paid: stay, cancelled: stay }
              search:
                transitions: [{ push: product }, pop]
          account:
            root: profile
            routes:
              profile:
                deeplink: /me
          shared:
            kind: routes
            routes:
              product:
                transitions: [{ push: product }]
                allow: [push-cycle]
          checkout:
            root: cart
            outcomes: [paid, cancelled]
            children: [payment]
            routes:
              cart:
                deeplink: /cart
                transitions:
                  - start: payment
                    as: push
                    then: { done: { finish: paid } }
                  - finish: cancelled
          payment:
            root: card
            outcomes: [done]
            routes:
              card:
                transitions: [{ finish: done }]
        """

    private let whole = SpecCorpus.diagram(shop)

    private func focus(_ coordinator: String, depth: Int) throws -> Diagram {
        try DiagramFocus(coordinator: coordinator, depth: depth).apply(to: whole)
    }

    private func edges(_ diagram: Diagram) -> [String] {
        diagram.edges.map { "\($0.from) -> \($0.to): \($0.label)" }
    }

    @Test func depthZeroDrawsTheCoordinatorAloneWithAStubPerNeighbour() throws {
        let diagram = try focus("checkout", depth: 0)
        #expect(
            diagram.nodes.map(\.id) == [
                "link_2", "checkout__cart", "outcome_checkout__paid", "outcome_checkout__cancelled",
                "more_home",
                "more_payment",
            ])
        #expect(diagram.groups.map(\.id) == ["checkout"])
        #expect(
            edges(diagram) == [
                "link_2 -> checkout__cart: open",
                "more_home -> checkout__cart: start · sheet",
                "outcome_checkout__paid -> more_home: on paid: stay",
                "outcome_checkout__cancelled -> more_home: on cancelled: stay",
                "checkout__cart -> more_payment: start · push",
                "more_payment -> outcome_checkout__paid: on done: finish: paid",
                "checkout__cart -> outcome_checkout__cancelled: finish: cancelled",
            ])
        let stub = try #require(diagram.nodes.first { $0.id == "more_home" })
        #expect(stub.kind == .stub(coordinator: "home"))
        #expect(stub.group == nil)
        #expect(stub.title == "⋯ home")
    }

    @Test func depthOneAddsWhatStartsItAndWhatItStarts() throws {
        let diagram = try focus("checkout", depth: 1)
        #expect(
            diagram.nodes.map(\.id) == [
                "link_2", "home__feed", "home__search", "checkout__cart", "outcome_checkout__paid",
                "outcome_checkout__cancelled", "payment__card", "outcome_payment__done", "more_main",
                "more_shared",
            ])
        // home is a tab of main, which is not drawn: home's group moves to the top level.
        #expect(diagram.groups.map(\.id) == ["home", "checkout", "payment"])
        #expect(diagram.groups.map(\.parent) == [nil, nil, nil])
        #expect(diagram.focus == DiagramFocus(coordinator: "checkout", depth: 1))
        #expect(
            diagram.edges.contains { $0.from == "more_main" && $0.to == "home__feed" && $0.kind == .tabBar })
    }

    @Test func depthTwoReachesTheTabBarAndTheSharedRoutes() throws {
        let diagram = try focus("checkout", depth: 2)
        #expect(
            diagram.nodes.map(\.id) == [
                "app_launch", "link_2", "tabbar_main", "home__feed", "home__search", "shared__product",
                "checkout__cart", "outcome_checkout__paid", "outcome_checkout__cancelled", "payment__card",
                "outcome_payment__done", "more_account",
            ])
        #expect(diagram.groups.map(\.id) == ["main", "home", "shared", "checkout", "payment"])
        #expect(diagram.groups.map(\.parent) == [nil, "main", nil, nil, nil])
        #expect(edges(diagram).contains("tabbar_main -> more_account: tab"))
    }

    @Test func aDepthPastTheWholeAppDrawsEverythingWithoutStubs() throws {
        let diagram = try focus("checkout", depth: .max)
        #expect(diagram.nodes.map(\.id) == whole.nodes.map(\.id))
        #expect(diagram.edges == whole.edges)
        #expect(diagram.groups == whole.groups)
    }

    /// A stub stands for a whole coordinator: two screens' pushes into it from one
    /// route would be drawn once, and two routes' pushes out of it to one route once.
    @Test func equalEdgesThroughAStubAreDrawnOnce() throws {
        let diagram = try focus("shared", depth: 0)
        #expect(
            edges(diagram) == [
                "more_home -> shared__product: push",
                "shared__product -> shared__product: push",
            ])
    }

    @Test func anUnknownCoordinatorSaysWhatItMeant() {
        #expect {
            try focus("chekout", depth: 1)
        } throws: { error in
            let unknown = error as? DiagramFocus.UnknownCoordinator
            return unknown?.message == "no coordinator 'chekout' in the spec; did you mean 'checkout'?"
                && unknown?.known == ["main", "home", "account", "shared", "checkout", "payment"]
        }
        #expect(throws: DiagramFocus.UnknownCoordinator(name: "zzz", known: whole.groups.map(\.coordinator)))
        {
            try focus("zzz", depth: 0)
        }
        #expect(
            DiagramFocus.UnknownCoordinator(name: "zzz", known: ["main"]).message
                == "no coordinator 'zzz' in the spec")
    }

    @Test func everyFormatSaysWhatItFocusesOnAndDrawsTheStubs() throws {
        let diagram = try focus("checkout", depth: 0)
        let mermaid = MermaidRenderer().render(diagram)
        #expect(mermaid.contains("    %% focus on checkout, depth 0\n"))
        #expect(mermaid.contains(#"    more_home[["⋯ home"]]"#))
        #expect(mermaid.contains("    class more_home,more_payment stub\n"))
        #expect(!mermaid.contains("class link_2,more_home"), "a stub is not an entry point")
        #expect(MermaidStructure(mermaid).problems == [])
        let dot = DOTRenderer().render(diagram)
        #expect(dot.contains("(focus on checkout, depth 0)"))
        #expect(dot.contains(#""more_home" [label="⋯ home", style="rounded,dashed""#))
        let json = DiagramJSONRenderer().render(diagram)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let focus = try #require(object["focus"] as? [String: Any])
        #expect(focus["coordinator"] as? String == "checkout")
        #expect(focus["depth"] as? Int == 0)
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(
            nodes.contains { $0["kind"] as? String == "stub" && $0["coordinator"] as? String == "payment" })
    }

    @Test func anUnfocusedDiagramSaysNothingAboutFocus() {
        #expect(whole.focus == nil)
        #expect(!MermaidRenderer().render(whole).contains("focus"))
        #expect(!DiagramJSONRenderer().render(whole).contains("\"focus\""))
    }

    @Test(
        .enabled(
            if: ExternalTool.dot != nil, "Graphviz's `dot` is not installed (apt-get install -y graphviz)"))
    func graphvizDrawsAFocusedDiagram() throws {
        let dot = try #require(ExternalTool.dot)
        for depth in 0...2 {
            let result = try ExternalTool.run(
                dot, ["-Tsvg"], stdin: DOTRenderer().render(focus("checkout", depth: depth)))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "", "dot warned: \(result.stderr)")
        }
    }
}
