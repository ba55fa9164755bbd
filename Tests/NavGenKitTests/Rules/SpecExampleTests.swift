import NavGenKit
import Testing

@Suite struct SpecExampleTests {
    @Test func theSpecExampleIsClean() {
        let report = validate(specExample)
        #expect(report.findings == [])
        #expect(report.isUsable)
    }

    @Test func withoutRulesOffTheAllowStillSilencesTheSelfPush() {
        let yaml = specExample.replacing("  push-cycle: off", with: "  no-exit: warning")
        #expect(spots(yaml) == [])
    }

    @Test func withNeitherTheSelfPushIsOneWarningAtThePush() {
        let yaml =
            specExample
            .replacing("  push-cycle: off", with: "  no-exit: warning")
            .replacing("allow: [push-cycle]", with: "allow: []")
        let findings = validate(yaml).findings
        #expect(findings.spots == [Spot(.pushCycle, 39, 13)])
        #expect(findings.first?.message == "pushes can repeat forever: recipeDetail → recipeDetail")
        #expect(findings.first?.severity == .warning)
    }

    @Test func theModelOfTheSpecExample() throws {
        let spec = try #require(validate(specExample).spec)
        let model = NavigationModel(spec)
        #expect(model.coordinators.map(\.id.value) == ["main", "recipes", "settings", "onboarding"])
        #expect(model.routes.map(\.ref.description).count == 8)
        let reachability = Reachability(model)
        #expect(model.routeIndices.allSatisfy { reachability.isShownFromLaunch($0) })
        #expect(!reachability.isUncertain)
        #expect(model.unresolved == [])
    }
}
