import NavGenKit
import Testing

@Suite struct GraphHighlightsTests {
    private let spec = SpecCorpus.spec(specExample)

    @Test func readsUnreachableRoutesFromScopeOrLocation() throws {
        let profile = try #require(spec.coordinator(named: "settings")?.route(named: "profile"))
        let findings = [
            Finding(location: .start, rule: .unreachableRoute, message: "", scope: "recipes.filters"),
            Finding(location: profile.id.location, rule: .unreachableRoute, message: ""),
        ]
        let highlights = GraphHighlights(findings: findings, spec: spec)
        #expect(
            highlights.unreachableRoutes == [RouteRef("recipes.filters")!, RouteRef("settings.profile")!])
    }

    @Test func readsUnreachableCoordinatorsByTheirKey() throws {
        let onboarding = try #require(spec.coordinator(named: "onboarding"))
        let findings = [Finding(location: onboarding.id.location, rule: .unreachableCoordinator, message: "")]
        let highlights = GraphHighlights(findings: findings, spec: spec)
        #expect(highlights.unreachableCoordinators == ["onboarding"])
        #expect(highlights.isUnreachable(RouteRef("onboarding.consent")!))
        #expect(!highlights.isUnreachable(RouteRef("recipes.recipeList")!))
    }

    @Test func readsCycleEdgesAndIgnoresOtherRules() {
        let edge = SourceLocation(line: 41, column: 15)
        let findings = [
            Finding(location: edge, rule: .pushCycle, message: ""),
            Finding(location: SourceLocation(line: 2, column: 1), rule: .unusedChild, message: ""),
        ]
        let highlights = GraphHighlights(findings: findings, spec: spec)
        #expect(highlights.cycleEdges == [edge])
        #expect(highlights.unreachableRoutes.isEmpty)
    }
}
