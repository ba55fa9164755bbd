import ArgumentParser
import NavGenKit

/// `simulate [--url URL | --open ROUTE] [--do ACTION]... [--trace]`: the steps and their output.
struct SimulateSteps {
    let simulator: Simulator
    let json: Bool
    let trace: Bool
    /// The launch state, with `--given`'s conditions.
    let launch: NavigationState

    /// A state after a step, with what opened it when it was a deep link.
    private struct Step {
        var title: String
        var state: NavigationState
        var url: String?
        var target: RouteEntry?
    }

    func run(url: String?, route: String? = nil, actions: [SimulatorAction]) throws {
        var steps = [Step(title: "launch", state: launch)]
        var opened: (url: String, target: RouteEntry)?
        var failure: (kind: String, message: String)?
        if let route {
            switch simulator.open(route: route, on: launch) {
            case .success(let opening):
                steps.append(Step(title: "open \(route)", state: opening.state, target: opening.target))
            case .failure(let refusal):
                failure = ("refused", refusal.description)
            }
        }
        // `--url` first: the deep-link state, as a cold launch by URL builds it (`reset`,
        // whatever the pattern's mode). Then each `--do`; `open URL` among them acts on
        // the state before it, honouring the pattern's mode.
        let all = failure != nil ? [] : (url.map { [SimulatorAction.open($0)] } ?? []) + actions
        for (position, action) in all.enumerated() {
            let state = steps[steps.count - 1].state
            if case .open(let link) = action {
                let isLaunchURL = url != nil && position == 0
                switch isLaunchURL ? simulator.openAtLaunch(link, on: state) : simulator.open(link, on: state)
                {
                case .success(let opening):
                    opened = (link, opening.target)
                    steps.append(
                        Step(title: "open \(link)", state: opening.state, url: link, target: opening.target))
                case .failure(let mismatch):
                    failure = (mismatch.kind, "\(link): \(mismatch.label): \(mismatch)")
                }
            } else {
                switch simulator.perform(action, on: state) {
                case .success(let next):
                    steps.append(
                        Step(title: action.description, state: next, url: opened?.url, target: opened?.target)
                    )
                case .failure(let refusal):
                    failure = ("refused", refusal.description)
                }
            }
            if failure != nil { break }
        }

        let shown = trace ? steps : (failure == nil ? [steps[steps.count - 1]] : [])
        if json {
            printJSON(shown, failure: failure)
        } else {
            printText(shown, failure: failure)
        }
        if failure != nil { throw ExitCode(1) }
    }

    /// URLs, actions and the values they carry come from the command line, so each
    /// line is shown through ``TerminalText``.
    private func printText(_ steps: [Step], failure: (kind: String, message: String)?) {
        for (position, step) in steps.enumerated() {
            if position > 0 { print() }
            if trace {
                print(
                    TerminalText.sanitized(
                        "# " + step.title
                            + (step.title.hasPrefix("open ") ? " -> \(step.target?.description ?? "")" : "")))
            } else if let url = step.url, let target = step.target {
                print(TerminalText.sanitized("opened \(url) -> \(target)"))
            }
            print(
                TerminalText.sanitized(
                    StateRendering.text(step.state, in: simulator), keepingLineBreaks: true))
        }
        if let failure {
            if !steps.isEmpty { print() }
            print("\(SimulationSupport.errorLabel()) \(TerminalText.sanitized(failure.message))")
        }
    }

    private func printJSON(_ steps: [Step], failure: (kind: String, message: String)?) {
        let refusal = failure.map { StateRendering.refusalJSON(error: $0.kind, message: $0.message) }
        guard trace else {
            print(
                (refusal
                    ?? StateRendering.json(
                        steps[0].state, url: steps[0].url, target: steps[0].target, in: simulator)).rendered(
                        pretty: true))
            return
        }
        var items = steps.map { step -> JSONValue in
            guard
                case .object(let members) = StateRendering.json(
                    step.state, url: step.url, target: step.target, in: simulator)
            else {
                return .null
            }
            return .object([("step", .string(step.title))] + members)
        }
        if let refusal { items.append(refusal) }
        print(JSONValue.array(items).rendered(pretty: true))
    }
}
