import Foundation
import RecipesNavigation
import Testing

/// Deep links opened through the generated `RecipesNavigationState(url:)`: each test
/// states where a link must land, as a coordinator's unit test would, and fails
/// when the spec or the generator sends it elsewhere.
struct DeepLinkTests {
    private func state(_ link: String) throws -> RecipesNavigationState {
        let url = try #require(URL(string: link))
        return try #require(RecipesNavigationState(url: url))
    }

    @Test func allergiesDeepLink() throws {
        let state = try state("recipes://settings/allergies")
        #expect(state.root.selected == .settings)
        #expect(state.path == [.settings(.settingsMain), .settings(.allergies)])
    }

    @Test func recipeDetailTakesItsParamsFromTheURL() throws {
        let state = try state("https://recipes.example.com/recipes/42?from=home")
        #expect(state.root.selected == .recipes)
        #expect(state.path == [.recipes(.recipeList), .recipes(.recipeDetail(id: 42, source: "home"))])
    }

    @Test func filtersOpenAsASheetOverTheList() throws {
        let state = try state("recipes://recipes/filters")
        #expect(state.path == [.recipes(.recipeList), .recipes(.filters)])
    }

    @Test func accountWaitsForSignInWhenSignedOut() throws {
        let state = try state("recipes://account")
        #expect(state.path == [.recipes(.recipeList), .signIn(.signInForm)])
        #expect(state.waiting == .account(.accountHome))
    }

    @Test func accountOpensWhenSignedIn() throws {
        let url = try #require(URL(string: "recipes://account"))
        let state = try #require(
            RecipesNavigationState(url: url, conditions: RecipesConditions(signedIn: true)))
        #expect(state.root.selected == .account)
        #expect(state.path == [.account(.accountHome)])
        #expect(state.waiting == nil)
    }

    @Test(arguments: ["recipes://recipes/pasta", "https://example.com/settings", "recipes://search?page=2"])
    func linksNoPatternOpens(link: String) throws {
        let url = try #require(URL(string: link))
        #expect(RecipesNavigationState(url: url) == nil)
    }
}

/// The module's own code, built on the generated types.
struct LaunchStateTests {
    @Test func aLinkDecidesTheLaunchState() throws {
        let state = RecipesNavigationState.launching(with: URL(string: "recipes://settings/profile"))
        #expect(state.path == [.settings(.settingsMain), .settings(.profile)])
    }

    @Test func withoutAnOpenableLinkTheAppStartsOnItsFirstTab() throws {
        let launch = RecipesNavigationState()
        #expect(launch.path == [.recipes(.recipeList)])
        #expect(RecipesNavigationState.launching(with: nil) == launch)
        #expect(RecipesNavigationState.launching(with: URL(string: "recipes://nowhere/at/all")) == launch)
    }
}
