import ArgumentParser
import NavGenKit

@main
struct NavGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navgen",
        abstract: "Check a YAML navigation spec, generate Swift navigation code, and simulate flows.",
        version: "0.1.0",
        subcommands: [
            ValidateCommand.self, RulesCommand.self, GraphCommand.self, SchemaCommand.self, InitCommand.self,
            SimulateCommand.self, RoutesCommand.self, GenerateCommand.self,
        ]
    )
}
