import Foundation
import NavGenKit
import Testing

/// Opening by value and on top under a `root` list (fixture `roots-open`): the
/// generated `init?(opening:conditions:)` builds its back stack from the root the
/// conditions show, with that entry's plans, and is nil for a screen that entry
/// cannot show, as `navgen simulate --given ... --open` is.
@Suite(.serialized) struct RootListOpeningTests {
    static let name = "roots-open"

    /// Every route by value, under every value of the fixture's two conditions.
    @Test func openingByValueMatchesSimulateOpenUnderEachRoot() throws {
        let spec = try CodeGenFixtures.spec(Self.name)
        let simulator = try Simulator(spec: spec)
        let app = spec.app.value
        var texts: [String] = []
        var swift: [String] = []
        for coordinator in spec.coordinators where coordinator.kind != .tabs {
            for route in coordinator.routes {
                let arguments = route.params.map { "\($0.name.value): 7" }.joined(separator: ", ")
                let values = arguments.isEmpty ? "" : "(\(arguments))"
                texts.append("\(coordinator.id.value).\(route.id.value)\(values)")
                swift.append(".\(coordinator.id.value)(.\(route.id.value)\(values))")
            }
        }
        let givens = [(false, false), (false, true), (true, false), (true, true)]
        let program = """
            import Foundation

            let destinations: [\(app)Destination] = [
                \(swift.joined(separator: ",\n    "))
            ]
            for (signedIn, premium) in [\(givens.map { "(\($0.0), \($0.1))" }.joined(separator: ", "))] {
                let conditions = \(app)Conditions(signedIn: signedIn, premium: premium)
                for destination in destinations {
                    let state = \(app)NavigationState(opening: destination, conditions: conditions)
                    let path = state?.path.map(\\.description).joined(separator: " › ") ?? "nil"
                    print(path + (state?.waiting == nil ? "" : " waiting"))
                }
            }

            """
        let lines = try Self.run(spec, program: program)
        try #require(lines.count == texts.count * givens.count)
        var opened = 0
        var refused = 0
        var position = 0
        for (signedIn, premium) in givens {
            let launch = try simulator.launch(("signedIn", signedIn), ("premium", premium))
            for text in texts {
                let got = lines[position]
                position += 1
                switch simulator.open(route: text, on: launch) {
                case .success(let opening):
                    opened += 1
                    let state = opening.state
                    let want =
                        state.path.map(\.description).joined(separator: " › ")
                        + (state.waiting == nil ? "" : " waiting")
                    #expect(got == want, "\(text), signedIn \(signedIn), premium \(premium)")
                case .failure(let refusal):
                    refused += 1
                    #expect(
                        got == "nil",
                        "\(text), signedIn \(signedIn), premium \(premium): refused (\(refusal.reason))")
                }
            }
        }
        // Both roots open screens, and each refuses the other's.
        #expect(opened > texts.count && refused > texts.count / 2, "\(opened) opened, \(refused) refused")
    }

    /// A `via` is checked from the root entry that shows its target, not from the launch
    /// root: `/me/help` goes via the profile tab, which only `main` shows.
    @Test func aViaIsCheckedFromTheEntryThatShowsItsTarget() throws {
        let text = try String(contentsOf: CodeGenFixtures.specURL(Self.name), encoding: .utf8)
        func viaFindings(_ text: String) -> [String] {
            Validator.validate(Array(text.utf8), file: "navgen.yaml").findings.filter {
                $0.rule == .deeplinkVia
            }
            .map(\.message)
        }
        #expect(viaFindings(text).isEmpty)
        let wrong = text.replacingOccurrences(of: "via: [me]", with: "via: [list]")
        #expect(wrong != text)
        #expect(viaFindings(wrong).count == 1, "a chain that is wrong under `main` is still found")
    }

    /// A step of ``theRootCoordinatorOpensOnTheRootOnScreen()``: a URL, a condition set
    /// by the app, or a screen opened by value (the simulator's text, then Swift's).
    private enum Step {
        case url(String)
        case set(String, Bool)
        case entry(String, String)
    }

    private static let steps: [Step] = [
        .url("rootsopen:///help"), .url("rootsopen:///terms"), .url("rootsopen:///feed/3"),
        .set("signedIn", true), .url("rootsopen:///feed/3"), .url("rootsopen:///feed/4"),
        .url("rootsopen:///share"), .url("rootsopen:///me/help"), .url("rootsopen:///offer"),
        .set("premium", true), .url("rootsopen:///offer"), .url("rootsopen:///r/rootsopen:%2F%2F%2Fme"),
        .entry("feed.item(id: 9)", ".feed(.item(id: 9))"), .set("signedIn", false),
        .url("rootsopen:///help"), .entry("feed.item(id: 5)", ".feed(.item(id: 5))"),
        .entry("login.terms", ".login(.terms)"),
    ]

    /// The compiled SwiftUI skeleton's `RootsOpenRootCoordinator` against the simulator:
    /// each link opens on the root on screen, read back from the entry shown (an `onTop`
    /// link adds one move to its stack), a destination opens from the root the conditions
    /// show, and a condition change swaps the root.
    @Test func theRootCoordinatorOpensOnTheRootOnScreen() throws {
        let spec = try CodeGenFixtures.spec(Self.name)
        let simulator = try Simulator(spec: spec)
        var calls: [String] = []
        var expected: [String] = []
        var state = simulator.launchState
        for step in Self.steps {
            var opened = true
            switch step {
            case .url(let url):
                calls.append("app.open(URL(string: \"\(url)\")!)")
                if case .success(let opening) = simulator.open(url, on: state) {
                    state = opening.state
                } else {
                    opened = false
                }
            case .set(let name, let value):
                calls.append("{ app.conditions.\(name) = \(value); return true }()")
                state = try simulator.run("set \(name) \(value)", from: state)
            case .entry(let text, let value):
                calls.append("app.open(\(value) as RootsOpenDestination)")
                if case .success(let opening) = simulator.open(route: text, on: state) {
                    state = opening.state
                } else {
                    opened = false
                }
            }
            expected.append("\(opened) " + state.path.map(\.description).joined(separator: " › "))
        }
        let main = """
            import Foundation

            let app = RootsOpenRootCoordinator()
            @MainActor func path() -> String {
                let root: RootsOpenNavigationState.Root
                switch app.shown {
                case .login(let coordinator): root = .login(coordinator.currentNode)
                case .main(let coordinator): root = .main(coordinator.currentNode)
                }
                let state = RootsOpenNavigationState(root: root, conditions: app.conditions)
                return state.path.map(\\.description).joined(separator: " › ")
            }
            \(calls.map { "print(\($0), path())" }.joined(separator: "\n"))

            """
        let output = try SkeletonProgram.run(spec, module: "RootsOpening", main: main)
        let lines = output.split(separator: "\n").map(String.init)
        try #require(lines.count == expected.count, "\(output)")
        for (step, (got, want)) in zip(Self.steps, zip(lines, expected)) {
            #expect(got == want, "\(step)")
        }
        // Not vacuous: links opened on top under both roots, and one was refused.
        #expect(expected.contains("true login.welcome › login.terms"))
        #expect(expected.contains("true feed.list › feed.item(id: 3) › feed.item(id: 4)"))
        #expect(expected.contains { $0.hasPrefix("false") })
    }

    /// Builds the fixture's navigation file with `program` as its `main.swift`, runs
    /// it, and gives its lines.
    private static func run(_ spec: NavigationSpec, program: String) throws -> [String] {
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none))
        let folder = try CodeGenFixtures.temporaryFolder()
        var sources = try CodeGenFixtures.write(files, to: folder)
        let main = folder.appendingPathComponent("main.swift")
        try Data(program.utf8).write(to: main)
        sources.append(main)
        let executable = folder.appendingPathComponent("opener")
        let built = try SwiftCompiler.executable(sources, output: executable)
        try #require(built.succeeded, "\(built.excerpt)")
        let run = try Subprocess.run(executable.path, [], stdin: "")
        try #require(run.succeeded, "\(run.excerpt)")
        return run.output.split(separator: "\n").map(String.init)
    }
}
