import NavGenKit
import Testing

@Suite struct BaselineTests {
    private let head = """
        navgen: 1
        app: Demo
        root: main

        """
    /// Two unknown references in one route's transitions.
    private let body = """
        coordinators:
          main:
            root: home
            routes:
              home:
                transitions:
                  - push: nowhere
                  - push: elsewhere
        """
    private var legacy: String { head + body }

    private func run(_ yaml: String) throws -> (findings: [Finding], paths: SpecPathIndex) {
        let bytes = Array(yaml.utf8)
        let report = Validator.validate(bytes, file: "navgen.yaml")
        let document = try #require(YAMLLoader().load(bytes, file: "navgen.yaml").document)
        return (report.findings, SpecPathIndex(document))
    }

    @Test func recordsRuleFileAndPathSorted() throws {
        let (findings, paths) = try run(legacy)
        #expect(findings.map(\.rule) == [.unknownReference, .unknownReference])
        let baseline = Baseline(findings: findings, paths: paths)
        #expect(
            baseline.entries.map(\.path) == [
                "coordinators.main.routes.home.transitions[0].push",
                "coordinators.main.routes.home.transitions[1].push",
            ])
        #expect(baseline.entries.allSatisfy { $0.file == "navgen.yaml" && $0.rule == "unknown-reference" })
    }

    @Test func jsonRoundTrips() throws {
        let (findings, paths) = try run(legacy)
        let baseline = Baseline(findings: findings, paths: paths)
        #expect(baseline.json.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n    {\n      \"rule\": "))
        #expect(try Baseline(json: Array(baseline.json.utf8)) == baseline)
    }

    @Test func refusesOtherVersionsAndShapes() {
        #expect(throws: Baseline.ReadError.self) {
            try Baseline(json: Array(#"{"version": 2, "findings": []}"#.utf8))
        }
        #expect(throws: Baseline.ReadError.self) { try Baseline(json: Array("[]".utf8)) }
    }

    /// The acceptance case: 20 lines inserted above the recorded findings and one new
    /// finding; only the new one is reported.
    @Test func onlyNewFindingsSurviveInsertedLines() throws {
        let (findings, paths) = try run(legacy)
        let baseline = Baseline(findings: findings, paths: paths)
        let padding = (1...20).map { "# note \($0)" }.joined(separator: "\n")
        let changed = head + padding + "\n" + body + "\n          - push: gone"
        let (newFindings, newPaths) = try run(changed)
        #expect(newFindings.count == 3)
        let outcome = baseline.apply(to: newFindings, paths: newPaths)
        #expect(
            outcome.findings.map { newPaths.path(at: $0.location) } == [
                "coordinators.main.routes.home.transitions[2].push"
            ])
        #expect(outcome.findings.first?.location.line == 32)
        #expect(outcome.suppressedCount == 2)
        #expect(outcome.staleEntries.isEmpty)
    }

    @Test func eachEntrySuppressesOneFinding() throws {
        let (findings, paths) = try run(legacy)
        var baseline = Baseline(findings: findings, paths: paths)
        baseline.entries.removeLast()
        baseline.entries.append(baseline.entries[0])
        let outcome = baseline.apply(to: findings, paths: paths)
        #expect(outcome.findings.count == 1)
        #expect(outcome.suppressedCount == 1)
        #expect(outcome.staleEntries.map(\.path) == ["coordinators.main.routes.home.transitions[0].push"])
    }

    @Test func messagesDoNotMatterButRulesDo() throws {
        let (findings, paths) = try run(legacy)
        let reworded = Baseline(
            entries: Baseline(findings: findings, paths: paths).entries.map {
                BaselineEntry(rule: $0.rule, file: $0.file, path: $0.path, message: "old words")
            })
        #expect(reworded.apply(to: findings, paths: paths).findings.isEmpty)
        let otherRule = Baseline(
            entries: reworded.entries.map {
                BaselineEntry(rule: "push-target", file: $0.file, path: $0.path, message: $0.message)
            })
        let outcome = otherRule.apply(to: findings, paths: paths)
        #expect(outcome.findings.count == 2)
        #expect(outcome.staleEntries.count == 2)
    }

    @Test func yamlSyntaxFindingsAreNeverRecordedNorSuppressed() {
        let finding = Finding(file: "navgen.yaml", location: .start, rule: .yamlSyntax, message: "bad")
        let empty = SpecPathIndex.empty
        #expect(Baseline(findings: [finding], paths: empty).entries.isEmpty)
        let forced = Baseline(entries: [
            BaselineEntry(rule: "yaml-syntax", file: "navgen.yaml", path: "", message: "bad")
        ])
        let outcome = forced.apply(to: [finding], paths: empty)
        #expect(outcome.findings == [finding])
        #expect(outcome.staleEntries.count == 1)
    }
}
