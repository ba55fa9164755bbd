import NavGenKit
import Testing

@Suite struct NavigationGraphTests {
    private func graph(_ yaml: String) throws -> NavigationGraph {
        NavigationGraph(try #require(SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml").spec))
    }

    @Test func nodesAreNumberedInDeclarationOrder() throws {
        let graph = try graph(specExample)
        #expect(graph.rootCoordinator == CoordinatorIndex(0))
        #expect(
            graph.routes.map(\.ref.description) == [
                "recipes.recipeList", "recipes.recipeDetail", "recipes.filters", "settings.settingsMain",
                "settings.profile", "settings.allergies", "onboarding.welcome", "onboarding.consent",
            ])
        let recipes = try #require(graph.coordinator(named: "recipes"))
        #expect(graph[recipes].routeRange == 0..<3)
        #expect(graph[recipes].root == RouteIndex(0))
        #expect(graph[CoordinatorIndex(0)].initialTab == recipes)
        #expect(graph.route(RouteRef(coordinator: "settings", route: "profile")) == RouteIndex(4))
        #expect(graph.routes(named: "profile") == [RouteIndex(4)])
        #expect(graph[RouteIndex(1)].hasDeepLink)
        #expect(!graph[RouteIndex(0)].hasDeepLink)
    }

    @Test func transitionsBecomeTypedEdgesWithThenActionsAfterTheirStart() throws {
        let graph = try graph(specExample)
        let onboarding = try #require(graph.coordinator(named: "onboarding"))
        let settings = try #require(graph.coordinator(named: "settings"))
        let kinds = graph.edges(from: RouteIndex(0)).map(\.kind)
        #expect(
            kinds == [
                .push(RouteIndex(1)), .sheet(RouteIndex(2)), .start(onboarding, style: .cover),
                .tab(settings),
            ])
        let then = try #require(graph.edges(from: RouteIndex(0)).last)
        #expect(then.handler?.outcome.value == "completed")
        #expect(then.handler?.child == onboarding)
        #expect(!then.isForward)
        #expect(then.location == SourceLocation(line: 31, column: 28))
        #expect(then.targetLocation == SourceLocation(line: 31, column: 33))
        let start = graph.edges(from: RouteIndex(0)).dropFirst(2).first
        #expect(start?.isPresentation == true)
        #expect(start?.location == SourceLocation(line: 28, column: 13))
        #expect(graph.edges(from: RouteIndex(2)).map(\.kind) == [.dismiss])
    }

    @Test func unresolvedReferencesAreKeptWithWhatTheyMightMean() throws {
        let graph = try graph(
            spec(
                """
                  main:
                    kind: tabs
                    children: [feed, ghost]
                  feed:
                    root: lst
                    routes:
                      list:
                        transitions: [{ push: page }, { tab: nowhere }]
                  other:
                    root: page
                    routes:
                      page:
                """))
        #expect(graph.unresolved.map(\.name.value) == ["ghost", "lst", "page", "nowhere"])
        #expect(graph.unresolved.map(\.affectsReachability) == [true, true, true, false])
        #expect(graph.unresolved[2].elsewhere == [RouteIndex(1)])
        #expect(graph.unresolved[2].scope == RouteIndex(0))
        #expect(graph[CoordinatorIndex(0)].children == [CoordinatorIndex(1), nil])
        #expect(graph.edges.isEmpty)
        #expect(graph.reachability.isUncertain)
    }

    @Test func firstRouteFollowsLaunchTabs() throws {
        let graph = try graph(specExample)
        #expect(graph.firstRoute(of: CoordinatorIndex(0)) == RouteIndex(0))
        #expect(graph.firstRoute(of: CoordinatorIndex(2)) == RouteIndex(3))
    }

    @Test func reachabilityTellsLaunchFromDeepLinks() throws {
        let graph = try graph(
            spec(
                """
                  main:
                    root: home
                    routes:
                      home:
                      promo:
                        deeplink: /promo
                        transitions: [{ push: terms }]
                      terms:
                      orphan:
                """))
        let reachability = graph.reachability
        #expect(graph.routeIndices.map(reachability.isReachable) == [true, true, true, false])
        #expect(graph.routeIndices.map(reachability.isShownFromLaunch) == [true, false, false, false])
        #expect(reachability.isReachable(CoordinatorIndex(0)))
        #expect(reachability.deepLinkOnlyMask == [false, false, true, true, false])
        #expect(reachability.unreachableMask == [false, false, false, false, true])
    }

    @Test func containmentFindsEnclosingTabBarsThroughStarts() throws {
        let graph = try graph(
            spec(
                """
                  main:
                    kind: tabs
                    children: [feed]
                  feed:
                    root: list
                    routes:
                      list:
                        transitions: [{ start: compose }]
                  compose:
                    root: editor
                    routes:
                      editor:
                """))
        let containment = Containment(graph)
        #expect(containment.ancestors(of: CoordinatorIndex(2)) == [CoordinatorIndex(1), CoordinatorIndex(0)])
        #expect(containment.enclosingTabs(of: CoordinatorIndex(2), in: graph) == [CoordinatorIndex(0)])
        #expect(containment.enclosingTabs(of: CoordinatorIndex(0), in: graph) == [])
    }

    @Test func cyclesAreRotatedToTheirEarliestEdge() throws {
        let graph = try graph(
            spec(
                """
                  main:
                    root: a
                    routes:
                      a:
                        transitions: [{ push: b }]
                      b:
                        transitions: [{ sheet: c }]
                      c:
                        transitions: [{ push: a }]
                """))
        let cycles = graph.cycles(following: \.targetRoute, anchoredAt: \.isPresentation)
        #expect(cycles == [RouteCycle(edges: [0, 1, 2], routes: [0, 1, 2, 0].map(RouteIndex.init))])
        #expect(graph.spell(cycles[0]) == "a → b → c → a")
        #expect(graph.spell(cycles[0], limit: 2) == "a → … 1 more → c → a")
    }
}
