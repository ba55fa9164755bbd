import Foundation
import NavGenKit
import Testing

@Suite struct RoutesReportTests {
    @Test func everyRouteWithHowItIsReachedAndWhatItsLinksBuild() throws {
        let report = RoutesReport(simulator: try makeSimulator(recipesSpec))
        #expect(
            RoutesTextRenderer().render(report) == """
                main (tabs: recipes, settings)
                recipes (stack)
                  recipeList
                    reached: at launch
                  recipeDetail(id: Int, source: String?)
                    reached: push recipeDetail
                    deep link /recipes/{id}?from={source}
                      builds: recipes.recipeList › recipes.recipeDetail
                  filters
                    reached: sheet filters
                settings (stack)
                  settingsMain
                    reached: tab settings
                    deep link /settings
                      builds: settings.settingsMain
                  profile
                    reached: tab settings › push profile
                    deep link /settings/profile
                      builds: settings.settingsMain › settings.profile
                  allergies
                    reached: tab settings › push allergies
                    deep link /settings/allergies
                      builds: settings.settingsMain › settings.allergies
                onboarding (stack)
                  welcome
                    reached: start onboarding as cover
                  consent
                    reached: start onboarding as cover › push consent
                """)
        let json = RoutesJSONRenderer().value(report).rendered()
        #expect(
            json.contains(
                #"{"coordinator":"settings","route":"allergies","params":[],"reachedBy":"forward","#
                    + #""forward":["tab settings","push allergies"],"deepLinks":[{"pattern":"/settings/allergies","#
            ))
        #expect(json.contains(#""backStack":["settings.settingsMain","settings.allergies"]"#))
    }

    /// A route a start begins its flow at is reached by that start, written with its `at`.
    @Test func aStartAtARouteSaysWhere() throws {
        let yaml = try String(contentsOf: CodeGenFixtures.specURL("starts"), encoding: .utf8)
        let text = RoutesTextRenderer().render(RoutesReport(simulator: try makeSimulator(yaml)))
        #expect(text.contains("  intro\n    reached: start launch at intro as cover\n"))
        #expect(text.contains("  survey(kind: String)\n    reached: start launch at survey\n"))
    }

    @Test func deepLinkOnlyRoutes() throws {
        let report = RoutesReport(
            simulator: try makeSimulator(
                demoSpec(
                    """
                    home:
                    promo:
                      params: { code: String }
                      deeplink: /promo/{code}
                    """)))
        #expect(
            RoutesTextRenderer().render(report).contains(
                "  promo(code: String)\n    reached: by deep link only\n    deep link /promo/{code}\n      builds: main.home › main.promo (pushed on its root)"
            ))
    }
}
