import Foundation
import NavGenKit
import Testing

/// The generated router against the simulator: for every URL of a corpus, a
/// program built from the generated `<App>Navigation.swift` prints
/// `<App>Destination(url:)?.description` and `<App>NavigationState(url:)?.path`,
/// and both must equal what `navgen simulate` reports (`target` and `path`).
///
/// The corpus is the example's `urls.txt` plus URLs derived from every pattern
/// (``DeepLinkCorpus``). The program sees a `URL`, so the simulator is given the
/// URL's `absoluteString`: the text an app receives. Strings Foundation rejects
/// never reach an app and are only counted.
@Suite(.serialized) struct DeepLinkDifferentialTests {
    static let specs = CodeGenFixtures.examples + CodeGenFixtures.specials

    struct Line: Decodable {
        var url: String
        var absolute: String?
        var target: String?
        var path: [String]?
    }

    @Test(arguments: specs)
    func generatedRouterMatchesTheSimulator(_ name: String) throws {
        let spec = try CodeGenFixtures.spec(name)
        var urls = DeepLinkCorpus.urls(for: spec)
        let listed = CodeGenFixtures.specURL(name).deletingLastPathComponent().appendingPathComponent(
            "urls.txt")
        if let text = try? String(contentsOf: listed, encoding: .utf8) {
            urls = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty } + urls
        }
        let lines = try runGenerated(spec, urls: urls)
        try #require(
            lines.count == urls.count, "the program printed \(lines.count) lines for \(urls.count) URLs")
        let simulator = try Simulator(spec: spec)
        var matched = 0
        var compared = 0
        for line in lines {
            guard let absolute = line.absolute else { continue }
            compared += 1
            let expected: (target: String?, path: [String]?)
            switch simulator.open(absolute) {
            case .success(let opening):
                expected = (opening.target.description, opening.state.path.map(\.description))
                matched += 1
            case .failure:
                expected = (nil, nil)
            }
            #expect(line.target == expected.target, "\(name): \(line.url) (as \(absolute)): target")
            #expect(line.path == expected.path, "\(name): \(line.url) (as \(absolute)): path")
        }
        print("\(name): \(urls.count) URLs, \(compared) compared, \(matched) opened")
        // Not vacuous: every usable pattern's own URL opens.
        #expect(
            matched >= DeepLinkCatalog(spec: spec).patterns.count,
            "\(name): only \(matched) of \(compared) opened")
    }

    /// Builds the generated file with a small `main.swift` and runs it on the URLs.
    private func runGenerated(_ spec: NavigationSpec, urls: [String]) throws -> [Line] {
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: .none))
        let folder = try CodeGenFixtures.temporaryFolder()
        var sources = try CodeGenFixtures.write(files, to: folder)
        let app = spec.app.value
        let main = folder.appendingPathComponent("main.swift")
        try Data(
            """
            import Foundation

            struct Line: Encodable {
                var url: String
                var absolute: String?
                var target: String?
                var path: [String]?
            }

            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            while let text = readLine() {
                var line = Line(url: text)
                if let url = URL(string: text) {
                    line.absolute = url.absoluteString
                    line.target = \(app)Destination(url: url)?.description
                    line.path = \(app)NavigationState(url: url)?.path.map(\\.description)
                }
                print(String(decoding: try encoder.encode(line), as: UTF8.self))
            }

            """.utf8
        ).write(to: main)
        sources += [try CodeGenFixtures.writeCustomTypes(of: spec, to: folder), main]
        let program = folder.appendingPathComponent("router")
        let built = try SwiftCompiler.executable(sources, output: program)
        try #require(built.succeeded, "\(built.excerpt)")
        let run = try Subprocess.run(program.path, [], stdin: urls.joined(separator: "\n") + "\n")
        try #require(run.succeeded, "\(run.excerpt)")
        let decoder = JSONDecoder()
        return try run.output.split(separator: "\n").map {
            try decoder.decode(Line.self, from: Data($0.utf8))
        }
    }
}
