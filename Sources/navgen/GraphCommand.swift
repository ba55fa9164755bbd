import ArgumentParser
import NavGenKit

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

            --focus draws a big app a feature at a time: the coordinator, the coordinators its \
            screens start, present or push into and those that do so to it, --depth steps out \
            (default 1; 0 draws the coordinator alone). Each coordinator one step further is a \
            dashed stub node, so the picture shows where the graph goes on.

            Mermaid is drawn within Mermaid's default limits (500 edges, 50,000 characters) \
            when it can be: past them, deep links are written into their routes' labels \
            instead of drawn as nodes. A graph still too big is printed whole, with a warning \
            on stderr giving its size and suggesting --focus.
            """
    )

    @OptionGroup var options: SpecOptions

    @Option(help: "Output format: mermaid (for GitHub Markdown), dot (Graphviz) or json.")
    var format: GraphFormat = .mermaid

    @Option(
        help: ArgumentHelp(
            "Draw only the part of the graph around this coordinator.", valueName: "coordinator"),
        completion: .custom(SpecNameCompletion.coordinators))
    var focus: String?

    @Option(
        parsing: .unconditional,
        help: "With --focus: how many coordinators out to draw (default 1; 0 draws the coordinator alone).")
    var depth: Int?

    func validate() throws {
        if let depth, depth < 0 { throw ValidationError("--depth must be 0 or more, not \(depth)") }
        if depth != nil, focus == nil { throw ValidationError("--depth needs --focus COORDINATOR") }
    }

    func run() throws {
        let file = try SpecFile.read(options.spec)
        let includes = try options.sources()
        let pipeline = Pipeline(file.bytes, file: file.path, includes: includes)
        let diagram: Diagram?
        do {
            diagram =
                pipeline.report.isUsable
                ? try pipeline.diagram(focus: focus.map { DiagramFocus(coordinator: $0, depth: depth ?? 1) })
                : nil
        } catch {
            throw ValidationError("--focus: \(error.message)")
        }
        guard let diagram else {
            Self.refuse(pipeline.report.findings, file: file, includes: includes)
            throw ExitCode(1)
        }
        let drawing = format.draw(diagram)
        Console.write(drawing.text)
        if let overflow = drawing.mermaidOverflow {
            Console.warning(
                "\(overflow.message), so GitHub will not draw it; draw a feature at a time with --focus COORDINATOR"
            )
        }
    }

    /// Prints the findings as `navgen validate` would, but on stderr: the graph
    /// command's stdout is often redirected into a file that should not get them.
    static func refuse(_ findings: [Finding], file: SpecFile, includes: DiskSpecSources) {
        let input = ReportInput(
            findings: findings, displayPath: file.path, sourceText: file.text,
            includedTexts: includes.texts(of: findings), useColor: ColorChoice.standardError)
        Console.writeError(ReportRenderer.render(input, as: .text))
        Console.error("'\(file.path)' has errors; fix them to draw its graph")
    }
}
