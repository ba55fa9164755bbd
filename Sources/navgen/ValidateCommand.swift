import ArgumentParser
import NavGenKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ReportFormat: ExpressibleByArgument {}

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a spec and report every finding.",
        discussion: """
            Exits 0 when the spec has no errors, 1 when it has errors (or warnings with \
            --strict), 2 when the spec cannot be read. With --baseline, the findings \
            recorded in the file are not reported; entries that match no finding are \
            notes (errors with --strict). --write-baseline records the findings and \
            exits 0; it never writes over the spec or a file it includes, nor, without \
            --force, over a file that is not a baseline.
            """
    )

    @OptionGroup var options: SpecOptions

    @Option(help: "Report format: text, json, sarif or github.")
    var format: ReportFormat = .text

    @Flag(help: "Fail on warnings too, and on baseline entries that match no finding.")
    var strict = false

    @Option(help: "Do not report the findings recorded in this baseline file.")
    var baseline: String?

    @Option(help: "Record the current findings in this baseline file and exit 0.")
    var writeBaseline: String?

    @Flag(help: "With --write-baseline, replace a file that is not a baseline.")
    var force = false

    func validate() throws {
        if baseline != nil, writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be used together")
        }
        if force, writeBaseline == nil {
            throw ValidationError("--force only goes with --write-baseline")
        }
    }

    func run() throws {
        let file = try OpenSpecFile.open(options.spec)
        let includes = try options.sources()
        let report = file.validate(includes: includes)
        var findings = report.findings
        var stale: StaleBaseline?
        if let writeBaseline {
            let paths =
                findings.isEmpty
                ? .empty : BaselineFile.paths(of: file, files: report.files, includes: includes)
            let recorded = Baseline(findings: findings, paths: paths)
            try BaselineFile.write(
                recorded, to: writeBaseline, sparing: SpecFileIdentities(report.files), force: force)
            let count = recorded.entries.count
            Console.writeError(
                "navgen: recorded \(count) finding\(count == 1 ? "" : "s") in '\(TerminalText.sanitized(writeBaseline))'\n"
            )
            withExtendedLifetime(report) { Console.endProcess(0) }
        }
        if let baseline {
            let recorded = try BaselineFile.read(baseline)
            let paths =
                findings.isEmpty
                ? .empty : BaselineFile.paths(of: file, files: report.files, includes: includes)
            let outcome = recorded.apply(to: findings, paths: paths)
            findings = outcome.findings
            stale = StaleBaseline(entries: outcome.staleEntries, areErrors: strict)
        }
        // The source text is only needed to quote lines of findings.
        let input = ReportInput(
            findings: findings, displayPath: file.path,
            sourceText: findings.isEmpty ? "" : file.text(),
            includedTexts: format == .text ? includes.texts(of: findings) : [:],
            useColor: format == .text && ColorChoice.standardOutput,
            toolVersion: NavGen.configuration.version, toolInformationURI: NavGenRelease.repositoryURL,
            ruleDocumentationURI: NavGenRelease.rulesDocumentURL,
            rules: RuleRegistry.descriptions, staleBaseline: stale)
        Console.write(ReportRenderer.render(input, as: format))
        let failed =
            findings.hasErrors || (strict && findings.warningCount > 0)
            || (stale.map { $0.areErrors && !$0.entries.isEmpty } ?? false)
        // The report is written (Console writes unbuffered), so end the process here
        // instead of returning: the report holds the whole decoded spec, and freeing a
        // large spec's arrays and strings one by one would cost as much as a fifth of
        // the run. The system takes the memory back at once. `withExtendedLifetime`
        // keeps the optimizer from releasing the report before the exit.
        withExtendedLifetime(report) { Console.endProcess(failed ? 1 : 0) }
    }
}
