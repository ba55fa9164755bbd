import Foundation
import NavGenKit
import Testing

@Suite struct SpecDecoderTests {
    @Test func minimalSpecDecodes() throws {
        let result = SpecLoader.load(Array(minimalSpec.utf8), file: "navgen.yaml")
        #expect(result.findings.isEmpty)
        let spec = try #require(result.spec)
        #expect(spec.app.value == "Demo")
        #expect(spec.coordinators.map(\.id.value) == ["main"])
        #expect(spec.coordinators[0].routes.map(\.id.value) == ["home"])
        #expect(spec.coordinators[0].id.location == SourceLocation(line: 5, column: 3))
    }

    @Test func specExampleDecodesInFull() throws {
        let result = SpecLoader.load(Array(specExample.utf8), file: "navgen.yaml")
        #expect(result.findings.isEmpty)
        let spec = try #require(result.spec)
        #expect(spec.deepLinks.schemes.map(\.value) == ["recipes"])
        #expect(spec.generate.ui?.value == .swiftui)
        #expect(spec.rules.map(\.rule.value) == [.pushCycle])
        let recipes = try #require(spec.coordinator(named: "recipes"))
        let detail = try #require(recipes.route(named: "recipeDetail"))
        #expect(detail.params.map(\.type.value.description) == ["Int", "String?"])
        #expect(detail.deepLinks.map(\.value) == ["/recipes/{id}?from={source}"])
        #expect(detail.allow.map(\.value) == [.pushCycle])
        let list = try #require(recipes.route(named: "recipeList"))
        guard case .start(let child, let style, let then, _) = list.transitions[2].action else {
            Issue.record("expected a start item")
            return
        }
        #expect(child.value == "onboarding")
        #expect(style?.value == .cover)
        #expect(then?.handlers.map(\.outcome.value) == ["completed", "skipped"])
        #expect(then?.handlers[1].action == nil)
        let main = try #require(spec.coordinator(named: "main"))
        #expect(main.kind == .tabs)
        #expect(main.initialTab == "recipes")
    }

    // MARK: - missing-field

    @Test func emptyFileIsOneMissingFieldAtTheStart() {
        #expect(decodeFindings("").spots == [Spot(.missingField, 1, 1)])
        #expect(decodeFindings("# just a comment\n").spots == [Spot(.missingField, 1, 1)])
        #expect(decodeFindings("~\n").spots == [Spot(.missingField, 1, 1)])
    }

    @Test func missingTopLevelKeysPointAtTheStart() {
        let findings = decodeFindings("navgen: 1\napp: Demo\n")
        #expect(findings.spots == [Spot(.missingField, 1, 1), Spot(.missingField, 1, 1)])
        #expect(findings.map(\.message).allSatisfy { $0.contains("'root'") || $0.contains("'coordinators'") })
    }

    @Test func missingStackRootPointsAtTheCoordinatorKey() {
        let yaml = """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                routes:
                  home:
            """
        #expect(decodeFindings(yaml).spots == [Spot(.missingField, 5, 3)])
    }

    @Test func tabsWithoutChildrenIsMissingField() {
        let yaml = """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
            """
        #expect(decodeFindings(yaml).spots == [Spot(.missingField, 5, 3)])
    }

    // MARK: - unsupported-version and wrong-type of the version

    @Test func otherVersionIsUnsupported() {
        #expect(decodeFindings("navgen: 2\napp: Demo\n").spots == [Spot(.unsupportedVersion, 1, 9)])
    }

    @Test func versionMustBeAPlainInteger() {
        let quoted = minimalSpec.replacingOccurrences(of: "navgen: 1", with: "navgen: \"1\"")
        #expect(decodeFindings(quoted).spots == [Spot(.wrongType, 1, 9)])
        let word = minimalSpec.replacingOccurrences(of: "navgen: 1", with: "navgen: one")
        #expect(decodeFindings(word).spots == [Spot(.wrongType, 1, 9)])
    }

    // MARK: - unknown-key

    @Test func unknownTopLevelKeySuggests() {
        let findings = decodeFindings(minimalSpec + "\ndeeplink:\n  schemes: [demo]\n")
        #expect(findings.spots == [Spot(.unknownKey, 9, 1)])
        #expect(findings.first?.help == "did you mean 'deeplinks'?")
    }

    @Test func keysAreCaseSensitive() {
        let yaml = minimalSpec.replacingOccurrences(of: "app: Demo", with: "App: Demo")
        let findings = decodeFindings(yaml)
        #expect(findings.spots == [Spot(.missingField, 1, 1), Spot(.unknownKey, 2, 1)])
        #expect(findings.last?.help == "did you mean 'app'?")
    }

