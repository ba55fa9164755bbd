import Foundation
import NavGenKit
import Testing

/// The generated `go(to:)` against the simulator's `go`, for every spec with a `go` item.
///
/// From launch, and from states reached by opening corpus URLs (a deep push, a modal,
/// another tab, two of them in turn) and by flipping a condition, every route is gone
/// to by value. A program built from the generated file replays the same steps with
/// `open(_:)` and `go(to:)` and prints whether the go happened and the whole tree it left
/// (every tab, not only the path), which must equal the simulator's, encoded as the
/// generated state encodes it.
@Suite(.serialized) struct GoDifferentialTests {
    static let specs = (CodeGenFixtures.examples + CodeGenFixtures.specials).filter {
        (try? CodeGenFixtures.spec($0)).map(usesGo) ?? false
    }

    static func usesGo(_ spec: NavigationSpec) -> Bool {
        spec.coordinators.contains { coordinator in
            coordinator.routes.contains { route in
                route.transitions.contains { $0.action.keyword == "go" }
            }
        }
    }

    @Test func theGoFixturesAreCompared() {
        #expect(Self.specs.contains("go"))
    }

    @Test(arguments: specs)
    func generatedGoMatchesTheSimulator(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        let simulator = try Simulator(spec: spec)
        let urls = DeepLinkCorpus.urls(for: spec).filter { URL(string: $0)?.absoluteString == $0 }
        let starts =
            OpenDifferentialTests.startingSequences(urls, simulator)
            + OpenDifferentialTests.conditionChanges(urls, simulator)
        let samples = RouteSample.all(of: spec)
        let encoding = GeneratedStateJSON(spec: spec)
        var inputs: [String] = []
        var expected: [String] = []
        var went = 0
        var keptATab = 0
        for start in starts {
            var state = simulator.launchState
            for step in start {
                if let set = OpenDifferentialTests.conditionChange(step) {
                    if case .success(let changed) = simulator.perform(set, on: state) { state = changed }
                    continue
                }
                guard case .success(let opening) = simulator.open(step, on: state) else { continue }
                state = opening.state
            }
            for (position, sample) in samples.enumerated() {
                inputs.append((start + [String(position)]).joined(separator: "\t"))
                switch simulator.go(toRoute: sample.text, on: state) {
                case .success(let shown):
                    went += 1
                    if case .success(let opened) = simulator.open(route: sample.text, on: state),
                        opened.state.root != shown.root
                    {
                        keptATab += 1
                    }
                    expected.append("true " + GeneratedStateJSON.text(encoding.root(shown.root)))
                case .failure:
                    expected.append("false unchanged")
                }
            }
        }
        let lines = try Self.program(spec, samples).run(inputs)
        try #require(lines.count == inputs.count, "\(name): \(lines.count) lines for \(inputs.count) inputs")
        for (input, (line, want)) in zip(inputs, zip(lines, expected)) {
            #expect(line == want, "\(name): \(input.replacingOccurrences(of: "\t", with: " then "))")
        }
        // Not vacuous: gos happen, and some keep a tab a reset opening would not.
        #expect(went > 0, "\(name): no go showed anything")
        #expect(keptATab > 0 || !spec.coordinators.contains { $0.kind == .tabs }, "\(name): no go kept a tab")
        print(
            "\(name): \(starts.count) starting states, \(inputs.count) gos compared, \(keptATab) kept a tab")
    }

    /// The replay program: each input line is the starting steps and a sample's index,
    /// tab-separated; it prints `true` and the root as JSON, or `false unchanged`.
    private static func program(_ spec: NavigationSpec, _ samples: [RouteSample]) throws
        -> OpenDifferentialTests.Program
    {
        let app = spec.app.value
        // A condition with params has no Bool member to set (`joined(roomId:)`).
        let conditions = spec.conditions.filter(\.params.isEmpty).map(\.id.value)
        let setters = conditions.flatMap { name in
            [true, false].map { "case \"set \(name) \($0)\": state.conditions.`\(name)` = \($0); continue" }
        }
        let text = """
            import Foundation

            let destinations: [\(app)Destination] = [
                \(samples.map(\.swift).joined(separator: ",\n    "))
            ]
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            while let line = readLine() {
                var steps = line.split(separator: "\\t", omittingEmptySubsequences: false).map(String.init)
                let destination = destinations[Int(steps.removeLast())!]
                var state = \(app)NavigationState()
                for step in steps {
                    switch step {
                    \(setters.joined(separator: "\n        "))
                    default: break
                    }
                    if let url = URL(string: step) { state.open(url) }
                }
                let before = state
                if state.go(to: destination) {
                    let root = try JSONSerialization.jsonObject(with: try encoder.encode(state.root))
                    let data = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
                    print("true " + String(decoding: data, as: UTF8.self))
                } else {
                    print(before == state ? "false unchanged" : "false changed")
                }
            }

            """
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none))
        let folder = try CodeGenFixtures.temporaryFolder()
        let main = folder.appendingPathComponent("main.swift")
        try Data(text.utf8).write(to: main)
        let sources =
            try CodeGenFixtures.write(files, to: folder) + [
                try CodeGenFixtures.writeCustomTypes(of: spec, to: folder), main,
            ]
        let program = folder.appendingPathComponent("goer")
        let built = try SwiftCompiler.executable(sources, output: program)
        try #require(built.succeeded, "\(built.excerpt)")
        return OpenDifferentialTests.Program(path: program.path)
    }
}

extension OpenDifferentialTests.Program {
    /// One output line per input line.
    func run(_ inputs: [String]) throws -> [String] {
        try run(stdin: inputs.joined(separator: "\n") + "\n").split(separator: "\n").map(String.init)
    }
}
