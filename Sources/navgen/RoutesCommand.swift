import ArgumentParser
import NavGenKit

extension RoutesFormat: ExpressibleByArgument {}

/// `navgen routes`: every route, how it is reached, and what its deep links build.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "List every route with its params, how it is reached and the back stack of each deep link.")

    @OptionGroup var options: SpecOptions

    @Option(help: "Output format.")
    var format: RoutesFormat = .text

    func run() throws {
        let report = try SimulationSupport.load(options, purpose: "list its routes") {
            pipeline throws(Simulator.SetupError) in
            try pipeline.routesReport()
        }
        print(format.render(report))
    }
}
