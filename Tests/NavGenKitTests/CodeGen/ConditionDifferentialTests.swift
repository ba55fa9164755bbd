import Foundation
import NavGenKit
import Testing

/// The generated `init?(url:conditions:)` against the simulator: for every spec with
/// conditions (at most four), every URL of its corpus under every combination of
/// condition values. A program built from the generated file prints each state as
/// `JSONEncoder` writes it, and it must equal the simulator's state for the same URL
/// and `--given` values, written the same way (``GeneratedStateJSON``): the whole tree,
/// the conditions, and `waiting` (the link's screen while its condition's flow is
/// shown). A URL the simulator refuses must give nil. A spec whose items adapt is
/// compared in both size classes (`sizeClass:` against `--size-class`).
@Suite(.serialized) struct ConditionDifferentialTests {
    static let specs = (CodeGenFixtures.examples + CodeGenFixtures.specials).filter { name in
        guard let spec = try? CodeGenFixtures.spec(name) else { return false }
        // A condition with params holds tuples, not one Bool to combine:
        // `ParamConditionDifferentialTests` compares those specs under given tuples.
        return !spec.conditions.isEmpty && spec.conditions.count <= 4
            && spec.conditions.allSatisfy(\.params.isEmpty)
    }

    @Test func specsWithConditionsAreCovered() {
        #expect(Self.specs.contains("recipes"))
        #expect(Self.specs.contains("guards"))
        #expect(Self.specs.contains("conditions"))
        #expect(Self.specs.contains("social"))
        #expect(Self.specs.contains("vault"))
    }

    @Test(arguments: specs)
    func generatedOpeningUnderConditionsMatchesTheSimulator(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        let compact = try Simulator(spec: spec)
        let names = spec.conditions.map(\.id.value)
        var urls = DeepLinkCorpus.urls(for: spec)
        let listed = CodeGenFixtures.specURL(name).deletingLastPathComponent().appendingPathComponent(
            "urls.txt")
        if let text = try? String(contentsOf: listed, encoding: .utf8) {
            urls = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty } + urls
        }
        // URLs Foundation keeps as written: the router tests cover its rewrites.
        var seen: Set<String> = []
        urls = urls.filter { URL(string: $0)?.absoluteString == $0 && seen.insert($0).inserted }
        let encoding = GeneratedStateJSON(spec: spec)
        // Each URL as it opens under the `initially` values, to count the combinations that change it.
        var launchOpenings: [String: NavigationState] = [:]
        let initially = Dictionary(uniqueKeysWithValues: spec.conditions.map { ($0.id.value, $0.initially) })
        for url in urls { launchOpenings[url] = Self.open(url, given: initially, compact)?.state }
        var inputs: [String] = []
        var expected: [String] = []
        var counts = (opened: 0, waiting: 0, refused: 0, differsFromLaunch: 0)
        let sizeClasses = CodeGenFixtures.sizeClasses(of: spec)
        for (sizeClass, combination) in sizeClasses.flatMap({ c in (0..<(1 << names.count)).map { (c, $0) } })
        {
            let simulator = compact.inSizeClass(sizeClass)
            let values = names.indices.map { combination & (1 << $0) != 0 }
            let given = Dictionary(uniqueKeysWithValues: zip(names, values))
            let bits =
                String(values.map { $0 ? "1" : "0" })
                + (sizeClasses.count > 1 ? String(sizeClass.rawValue.prefix(1)) : "")
            for url in urls {
                inputs.append(bits + " " + url)
                guard let opened = Self.open(url, given: given, simulator) else {
                    expected.append("null")
                    if launchOpenings[url] != nil { counts.differsFromLaunch += 1 }
                    if let match = Self.followedMatch(url, simulator),
                        simulator.router.action(of: match) == nil
                    {
                        counts.refused += 1
                    }
                    continue
                }
                counts.opened += 1
                var waiting: (RouteEntry, host: String)?
                if opened.waits, let target = Self.linkTarget(url, spec, simulator) {
                    counts.waiting += 1
                    waiting = target
                }
                if sizeClass == .compact, opened.state.root != launchOpenings[url]?.root {
                    counts.differsFromLaunch += 1
                }
                expected.append(
                    GeneratedStateJSON.text(
                        encoding.object(opened.state, conditions: given, waiting: waiting)))
            }
        }
        let lines = try Self.run(name, inputs)
        try #require(lines.count == inputs.count, "\(name): \(lines.count) lines for \(inputs.count) inputs")
        for (input, (line, want)) in zip(inputs, zip(lines, expected)) {
            #expect(line == want, "\(name): \(input)")
        }
        print(
            "\(name): \(urls.count) URLs under \(1 << names.count) combinations: \(counts.opened) opened, "
                + "\(counts.waiting) waiting, \(counts.refused) refused by a guard, "
                + "\(counts.differsFromLaunch) not as without conditions")
        // Not vacuous: links wait (or, where every link needs a condition and falls back
        // to the browser, are refused), and conditions change what opens; in the fixture
        // made for it, guards also refuse.
        #expect((counts.waiting > 0 || counts.refused > 0) && counts.differsFromLaunch > 0, "\(name)")
        if name == "guards" { #expect(counts.refused > 0) }
    }

