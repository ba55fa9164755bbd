import NavGenKit
import Testing

/// `conditions`, `requires`, `otherwise` and long-hand tab entries, as the decoder reads
/// them: values with their positions, and each mistake where it is written.
@Suite struct ConditionDecodingTests {
    private func load(_ yaml: String) throws -> NavigationSpec {
        let result = SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml")
        #expect(result.findings == [], "\(result.findings.map(\.message))")
        return try #require(result.spec)
    }

    @Test func theFixtureDecodesEveryKey() throws {
        let spec = try load(try ConditionFixture.text())
        #expect(spec.conditions.map(\.id.value) == ["signedIn", "verified", "premium", "onboarded"])
        let signedIn = spec.conditions[0]
        #expect(signedIn.id.location == SourceLocation(line: 10, column: 3))
        #expect(!signedIn.initially && !signedIn.setByApp)
        let flow = try #require(signedIn.satisfiedBy)
        #expect(flow.location == SourceLocation(line: 12, column: 5))
        #expect(flow.start.value == "signIn" && flow.start.location == SourceLocation(line: 12, column: 27))
        #expect(
            flow.outcome.value == "signedIn" && flow.outcome.location == SourceLocation(line: 12, column: 44))
        #expect(flow.style == .cover)
        #expect(spec.conditions[1].satisfiedBy?.style == .sheet)
        #expect(spec.conditions[2].setByApp && spec.conditions[2].satisfiedBy == nil)
        #expect(spec.conditions[3].initially && spec.conditions[3].setByApp)

        let main = try #require(spec.coordinator(named: "main"))
        #expect(main.children.map(\.value) == ["catalog", "orders", "welcome"])
        #expect(main.childRequires.count == 3)
        #expect(main.requirements(ofChildAt: 0) == [])
        #expect(main.requirements(ofChildAt: 1).map(\.spelling) == ["signedIn"])
        let negated = try #require(main.requirements(ofChildAt: 2).first)
        #expect(negated.isNegated && negated.condition.value == "onboarded")
        #expect(negated.condition.location == SourceLocation(line: 26, column: 31))
        #expect(main.requirements(ofChildAt: 7) == [])
        #expect(main.childrenKey == SourceLocation(line: 23, column: 5))

