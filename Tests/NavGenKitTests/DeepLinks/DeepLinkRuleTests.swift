import NavGenKit
import Testing

/// The deep-link rules: findings, locations and messages.
@Suite struct DeepLinkRuleTests {
    private func findings(_ yaml: String, _ rule: RuleID) -> [Finding] {
        validate(yaml).findings.filter { $0.rule == rule }
    }

    @Test func syntaxFindingPointsAtThePatternWithTheOffendingPart() throws {
        let yaml = demoSpec(
            """
            home:
              transitions: [{ push: detail }]
            detail:
              params: { id: Int }
              deeplink: /detail{id}
            """)
        let found = findings(yaml, .deeplinkSyntax)
        #expect(found.spots == [Spot(.deeplinkSyntax, 13, 19)])
        #expect(
            found.first?.message == "malformed deep link '/detail{id}': a param must be a whole path segment")
        #expect(found.first?.notes == ["at character 8 of the pattern: '/detail' then '{id}'"])
        #expect(found.first?.scope == "main.detail")
        // A malformed pattern is one finding: no param findings on top.
        #expect(findings(yaml, .deeplinkParam).isEmpty)
    }

    @Test func paramNamesAParamTheRouteLacks() {
        let found = findings(
            demoSpec(
                """
                home:
                  transitions: [{ push: detail }]
                detail:
                  params: { id: Int }
                  deeplink: ["/recipes/{id}", "/r/{id}/{idd}"]
                """), .deeplinkParam)
        #expect(found.count == 1)
        #expect(found.first?.message == "'{idd}' in '/r/{id}/{idd}' is not a param of main.detail")
        #expect(found.first?.help == "did you mean 'id'?")
    }

    @Test func paramBindsACustomTypeOrTwiceOrLeavesARequiredOneUnbound() {
        let found = findings(
            demoSpec(
                """
                home:
                  transitions: [{ push: detail }]
                detail:
                  params: { id: Int, recipe: Recipe?, owner: Owner }
                  deeplink: ["/a/{id}/{recipe}", "/b/{id}?id={id}"]
                """), .deeplinkParam
        ).map(\.message)
        #expect(
            found == [
                "'/a/{id}/{recipe}' binds 'recipe' of type Recipe, which a URL cannot carry",
                "'/a/{id}/{recipe}' does not bind the required param 'owner: Owner' of main.detail",
                "'/b/{id}?id={id}' binds 'id' more than once",
                "'/b/{id}?id={id}' does not bind the required param 'owner: Owner' of main.detail",
            ])
    }

    @Test func ambiguousPointsAtTheLaterPatternWithANoteAtTheEarlier() {
        let found = findings(
            demoSpec(
                """
                home:
                  transitions: [{ push: a }, { push: b }]
                a:
                  params: { id: Int, x: String? }
                  deeplink: /items/{id}?x={x}
                b:
                  params: { number: Int, q: String? }
                  deeplink: /items/{number}?q={q}
                """), .deeplinkAmbiguous)
        #expect(found.spots == [Spot(.deeplinkAmbiguous, 16, 19)])
        #expect(found.first?.notes.first?.hasPrefix("'/items/{id}?x={x}' is at 13:19") == true)
        #expect(found.first?.scope == "main.b")
    }

    @Test func differentTypesOrCountsAreNotAmbiguous() {
        #expect(
            findings(
                demoSpec(
                    """
                    home:
                      transitions: [{ push: a }, { push: b }, { push: c }]
                    a:
                      params: { id: Int }
                      deeplink: /items/{id}
                    b:
                      params: { id: Double }
                      deeplink: /items/{id}
                    c:
                      params: { id: Int }
                      deeplink: ["/items/{id}/x", "/things/{id}"]
                    """), .deeplinkAmbiguous
            ).isEmpty)
    }

    @Test func noSchemePointsAtTheFirstPattern() {
        let yaml = """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: a }]
                  a:
                    deeplink: /a
            """
        #expect(findings(yaml, .deeplinkNoScheme).spots == [Spot(.deeplinkNoScheme, 11, 19)])
        #expect(findings(minimalSpec, .deeplinkNoScheme).isEmpty)
    }

    @Test func unbuildableWhenTheBackStackNeedsAParamThePatternDoesNotGive() {
        let yaml = demoSpec(
            """
            home:
              transitions: [{ push: category }]
            category:
              params: { slug: String }
              transitions: [{ push: recipe }]
            recipe:
              params: { id: Int }
              deeplink: /recipes/{id}
            """)
        let found = findings(yaml, .deeplinkUnbuildable)
        #expect(found.spots == [Spot(.deeplinkUnbuildable, 16, 19)])
        #expect(
            found.first?.message
                == "the back stack of '/recipes/{id}' needs 'slug: String' for main.category, "
                + "which the URL cannot always give")
        #expect(found.first?.notes.first == "the deep link builds main.home › main.category › main.recipe")
    }

    @Test(arguments: [
        ("slug: Int, id: Int", "/c/{slug}/r/{id}"),
        ("slug: String?, id: Int", "/r/{id}?c={slug}"),
    ])
    func unbuildableWhenTheTypeDiffersOrTheQueryIsOptional(params: String, pattern: String) {
        let yaml = demoSpec(
            """
            home:
              transitions: [{ push: category }]
            category:
              params: { slug: String }
              transitions: [{ push: recipe }]
            recipe:
              params: { \(params) }
              deeplink: \(pattern)
            """)
        #expect(findings(yaml, .deeplinkUnbuildable).count == 1)
    }

    @Test func buildableWhenTheParamIsBoundByNameAndType() {
        let yaml = demoSpec(
            """
            home:
              transitions: [{ push: category }]
            category:
              params: { slug: String, sort: String? }
              transitions: [{ push: recipe }]
            recipe:
              params: { slug: String, id: Int }
              deeplink: ["/c/{slug}/r/{id}", "/r/{id}?c={slug}"]
            """)
        #expect(findings(yaml, .deeplinkUnbuildable).isEmpty)
    }

    /// A rest param gives a `String` to the back stack; a literal query item gives
    /// nothing, even under the param's name, and the finding says so.
    @Test func aRestBindsAndALiteralQueryItemDoesNot() {
        func spec(_ tag: String, _ pattern: String) -> String {
            demoSpec(
                """
                home:
                  transitions: [{ push: folder }]
                folder:
                  params: { path: String, tag: String }
                  transitions: [{ push: file }]
                file:
                  params: { path: String, tag: \(tag) }
                  deeplink: \(pattern)
                """)
        }
        #expect(findings(spec("String", "/files/{path...}?tag={tag}"), .deeplinkUnbuildable).isEmpty)
        let found = findings(spec("String?", "/files/{path...}?tag=home"), .deeplinkUnbuildable)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("needs 'tag: String' for main.folder") == true)
        #expect(found.first?.notes.contains("the pattern binds path") == true)
        #expect(
            found.first?.notes.last == "'tag=home' is a literal query item: it binds no param",
            "\(found.first?.notes ?? [])")
    }

    /// Every example of every deep-link rule behaves as its description says.
    @Test(
        arguments: [
            DeeplinkSyntaxRule.self, DeeplinkParamRule.self, DeeplinkAmbiguousRule.self,
            DeeplinkUnbuildableRule.self,
            DeeplinkNoSchemeRule.self,
        ] as [any Rule.Type])
    func ruleExamples(rule: any Rule.Type) {
        let description = rule.description
        #expect(description.triggeringExamples.count >= 2)
        #expect(description.nonTriggeringExamples.count >= 2)
        for example in description.triggeringExamples {
            let (text, marks) = Self.unmark(example)
            let spots = validate(text).findings.filter { $0.rule == description.id }.map {
                [$0.location.line, $0.location.column]
            }
            #expect(spots == marks, "\(description.id.rawValue):\n\(example)")
        }
        for example in description.nonTriggeringExamples {
            let found = validate(example).findings.filter { $0.rule == description.id }
            #expect(found.isEmpty, "\(description.id.rawValue):\n\(example)\n\(found.map(\.message))")
        }
    }

    /// The example without its `↓` marks, and where each mark was.
    static func unmark(_ example: String) -> (String, [[Int]]) {
        var marks: [[Int]] = []
        var lines: [String] = []
        for (number, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var text = ""
            var column = 1
            for scalar in line.unicodeScalars {
                if scalar == "↓" {
                    marks.append([number + 1, column])
                } else {
                    text.unicodeScalars.append(scalar)
                    column += 1
                }
            }
            lines.append(text)
        }
        return (lines.joined(separator: "\n"), marks)
    }
}