    /// The specs whose `<App>Link(url:conditions:)` is compared too: those with a `web`
    /// fallback, where it says which links go back to the browser.
    static let linkSpecs = specs.filter { (try? CodeGenFixtures.spec($0))?.usesWebFallback == true }

    @Test func specsWithWebFallbacksAreCovered() {
        #expect(Self.linkSpecs.contains("fallbacks"))
        #expect(Self.linkSpecs.contains("roots-web"))
    }

    /// The generated `<App>Link(url:conditions:)` against the simulator, under every
    /// combination of conditions: `.web` with the URL `simulate --url` hands back to the
    /// browser exactly where it does, nil where it refuses the link (or a custom-scheme
    /// link meets `web`), else the link's action or its own screen (whatever its guards
    /// show first).
    @Test(arguments: linkSpecs)
    func generatedLinkUnderConditionsMatchesTheSimulator(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        let simulator = try Simulator(spec: spec)
        let names = spec.conditions.map(\.id.value)
        var seen: Set<String> = []
        let urls = DeepLinkCorpus.urls(for: spec).filter {
            URL(string: $0)?.absoluteString == $0 && seen.insert($0).inserted
        }
        var inputs: [String] = []
        var expected: [String] = []
        var counts = (web: 0, refused: 0)
        for combination in 0..<(1 << names.count) {
            let values = names.indices.map { combination & (1 << $0) != 0 }
            for url in urls {
                inputs.append(String(values.map { $0 ? "1" : "0" }) + " " + url)
                switch simulator.router.open(url, resettingUnder: values) {
                case .failure:
                    expected.append("null")
                    if Self.followedMatch(url, simulator) != nil { counts.refused += 1 }
                case .success(let opening):
                    if let web = opening.web {
                        counts.web += 1
                        expected.append("web " + web)
                    } else if let action = opening.action {
                        expected.append("action " + action.description)
                    } else if let target = Self.linkTarget(url, spec, simulator) {
                        expected.append("destination " + target.0.description)
                    } else {
                        expected.append("destination " + opening.target.description)
                    }
                }
            }
        }
        let lines = try Self.run(name, inputs, mode: "link")
        try #require(lines.count == inputs.count, "\(name): \(lines.count) lines for \(inputs.count) inputs")
        for (input, (line, want)) in zip(inputs, zip(lines, expected)) {
            #expect(line == want, "\(name): \(input)")
        }
        print(
            "\(name): \(inputs.count) links compared, \(counts.web) to the browser, \(counts.refused) refused"
        )
        // Not vacuous: links go back to the browser, and some that match are not handed back.
        #expect(counts.web > 0 && counts.refused > 0, "\(name)")
    }

