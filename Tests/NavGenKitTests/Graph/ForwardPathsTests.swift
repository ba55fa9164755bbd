import NavGenKit
import Testing

@Suite struct ForwardPathsTests {
    private func graph(_ yaml: String) throws -> NavigationGraph {
        NavigationGraph(try #require(SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml").spec))
    }

    /// The moves to a route, as `describe` writes them.
    private func moves(to ref: String, in graph: NavigationGraph) -> [String]? {
        guard let ref = RouteRef(ref), let route = graph.route(ref) else { return nil }
        return graph.shortestForwardPath(to: route)?.map(graph.describe)
    }

    @Test func pathsInTheSpecExample() throws {
        let graph = try graph(specExample)
        let paths = graph.forwardPaths()
        #expect(paths.isComplete)
        #expect(paths.launchTop == RouteIndex(0))
        #expect(paths.path(to: RouteIndex(0)) == [])
        #expect(moves(to: "recipes.recipeDetail", in: graph) == ["push recipeDetail"])
        #expect(moves(to: "recipes.filters", in: graph) == ["sheet filters"])
        #expect(moves(to: "settings.allergies", in: graph) == ["tab settings", "push allergies"])
        #expect(moves(to: "onboarding.consent", in: graph) == ["start onboarding as cover", "push consent"])
        let settings = try #require(graph.coordinator(named: "settings"))
        #expect(paths.path(to: settings)?.map(graph.describe) == ["tab settings"])
        #expect(paths.path(to: RouteIndex(4))?.last?.top == RouteIndex(4))
    }

    @Test func tabSelectionsComeBeforeTransitionsAndTransitionsGoInOrder() throws {
        let graph = try graph(
            spec(
                """
                  main:
                    kind: tabs
                    children: [feed, shop]
                  feed:
                    root: list
                    children: [shop]
                    routes:
                      list:
                        transitions: [{ push: b }, { push: a }, { start: shop, as: push }]
                      a:
                        transitions: [{ push: target }]
                      b:
                        transitions: [{ push: target }]
                      target:
                  shop:
                    root: cart
                    routes:
                      cart:
                """))
        #expect(moves(to: "feed.target", in: graph) == ["push b", "push target"])
        #expect(moves(to: "shop.cart", in: graph) == ["tab shop"])
    }

    @Test func thenOnlyAndDeepLinkOnlyRoutesHaveNoForwardPath() throws {
        let graph = try graph(
            spec(
                """
                  main:
                    root: home
                    children: [login]
                    routes:
                      home:
                        transitions:
                          - start: login
                            then: { done: { push: welcome } }
                      welcome:
                      promo:
                        deeplink: /promo
                  login:
                    root: form
                    outcomes: [done]
                    routes:
                      form:
                        transitions: [{ finish: done }]
                """))
        #expect(moves(to: "main.welcome", in: graph) == nil)
        #expect(moves(to: "main.promo", in: graph) == nil)
        #expect(moves(to: "login.form", in: graph) == ["start login as sheet"])
        #expect(graph.forwardPaths().isComplete)
    }

    @Test func aTabTransitionDismissesModalsAndNoTabIsSelectedUnderAModal() throws {
        let graph = try graph(
            spec(
                """
                  main:
                    kind: tabs
                    children: [feed, settings]
                  feed:
                    root: list
                    routes:
                      list:
                        transitions: [{ sheet: share }, { push: detail }]
                      share:
                        transitions: [{ tab: feed }, { tab: settings }]
                      detail:
                        transitions: [{ cover: player }]
                      player:
                        transitions: [{ tab: feed }]
                  settings:
                    root: overview
                    routes:
                      overview:
                        transitions: [{ push: about }]
                      about:
                """))
        #expect(moves(to: "settings.about", in: graph) == ["tab settings", "push about"])
        #expect(moves(to: "feed.player", in: graph) == ["push detail", "cover player"])
        let share = try #require(graph.route(RouteRef(coordinator: "feed", route: "share")))
        let paths = graph.forwardPaths()
        #expect(paths.path(to: share)?.count == 1)
    }

    @Test func pushCyclesAndSelfStartsTerminate() throws {
        let graph = try graph(
            spec(
                """
                  main:
                    root: a
                    children: [main]
                    routes:
                      a:
                        transitions: [{ push: a }, { sheet: b }, { start: main }]
                      b:
                        transitions: [{ sheet: b }, { cover: a }]
                      c:
                """))
        let paths = graph.forwardPaths()
        #expect(paths.isComplete)
        #expect(paths.path(to: RouteIndex(2)) == nil)
        #expect(moves(to: "main.b", in: graph) == ["sheet b"])
    }

    @Test func theSearchStopsAtItsLimit() throws {
        let graph = try graph(specExample)
        let paths = graph.forwardPaths(limit: 2)
        #expect(!paths.isComplete)
        #expect(paths.path(to: RouteIndex(0)) == [])
    }
}
