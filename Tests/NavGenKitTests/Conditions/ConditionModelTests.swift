import NavGenKit
import Testing

/// Conditions resolved: indices, guards, tab guards, the `otherwise` edge kept out of
/// the transitions, and what they make reachable.
@Suite struct ConditionModelTests {
    private func model(_ yaml: String) throws -> NavigationModel {
        let result = SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml")
        return NavigationModel(try #require(result.spec))
    }

    @Test func theFixtureResolvesEveryGuard() throws {
        let model = try model(try ConditionFixture.text())
        #expect(model.hasConditions)
        #expect(
            model.conditionIndices.map { model[$0].id.value } == [
                "signedIn", "verified", "premium", "onboarded",
            ])
        let signedIn = try #require(model.condition(named: "signedIn"))
        let premium = try #require(model.condition(named: "premium"))
        let onboarded = try #require(model.condition(named: "onboarded"))
        #expect(signedIn == ConditionIndex(0) && premium < onboarded)
        #expect(model.condition(named: "nothing") == nil)
        #expect(model[signedIn].satisfiedBy?.coordinator == model.coordinator(named: "signIn"))
        #expect(model[signedIn].satisfiedBy?.outcome == "signedIn")
        #expect(model[signedIn].satisfiedBy?.style == .cover)
        #expect(model[premium].satisfiedBy == nil && model[premium].setByApp)
        #expect(model[onboarded].initially)

        let main = model[try #require(model.coordinator(named: "main"))]
        #expect(main.tabGuards.count == 3)
        #expect(main.guards(ofTabAt: 0) == [])
        #expect(main.guards(ofTabAt: 1).map(\.condition) == [signedIn])
        #expect(main.guards(ofTabAt: 2).map(\.isNegated) == [true])
        #expect(main.guards(ofTabAt: 2).first?.location == SourceLocation(line: 26, column: 31))
        #expect(
            model[try #require(model.coordinator(named: "checkout"))].guards.map(\.condition) == [signedIn])

        let catalog = try #require(model.coordinator(named: "catalog"))
        let item = try #require(model.route(named: "item", in: catalog))
        let paywall = try #require(model.route(named: "paywall", in: catalog))
        #expect(
            model[item].guards == [
                ConditionGuard(condition: premium, isNegated: false, location: .init(line: 50, column: 20))
            ])
        let otherwise = try #require(model[item].otherwise.first)
        #expect(otherwise.kind == .show(paywall, .sheet) && otherwise.source == item)
        #expect(otherwise.location == SourceLocation(line: 51, column: 22))
        // Kept out of the transitions: every search over edges is as before.
        #expect(!model.edges.contains(otherwise))
        #expect(model.edges(from: item).isEmpty)
        let gift = try #require(model.route(named: "gift", in: catalog))
        #expect(
            model[gift].otherwise.first?.kind
                == .start(try #require(model.coordinator(named: "upsell")), style: .cover))
        let deal = try #require(model.route(named: "deal", in: catalog))
        #expect(model[deal].otherwise.first?.kind == .alert(owner: catalog, 0))
        let signUp = try #require(model.route(named: "signUp", in: catalog))
        #expect(model[signUp].otherwise.first?.kind == .tab(try #require(model.coordinator(named: "orders"))))
        let review = try #require(model.route(named: "review", in: catalog))
        #expect(
            model[review].guards.map(\.condition) == [
                signedIn, try #require(model.condition(named: "verified")),
            ])
        #expect(model[review].otherwise.isEmpty)
        #expect(model.unresolved == [])
    }

    /// A tab's guards are its entry's, then its coordinator's own (an entry both write
    /// once, at the entry), even when the coordinator is declared after the tab bar; the
    /// coordinator keeps its own list for a start of it, and the entry its own.
    @Test func aTabsGuardsAreItsEntrysThenItsCoordinators() throws {
        let model = try model(
            conditionSpec(
                conditions: "  a:\n  b:\n  c:",
                coordinators: """
                      main:
                        kind: tabs
                        children: [one, { two: { requires: [b, "!c"] } }, three]
                      one:
                        root: r
                        requires: [a]
                        routes:
                          r:
                      two:
                        root: s
                        requires: [c, a, b]
                        routes:
                          s:
                      three:
                        root: t
                        routes:
                          t:
                    """))
        let main = try #require(model.coordinator(named: "main"))
        let two = try #require(model.coordinator(named: "two"))
        func written(_ guards: [ConditionGuard]) -> [String] {
            guards.map { ($0.isNegated ? "!" : "") + model[$0.condition].id.value }
        }
        #expect(written(model[main].guards(ofTabAt: 0)) == ["a"])
        #expect(written(model[main].guards(ofTabAt: 1)) == ["b", "!c", "c", "a"])
        #expect(model[main].guards(ofTabAt: 2) == [])
        #expect(model[main].tabEntryGuards.map(written) == [[], ["b", "!c"], []])
        #expect(written(model[two].guards) == ["c", "a", "b"])
        #expect(written(model.tabGuards("two", of: "main")) == ["b", "!c", "c", "a"])
        #expect(model.tabGuards("two", of: "one") == [] && model.tabGuards("nothing", of: "main") == [])
        #expect(model.unresolved == [])
    }

    @Test func aSpecWithoutConditionsHasNoGuards() throws {
        let model = try model(minimalSpec)
        #expect(!model.hasConditions && model.conditions.isEmpty && model.conditionIndices.isEmpty)
        #expect(model.routes.allSatisfy { $0.guards.isEmpty && $0.otherwise.isEmpty })
        #expect(model.coordinators.allSatisfy { $0.guards.isEmpty && $0.tabGuards.isEmpty })
    }

    @Test func namesThatResolveToNothingAreUnresolvedAndLeftOut() throws {
        let model = try model(
            conditionSpec(
                conditions: "  a:\n    satisfiedBy: { start: main, outcome: x }",
                coordinators: """
                      main:
                        kind: tabs
                        children: [one, { two: { requires: [a, b] } }]
                      one:
                        root: r
                        requires: [c]
                        routes:
                          r:
                            requires: ["!d", a]
                            otherwise: { sheet: nowhere }
                      two:
                        root: s
                        routes:
                          s:
                    """))
        let a = try #require(model.condition(named: "a"))
        // `main` is a tabs coordinator: no flow.
        #expect(model[a].satisfiedBy == nil)
        let main = try #require(model.coordinator(named: "main"))
        let one = try #require(model.coordinator(named: "one"))
        let r = try #require(model.route(named: "r", in: one))
        #expect(model[main].guards(ofTabAt: 1).map(\.condition) == [a])
        #expect(model[one].guards == [])
        #expect(model[r].guards.map(\.condition) == [a])
        #expect(model[r].otherwise.isEmpty)
        #expect(
            model.unresolved.map(\.site) == [
                .satisfyingFlow(a), .requirement(of: .tab(of: main, position: 1)),
                .requirement(of: .coordinator(one)), .requirement(of: .route(r)),
                .transition(r, keyword: "sheet"),
            ])
        #expect(model.unresolved.map(\.name.value) == ["main", "b", "c", "d", "nowhere"])
        #expect(model.unresolved[3].scope == r && model.unresolved[1].scope == nil)
        #expect(model.unresolved[0].affectsReachability && !model.unresolved[1].affectsReachability)
    }

