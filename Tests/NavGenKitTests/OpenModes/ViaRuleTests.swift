import NavGenKit
import Testing

/// How `via` is checked: one finding per root cause, each by its own rule.
@Suite struct ViaRuleTests {
    private func spec(via: String, params: String = "{ id: Int }") -> String {
        """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo] }
        coordinators:
          main:
            root: home
            routes:
              home:
                transitions: [{ push: category }, { push: recipe }]
              category:
                params: \(params)
                transitions: [{ push: recipe }]
              recipe:
                params: { id: Int }
                deeplink:
                  - pattern: /recipes/{id}
                    via: \(via)

        """
    }

    @Test func aChainOfForwardMovesIsClean() {
        #expect(validate(spec(via: "[home, category]")).findings.isEmpty)
        #expect(validate(spec(via: "[home]")).findings.isEmpty)
    }

    @Test func anEntryNamingNoRouteIsAnUnknownReferenceOnly() {
        let findings = validate(spec(via: "[home, categroy]")).findings
        #expect(findings.spots == [Spot(.unknownReference, 18, 25)])
        #expect(findings.first?.help == "did you mean 'category'?")
    }

    @Test func aBrokenChainIsDeeplinkViaAtTheKey() {
        #expect(validate(spec(via: "[category]")).findings.spots == [Spot(.deeplinkVia, 18, 13)])
        #expect(validate(spec(via: "[home, home]")).findings.spots == [Spot(.deeplinkVia, 18, 13)])
    }

    @Test func aChainScreenNeedingAParamTheURLLacksIsUnbuildable() {
        let findings = validate(spec(via: "[home, category]", params: "{ slug: String }")).findings
        #expect(findings.spots == [Spot(.deeplinkUnbuildable, 17, 22)])
        #expect(findings.first?.notes.first == "the deep link builds main.home › main.category › main.recipe")
    }
}
