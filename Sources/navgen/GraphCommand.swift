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

extension GraphFormat: ExpressibleByArgument {}

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print the navigation graph as Mermaid, DOT or JSON.",
        discussion: """
            Coordinators are groups (tab bars drawn apart from stacks), edges are labelled and \
            styled by kind, deep links are entry nodes carrying their pattern, and unreachable \
            routes and cycle edges are highlighted. A spec with errors is refused: its findings \
            go to stderr and navgen exits 1, so stdout only ever holds a graph.
            """
    )

    @OptionGroup var options: SpecOptions

    @Option(help: "Output format: mermaid (for GitHub Markdown), dot (Graphviz) or json.")
    var format: GraphFormat = .mermaid

    func run() throws {
        let file = try SpecFile.read(options.spec)
        let pipeline = Pipeline(file.bytes, file: file.path, includes: DiskSpecSources())
        guard pipeline.report.isUsable, let diagram = pipeline.diagram(as: format) else {
            Self.refuse(pipeline.report.findings, file: file)
            throw ExitCode(1)
        }
        Console.write(diagram)
    }

    /// Prints the findings as `navgen validate` would, but on stderr: the graph
    /// command's stdout is often redirected into a file that should not get them.
    static func refuse(_ findings: [Finding], file: SpecFile) {
        let colour = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        let input = ReportInput(
            findings: findings, displayPath: file.path, sourceText: file.text,
            includedTexts: DiskSpecSources.texts(of: findings), useColor: colour)
        Console.writeError(ReportRenderer.render(input, as: .text))
        Console.error("'\(file.path)' has errors; fix them to draw its graph")
    }
}
