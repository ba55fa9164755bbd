import ArgumentParser
import NavGenKit

extension DiffFormat: ExpressibleByArgument {}

/// `navgen diff OLD NEW`: what NEW breaks of what an app built from OLD published, its
/// links and its saved navigation states.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two specs as published contracts: deep links and saved navigation states.",
        discussion: """
            Exits 0 when nothing breaks, 1 when a change breaks a link or a saved state, \
            2 when a spec cannot be read or has errors. OLD or NEW may be REV:PATH, read \
            with `git show` (navgen diff origin/main:navgen.yaml navgen.yaml); an existing \
            file, or an operand after --, is always a path.
            """
    )

    /// Exit codes (`docs/spec.md`, "Exit status").
    static let breaking: Int32 = 1
    static let couldNotRun: Int32 = 2

    @Argument(help: "The old spec: a file, or REV:PATH to read it from git.")
    var old: String

    @Argument(help: "The new spec: a file, or REV:PATH.")
    var new: String

    @Option(help: "Output format.")
    var format: DiffFormat = .text

    @OptionGroup var includes: IncludeRootOption

    func run() throws {
        let forced = DiffOperand.pathsForced(in: CommandLine.arguments)
        let before = try DiffOperand(old, isPath: forced >= 2).pipeline(includeRoot: includes)
        let after = try DiffOperand(new, isPath: forced >= 1).pipeline(includeRoot: includes)
        let report: SpecDiffReport
        do {
            report = try after.changes(since: before)
        } catch {
            Console.error("cannot compare '\(old)' and '\(new)': \(error)")
            throw ExitCode(Self.couldNotRun)
        }
        print(format.render(report))
        if report.breakingCount > 0 { throw ExitCode(Self.breaking) }
    }
}