    /// A route shown only by an `otherwise`, and a flow started only as a condition's
    /// `satisfiedBy`, are reachable; without those keys they are not.
    @Test func otherwiseTargetsAndSatisfyingFlowsAreReachable() throws {
        let text = try ConditionFixture.text()
        let model = try model(text)
        let reachability = Reachability(model)
        for name in ["signIn", "verify", "upsell"] {
            #expect(reachability.isShownFromLaunch(try #require(model.coordinator(named: name))), "\(name)")
        }
        let catalog = try #require(model.coordinator(named: "catalog"))
        for name in ["paywall", "pitch"] {
            #expect(
                reachability.isShownFromLaunch(try #require(model.route(named: name, in: catalog))), "\(name)"
            )
        }
        #expect(validate(text).findings == [])

        let withoutOtherwise = text.replacingOccurrences(
            of: "        otherwise: { sheet: paywall }\n", with: "")
        #expect(spots(withoutOtherwise) == [Spot(.unreachableRoute, 66, 7)])
        // Without the guard that needs it, the flow is shown by nothing.
        let unguarded = text.replacingOccurrences(of: "        requires: [signedIn, verified]\n", with: "")
        #expect(spots(unguarded) == [Spot(.unreachableCoordinator, 98, 3)])
    }

    /// A misspelt flow in `satisfiedBy` is one finding: the flow it meant is not also
    /// reported unreachable.
    @Test func aMisspeltSatisfyingFlowIsOnlyAnUnknownReference() throws {
        let text = try ConditionFixture.text().replacingOccurrences(
            of: "{ start: verify, outcome: verified }", with: "{ start: verfy, outcome: verified }")
        #expect(spots(text) == [Spot(.unknownReference, 14, 27)])
    }
}
