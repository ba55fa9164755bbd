import Foundation
import NavGenKit
import Testing

/// The generated `open(_:)` and `init?(opening:)` against the simulator, on states
/// other than launch.
///
/// For each spec, a few starting states are reached by `--do 'open URL'` sequences
/// chosen from the corpus by their shape (the deepest path, a modal shown, another
/// tab selected, and two of them one after the other); then every corpus URL is
/// opened on each. A program built from the generated file replays the same
/// sequences with `open(_:)` (or `init?(url:)` for a spec without open modes, where
/// opening is always a reset) and prints each path, which must equal the simulator's,
/// and the case each destination is wrapped in: a route set's route must be in the case
/// of the stack that shows it (``expectedHosts(_:_:)``), wherever it was pushed or
/// presented from.
/// For a spec with open modes, every route is also opened by value both ways.
/// The styles of the state's modals are compared too, and a spec whose items adapt
/// is replayed in both size classes (`open(_:sizeClass:)` against `--size-class`), and
/// a spec that maps `open` by source opens each last URL from both sources
/// (`open(_:source:)` against `open external URL` and `open URL`).
@Suite(.serialized) struct OpenDifferentialTests {
    static let specs = CodeGenFixtures.examples + CodeGenFixtures.specials

    struct Line: Decodable {
        var opened: Bool
        var path: [String]
        var hosts: [String]
        var unchangedWhenRefused: Bool
        var styles: [String]
    }

    @Test(arguments: specs)
    func generatedOpenMatchesTheSimulatorOnReachedStates(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        // The simulator opens a spec's links under its conditions: generated code can
        // be compared with it only once it takes them (`init?(url:conditions:)`).
        if !spec.conditions.isEmpty, try !Self.generatedFile(spec).contains("init?(url: URL, conditions: ") {
            return
        }
        // Under a `root` list links open by reset (`init?(url:conditions:)`, as the root
        // coordinator opens them), but on a state other than launch the simulator shows a
        // link's `deeplinks.requires` flow over that state: compared once links open on
        // the state on screen under a root list.
        if spec.hasAlternativeRoots, !spec.deepLinks.requires.isEmpty { return }
        let compact = try Simulator(spec: spec)
        let simulator = compact
        // URLs whose text Foundation keeps as it is: the router tests cover the rewrites.
        let urls = DeepLinkCorpus.urls(for: spec).filter { URL(string: $0)?.absoluteString == $0 }
        let starts =
            Self.startingSequences(urls, simulator) + Self.conditionChanges(urls, simulator)
            + Self.rootSwaps(urls, simulator)
        let encoding = GeneratedStateJSON(spec: spec)
        var inputs: [[String]] = []
        var expected: [(opened: Bool, path: [String], hosts: [String], styles: [String])] = []
        func expect(_ opened: Bool, _ state: NavigationState) {
            expected.append(
                (
                    opened, state.path.map(\.description), Self.expectedHosts(state, spec),
                    Self.styles(encoding.object(state))
                ))
        }
        let sources: [LinkSource?] = spec.usesLinkSource ? LinkSource.allCases : [nil]
        for sizeClass in CodeGenFixtures.sizeClasses(of: spec) {
            let simulator = compact.inSizeClass(sizeClass)
            for source in sources {
                for start in starts {
                    var state = simulator.launchState
                    for step in start {
                        if let set = Self.conditionChange(step) ?? Self.rootSwap(step) {
                            if case .success(let changed) = simulator.perform(set, on: state) {
                                state = changed
                            }
                            continue
                        }
                        guard case .success(let opening) = simulator.open(step, on: state) else { continue }
                        state = opening.state
                    }
                    for url in urls {
                        // The size class first, then the last URL's source where the spec maps
                        // `open` by source, then the URLs.
                        inputs.append(
                            [sizeClass.rawValue] + (source.map { [$0.rawValue] } ?? []) + start + [url])
                        switch simulator.open(url, on: state, source: source ?? .external) {
                        case .success(let opening) where opening.action != nil || opening.web != nil:
                            // An action link shows no screen, and a link handed back to the browser
                            // (`web`) opens none: the generated `open(_:)` is false for both.
                            expect(false, state)
                        case .success(let opening):
                            expect(true, opening.state)
                        case .failure:
                            expect(false, state)
                        }
                    }
                }
            }
        }
        let lines = try Self.openers.get().run(name, inputs)
        try #require(lines.count == inputs.count, "\(name): \(lines.count) lines for \(inputs.count) inputs")
        var onTopMoves = 0
        for (input, (line, want)) in zip(inputs, zip(lines, expected)) {
            #expect(line.opened == want.opened, "\(name): \(input): opened")
            #expect(line.path == want.path, "\(name): \(input): path")
            #expect(line.hosts == want.hosts, "\(name): \(input): the cases destinations are wrapped in")
            #expect(line.unchangedWhenRefused, "\(name): \(input): a refused URL changed the state")
            #expect(line.styles == want.styles, "\(name): \(input): the styles of the modals")
            if want.opened, input.count > (sources == [nil] ? 2 : 3) { onTopMoves += 1 }
        }
        print("\(name): \(starts.count) starting states, \(inputs.count) opens compared")
        // Not vacuous: where a URL leads away from launch, states other than launch are
        // reached, and URLs open on them.
        let leavesLaunch = urls.contains {
            guard case .success(let opening) = simulator.open($0) else { return false }
            return opening.state != simulator.launchState
        }
        if leavesLaunch {
            #expect(starts.filter { !$0.isEmpty }.count >= 2, "\(name): too few starting states")
            #expect(onTopMoves > 0, "\(name): nothing opened on a state other than launch")
        }
    }