    /// What `navgen simulate --given ... --url URL` shows: the state, and whether the
    /// link waits; nil when it opens nothing.
    static func open(_ url: String, given: [String: Bool], _ simulator: Simulator) -> (
        state: NavigationState, waits: Bool
    )? {
        let values = simulator.spec.conditions.map { given[$0.id.value] ?? $0.initially }
        // An action link shows no screen, and a link handed back to the browser (`web`)
        // opens none: the generated state is nil for both.
        guard case .success(let opening) = simulator.router.open(url, resettingUnder: values),
            opening.action == nil, opening.web == nil
        else {
            return nil
        }
        return (opening.state, opening.state.waiting != nil)
    }

    /// The match of the URL a link opens once its redirects are followed.
    static func followedMatch(_ url: String, _ simulator: Simulator) -> DeepLinkMatch? {
        guard case .success(let followed) = simulator.router.followingRedirects(url) else { return nil }
        return followed.match
    }

    /// The screen a link is for, with the URL's values, and the stack whose case holds
    /// it: what the generated `waiting` holds while the link waits.
    ///
    /// A route of a route set is written inside the case of the coordinator that shows
    /// it, and that is where the link's sequence puts it (the social example's
    /// `/tags/{tag}` on Explore, not on the first tab that uses the set): the host is
    /// read from the state the link opens under a combination that lets it through.
    static func linkTarget(_ url: String, _ spec: NavigationSpec, _ simulator: Simulator) -> (
        RouteEntry, host: String
    )? {
        // Under a `root` list a link to another root's screen matches no pattern of the
        // root shown, yet waits while `deeplinks.requires` is unmet: its screen still waits.
        guard
            let match = followedMatch(url, simulator)
                ?? DeepLinkMatcher(catalog: simulator.router.catalog).match(url),
            let coordinator = spec.coordinators.first(where: { $0.id.value == match.route.coordinator }),
            let route = coordinator.routes.first(where: { $0.id.value == match.route.route })
        else { return nil }
        let arguments = zip(route.params, match.arguments).map {
            RouteArgument(name: $0.name.value, value: $1)
        }
        let entry = RouteEntry(route: match.route, arguments: arguments)
        guard coordinator.kind == .routes else { return (entry, coordinator.id.value) }
        let count = spec.conditions.count
        let encoding = GeneratedStateJSON(spec: spec)
        for combination in 0..<(1 << count) {
            let values = (0..<count).map { combination & (1 << $0) != 0 }
            guard case .success(let opening) = simulator.router.open(url, resettingUnder: values),
                opening.state.waiting == nil, opening.state.top?.route == match.route,
                let host = encoding.hostOfTop(opening.state.root)
            else { continue }
            return (entry, host)
        }
        return nil
    }

