import ArgumentParser
import NavGenKit

/// `navgen routes`: every route, how it is reached, and what its deep links build.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "List every route with its params, how it is reached and the back stack of each deep link.")

    @OptionGroup var options: SpecOptions

    @Option(help: "Output format.")
    var format: SimulateCommand.Format = .text

    func run() throws {
        let report = try SimulationSupport.load(options, purpose: "list its routes") {
            pipeline throws(Simulator.SetupError) in
            try pipeline.routesReport()
        }
        switch format {
        // Deep-link patterns are the spec's text: shown through `TerminalText`.
        case .text: print(TerminalText.sanitized(report.text, keepingLineBreaks: true))
        case .json: print(report.json.rendered(pretty: true))
        }
    }
}
