import ArgumentParser
import NavGenKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule with its default severity and summary.",
        discussion: "docs/rules.md explains each rule with examples."
    )

    func run() {
        Console.write(RuleDocumentation.list())
    }
}
