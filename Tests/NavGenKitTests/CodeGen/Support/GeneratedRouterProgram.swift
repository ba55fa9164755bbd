import Foundation
import NavGenKit

/// The generated router as an app runs it: the spec's `<App>Navigation.swift` built
/// with a small `main.swift` that makes a `URL(string:)` of each input line and
/// prints, as one JSON line, its `absoluteString`, `<App>Destination(url:)` and
/// `<App>NavigationState(url:)?.path`.
enum GeneratedRouterProgram {
    struct Line: Decodable {
        var url: String
        /// Nil when `URL(string:)` rejects the text.
        var absolute: String?
        var target: String?
        var path: [String]?
    }

    /// One line per URL, in order; fails the test when the program does not build or run.
    static func run(_ spec: NavigationSpec, urls: [String]) throws -> [Line] {
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
        guard built.succeeded else {
            throw FixtureError("the generated router does not build: \(built.excerpt)")
        }
        let run = try Subprocess.run(program.path, [], stdin: urls.joined(separator: "\n") + "\n")
        guard run.succeeded else { throw FixtureError("the generated router failed: \(run.excerpt)") }
        let decoder = JSONDecoder()
        return try run.output.split(separator: "\n").map {
            try decoder.decode(Line.self, from: Data($0.utf8))
        }
    }
}
