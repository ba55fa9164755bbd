import ArgumentParser
import NavGenKit

@main
struct NavGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navgen",
        abstract: "Check a YAML navigation spec, generate Swift navigation code, and simulate flows.",
        version: NavGenVersion.current,
        subcommands: [
            ValidateCommand.self, RulesCommand.self, GraphCommand.self, SchemaCommand.self, InitCommand.self,
            SimulateCommand.self, RoutesCommand.self, GenerateCommand.self, AASACommand.self,
            DiffCommand.self,
        ]
    )

    /// Bare `navgen` names no command: a usage error, with the help on stderr.
    func run() throws {
        fflush(nil)
        Console.writeError(Self.helpMessage() + "\n")
        throw ExitCode.validationFailure
    }

    /// ArgumentParser's `main`, except that its messages are shown through
    /// ``TerminalText`` (a usage error quotes the arguments as typed, and an
    /// argument can hold escape sequences), and that a usage error found while a
    /// command runs (a `--do` that fits no route) shows that command's usage.
    static func main() {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            finish(error, message: fullMessage(for: error))
        }
        do {
            try command.run()
        } catch let error as ValidationError {
            let subcommand = type(of: command)
            let name = (["navgen"] + (subcommand.configuration.commandName.map { [$0] } ?? [])).joined(
                separator: " ")
            finish(
                error,
                message: """
                    Error: \(error.message)
                    Usage: \(usageString(for: subcommand))
                      See '\(name) --help' for more information.
                    """)
        } catch {
            finish(error, message: fullMessage(for: error))
        }
    }

    /// Prints `message` (help on stdout, an error on stderr) and exits with the
    /// error's code.
    private static func finish(_ error: any Error, message: String) -> Never {
        let code = exitCode(for: error)
        if !message.isEmpty {
            fflush(nil)
            if code == .success {
                Console.write(message + "\n")
            } else {
                Console.writeError(TerminalText.sanitized(message, keepingLineBreaks: true) + "\n")
            }
        }
        terminate(code.rawValue)
    }
}

/// `exit(3)`, by a name the command's own `exit(withError:)` does not hide: stdio
/// buffers are flushed first.
private func terminate(_ status: Int32) -> Never {
    exit(status)
}