    /// The generated files of every spec (each under `P` and its index) with a
    /// `main.swift` that reads `BITS URL` lines and prints each state's JSON, or `null`,
    /// for the spec its argument names: one program, built once, for all of them.
    static let program: Result<URL, FixtureError> = {
        do {
            var sources: [URL] = []
            var owners: [String: String] = [:]
            var customTypes: Set<String> = []
            var functions = ""
            var cases = ""
            var linkCases = ""
            let folder = try CodeGenFixtures.temporaryFolder()
            for (index, name) in specs.enumerated() {
                let spec = try CodeGenFixtures.spec(name)
                let app = "P\(index)" + spec.app.value
                let names = spec.conditions.map(\.id.value)
                let arguments = names.enumerated().map { "\($1): bits[\($0)] == \"1\"" }.joined(
                    separator: ", ")
                // An adaptive spec's input has a size class letter after the bits.
                let adapts = CodeGenFixtures.sizeClasses(of: spec).count > 1
                let sizeClass =
                    adapts
                    ? ", sizeClass: bits.count > \(names.count) && bits[\(names.count)] == \"r\" ? .regular : .compact"
                    : ""
                let width = names.count + (adapts ? 1 : 0)
                functions += """
                    func state\(index)(_ text: String) throws -> String {
                        let bits = Array(text.prefix(\(width)))
                        let string = String(text.dropFirst(\(width + 1)))
                        let conditions = \(app)Conditions(\(arguments))
                        guard let url = URL(string: string), let state = \(app)NavigationState(url: url, conditions: conditions\(sizeClass))
                        else { return "null" }
                        let encoder = JSONEncoder()
                        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                        return String(decoding: try encoder.encode(state), as: UTF8.self)
                    }

                    """
                cases += "    case \(index): try state\(index)(text)\n"
                if linkSpecs.contains(name) {
                    functions += """
                        func link\(index)(_ text: String) -> String {
                            let bits = Array(text.prefix(\(names.count)))
                            let string = String(text.dropFirst(\(names.count + 1)))
                            let conditions = \(app)Conditions(\(arguments))
                            guard let url = URL(string: string) else { return "null" }
                            switch \(app)Link(url: url, conditions: conditions) {
                            case .web(let url)?: return "web " + url.absoluteString
                            case .destination(let destination)?: return "destination " + destination.description
                            \(spec.actions.isEmpty ? "" : "case .action(let action)?: return \"action \" + action.description")
                            case nil: return "null"
                            }
                        }

                        """
                    linkCases += "    case \(index): link\(index)(text)\n"
                }
                let files = try CodeGenerator.generate(
                    spec, options: GenerateOptions(ui: .none, typePrefix: "P\(index)"))
                for url in try CodeGenFixtures.write(files, to: folder) {
                    owners[url.path] = name
                    sources.append(url)
                }
                customTypes.formUnion(CodeGenFixtures.customTypeNames(of: spec))
            }
            let main = folder.appendingPathComponent("main.swift")
            try Data(
                """
                import Foundation

                \(functions)
                let spec = Int(CommandLine.arguments[1])!
                let linkMode = CommandLine.arguments.count > 2
                while let text = readLine() {
                    if linkMode {
                        print(link(spec, text))
                        continue
                    }
                    let line =
                        switch spec {
                \(cases)    default: fatalError("no spec \\(spec)")
                        }
                    print(line)
                }

                func link(_ spec: Int, _ text: String) -> String {
                    switch spec {
                \(linkCases)    default: fatalError("no links for spec \\(spec)")
                    }
                }

                """.utf8
            ).write(to: main)
            let types = folder.appendingPathComponent("CustomTypes.swift")
            try Data(CodeGenFixtures.customTypes(named: customTypes).utf8).write(to: types)
            let program = folder.appendingPathComponent("guarded")
            let built = try SwiftCompiler.executable(sources + [types, main], output: program)
            guard built.succeeded else {
                let named = Set(owners.filter { built.output.contains($0.key + ":") }.values).sorted()
                return .failure(
                    FixtureError("the generated files of \(named) do not build:\n\(built.excerpt)"))
            }
            return .success(program)
        } catch {
            return .failure(error as? FixtureError ?? FixtureError("\(error)"))
        }
    }()

    /// Each input's state as ``GeneratedStateJSON`` writes it, or `null`.
    /// `mode` `link`: each input's `<App>Link(url:conditions:)`, as `web URL`, `action A`,
    /// `destination D` or `null`.
    private static func run(_ name: String, _ inputs: [String], mode: String? = nil) throws -> [String] {
        let index = try #require(specs.firstIndex(of: name))
        let run = try Subprocess.run(
            try program.get().path, ["\(index)"] + (mode.map { [$0] } ?? []),
            stdin: inputs.joined(separator: "\n") + "\n")
        try #require(run.succeeded, "\(run.excerpt)")
        return run.output.split(separator: "\n").map { line in
            guard line != "null", let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else {
                return String(line)
            }
            return GeneratedStateJSON.text(object)
        }
    }
}
