import NavGenKit
import Testing

/// The state a URL opens.
@Suite struct DeepLinkStateTests {
    @Test func seedRecipesAllergies() throws {
        let simulator = try makeSimulator(recipesSpec)
        let state = try simulator.state(url: "recipes://settings/allergies")
        #expect(state.pathText == ["settings.settingsMain", "settings.allergies"])
        #expect(state.tabsText == ["main": "settings"])
        #expect(state.top?.description == "settings.allergies")
    }

    @Test func seedArticlesMaqola() throws {
        let simulator = try makeSimulator(
            """
            navgen: 1
            app: Articles
            root: app
            deeplinks: { schemes: [articles] }
            coordinators:
              app:
                root: home
                routes:
                  home:
                    transitions: [{ push: article }, { push: profile }]
                  article:
                    params: { id: Int }
                    deeplink: /maqola?id={id}
                  profile:
            """)
        let state = try simulator.state(url: "articles://maqola?id=42")
        #expect(state.pathText == ["app.home", "app.article(id: 42)"])
        #expect(state.tabsText.isEmpty)
    }

    @Test func openingReplacesTheWholeState() throws {
        let simulator = try makeSimulator(recipesSpec)
        let state = try simulator.state(
            url: "recipes://settings/allergies", "tab recipes", "push recipeDetail(id: 1)")
        let reopened = try #require(try? simulator.perform(.open("recipes://recipes/2"), on: state).get())
        #expect(reopened.pathText == ["recipes.recipeList", "recipes.recipeDetail(id: 2, source: nil)"])
        // The settings tab is back at launch.
        guard case .tabs(let tabs) = reopened.root, case .stack(let settings) = tabs.tabs[1] else {
            Issue.record("unexpected tree")
            return
        }
        #expect(settings.entries.map(\.description) == ["settings.settingsMain"])
    }

    @Test func anUnmatchedOpenIsRefused() throws {
        let simulator = try makeSimulator(recipesSpec)
        let refusal = try #require(try simulator.refusal("open recipes://nowhere"))
        #expect(refusal.reason.hasPrefix("no match: "))
    }

