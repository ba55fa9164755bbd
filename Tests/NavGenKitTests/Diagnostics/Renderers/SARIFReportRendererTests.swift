import Foundation
import Testing

@testable import NavGenKit

@Suite struct SARIFReportRendererTests {
    private func log(_ input: ReportInput) throws -> [String: Any] {
        try RendererFixture.parsedJSON(ReportRenderer.render(input, as: .sarif))
    }

    @Test func describesTheToolAndEveryRule() throws {
        let log = try log(try RendererFixture.input())
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        #expect(runs[0]["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "navgen")
        #expect(driver["version"] == nil)
        #expect(driver["informationUri"] == nil)

        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == RuleID.allCases.count)
        #expect(rules.compactMap { $0["id"] as? String } == RuleID.allCases.map(\.rawValue))
        let noScheme = try #require(rules.first { $0["id"] as? String == "deeplink-no-scheme" })
        #expect(noScheme["name"] as? String == "DeeplinkNoScheme")
        #expect(
            (noScheme["shortDescription"] as? [String: Any])?["text"] as? String
                == RuleID.deeplinkNoScheme.summary)
        #expect((noScheme["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        let pushCycle = try #require(rules.first { $0["id"] as? String == "push-cycle" })
        #expect((pushCycle["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
    }

    /// The rule list comes from the caller (the rules' own descriptions); without one,
    /// a result names its rule by id only, and no index points at another rule.
    @Test func withoutARuleListResultsHaveNoIndex() throws {
        var input = try RendererFixture.input()
        input.rules = []
        let runs = try #require(try log(input)["runs"] as? [[String: Any]])
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [Any])?.isEmpty == true)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0["ruleIndex"] == nil && $0["ruleId"] is String })
    }

    @Test func recordsTheToolVersionAndHomeWhenGiven() throws {
        var input = try RendererFixture.input()
        input.toolVersion = "0.1.0"
        input.toolInformationURI = "https://example.com/navgen"
        let runs = try #require(try log(input)["runs"] as? [[String: Any]])
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == "0.1.0")
        #expect(driver["informationUri"] as? String == "https://example.com/navgen")
    }

    /// Each rule links to its section of the rules document of this release, and the
    /// section exists: its fragment is an anchor of docs/rules.md's headings.
    @Test func linksEveryRuleToItsSectionOfTheRulesDocument() throws {
        var input = try RendererFixture.input()
        input.ruleDocumentationURI = NavGenRelease.rulesDocumentURL
        let rules = try #require(try driverRules(input))
        let docs = try String(
            contentsOf: SpecCorpus.repositoryRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let anchors = DocumentationLinkTests.anchors(in: docs)
        let document = "https://github.com/OWNER/navgen/blob/v\(NavGenVersion.current)/docs/rules.md"
        #expect(rules.count == RuleID.allCases.count)
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            let link = try #require(rule["helpUri"] as? String)
            #expect(link == document + "#" + id)
            #expect(anchors.contains(String(link.drop { $0 != "#" }.dropFirst())), "\(link)")
        }
    }

    /// The help is the rule's section of docs/rules.md, as Markdown and as text; it is
    /// there without the document's address too, which only adds the link.
    @Test func helpsWithTheWordsOfTheRulesDocument() throws {
        let rules = try #require(try driverRules(try RendererFixture.input()))
        let docs = try String(
            contentsOf: SpecCorpus.repositoryRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            #expect(rule["helpUri"] == nil)
            let help = try #require(rule["help"] as? [String: Any])
            let markdown = try #require(help["markdown"] as? String)
            #expect(docs.contains("\n## \(id)\n\n" + markdown), "\(id)")
            let text = try #require(help["text"] as? String)
            #expect(text.contains("Why it matters. "), "\(id)")
            #expect(!text.contains("**") && !text.contains("```"), "\(id)")
        }
        let unbuildable = try #require(rules.first { $0["id"] as? String == "deeplink-unbuildable" })
        let text = try #require((unbuildable["help"] as? [String: Any])?["text"] as? String)
        #expect(text.hasPrefix(RuleID.deeplinkUnbuildable.summary + ". Default error; configurable"))
        #expect(text.contains("\n\nDetails. A link opens by the forward moves"))
        #expect(text.contains("\n\nExample:\n"))
    }

    private func driverRules(_ input: ReportInput) throws -> [[String: Any]]? {
        let runs = try log(input)["runs"] as? [[String: Any]]
        let driver = (runs?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        return driver?["rules"] as? [[String: Any]]
    }

    @Test func locatesEachResultAndPointsAtItsRule() throws {
        let log = try log(try RendererFixture.input())
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        let rules = try #require(
            ((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(results.count == 4)
        #expect(
            results.compactMap { $0["ruleId"] as? String } == [
                "unknown-reference", "wrong-type", "push-cycle", "yaml-syntax",
            ])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        #expect(results.compactMap { $0["level"] as? String } == ["error", "error", "warning", "error"])

        let cycle = results[2]
        #expect(
            (cycle["message"] as? [String: Any])?["text"] as? String
                == "'recipeDetail' pushes itself, which can repeat forever\n"
                + "the cycle: main.recipeDetail -> main.recipeDetail\n"
                + "add 'push-cycle' to the route's 'allow' list if this is intended")
        let physical = try #require(
            (cycle["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Specs/navgen.yaml")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 14)
        #expect(region["startColumn"] as? Int == 25)
        #expect(
            (results[0]["message"] as? [String: Any])?["text"] as? String
                == "no route 'recipeDetial' in coordinator 'main'\nhelp: did you mean 'recipeDetail'?")
    }

    @Test func reportsTheLevelOfAReconfiguredRule() throws {
        let finding = Finding(
            location: .start, severity: .error, rule: .pushCycle, message: "cycle")
        let input = ReportInput(
            findings: [finding], displayPath: "navgen.yaml", rules: RuleRegistry.descriptions)
        let runs = try #require(try log(input)["runs"] as? [[String: Any]])
        let result = try #require((runs[0]["results"] as? [[String: Any]])?.first)
        #expect(result["level"] as? String == "error")
        #expect(result["ruleIndex"] as? Int == RuleID.allCases.firstIndex(of: .pushCycle))
    }

    @Test func keepsRegionsOneBased() throws {
        let finding = Finding(location: SourceLocation(line: 0, column: 0), rule: .yamlSyntax, message: "m")
        let runs = try #require(
            try log(ReportInput(findings: [finding], displayPath: "navgen.yaml"))["runs"] as? [[String: Any]])
        let result = try #require((runs[0]["results"] as? [[String: Any]])?.first)
        let physical = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 1)
        #expect(region["startColumn"] as? Int == 1)
    }

    @Test func turnsPathsIntoRepositoryURIs() {
        #expect(SARIFReportRenderer.artifactURI(for: "./navgen.yaml") == "navgen.yaml")
        #expect(SARIFReportRenderer.artifactURI(for: "././specs/navgen.yaml") == "specs/navgen.yaml")
        #expect(SARIFReportRenderer.artifactURI(for: "specs\\app\\navgen.yaml") == "specs/app/navgen.yaml")
        #expect(SARIFReportRenderer.artifactURI(for: ".\\navgen.yaml") == "navgen.yaml")
        #expect(SARIFReportRenderer.artifactURI(for: "../navgen.yaml") == "../navgen.yaml")
        #expect(SARIFReportRenderer.artifactURI(for: "my specs/nav#1.yaml") == "my%20specs/nav%231.yaml")
        #expect(SARIFReportRenderer.artifactURI(for: "réglages.yaml") == "r%C3%A9glages.yaml")
        #expect(SARIFReportRenderer.artifactURI(for: "/home/ci/navgen.yaml") == "file:///home/ci/navgen.yaml")
        #expect(SARIFReportRenderer.artifactURI(for: "C:\\ci\\navgen.yaml") == "file:///C:/ci/navgen.yaml")
    }
}