    @Test func unknownRouteKeySuggests() {
        let findings = decodeFindings(minimalSpec + "\n        deeplnk: /home\n")
        #expect(findings.spots == [Spot(.unknownKey, 9, 9)])
        #expect(findings.first?.help == "did you mean 'deeplink'?")
    }

    @Test func stackKeyOnTabsSaysWhereItBelongs() {
        let yaml = """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [home]
                routes: {}
            """
        let findings = decodeFindings(yaml)
        #expect(findings.spots == [Spot(.unknownKey, 8, 5)])
        #expect(findings.first?.help?.contains("stack coordinator") == true)
    }

    @Test func unknownBareActionIsUnknownKey() {
        let findings = decodeFindings(minimalSpec + "\n        transitions: [popp]\n")
        #expect(findings.spots == [Spot(.unknownKey, 9, 23)])
        #expect(findings.first?.help == "did you mean 'pop'?")
    }

    @Test func asOutsideStartIsUnknownKey() {
        let findings = decodeFindings(
            minimalSpec + "\n        transitions:\n          - push: home\n            as: cover\n")
        #expect(findings.spots == [Spot(.unknownKey, 11, 13)])
    }

    @Test func validActionsHaveNoFindings() {
        let yaml =
            minimalSpec + """

                        transitions:
                          - push: home
                          - sheet: home
                          - { cover: home }
                          - pop
                          - popToRoot
                          - dismiss
                          - start: child
                            as: push
                            then: { done: stay, failed: { tab: main }, other: pop }
                """
        #expect(decodeFindings(yaml).isEmpty)
    }

    // MARK: - wrong-type

    @Test func twoActionsInOneItemIsWrongType() {
        let findings = decodeFindings(
            minimalSpec + "\n        transitions:\n          - { push: home, sheet: home }\n")
        #expect(findings.spots == [Spot(.wrongType, 10, 27)])
    }

    @Test func unknownEnumValuesListTheAllowedOnes() {
        let yaml = minimalSpec.replacingOccurrences(
            of: "    root: home", with: "    kind: stak\n    root: home")
        let findings = decodeFindings(yaml)
        #expect(findings.spots == [Spot(.wrongType, 6, 11)])
        #expect(findings.first?.message.contains("tabs, stack") == true)
        #expect(findings.first?.help == "did you mean 'stack'?")
    }

    @Test func listWhereAMapBelongsIsWrongType() {
        let yaml = minimalSpec.replacingOccurrences(of: "      home:", with: "      - home")
        #expect(decodeFindings(yaml).spots == [Spot(.wrongType, 8, 7)])
    }

    @Test func unknownParamTypeIsWrongTypeWithASuggestion() {
        let findings = decodeFindings(
            minimalSpec + "\n        params: { id: int, recipe: Recipe, tags: '[String]' }\n")
        #expect(findings.spots == [Spot(.wrongType, 9, 23), Spot(.wrongType, 9, 50)])
        #expect(findings.first?.help == "did you mean 'Int'?")
    }

    @Test func everyParamTypeIsAccepted() {
        let params = "{ a: String, b: Int, c: Double, d: Bool, e: UUID, f: Int?, g: Recipe, h: Recipe? }"
        #expect(decodeFindings(minimalSpec + "\n        params: \(params)\n").isEmpty)
    }