    @Test func routesOnTheWayTakeParamsFromTheURLByNameAndType() throws {
        let simulator = try makeSimulator(
            demoSpec(
                """
                home:
                  transitions: [{ push: category }]
                category:
                  params: { slug: String, sort: String?, page: Int? }
                  transitions: [{ push: recipe }]
                recipe:
                  params: { slug: String, id: Int, page: String? }
                  deeplink: /c/{slug}/r/{id}?page={page}
                """))
        let state = try simulator.state(url: "demo://c/soups/r/7?page=2")
        // `page` is a String on the target and an Int on the way: not taken.
        #expect(
            state.pathText == [
                "main.home", "main.category(slug: \"soups\", sort: nil, page: nil)",
                "main.recipe(slug: \"soups\", id: 7, page: \"2\")",
            ])
    }

    @Test func tabSelectionsComeBeforeTransitionsAndTiesGoToDeclarationOrder() throws {
        // `target` is reachable in two moves both ways: tab b then push target
        // (tab selections first), or push via then push target.
        let simulator = try makeSimulator(
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo] }
            coordinators:
              main:
                kind: tabs
                children: [a, b]
              a:
                root: start
                routes:
                  start:
                    transitions: [{ push: via }, { push: other }]
                  via:
                    transitions: [{ push: target }]
                  other:
                    transitions: [{ push: target }]
                  target:
                    deeplink: /t
              b:
                root: bRoot
                routes:
                  bRoot:
                    deeplink: /b
            """)
        #expect(try simulator.state(url: "demo://t").pathText == ["a.start", "a.via", "a.target"])
        #expect(
            simulator.planner.forwardMoves(to: RouteRef(coordinator: "a", route: "target"))?.map(
                \.description) == ["push via", "push target"])
        #expect(
            simulator.planner.forwardMoves(to: RouteRef(coordinator: "b", route: "bRoot"))?.map(\.description)
                == ["tab b"])
    }

    @Test func theShortestSequenceWinsOverDeclarationOrder() throws {
        let simulator = try makeSimulator(
            demoSpec(
                """
                home:
                  transitions: [{ push: long }, { push: target }]
                long:
                  transitions: [{ push: target }]
                target:
                  deeplink: /t
                """))
        #expect(try simulator.state(url: "demo://t").pathText == ["main.home", "main.target"])
    }

    @Test func pushCyclesTerminate() throws {
        let simulator = try makeSimulator(recipesSpec)
        #expect(
            try simulator.state(url: "recipes://recipes/5?from=mail").pathText == [
                "recipes.recipeList", "recipes.recipeDetail(id: 5, source: \"mail\")",
            ])
    }

    @Test func aDeepLinkOnlyRouteOpensPushedOnItsCoordinatorsRoot() throws {
        let simulator = try makeSimulator(
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo] }
            coordinators:
              main:
                kind: tabs
                children: [a, b]
              a:
                root: aRoot
                routes:
                  aRoot:
              b:
                root: bRoot
                routes:
                  bRoot:
                  promo:
                    params: { code: String }
                    deeplink: /promo/{code}
            """)
        let state = try simulator.state(url: "demo://promo/XMAS")
        #expect(state.pathText == ["b.bRoot", "b.promo(code: \"XMAS\")"])
        #expect(state.tabsText == ["main": "b"])
        let recipe = try #require(simulator.router.recipes.first)
        #expect(recipe.plan.pushedOnRoot)
        #expect(simulator.planner.moves(for: recipe.plan).map(\.description) == ["tab b"])
        #expect(
            simulator.planner.backStack(for: recipe.plan) == [RouteRef("b.bRoot")!, RouteRef("b.promo")!])
    }

    /// Tabs three deep: a state's signature holds every tab selection on its branch
    /// (two packed inline, the third after them), and the search selects a tab at each
    /// level to reach a route in the innermost.
    @Test func tabsThreeDeepAreSearchedAtEveryLevel() throws {
        let simulator = try makeSimulator(
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo] }
            coordinators:
              main:
                kind: tabs
                children: [home, more]
              home:
                root: homeRoot
                routes:
                  homeRoot:
              more:
                kind: tabs
                children: [extras, deeper]
              extras:
                root: extrasRoot
                routes:
                  extrasRoot:
              deeper:
                kind: tabs
                children: [first, second]
              first:
                root: firstRoot
                routes:
                  firstRoot:
              second:
                root: secondRoot
                routes:
                  secondRoot:
                    transitions: [{ push: target }]
                  target:
                    deeplink: /target
            """)
        let state = try simulator.state(url: "demo://target")
        #expect(state.pathText == ["second.secondRoot", "second.target"])
        #expect(state.tabsText == ["main": "more", "more": "deeper", "deeper": "second"])
        let recipe = try #require(simulator.router.recipes.first)
        #expect(!recipe.plan.pushedOnRoot)
        #expect(
            simulator.planner.moves(for: recipe.plan).map(\.description)
                == ["tab more", "tab deeper", "tab second", "push target"])
    }

    @Test func aThenOnlyRouteOpensPushedOnItsRoot() throws {
        let simulator = try makeSimulator(flowsSpec)
        // receipt is shown only by checkout's `then`.
        let state = try simulator.state(url: "shop://receipts/12")
        #expect(state.pathText == ["home.feed", "home.receipt(order: 12)"])
    }

    @Test func deepLinksIntoFlows() throws {
        let simulator = try makeSimulator(flowsSpec)
        // Into a flow started `as: push`: its root sits on the home stack.
        let signup = try simulator.state(url: "shop://signup")
        #expect(signup.pathText == ["home.feed", "signup.email"])
        #expect(try simulator.perform(.back, on: signup).get().pathText == ["home.feed"])
        // Into a cover flow, pushed inside it.
        let help = try simulator.state(url: "shop://help/faq")
        #expect(help.pathText == ["home.feed", "help.helpMain", "help.article(slug: \"faq\")"])
        #expect(try simulator.state(url: "shop://help/faq", "back", "dismiss").pathText == ["home.feed"])
        // Into a tabs flow shown as a cover.
        let videos = try simulator.state(url: "shop://videos")
        #expect(videos.tabsText == ["main": "home", "gallery": "videos"])
        // Into another tab.
        #expect(try simulator.state(url: "shop://profile").tabsText == ["main": "account"])
    }

    @Test func unusablePatternsNeverMatchAndSaySo() throws {
        let simulator = try makeSimulator(
            demoSpec(
                """
                home:
                  transitions: [{ push: category }]
                category:
                  params: { slug: String }
                  transitions: [{ push: recipe }]
                recipe:
                  params: { id: Int }
                  deeplink: /recipes/{id}
                """))
        guard case .failure(let mismatch) = simulator.open("demo://recipes/1") else {
            Issue.record("an unbuildable pattern matched")
            return
        }
        #expect(mismatch.description.contains("main.category needs 'slug: String'"))
    }
}
