import ArgumentParser
import NavGenKit

/// `simulate --interactive`: the state and numbered allowed actions, then one
/// action (or its number) per line from stdin until EOF or `quit`. Works with
/// piped input; the `> ` prompt appears only on a terminal.
///
/// Lines are read in constant memory (``LineReader``): a line over the limit is
/// reported and skipped. What is echoed from input is shown through
/// ``TerminalText``.
struct SimulateInteractive {
    let simulator: Simulator
    /// The launch state, with `--given`'s conditions.
    let launch: NavigationState

    /// A line of input: an action or a number, or a line to say something about.
    private enum Input {
        case line(String)
        case tooLong(length: Int, limit: Int)
    }

    func run() throws {
        var state = launch
        var allowed = show(state)
        let prompt = isatty(STDIN_FILENO) != 0
        let reader = LineReader(descriptor: STDIN_FILENO, owned: false)
        while true {
            if prompt {
                print("> ", terminator: "")
                fflush(nil)
            }
            guard
                let input = reader.nextLine({ line -> Input in
                    switch line {
                    case .text(let bytes): .line(String(decoding: bytes, as: UTF8.self).trimmingWhitespace)
                    case .tooLong(_, let length): .tooLong(length: length, limit: reader.limit)
                    }
                })
            else { break }
            let line: String
            switch input {
            case .line(let text):
                line = text
            case .tooLong(let length, let limit):
                fail("line too long (\(length) bytes; the limit is \(limit)): ignored")
                continue
            }
            if line.isEmpty { continue }
            if line == "quit" || line == "exit" { break }
            let action: SimulatorAction
            if let number = Int(line) {
                guard allowed.indices.contains(number - 1) else {
                    fail("choose 1 to \(allowed.count), or type an action")
                    continue
                }
                guard let chosen = allowed[number - 1].action else {
                    print(
                        TerminalText.sanitized(
                            "\(allowed[number - 1].template) needs arguments: type it with values"))
                    continue
                }
                action = chosen
            } else {
                do {
                    action = try ActionParser.parse(line)
                } catch {
                    fail("\(error)")
                    continue
                }
            }
            switch simulator.performReportingAction(action, on: state) {
            case .success(let next):
                state = next.state
                print()
                allowed = show(state, action: next.action, web: next.web)
            case .failure(let refusal):
                fail(refusal.description)
            }
        }
        if let failure = reader.failure {
            SimulationSupport.printError("cannot read stdin: \(failure)")
            throw ExitCode(SimulationSupport.couldNotRun)
        }
    }

    private func fail(_ message: String) {
        print(
            "\(SimulateTextRenderer(useColor: ColorChoice.standardOutput).errorLabel) \(TerminalText.sanitized(message))"
        )
    }

    /// Prints the state and the numbered actions; returns them.
    private func show(_ state: NavigationState, action: ActionCall? = nil, web: String? = nil)
        -> [AllowedAction]
    {
        print(
            TerminalText.sanitized(
                StateRendering.text(state, in: simulator, action: action, web: web), keepingLineBreaks: true))
        let allowed = simulator.allowedActions(in: state)
        print("actions:")
        for (number, action) in zip(1..., allowed) {
            print(TerminalText.sanitized("  \(number). \(action.template)"))
        }
        print(
            simulator.hasConditions
                ? "  or: open URL, set CONDITION true|false, quit" : "  or: open URL, quit")
        return allowed
    }
}
