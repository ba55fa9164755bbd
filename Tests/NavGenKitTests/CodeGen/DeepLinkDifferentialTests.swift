import Foundation
import NavGenKit
import Testing

/// The generated router against the simulator: for every string of a corpus, a
/// program built from the generated `<App>Navigation.swift` makes a `URL(string:)`
/// of it and prints `<App>Destination(url:)?.description` and
/// `<App>NavigationState(url:)?.path`, and both must equal what `navgen simulate`
/// reports for the same string (`target` and `path`); a string `URL(string:)`
/// rejects must open nothing in the simulator either.
///
/// The corpus is the example's `urls.txt` plus strings derived from every pattern
/// (``DeepLinkCorpus``), many of which Foundation rewrites. Two rewrites are known
/// not to be followed, and are checked as such:
/// - a non-ASCII host: the simulator refuses it, and the app too, unless IDNA made a
///   plain ASCII host of it (fullwidth letters, a soft hyphen), which navgen cannot
///   compute (docs/spec.md, "Which URLs are accepted");
/// - where this platform's Foundation rewrites otherwise than Apple's
///   (``FoundationURLModel``), the router is run on Apple's text instead.
@Suite(.serialized) struct DeepLinkDifferentialTests {
    static let specs = CodeGenFixtures.examples + CodeGenFixtures.specials

    /// The routers of the specs without conditions, in one program.
    static let routers: Result<GeneratedRouterProgram.Batch, FixtureError> = {
        do {
            let compared = try specs.map { ($0, try CodeGenFixtures.spec($0)) }.filter {
                $0.1.conditions.isEmpty
            }
            return .success(try GeneratedRouterProgram.batch(compared.map { (name: $0.0, spec: $0.1) }))
        } catch {
            return .failure(error as? FixtureError ?? FixtureError("\(error)"))
        }
    }()

