import ArgumentParser
import NavGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
            --strict), 2 when the spec cannot be read.
            """
    )

    @OptionGroup var options: SpecOptions

    @Option(help: "Report format: text, json, sarif or github.")
    var format: ReportFormat = .text

    @Flag(help: "Fail on warnings too.")
    var strict = false

    func run() throws {
        let file = try OpenSpecFile.open(options.spec)
        let report = file.validate()
        // The source text is only needed to quote lines of findings.
        let input = ReportInput(
            findings: report.findings, displayPath: file.path,
            sourceText: report.findings.isEmpty ? "" : file.text(),
            useColor: format == .text && Console.useColor, toolVersion: NavGen.configuration.version,
            rules: RuleRegistry.descriptions)
        Console.write(ReportRenderer.render(input, as: format))
        let failed = report.findings.hasErrors || (strict && report.findings.warningCount > 0)
        // The report is written (Console writes unbuffered), so end the process here
        // instead of returning: the report holds the whole decoded spec, and freeing a
        // large spec's arrays and strings one by one would cost as much as a fifth of
        // the run. The system takes the memory back at once. `withExtendedLifetime`
        // keeps the optimizer from releasing the report before the exit.
        withExtendedLifetime(report) { Console.endProcess(failed ? 1 : 0) }
    }
}
