import ArgumentParser
import NavGenKit

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
        let file = try SpecFile.read(options.spec)
        let report = Validator.validate(file.bytes, file: file.path)
        // The source text is only needed to quote lines of findings.
        let input = ReportInput(
            findings: report.findings, displayPath: file.path,
            sourceText: report.findings.isEmpty ? "" : file.text,
            useColor: format == .text && Console.useColor, toolVersion: NavGen.configuration.version)
        Console.write(ReportRenderer.render(input, as: format))
        if report.findings.hasErrors || (strict && report.findings.warningCount > 0) {
            throw ExitCode(1)
        }
    }
}
