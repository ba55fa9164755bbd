import Foundation
import NavGenKit
import Testing

/// The generated `init?(url:conditions:)` of a spec whose condition takes params
/// (`joined(roomId)`, Fixtures/specs/condition-params.yaml) against the simulator:
/// every URL of a corpus under several given tuples. A program built from the
/// generated file sets the tuples with `setJoined(_:roomId:)` and prints each state
/// as `JSONEncoder` writes it; it must equal the simulator's state for the same URL
/// and `--given` values, written the same way (``GeneratedStateJSON``): the whole
/// tree and `waiting`. The conditions themselves are left out: the generated store
/// is a dictionary keyed by tuple, which encodes as a list.
@Suite(.serialized) struct ParamConditionDifferentialTests {
    static let name = "condition-params"

    /// What is given: tuples of `joined`, in the simulator's spelling, and `muted`.
    struct Given: CustomStringConvertible {
        var joined: [(room: String, value: Bool)]
        var muted: Bool

        /// `a=1,b=0|1`: the program's input, before the URL.
        var input: String {
            joined.map { "\($0.room)=\($0.value ? 1 : 0)" }.joined(separator: ",") + "|" + (muted ? "1" : "0")
        }

        /// `--given` values for the simulator.
        var simulator: [(name: String, value: Bool)] {
            joined.map { (#"joined(roomId: "\#($0.room)")"#, $0.value) } + [("muted", muted)]
        }

        var description: String { input }
    }

    static let givens: [Given] = [false, true].flatMap { muted in
        [
            Given(joined: [], muted: muted),
            Given(joined: [("a", true)], muted: muted),
            Given(joined: [("b", true)], muted: muted),
            Given(joined: [("a", true), ("b", true)], muted: muted),
            Given(joined: [("a", false), ("b", true)], muted: muted),
        ]
    }

    /// The corpus navgen makes for the spec, and links to two rooms by hand, so that a
    /// tuple set for one room and not the other changes what opens.
    static func urls(_ spec: NavigationSpec) -> [String] {
        let rooms = ["a", "b", "c"].flatMap { room in
            [
                "chat:///rooms/\(room)", "chat:///rooms/\(room)/members/7", "chat:///rooms/\(room)/pinned",
                "chat:///invites/\(room)",
            ]
        }
        var seen: Set<String> = []
        return (rooms + ["chat:///rooms", "chat:///settings"] + DeepLinkCorpus.urls(for: spec)).filter {
            URL(string: $0)?.absoluteString == $0 && seen.insert($0).inserted
        }
    }

    @Test func generatedOpeningUnderTuplesMatchesTheSimulator() throws {
        let spec = try CodeGenFixtures.spec(Self.name)
        let simulator = try Simulator(spec: spec)
        let encoding = GeneratedStateJSON(spec: spec)
        let urls = Self.urls(spec)
        var inputs: [String] = []
        var expected: [String] = []
        var counts = (opened: 0, waiting: 0, refused: 0)
        // Each URL as it opens with nothing given, to see that tuples change what opens.
        var plain: [String: String] = [:]
        var differs = 0
        for given in Self.givens {
            let launched = try simulator.launchState(given: given.simulator).get()
            let values = simulator.spec.conditions.indices.map { launched.isTrue(ConditionIndex($0)) }
            for url in urls {
                inputs.append(given.input + " " + url)
                var line = "null"
                if case .success(let opening) = simulator.router.open(
                    url, resettingUnder: values, tuples: launched.conditionTuples),
                    opening.action == nil, opening.web == nil
                {
                    counts.opened += 1
                    var waiting: (RouteEntry, host: String)?
                    if opening.state.waiting != nil {
                        counts.waiting += 1
                        waiting = ConditionDifferentialTests.linkTarget(url, spec, simulator)
                    }
                    line = GeneratedStateJSON.text(encoding.object(opening.state, waiting: waiting))
                } else {
                    counts.refused += 1
                }
                expected.append(line)
                if given.joined.isEmpty && !given.muted {
                    plain[url] = line
                } else if plain[url] != line {
                    differs += 1
                }
            }
        }
        let lines = try Self.run(inputs)
        try #require(lines.count == inputs.count, "\(lines.count) lines for \(inputs.count) inputs")
        for (input, (line, want)) in zip(inputs, zip(lines, expected)) {
            #expect(line == want, "\(input)")
        }
        print(
            "\(Self.name): \(urls.count) URLs under \(Self.givens.count) givens: \(counts.opened) opened, "
                + "\(counts.waiting) waiting, \(counts.refused) refused, \(differs) not as with nothing given"
        )
        // Not vacuous: links wait for the joining flow, guards refuse, and the tuples
        // given change what opens.
        #expect(counts.waiting > 0 && counts.refused > 0 && differs > 0)
    }

    /// The generated file with a `main.swift` that reads `a=1,b=0|1 URL` lines (the
    /// `joined` tuples by room, then `muted`) and prints each state's JSON without its
    /// conditions, or `null`.
    static let program: Result<URL, FixtureError> = {
        do {
            let spec = try CodeGenFixtures.spec(name)
            let folder = try CodeGenFixtures.temporaryFolder()
            let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none))
            var sources = try CodeGenFixtures.write(files, to: folder)
            let main = folder.appendingPathComponent("main.swift")
            try Data(
                """
                import Foundation

                while let text = readLine() {
                    let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
                    let given = parts[0].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                    var conditions = RoomsConditions(muted: given[1] == "1")
                    for pair in given[0].split(separator: ",") {
                        let halves = pair.split(separator: "=").map(String.init)
                        conditions.setJoined(halves[1] == "1", roomId: halves[0])
                    }
                    guard let url = URL(string: parts[1]),
                        let state = RoomsNavigationState(url: url, conditions: conditions)
                    else {
                        print("null")
                        continue
                    }
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                    var object = try JSONSerialization.jsonObject(with: try encoder.encode(state)) as! [String: Any]
                    object["conditions"] = nil
                    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
                    print(String(decoding: data, as: UTF8.self))
                }

                """.utf8
            ).write(to: main)
            sources.append(main)
            let program = folder.appendingPathComponent("tuples")
            let built = try SwiftCompiler.executable(sources, output: program)
            guard built.succeeded else {
                return .failure(FixtureError("the generated file does not build:\n\(built.excerpt)"))
            }
            return .success(program)
        } catch {
            return .failure(error as? FixtureError ?? FixtureError("\(error)"))
        }
    }()

    /// Each input's state as ``GeneratedStateJSON`` writes it, or `null`.
    private static func run(_ inputs: [String]) throws -> [String] {
        let run = try Subprocess.run(
            try program.get().path, [], stdin: inputs.joined(separator: "\n") + "\n")
        try #require(run.succeeded, "\(run.excerpt)")
        return run.output.split(separator: "\n").map { line in
            guard line != "null", let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else {
                return String(line)
            }
            return GeneratedStateJSON.text(object)
        }
    }
}