    /// `opening`, `settop` and `social`, whose set routes are opened by value in the
    /// case of each stack that shows them: the state must not depend on which; and
    /// `guards`, whose routes' back stacks meet guards under the `initially` values.
    @Test(arguments: ["opening", "settop", "social", "guards"])
    func generatedOpeningMatchesSimulateOpenForEveryRoute(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        let simulator = try Simulator(spec: spec)
        let samples = RouteSample.all(of: spec)
        let texts = samples.map(\.text)
        let swift = samples.map(\.swift)
        let app = spec.app.value
        let program = """
            import Foundation

            let destinations: [\(app)Destination] = [
                \(swift.joined(separator: ",\n    "))
            ]
            for destination in destinations {
                let path = \(app)NavigationState(opening: destination)?.path.map(\\.description)
                print(path.map { $0.joined(separator: " › ") } ?? "nil")
            }

            """
        let output = try build(spec, program: program).run(stdin: "")
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
            String.init)
        try #require(lines.count == texts.count)
        var opened = 0
        var refused = 0
        for (text, line) in zip(texts, lines) {
            switch simulator.open(route: text) {
            case .success(let opening):
                opened += 1
                #expect(line == opening.state.path.map(\.description).joined(separator: " › "), "\(text)")
            case .failure(let refusal):
                refused += 1
                #expect(line == "nil", "\(text): the simulator refuses it (\(refusal.reason))")
            }
        }
        #expect(opened > 0 && refused > 0, "both kinds are covered: \(opened) opened, \(refused) refused")
    }

    /// Every `style` of a state as `JSONEncoder` writes it, keys in sorted order: the
    /// styles of its modals. The program runs the same code (``stylesFunction``).
    static func styles(_ value: Any) -> [String] {
        if let object = value as? [String: Any] {
            return object.keys.sorted().flatMap { key -> [String] in
                if key == "style", let style = object[key] as? String { return [style] }
                return styles(object[key]!)
            }
        }
        if let array = value as? [Any] { return array.flatMap(styles) }
        return []
    }

    static let stylesFunction = """
        func styles(_ value: Any) -> [String] {
            if let object = value as? [String: Any] {
                return object.keys.sorted().flatMap { key -> [String] in
                    if key == "style", let style = object[key] as? String { return [style] }
                    return styles(object[key]!)
                }
            }
            if let array = value as? [Any] { return array.flatMap(styles) }
            return []
        }
        """

    /// The case of the destination enum each screen of the path is wrapped in: its
    /// coordinator, or for a route of a route set, that of the screen below it (the
    /// stack, flow or presenting route that showed it: a set's routes show only its own).
    static func expectedHosts(_ state: NavigationState, _ spec: NavigationSpec) -> [String] {
        let sets = Set(spec.coordinators.filter { $0.kind == .routes }.map(\.id.value))
        var host = ""
        return state.path.map { entry in
            if !sets.contains(entry.route.coordinator) { host = entry.route.coordinator }
            return host
        }
    }

    /// Launch, and `open` sequences reaching a deep push, a modal and another tab;
    /// from `start` when given (another root entry's launch state).
    static func startingSequences(
        _ urls: [String], _ simulator: Simulator, from start: NavigationState? = nil
    ) -> [[String]] {
        let launch = start ?? simulator.launchState
        let launchTabs = launch.selectedTabs.map(\.tab)
        var deepest: (url: String, depth: Int)?
        var modal: String?
        var otherTab: String?
        for url in urls {
            guard case .success(let opening) = simulator.open(url, on: launch) else { continue }
            let state = opening.state
            let depth = state.path.count
            if depth > (deepest?.depth ?? 1) { deepest = (url, depth) }
            if modal == nil,
                StateRendering.text(state).contains("sheet") || StateRendering.text(state).contains("cover")
            {
                modal = url
            }
            if otherTab == nil, state.selectedTabs.map(\.tab) != launchTabs { otherTab = url }
        }
        var sequences: [[String]] = [[]]
        for url in [deepest?.url, modal, otherTab].compactMap({ $0 }) where !sequences.contains([url]) {
            sequences.append([url])
        }
        if let deep = deepest?.url {
            if let modal { sequences.append([deep, modal]) }
            if let otherTab { sequences.append([otherTab, deep]) }
            sequences.append([deep, deep])
        }
        return sequences
    }

    /// A step `root NAME VALUE` of a starting sequence: the condition set at launch, which
    /// shows another entry of the `root` list (the generated state: `init(conditions:)`).
    static func rootSwap(_ step: String) -> SimulatorAction? {
        let words = step.split(separator: " ")
        guard words.count == 3, words[0] == "root" else { return nil }
        return .set(String(words[1]), words[2] == "true")
    }

    /// For a spec whose root is a list: each condition that, flipped at launch, shows
    /// another root entry, then the starting sequences from that entry's launch state.
    /// Links then open on the trees of every entry, not only the launch one's.
    static func rootSwaps(_ urls: [String], _ simulator: Simulator) -> [[String]] {
        guard simulator.spec.hasAlternativeRoots else { return [] }
        let launch = simulator.launchState
        return simulator.spec.conditions.flatMap { condition -> [[String]] in
            let flip = SimulatorAction.set(condition.id.value, !condition.initially)
            guard case .success(let swapped) = simulator.perform(flip, on: launch),
                swapped.root.coordinator != launch.root.coordinator
            else { return [] }
            let step = "root \(condition.id.value) \(!condition.initially)"
            return startingSequences(urls, simulator, from: swapped).map { [step] + $0 }
        }
    }

    /// A step `set NAME VALUE` of a starting sequence, as the simulator's action.
    static func conditionChange(_ step: String) -> SimulatorAction? {
        let words = step.split(separator: " ")
        guard words.count == 3, words[0] == "set" else { return nil }
        return .set(String(words[1]), words[2] == "true")
    }

    /// The deepest state, then each condition flipped: links then meet
    /// guards on a state other than launch (`deeplinks.requires` with `stay` keeps it).
    /// Only where nothing waits and the flip changes no screen: the generated state's
    /// `conditions` is a plain value that resumes nothing and hides no tab.
    static func conditionChanges(_ urls: [String], _ simulator: Simulator) -> [[String]] {
        let launch = simulator.launchState
        let deepest = urls.compactMap { url -> (String, Int)? in
            guard case .success(let opening) = simulator.open(url, on: launch) else { return nil }
            return (url, opening.state.path.count)
        }.max { $0.1 < $1.1 }
        guard let deep = deepest?.0, case .success(let opening) = simulator.open(deep, on: launch),
            opening.state.waiting == nil
        else { return [] }
        return simulator.spec.conditions.filter(\.params.isEmpty).compactMap { condition in
            let flip = SimulatorAction.set(condition.id.value, !condition.initially)
            guard case .success(let flipped) = simulator.perform(flip, on: opening.state),
                flipped.path == opening.state.path, flipped.waiting == nil
            else { return nil }
            return [deep, "set \(condition.id.value) \(!condition.initially)"]
        }
    }

    /// The replay of one spec: a function of the program that opens a sequence of URLs
    /// with `open(_:)` (or `init?(url:)` for a spec without open modes, where opening
    /// is always a reset) and says what it ended in.
    /// `conditions` are the spec's conditions, `flipped` those a step may set (a
    /// condition with params is a query, not a settable `Bool`).
    static func openFunction(
        _ function: String, app: String, usesModes: Bool, adapts: Bool, conditions: [String] = [],
        flipped: [String]? = nil, rootList: Bool = false, usesSource: Bool = false
    ) -> String {
        let given = conditions.isEmpty ? "" : ", conditions: state.conditions"
        var setters = (flipped ?? conditions).flatMap { name in
            [true, false].map { "case \"set \(name) \($0)\": state.conditions.`\(name)` = \($0); continue" }
        }
        if rootList {
            setters += (flipped ?? conditions).flatMap { name in
                [true, false].map {
                    "case \"root \(name) \($0)\": state.conditions.`\(name)` = \($0); "
                        + "state = \(app)NavigationState(conditions: state.conditions); continue"
                }
            }
        }
        let sizeClass = adapts ? ", sizeClass: \(app)SizeClass(rawValue: input[0])!" : ""
        // The last URL opens from the source the input names; the ones before, external.
        let source =
            usesSource
            ? ", source: position == urls.count - 1 ? \(app)LinkSource(rawValue: input[1])! : .external" : ""
        let open =
            usesModes
            ? "state.open(url\(source)\(sizeClass))"
            : "{ if let next = \(app)NavigationState(url: url\(given)\(sizeClass)) { state = next; return true }; return false }()"
        return """
            func \(function)(_ input: [String]) -> Line {
                let urls = Array(input.dropFirst(\(usesSource ? 2 : 1)))
                var state = \(app)NavigationState()
                var opened = false
                var unchanged = true
                for (position, string) in urls.enumerated() {
                    switch string {
                    \(setters.joined(separator: "\n        "))
                    default: break
                    }
                    guard let url = URL(string: string) else { continue }
                    let before = state
                    opened = \(open)
                    if position == urls.count - 1, !opened { unchanged = before == state }
                }
                let hosts = state.path.map { Mirror(reflecting: $0).children.first?.label ?? "" }
                let object = try! JSONSerialization.jsonObject(with: try! JSONEncoder().encode(state))
                return Line(
                    opened: opened, path: state.path.map(\\.description), hosts: hosts,
                    unchangedWhenRefused: unchanged, styles: styles(object))
            }

            """
    }

    /// The replays of every compared spec in one program (each spec's types under `P`
    /// and its index), built once: a program per spec costs a compile and a link each.
    /// The program's argument picks the spec; each input line is a JSON list of URLs.
    static let openers: Result<Openers, FixtureError> = {
        do {
            var compared: [String] = []
            var files: [GeneratedFile] = []
            var owners: [String: String] = [:]
            var customTypes: Set<String> = []
            var functions = ""
            var cases = ""
            for name in specs {
                let spec = try CodeGenFixtures.spec(name)
                let plain = try generatedFile(spec)
                if !spec.conditions.isEmpty, !plain.contains("init?(url: URL, conditions: ") { continue }
                let index = compared.count
                compared.append(name)
                let generated = try CodeGenerator.generate(
                    spec, options: GenerateOptions(ui: .none, typePrefix: "P\(index)"))
                files += generated
                for file in generated { owners[file.name] = name }
                customTypes.formUnion(CodeGenFixtures.customTypeNames(of: spec))
                let usesModes = plain.contains("mutating func open(_ url: URL")
                functions += openFunction(
                    "open\(index)", app: "P\(index)" + spec.app.value, usesModes: usesModes,
                    adapts: CodeGenFixtures.sizeClasses(of: spec).count > 1,
                    conditions: spec.conditions.map(\.id.value),
                    flipped: spec.conditions.filter(\.params.isEmpty).map(\.id.value),
                    rootList: spec.hasAlternativeRoots,
                    usesSource: spec.usesLinkSource)
                cases += "    case \(index): open\(index)(urls)\n"
            }
            let main = """
                import Foundation

                struct Line: Encodable {
                    var opened: Bool
                    var path: [String]
                    var hosts: [String]
                    var unchangedWhenRefused: Bool
                    var styles: [String]
                }

                \(Self.stylesFunction)
                \(functions)
                let spec = Int(CommandLine.arguments[1])!
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                while let text = readLine() {
                    let urls = try JSONDecoder().decode([String].self, from: Data(text.utf8))
                    let line: Line =
                        switch spec {
                \(cases)    default: fatalError("no spec \\(spec)")
                        }
                    print(String(decoding: try encoder.encode(line), as: UTF8.self))
                }

                """
            let folder = try CodeGenFixtures.temporaryFolder()
            var sources = try CodeGenFixtures.write(files, to: folder)
            let mainFile = folder.appendingPathComponent("main.swift")
            try Data(main.utf8).write(to: mainFile)
            let types = folder.appendingPathComponent("CustomTypes.swift")
            try Data(CodeGenFixtures.customTypes(named: customTypes).utf8).write(to: types)
            sources += [types, mainFile]
            let program = folder.appendingPathComponent("openers")
            let built = try SwiftCompiler.executable(sources, output: program)
            guard built.succeeded else {
                // The specs whose files the errors are in.
                let named = Set(owners.filter { built.output.contains("/\($0.key):") }.values).sorted()
                return .failure(FixtureError("the openers of \(named) do not build:\n\(built.excerpt)"))
            }
            return .success(Openers(program: Program(path: program.path), names: compared))
        } catch {
            return .failure(error as? FixtureError ?? FixtureError("\(error)"))
        }
    }()

    struct Openers: Sendable {
        let program: Program
        let names: [String]

        func run(_ name: String, _ inputs: [[String]]) throws -> [Line] {
            guard let index = names.firstIndex(of: name) else {
                throw FixtureError("\(name) is not in the batch")
            }
            let stdin =
                try inputs.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
                .joined(separator: "\n") + "\n"
            let decoder = JSONDecoder()
            return try program.run(stdin: stdin, arguments: ["\(index)"]).split(separator: "\n").map {
                try decoder.decode(Line.self, from: Data($0.utf8))
            }
        }
    }

    private static func generatedFile(_ spec: NavigationSpec) throws -> String {
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none))
        return files.map(\.contents).joined()
    }

    struct Program: Sendable {
        let path: String

        func run(stdin: String, arguments: [String] = []) throws -> String {
            let run = try Subprocess.run(path, arguments, stdin: stdin)
            try #require(run.succeeded, "\(run.excerpt)")
            return run.output
        }
    }

    private func build(_ spec: NavigationSpec, program text: String) throws -> Program {
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none))
        let folder = try CodeGenFixtures.temporaryFolder()
        var sources = try CodeGenFixtures.write(files, to: folder)
        let main = folder.appendingPathComponent("main.swift")
        try Data(text.utf8).write(to: main)
        sources += [try CodeGenFixtures.writeCustomTypes(of: spec, to: folder), main]
        let program = folder.appendingPathComponent("opener")
        let built = try SwiftCompiler.executable(sources, output: program)
        try #require(built.succeeded, "\(built.excerpt)")
        return Program(path: program.path)
    }
}