    @Test(arguments: specs)
    func generatedRouterMatchesTheSimulator(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        // Under conditions the simulator's state depends on their values: a spec with
        // conditions is compared under every combination of them by the generated
        // `init?(url:conditions:)`'s own differential test.
        guard spec.conditions.isEmpty else { return }
        var urls = DeepLinkCorpus.urls(for: spec)
        let listed = CodeGenFixtures.specURL(name).deletingLastPathComponent().appendingPathComponent(
            "urls.txt")
        if let text = try? String(contentsOf: listed, encoding: .utf8) {
            urls = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty } + urls
        }
        // Each string, and the text Apple's Foundation makes of it.
        var inputs = urls
        var seen = Set(urls)
        for url in urls {
            let apple = FoundationURLModel.absoluteString(url)
            if seen.insert(apple).inserted { inputs.append(apple) }
        }
        let lines = try Self.routers.get().run(name, urls: inputs)
        try #require(
            lines.count == inputs.count, "the program printed \(lines.count) lines for \(inputs.count) URLs")
        let app = Dictionary(lines.map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
        let simulator = try Simulator(spec: spec)
        var counts = (opened: 0, rejected: 0, idnaToASCII: 0, appleText: 0)
        for url in urls {
            guard let line = app[url] else { continue }
            let simulated = simulator.open(url)
            let expected: (target: String?, path: [String]?, action: String?)
            switch simulated {
            case .success(let opening) where opening.action != nil:
                // An action link: no screen, so no destination and no state.
                expected = (nil, nil, opening.action?.description)
                counts.opened += 1
            case .success(let opening):
                expected = (opening.target.description, opening.state.path.map(\.description), nil)
                counts.opened += 1
            case .failure:
                expected = (nil, nil, nil)
            }
            guard let absolute = line.absolute else {
                counts.rejected += 1
                #expect(expected.target == nil, "\(name): \(url) opens, but URL(string:) rejects it")
                continue
            }
            var compared = line
            if case .failure(.unreadableHost) = simulated, line.target != nil || line.action != nil {
                // IDNA made a plain host of a non-ASCII one: the one case navgen cannot follow.
                #expect(
                    Self.hostIsASCII(absolute) && !url.unicodeScalars.allSatisfy(\.isASCII), "\(name): \(url)"
                )
                counts.idnaToASCII += 1
                continue
            }
            let apple = FoundationURLModel.absoluteString(url)
            if absolute != apple, !Self.hasNonASCIIHost(url), let appleLine = app[apple] {
                // Swift 6.3's Foundation re-encodes escapes, or drops a port: run Apple's text.
                #expect(
                    url.contains("%") || Self.authority(of: url).contains(":"),
                    "\(name): \(url) rewritten as \(absolute)")
                #expect(appleLine.absolute == apple, "\(name): \(apple) is not kept as it is")
                compared = appleLine
                counts.appleText += 1
            }
            // Byte for byte: `String ==` would take two spellings of `é` for one.
            #expect(
                compared.target.map { Array($0.utf8) } == expected.target.map { Array($0.utf8) },
                "\(name): \(url) (as \(absolute)): target")
            #expect(
                compared.path?.map { Array($0.utf8) } == expected.path?.map { Array($0.utf8) },
                "\(name): \(url) (as \(absolute)): path")
            #expect(
                compared.action.map { Array($0.utf8) } == expected.action.map { Array($0.utf8) },
                "\(name): \(url) (as \(absolute)): action")
        }
        print(
            "\(name): \(urls.count) URLs, \(counts.opened) opened, \(counts.rejected) rejected by URL(string:), "
                + "\(counts.appleText) compared as Apple's Foundation writes them, "
                + "\(counts.idnaToASCII) non-ASCII hosts IDNA maps to ASCII")
        // Not vacuous: every usable pattern's own URL opens.
        #expect(
            counts.opened >= DeepLinkCatalog(spec: spec).pool.count,
            "\(name): only \(counts.opened) of \(urls.count) opened")
    }

    /// A spec whose items adapt, in both size classes: the generated
    /// `<App>NavigationState(url:sizeClass:)` against `simulate --size-class`, by path
    /// and by the style of every modal (as `JSONEncoder` writes the state).
    @Test(arguments: specs)
    func generatedRouterMatchesTheSimulatorInEverySizeClass(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        guard spec.conditions.isEmpty, CodeGenFixtures.sizeClasses(of: spec).count > 1 else { return }
        let urls = DeepLinkCorpus.urls(for: spec).filter { URL(string: $0)?.absoluteString == $0 }
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none))
        let folder = try CodeGenFixtures.temporaryFolder()
        let app = spec.app.value
        let main = folder.appendingPathComponent("main.swift")
        try Data(
            """
            import Foundation

            \(OpenDifferentialTests.stylesFunction)
            while let text = readLine() {
                let sizeClass = \(app)SizeClass(rawValue: String(text.prefix { $0 != " " }))!
                let url = URL(string: String(text.drop { $0 != " " }.dropFirst()))!
                guard let state = \(app)NavigationState(url: url, sizeClass: sizeClass) else {
                    print("null")
                    continue
                }
                let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(state))
                print(state.path.map(\\.description).joined(separator: " › ") + " | " + styles(object).joined(separator: " "))
            }

            """.utf8
        ).write(to: main)
        let sources =
            try CodeGenFixtures.write(files, to: folder) + [
                try CodeGenFixtures.writeCustomTypes(of: spec, to: folder), main,
            ]
        let program = folder.appendingPathComponent("sized")
        let built = try SwiftCompiler.executable(sources, output: program)
        try #require(built.succeeded, "\(built.excerpt)")
        var inputs: [String] = []
        var expected: [String] = []
        let encoding = GeneratedStateJSON(spec: spec)
        let compact = try Simulator(spec: spec)
        for sizeClass in SizeClass.allCases {
            let simulator = compact.inSizeClass(sizeClass)
            for url in urls {
                inputs.append(sizeClass.rawValue + " " + url)
                guard case .success(let opening) = simulator.open(url), opening.action == nil else {
                    expected.append("null")
                    continue
                }
                expected.append(Self.pathAndStyles(of: opening.state, encoding))
            }
        }
        let run = try Subprocess.run(program.path, [], stdin: inputs.joined(separator: "\n") + "\n")
        try #require(run.succeeded, "\(run.excerpt)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
            String.init)
        try #require(lines.count == inputs.count)
        for (input, (line, want)) in zip(inputs, zip(lines, expected)) {
            #expect(line == want, "\(name): \(input)")
        }
        print("\(name): \(urls.count) URLs in both size classes")
    }

    /// Not vacuous: the fixtures the test above compares hold links that open in
    /// another style when regular (a fixture whose adaptive items no link reaches,
    /// as a share sheet, adds none).
    @Test func someFixtureOpensALinkOtherwiseWhenRegular() throws {
        var differing: [String: Int] = [:]
        for name in Self.specs {
            let spec = try CodeGenFixtures.spec(name)
            guard spec.conditions.isEmpty, CodeGenFixtures.sizeClasses(of: spec).count > 1 else { continue }
            let encoding = GeneratedStateJSON(spec: spec)
            let compact = try Simulator(spec: spec)
            let regular = compact.inSizeClass(.regular)
            for url in DeepLinkCorpus.urls(for: spec) {
                guard case .success(let shown) = regular.open(url), shown.action == nil,
                    case .success(let other) = compact.open(url),
                    Self.pathAndStyles(of: shown.state, encoding)
                        != Self.pathAndStyles(of: other.state, encoding)
                else { continue }
                differing[name, default: 0] += 1
            }
        }
        #expect(!differing.isEmpty, "no fixture opens a link otherwise in the regular size class")
        print("shown otherwise when regular: \(differing.sorted { $0.key < $1.key })")
    }

    /// `a.b › c.d | sheet popover`: a state's path and the style of every modal, as
    /// the generated program prints them.
    private static func pathAndStyles(of state: NavigationState, _ encoding: GeneratedStateJSON) -> String {
        state.path.map(\.description).joined(separator: " › ") + " | "
            + OpenDifferentialTests.styles(encoding.object(state)).joined(separator: " ")
    }

    /// The authority of a URL's text, if it has one.
    private static func authority(of url: String) -> Substring {
        guard let start = url.range(of: "://")?.upperBound else { return "" }
        return url[start...].prefix { !"/?#".contains($0) }
    }

    /// Whether the host of a URL's text has anything but ASCII.
    private static func hasNonASCIIHost(_ url: String) -> Bool {
        !authority(of: url).unicodeScalars.allSatisfy(\.isASCII)
    }

    private static func hostIsASCII(_ absolute: String) -> Bool {
        absolute.unicodeScalars.allSatisfy(\.isASCII) && !absolute.lowercased().contains("xn--")
    }
}
