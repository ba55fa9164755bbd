import NavGenKit
import Testing

@Suite struct FlowFileTests {
    private func parse(_ text: String) -> Result<FlowFile, FlowFileErrors> {
        FlowFile.parse(Array(text.utf8), file: "flows.yaml")
    }

    private func run(_ text: String) throws -> [FlowResult] {
        let simulator = try makeSimulator(recipesSpec)
        return try parse(text).get().flows.map(simulator.run)
    }

    @Test func passingFlowsWithEveryKindOfStep() throws {
        let results = try run(
            """
            flows:
              - name: allergies deep link
                steps:
                  - open: recipes://settings/allergies
                  - expect: { path: [settings.settingsMain, settings.allergies], tabs: { main: settings } }
                  - do: back
                  - expect: { top: settings.settingsMain }
                  - expect-refused: pop
              - name: details
                steps:
                  - do: 'push recipeDetail(id: 1, source: "a")'
                  - expect:
                      top: 'recipes.recipeDetail(id: 1, source: "a")'
                      path: [recipes.recipeList, 'recipes.recipeDetail(id: 1, source: "a")']
            """)
        #expect(results.map(\.name) == ["allergies deep link", "details"])
        #expect(results.map(\.passed) == [true, true], "\(results.compactMap(\.failure))")
    }

    @Test func aByteOrderMarkAtTheStartIsSkipped() throws {
        let text = "flows:\n  - name: f\n    steps:\n      - do: pop\n      - expect: { top: x }\n"
        let marked = FlowFile.parse([0xEF, 0xBB, 0xBF] + Array(text.utf8), file: "flows.yaml")
        let file = try marked.get()
        #expect(file.flows.map(\.name) == ["f"])
        // Locations are those of the file without the mark.
        #expect(file.flows[0].steps.map(\.location) == (try parse(text).get()).flows[0].steps.map(\.location))
    }

    @Test func failingExpectationsSayWhatDiffers() throws {
        let results = try run(
            """
            flows:
              - name: wrong path
                steps:
                  - open: recipes://settings/allergies
                  - expect: { path: [settings.allergies] }
              - name: top is a whole string
                steps:
                  - do: 'push recipeDetail(id: 1)'
                  - expect: { top: recipes.recipeDetail }
              - name: wrong tab
                steps:
                  - expect: { tabs: { main: settings } }
              - steps:
                  - expect: { tabs: { other: x } }
            """)
        #expect(results.map(\.passed) == [false, false, false, false])
        #expect(
            results[0].failure?.message
                == "path is [settings.settingsMain, settings.allergies], expected [settings.allergies]")
        #expect(results[0].failure?.step == 2)
        #expect(results[0].failure?.location == SourceLocation(line: 5, column: 9))
        #expect(
            results[1].failure?.message
                == "top is recipes.recipeDetail(id: 1, source: nil), expected recipes.recipeDetail")
        #expect(results[2].failure?.message == "tabs.main is recipes, expected settings")
        #expect(results[3].name == "flow 4")
        #expect(results[3].failure?.message == "'other' is not a tabs coordinator on the active branch")
    }

    @Test func expectRefusedFailsWhenTheActionIsAccepted() throws {
        let results = try run(
            """
            flows:
              - name: refused as expected
                steps:
                  - expect-refused: push profile
                  - expect-refused: back
              - name: accepted
                steps:
                  - expect-refused: sheet filters
            """)
        #expect(results[0].passed)
        #expect(
            results[1].failure?.message
                == "expected 'sheet filters' to be refused, but it was accepted (top: recipes.filters)")
    }

    @Test func refusedStepsAndUnmatchedOpensFailTheFlow() throws {
        let results = try run(
            """
            flows:
              - name: refused do
                steps:
                  - do: push profile
                  - expect: { top: settings.profile }
              - name: unmatched open
                steps:
                  - open: recipes://nowhere
            """)
        #expect(results[0].failure?.message.hasPrefix("'push profile' refused") == true)
        #expect(results[1].failure?.message.hasPrefix("open recipes://nowhere: no match: ") == true)
    }

    @Test func fileErrorsHaveLineAndColumn() {
        guard
            case .failure(let problems) = parse(
                """
                flows:
                  - name: typo
                    stepz: []
                  - steps:
                      - expct: { top: x }
                      - do: pussh x
                      - do: 'push r(id 1)'
                      - expect: { paht: [] }
                      - open: a
                        do: b
                extra: 1
                """)
        else {
            Issue.record("parsed")
            return
        }
        #expect(
            problems.errors.map(\.description) == [
                "2:5: the flow 'typo' is missing the key 'steps'",
                "3:5: unknown key 'stepz' in a flow; did you mean 'steps'?",
                "5:9: unknown step 'expct'; did you mean 'expect'?",
                "6:13: unknown action 'pussh'; did you mean 'push'? in 'pussh x'",
                "7:24: expected ':' after 'id' in 'push r(id 1)'",
                "8:19: unknown key 'paht' in expect; did you mean 'path'?",
                "9:9: a step is one of: open: URL, do: ACTION, expect: {...}, expect-refused: ACTION, given: {...}",
                "11:1: unknown key 'extra'",
            ])
    }

    @Test func yamlErrorsAreFileErrors() {
        guard case .failure(let problems) = parse("flows: [\n") else {
            Issue.record("parsed")
            return
        }
        #expect(problems.errors.count == 1)
    }
}

@Suite struct FlowSpellingTests {
    /// A value from a URL is its bytes: `e` and a combining accent is not `é`.
    @Test func expectationsCompareTextByteForByte() throws {
        let simulator = try makeSimulator(
            demoSpec(
                """
                home:
                  transitions: [{ push: file }]
                file:
                  params: { name: String }
                  deeplink: /files/{name}
                """))
        let flows = try FlowFile.parse(
            Array(
                """
                flows:
                  - steps:
                      - open: demo://files/cafe%CC%81
                      - expect: { top: 'main.file(name: "caf\u{E9}")' }
                  - steps:
                      - open: demo://files/caf%C3%A9
                      - expect: { path: [main.home, 'main.file(name: "caf\u{E9}")'] }
                """.utf8), file: "flows.yaml"
        ).get().flows
        let results = flows.map(simulator.run)
        #expect(results.map(\.passed) == [false, true])
        #expect(
            results[0].failure?.message
                == "top is main.file(name: \"cafe\\u{301}\"), expected main.file(name: \"caf\\u{E9}\")")
    }
}
