import NavGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `simulate --interactive`: the state and numbered allowed actions, then one
/// action (or its number) per line from stdin until EOF or `quit`. Works with
/// piped input; the `> ` prompt appears only on a terminal.
struct SimulateInteractive {
    let simulator: Simulator

    func run() {
        var state = simulator.launchState
        var allowed = show(state)
        let prompt = isatty(STDIN_FILENO) != 0
        while true {
            if prompt {
                print("> ", terminator: "")
                fflush(nil)
            }
            guard let line = readLine()?.trimmingWhitespace else { break }
            if line.isEmpty { continue }
            if line == "quit" || line == "exit" { break }
            let action: SimulatorAction
            if let number = Int(line) {
                guard allowed.indices.contains(number - 1) else {
                    print("\(SimulationSupport.errorLabel()) choose 1 to \(allowed.count), or type an action")
                    continue
                }
                guard let chosen = allowed[number - 1].action else {
                    print("\(allowed[number - 1].template) needs arguments: type it with values")
                    continue
                }
                action = chosen
            } else {
                do {
                    action = try ActionParser.parse(line)
                } catch {
                    print("\(SimulationSupport.errorLabel()) \(error)")
                    continue
                }
            }
            switch simulator.perform(action, on: state) {
            case .success(let next):
                state = next
                print()
                allowed = show(state)
            case .failure(let refusal):
                print("\(SimulationSupport.errorLabel()) \(refusal)")
            }
        }
    }

    /// Prints the state and the numbered actions; returns them.
    private func show(_ state: NavigationState) -> [AllowedAction] {
        print(StateRendering.text(state))
        let allowed = simulator.allowedActions(in: state)
        print("actions:")
        for (number, action) in zip(1..., allowed) { print("  \(number). \(action.template)") }
        print("  or: open URL, quit")
        return allowed
    }
}