    /// A host no URL could match: deep links are read from plain ASCII hosts only
    /// (Foundation rewrites others, and makes punycode of non-ASCII ones).
    @Test func hostsMustBePlainASCII() {
        let hosts =
            "[ok.example.com, 'a/b', bücher.example, xn--bcher-kva.example, 'a%41.example', '*.example.com']"
        let loaded = SpecLoader.load(
            Array((minimalSpec + "\ndeeplinks: { hosts: \(hosts) }\n").utf8), file: "navgen.yaml")
        #expect(
            loaded.findings.spots == [
                Spot(.wrongType, 9, 38), Spot(.wrongType, 9, 45), Spot(.wrongType, 9, 61),
                Spot(.wrongType, 9, 84),
            ])
        #expect(
            loaded.findings.map(\.message) == [
                "'a/b' is not a host name", "'b\\u{FC}cher.example' is not a plain ASCII host name",
                "'xn--bcher-kva.example' is not a plain ASCII host name",
                "'a%41.example' is not a plain ASCII host name",
            ])
        #expect(loaded.spec?.deepLinks.hosts.map(\.value) == ["ok.example.com", "*.example.com"])
    }

    @Test func severityMustBeKnown() {
        let findings = decodeFindings(minimalSpec + "\nrules:\n  push-cycle: info\n  modal-cycle: off\n")
        #expect(findings.spots == [Spot(.wrongType, 10, 15)])
    }

    // MARK: - invalid-name

    @Test func namesFollowTheirPatterns() {
        let yaml = """
            navgen: 1
            app: demo
            root: Main
            coordinators:
              Main:
                root: home
                outcomes: [done-now]
                routes:
                  home:
                    params: { Id: Int }
                  recipe_detail:
            """
        let findings = decodeFindings(yaml)
        #expect(
            findings.spots == [
                Spot(.invalidName, 2, 6), Spot(.invalidName, 5, 3), Spot(.invalidName, 7, 16),
                Spot(.invalidName, 10, 19), Spot(.invalidName, 11, 7),
            ])
        #expect(findings.first?.help == "rename it 'Demo'")
        #expect(findings.last?.help == "rename it 'recipeDetail'")
    }

    @Test func keywordsAndYAMLWordsAreValidNames() {
        let yaml = minimalSpec.replacingOccurrences(
            of: "      home:", with: "      default:\n      off:\n      yes:"
        )
        .replacingOccurrences(of: "root: home", with: "root: default")
        #expect(decodeFindings(yaml).isEmpty)
    }

    // MARK: - name-collision

    @Test func repeatedChildrenAndOutcomesCollide() {
        let yaml = minimalSpec.replacingOccurrences(
            of: "    root: home", with: "    root: home\n    children: [a, b, a]\n    outcomes: [x, x]")
        #expect(decodeFindings(yaml).spots == [Spot(.nameCollision, 7, 22), Spot(.nameCollision, 8, 19)])
    }

    @Test func customTypeNamedLikeAGeneratedTypeCollides() {
        let findings = decodeFindings(
            minimalSpec + "\n        params: { a: MainRoute, b: DemoDestination, c: Recipe }\n")
        #expect(findings.spots == [Spot(.nameCollision, 9, 22), Spot(.nameCollision, 9, 36)])
    }

    /// `<App>Conditions` is generated only for a spec with `conditions`: only then may
    /// a custom type not take its name.
    @Test func customTypeNamedLikeTheConditionsCollidesOnlyWithConditions() {
        let use = "\n        params: { a: DemoConditions }\n"
        #expect(decodeFindings(minimalSpec + use).spots == [])
        let withConditions = minimalSpec.replacingOccurrences(
            of: "root: main\n", with: "root: main\nconditions:\n  signedIn: { initially: false }\n")
        #expect(decodeFindings(withConditions + use).spots == [Spot(.nameCollision, 11, 22)])
    }

    // MARK: - unknown rule ids

    @Test func unknownRuleIdsAreUnknownReferences() {
        let yaml =
            minimalSpec + "\n        allow: [push-cycles]\nrules:\n  modal-cycle: off\n  yaml-syntax: off\n"
        let findings = decodeFindings(yaml)
        #expect(findings.spots == [Spot(.unknownReference, 9, 17)])
        #expect(findings.first?.help == "did you mean 'push-cycle'?")
        // A rule that may not be configured is the rules' to refuse, when the spec is checked.
        #expect(validate(yaml).findings.spots == [Spot(.unknownReference, 9, 17), Spot(.wrongType, 12, 3)])
    }

    @Test func rulesThatAreAlwaysErrorsAreRefusedInRulesAndAllow() {
        let yaml =
            minimalSpec + "\n        allow: [invalid-name, push-cycle]\nrules:\n  output-path: warning\n"
        let findings = validate(yaml).findings
        #expect(findings.spots == [Spot(.wrongType, 9, 17), Spot(.wrongType, 11, 3)])
        #expect(
            findings.map(\.message) == [
                "rule 'invalid-name' is always an error and cannot be changed in allow",
                "rule 'output-path' is always an error and cannot be changed in rules",
            ])
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    @Test func allFindingsInOneRun() {
        let yaml = """
            navgen: 1
            app: demo
            root: main
            extra: 1
            coordinators:
              main:
                kind: list
                root: home
                routes:
                  home:
                    params: { id: integer }
            """
        #expect(
            decodeFindings(yaml).spots == [
                Spot(.invalidName, 2, 6), Spot(.unknownKey, 4, 1), Spot(.wrongType, 7, 11),
                Spot(.wrongType, 11, 23),
            ])
    }
}
