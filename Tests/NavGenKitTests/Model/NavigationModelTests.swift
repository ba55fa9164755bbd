import NavGenKit
import Testing

@Suite struct NavigationModelTests {
    private func model(_ yaml: String) throws -> NavigationModel {
        NavigationModel(try #require(SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml").spec))
    }

    @Test func nodesAreNumberedInDeclarationOrder() throws {
        let model = try model(specExample)
        #expect(model.rootCoordinator == CoordinatorIndex(0))
        #expect(
            model.routes.map(\.ref.description) == [
                "recipes.recipeList", "recipes.recipeDetail", "recipes.filters", "settings.settingsMain",
                "settings.profile", "settings.allergies", "onboarding.welcome", "onboarding.consent",
            ])
        let recipes = try #require(model.coordinator(named: "recipes"))
        #expect(model[recipes].routeRange == 0..<3)
        #expect(model[recipes].root == RouteIndex(0))
        #expect(model[CoordinatorIndex(0)].initialTab == recipes)
        #expect(model.route(RouteRef(coordinator: "settings", route: "profile")) == RouteIndex(4))
        #expect(model.routes(named: "profile") == [RouteIndex(4)])
        #expect(model[RouteIndex(1)].hasDeepLink)
        #expect(!model[RouteIndex(0)].hasDeepLink)
    }

    @Test func transitionsBecomeTypedEdgesWithThenActionsAfterTheirStart() throws {
        let model = try model(specExample)
        let onboarding = try #require(model.coordinator(named: "onboarding"))
        let settings = try #require(model.coordinator(named: "settings"))
        let kinds = model.edges(from: RouteIndex(0)).map(\.kind)
        #expect(
            kinds == [
                .show(RouteIndex(1), .push), .show(RouteIndex(2), .sheet), .start(onboarding, style: .cover),
                .tab(settings),
            ])
        let then = try #require(model.edges(from: RouteIndex(0)).last)
        #expect(then.handler?.outcome.value == "completed")
        #expect(then.handler?.child == onboarding)
        #expect(then.location == SourceLocation(line: 31, column: 28))
        #expect(then.targetLocation == SourceLocation(line: 31, column: 33))
        let start = model.edges(from: RouteIndex(0)).dropFirst(2).first
        #expect(start?.isPresentation == true)
        #expect(start?.location == SourceLocation(line: 28, column: 13))
        #expect(model.edges(from: RouteIndex(2)).map(\.kind) == [.dismiss])
    }

    @Test func unresolvedReferencesAreKeptWithWhatTheyMightMean() throws {
        let model = try model(
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
        #expect(model.unresolved.map(\.name.value) == ["ghost", "lst", "page", "nowhere"])
        #expect(model.unresolved.map(\.affectsReachability) == [true, true, true, false])
        #expect(model.unresolved[2].elsewhere == [RouteIndex(1)])
        #expect(model.unresolved[2].scope == RouteIndex(0))
        #expect(model[CoordinatorIndex(0)].children == [CoordinatorIndex(1), nil])
        #expect(model.edges.isEmpty)
        #expect(Reachability(model).isUncertain)
    }

    @Test func reachabilityTellsLaunchFromDeepLinks() throws {
        let model = try model(
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
        let reachability = Reachability(model)
        #expect(model.routeIndices.map(reachability.isReachable) == [true, true, true, false])
        #expect(model.routeIndices.map(reachability.isShownFromLaunch) == [true, false, false, false])
        #expect(reachability.isReachable(CoordinatorIndex(0)))
        #expect(reachability.deepLinkOnlyMask == [false, false, true, true, false])
        #expect(reachability.unreachableMask == [false, false, false, false, true])
    }

    @Test func containmentFindsEnclosingTabBarsThroughStarts() throws {
        let model = try model(
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
        let containment = Containment(model)
        #expect(containment.ancestors(of: CoordinatorIndex(2)) == [CoordinatorIndex(1), CoordinatorIndex(0)])
        #expect(containment.enclosingTabs(of: CoordinatorIndex(2), in: model) == [CoordinatorIndex(0)])
        #expect(containment.enclosingTabs(of: CoordinatorIndex(0), in: model) == [])
    }

    @Test func cyclesAreRotatedToTheirEarliestEdge() throws {
        let model = try model(
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
        let cycles = model.cycles(following: \.targetRoute, anchoredAt: \.isPresentation)
        #expect(cycles == [RouteCycle(edges: [0, 1, 2], routes: [0, 1, 2, 0].map(RouteIndex.init))])
        #expect(model.spell(cycles[0]) == "a → b → c → a")
        #expect(model.spell(cycles[0], limit: 2) == "a → … 1 more → c → a")
    }
}