        let catalog = try #require(spec.coordinator(named: "catalog"))
        let item = try #require(catalog.route(named: "item"))
        #expect(item.requires.map(\.spelling) == ["premium"])
        #expect(
            item.otherwiseTransitions.first?.action
                == .show(Located("paywall", at: SourceLocation(line: 51, column: 29)), .sheet))
        #expect(catalog.route(named: "deal")?.otherwiseTransitions.first?.action.keyword == "alert")
        #expect(catalog.route(named: "review")?.requires.map(\.spelling) == ["signedIn", "verified"])
        #expect(catalog.route(named: "review")?.otherwise == nil)
        guard
            case .start(let flowName, let style, let then, _) = catalog.route(named: "gift")?
                .otherwiseTransitions.first?.action
        else {
            Issue.record("gift's otherwise is a start")
            return
        }
        #expect(flowName.value == "upsell" && style?.value == .cover && then == nil)
        #expect(catalog.route(named: "signUp")?.requires.first?.isNegated == true)
        #expect(catalog.route(named: "list")?.requires == [])
        #expect(spec.coordinator(named: "checkout")?.requires.map(\.spelling) == ["signedIn"])
        #expect(spec.coordinator(named: "signIn")?.requires.map(\.spelling) == ["!signedIn"])
        #expect(
            spec.coordinator(named: "shared")?.route(named: "support")?.requires.map(\.spelling) == [
                "signedIn"
            ])
    }

    @Test func aSpecWithoutConditionsHasNone() throws {
        let spec = try load(minimalSpec)
        #expect(spec.conditions.isEmpty)
        #expect(spec.coordinators[0].childRequires.isEmpty && spec.coordinators[0].requires.isEmpty)
        #expect(
            spec.coordinators[0].routes[0].requires.isEmpty && spec.coordinators[0].routes[0].otherwise == nil
        )
    }

    @Test func shortHandTabsKeepNoRequirements() throws {
        let spec = try load(
            conditionSpec(
                conditions: "  a:",
                coordinators: """
                      main:
                        kind: tabs
                        children: [one]
                      one:
                        root: r
                        routes:
                          r:
                    """))
        #expect(spec.conditions.map(\.id.value) == ["a"])
        #expect(spec.coordinators[0].childRequires.isEmpty)
    }

    /// Each mistake once, where it is written, with the rule the existing keys use.
    @Test func mistakesAreReportedWhereTheyAreWritten() {
        let marked = MarkedSpec(
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn:
                initially: ↓maybe
                satisfiedBy: { start: signIn, ↓outcom: signedIn, as: ↓modal }
              paid: { ↓setByapp: true }
              ↓Bad:
            coordinators:
              main:
                kind: tabs
                ↓requires: [signedIn]
                children: [home, { account: { requires: [↓[x], ↓"!", ↓"!!x"] } }, ↓{ a: , b: }]
              home:
                root: list
                children: [↓{ signIn: { requires: [signedIn] } }]
                requires: ↓signedIn
                routes:
                  list:
                    requires:
                      - ↓!premium
                    otherwise: ↓pop
                  other:
                    requires: [signedIn, ↓signedIn]
                    otherwise: { start: signIn, ↓then: { a: stay } }
                  third:
                    ↓otherwise: { sheet: list }
              account:
                root: me
                routes:
                  me:
              signIn:
                root: form
                outcomes: [signedIn]
                routes:
                  form:
                    transitions: [{ finish: signedIn }]
            """)
        let findings = decodeFindings(marked.text)
        #expect(
            findings.spots == [
                Spot(.wrongType, 6, 16), Spot(.missingField, 7, 5), Spot(.unknownKey, 7, 35),
                Spot(.wrongType, 7, 57),
                Spot(.unknownKey, 8, 11), Spot(.invalidName, 9, 3), Spot(.unknownKey, 13, 5),
                Spot(.wrongType, 14, 46),
                Spot(.wrongType, 14, 51), Spot(.wrongType, 14, 56), Spot(.wrongType, 14, 68),
                Spot(.wrongType, 17, 16),
                Spot(.wrongType, 18, 15), Spot(.wrongType, 22, 13), Spot(.wrongType, 23, 20),
                Spot(.nameCollision, 25, 30), Spot(.unknownKey, 26, 37), Spot(.missingField, 28, 9),
            ])
        // Every marker is a finding's place; the missing `outcome` is reported at `satisfiedBy`.
        #expect(
            marked.markers == findings.map(\.location).filter { $0 != SourceLocation(line: 7, column: 5) })
        #expect(
            findings.first { $0.rule == .unknownKey && $0.location.line == 7 }?.help
                == "did you mean 'outcome'?")
        #expect(
            findings.first { $0.rule == .unknownKey && $0.location.line == 8 }?.help
                == "did you mean 'setByApp'?")
        #expect(findings.first { $0.location.line == 22 }?.help?.contains("\"!signedIn\"") == true)
        #expect(findings.first { $0.location.line == 13 }?.help?.contains("{ profile: { requires:") == true)
    }

    @Test func wrongShapesOfTheWholeKeys() {
        #expect(
            spots(
                "navgen: 1\napp: Demo\nroot: main\nconditions: [a]\ncoordinators:\n  main:\n    root: h\n    routes:\n      h:"
            ) == [Spot(.wrongType, 4, 13)])
        #expect(
            spots(
                conditionSpec(
                    conditions: "  a: { satisfiedBy: x }",
                    coordinators: "  main:\n    root: h\n    routes:\n      h:")) == [Spot(.wrongType, 5, 21)]
        )
        #expect(
            spots(
                conditionSpec(
                    conditions: "  a: { satisfiedBy: { as: cover } }",
                    coordinators: "  main:\n    root: h\n    routes:\n      h:"))
                == [Spot(.missingField, 5, 8), Spot(.missingField, 5, 8)])
    }

    @Test func aConditionCannotTakeAMemberNameOfItsGeneratedType() {
        let findings = decodeFindings(
            conditionSpec(
                conditions: "  hashValue:\n  hash:",
                coordinators: "  main:\n    root: h\n    routes:\n      h:"))
        #expect(findings.spots == [Spot(.invalidName, 5, 3)])
    }

    @Test func aRouteSetTakesRequiresOnItsRoutesOnly() {
        let marked = MarkedSpec(
            spec(
                """
                  main:
                    root: h
                    uses: [shared]
                    routes:
                      h:
                        transitions: [{ push: s }]
                  shared:
                    kind: routes
                    ↓requires: [a]
                    routes:
                      s:
                """))
        let findings = decodeFindings(marked.text)
        #expect(findings.spots == marked.spots(.unknownKey))
        #expect(findings.first?.help?.contains("write requires on its routes") == true)
    }
}
