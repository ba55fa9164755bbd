import ArgumentParser
import NavGenKit

extension SimulateFormat: ExpressibleByArgument {}
extension SizeClass: ExpressibleByArgument {}

/// `navgen simulate`: walks the navigation a spec describes, from the launch state.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Simulate navigation: open deep links, apply actions, run flow files.",
        discussion: """
            Starts from the launch state, opens --url (or --open) if given, applies each --do in \
            order and prints the final state (every step's with --trace). --urls matches one URL \
            a line; --flows runs a flow file; --interactive reads actions from stdin.
            """)

    @OptionGroup var options: SpecOptions

    @Option(help: "A URL to open first.")
    var url: String?

    @Option(
        name: .customLong("open"),
        help:
            "A route to open by value first, with the back stack a deep link to it builds, e.g. 'feed.recipeDetail(id: 4)'.",
        completion: .custom(SpecNameCompletion.routes)
    )
    var route: String?

    @Option(name: .customLong("do"), help: "An action, e.g. 'push recipeDetail(id: 42)'. Repeatable.")
    var actions: [String] = []

    @Flag(help: "Print the state after every step, not only the last.")
    var trace = false

    @Option(help: "Output format.")
    var format: SimulateFormat = .text

    @Option(help: "Match each URL of this file ('-' for stdin), one a line.")
    var urls: String?

    @Option(help: "Run the flows of this flow file.")
    var flows: String?

    @Flag(help: "Show the state and the allowed actions; read actions from stdin until EOF or 'quit'.")
    var interactive = false

    @Option(
        name: .customLong("given"),
        help:
            "A condition's value at launch, e.g. 'signedIn=true'. Repeatable; the rest start as 'initially' says."
    )
    var given: [String] = []

    @Option(
        name: .customLong("size-class"),
        help: "The horizontal size class adaptive presentations show in: compact (an iPhone) or regular.")
    var sizeClass: SizeClass = .compact

    /// The parsed `--do` actions, checked before anything runs.
    private var parsedActions: [SimulatorAction] = []

    enum CodingKeys: String, CodingKey {
        case options, url, route, actions, trace, format, urls, flows, interactive, given, sizeClass
    }

    mutating func validate() throws {
        let modes = [urls != nil, flows != nil, interactive].filter { $0 }.count
        guard modes <= 1 else { throw ValidationError("use only one of --urls, --flows and --interactive") }
        if modes == 1, url != nil || route != nil || !actions.isEmpty {
            throw ValidationError(
                "--url, --open and --do cannot be combined with --urls, --flows or --interactive")
        }
        if url != nil, route != nil { throw ValidationError("use only one of --url and --open") }
        if modes == 1, trace { throw ValidationError("--trace applies to --url and --do only") }
        if flows != nil, !given.isEmpty {
            throw ValidationError("--given sets conditions at launch; in a flow file, write a 'given:' step")
        }
        parsedActions = try actions.map { text in
            do {
                return try ActionParser.parse(text)
            } catch {
                throw ValidationError("--do '\(text)': \(error)")
            }
        }
    }

    func run() throws {
        let simulator = try SimulationSupport.loadSimulator(
            options, purpose: "simulate it", sizeClass: sizeClass)
        let launch = try launchState(of: simulator)
        let renderer = format.renderer(useColor: ColorChoice.standardOutput)
        if let urls {
            try SimulateURLs(simulator: simulator, renderer: renderer, launch: launch).run(path: urls)
        } else if let flows {
            try SimulateFlows(simulator: simulator, renderer: renderer).run(path: flows)
        } else if interactive {
            try SimulateInteractive(simulator: simulator, launch: launch).run()
        } else {
            try checkActions(against: simulator)
            let steps = simulator.steps(
                from: launch, url: url, route: route, actions: parsedActions, trace: trace)
            print(renderer.render(steps))
            if steps.failure != nil { throw ExitCode(1) }
        }
    }

    /// The launch state with `--given`'s conditions: a name the spec does not declare
    /// or a value that is not true or false is a usage error (exit 64).
    private func launchState(of simulator: Simulator) throws -> NavigationState {
        var values: [(name: String, value: Bool)] = []
        for text in given {
            switch simulator.given(text) {
            case .success(let value): values.append(value)
            case .failure(let refusal): throw ValidationError("--given '\(text)': \(refusal.reason)")
            }
        }
        switch simulator.launchState(given: values) {
        case .success(let state): return state
        case .failure(let refusal): throw ValidationError("--given: \(refusal.reason)")
        }
    }

    /// A `--do` whose arguments fit no route its name can mean is a usage error
    /// (exit 64), like one that does not parse: no state would accept it, so none
    /// of the actions runs. A well-formed action the state does not allow is
    /// refused later (exit 1).
    private func checkActions(against simulator: Simulator) throws {
        for (text, action) in zip(actions, parsedActions) {
            if let malformed = simulator.malformation(of: action) {
                throw ValidationError("--do '\(text)': \(malformed.reason)")
            }
        }
    }
}
