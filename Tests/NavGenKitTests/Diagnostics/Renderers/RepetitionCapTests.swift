import Foundation
import Testing

@testable import NavGenKit

@Suite struct RepetitionCapTests {
    /// `count` findings at columns 1, 7, 13, ... of `line`.
    private func findings(
        _ count: Int, line: Int = 1, rule: RuleID = .unknownKey, message: (Int) -> String
    ) -> [Finding] {
        (0..<count).map { index in
            Finding(
                location: SourceLocation(line: line, column: 1 + index * 6), rule: rule,
                message: message(index), help: "did you mean 'pop'?")
        }
    }

    private func render(_ findings: [Finding], source: String, as format: ReportFormat = .text) -> String {
        ReportRenderer.render(
            ReportInput(findings: findings, displayPath: "navgen.yaml", sourceText: source), as: format)
    }

    private func lines(_ text: String, starting prefix: String) -> Int {
        text.split(separator: "\n").count { $0.hasPrefix(prefix) }
    }

    /// The findings shown on `line`: their header lines.
    private func shown(_ text: String, line: Int) -> Int {
        text.split(separator: "\n").count { $0.hasPrefix("navgen.yaml:\(line):") && $0.contains(": error: ") }
    }

    @Test func shapesIgnoreWhatIsQuoted() {
        let shape = RepetitionCap.Shape.unquoted
        #expect(shape("no route 'x' in 'main'") == "no route '...' in '...'")
        #expect(shape("no route 'recipeDetial' in 'main'") == shape("no route 'y' in 'other'"))
        #expect(shape("no quotes") == "no quotes")
        #expect(shape("unclosed 'quote") == "unclosed '")
    }

    @Test func showsFiveOfAShapeOnALineAndCountsTheRest() {
        let source =
            "transitions: [" + Array(repeating: "popp", count: 64_000).joined(separator: ", ") + "]\n"
        let report = render(findings(64_000) { _ in "unknown action 'popp' in a transition" }, source: source)
        #expect(shown(report, line: 1) == RepetitionCap.perLine)
        #expect(lines(report, starting: "help:") == RepetitionCap.perLine)
        let note =
            "navgen.yaml:1: note: 63995 more findings like \"unknown action '...' in a transition\" on this line"
            + " are not shown; --format json lists every finding [unknown-key]"
        #expect(report.contains(note + "\n\nnavgen.yaml: 64000 errors, 0 warnings\n"))
    }

    @Test func eachShapeOnALineHasItsOwnAllowance() {
        let keys = findings(7) { "unknown key 'k\($0)'" }
        let actions = findings(6, rule: .unknownKey) { "unknown action 'a\($0)' in a transition" }
        let names = findings(2, rule: .invalidName) { "bad name 'n\($0)'" }
        let report = render((keys + actions + names).shuffled(), source: "x\n")
        #expect(shown(report, line: 1) == 5 + 5 + 2)
        #expect(
            report.contains("note: 2 more findings like \"unknown key '...'\" on this line are not shown"))
        #expect(
            report.contains(
                "note: 1 more finding like \"unknown action '...' in a transition\" on this line is not shown"
            ))
        #expect(!report.contains("bad name '...'"))
        #expect(report.hasSuffix("\nnavgen.yaml: 15 errors, 0 warnings\n"))
    }

    @Test func theLineAllowanceStartsAgainOnEachLine() {
        let first = findings(6, line: 1) { "unknown key 'a\($0)'" }
        let second = findings(6, line: 2) { "unknown key 'b\($0)'" }
        let report = render(first + second, source: "a\nb\n")
        #expect(shown(report, line: 1) == 5)
        #expect(shown(report, line: 2) == 5)
        #expect(report.contains("navgen.yaml:1: note: 1 more finding"))
        #expect(report.contains("navgen.yaml:2: note: 1 more finding"))
    }

    @Test func showsAHundredOfAShapeInAllAndCountsTheRestAtTheEnd() {
        let many = (1...250).map { line in
            Finding(
                location: SourceLocation(line: line, column: 3), rule: .unknownKey,
                message: "unknown key 'k\(line)'")
        }
        let other = Finding(
            location: SourceLocation(line: 251, column: 1), rule: .invalidName, message: "bad")
        let source = String(repeating: "- k\n", count: 251)
        let report = render(many + [other], source: source)
        // The shown findings, the other one, the note and the summary.
        #expect(lines(report, starting: "navgen.yaml:") == RepetitionCap.perShape + 3)
        #expect(report.contains("navgen.yaml:100:3: error: unknown key 'k100'"))
        #expect(!report.contains("navgen.yaml:101:3:"))
        #expect(report.contains("navgen.yaml:251:1: error: bad [invalid-name]"))
        #expect(
            report.hasSuffix(
                "navgen.yaml: note: 150 more findings like \"unknown key '...'\" are not shown;"
                    + " --format json lists every finding [unknown-key]\n\nnavgen.yaml: 251 errors, 0 warnings\n"
            ))
    }

    @Test func otherFormatsListEveryFinding() throws {
        let all = findings(3_000) { _ in "unknown action 'popp' in a transition" }
        let source = Array(repeating: "popp", count: 3_000).joined(separator: ", ") + "\n"
        #expect(lines(render(all, source: source, as: .github), starting: "::error ") == 3_000)
        let json = try JSONSerialization.jsonObject(with: Data(render(all, source: source, as: .json).utf8))
        #expect(((json as? [String: Any])?["findings"] as? [Any])?.count == 3_000)
        let sarif = render(all, source: source, as: .sarif)
        #expect(sarif.components(separatedBy: "\"ruleId\"").count - 1 == 3_000)
    }

    /// Every finding a different shape, so none is left out: each still costs only its
    /// window of the one long line. Decoding the line per finding (10,000 times 600,000
    /// scalars) takes about 25 s in debug; this takes about 2 s.
    @Test func manyFindingsOnOneLongLineRenderInLinearTime() {
        let count = 10_000
        let source = String(repeating: "popp, ", count: 100_000) + "\n"
        let all = findings(count) { "bad item \($0)" }
        let started = ContinuousClock.now
        let report = render(all, source: source)
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(shown(report, line: 1) == count)
        #expect(report.utf8.count < count * 600)
    }

    @Test func oneFindingOnAHugeLineShowsAWindowOfIt() {
        let source = "k: " + String(repeating: "x", count: 3_000_000) + "\n"
        let finding = Finding(
            location: SourceLocation(line: 1, column: 1_500_000), rule: .wrongType, message: "bad")
        let report = render([finding], source: source)
        let excerpt = report.split(separator: "\n")[1]
        #expect(excerpt == "..." + String(repeating: "x", count: SourceExcerpt.defaultMaximumLength) + "...")
        #expect(report.utf8.count < 1_000)
    }
}
