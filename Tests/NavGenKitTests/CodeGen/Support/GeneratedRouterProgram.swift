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
        /// The action `<App>Link(url:)` performs, for a spec with actions.
        var action: String?
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

    /// The routers of several specs in one program, each under the type prefix `P` and
    /// its index, built once: a program per spec costs a compile and a link each.
    struct Batch: Sendable {
        let program: URL
        let names: [String]

        /// One line per URL of the spec `name`, as ``GeneratedRouterProgram/run(_:urls:)``.
        func run(_ name: String, urls: [String]) throws -> [Line] {
            guard let index = names.firstIndex(of: name) else {
                throw FixtureError("\(name) is not in the batch")
            }
            let run = try Subprocess.run(
                program.path, ["\(index)"], stdin: urls.joined(separator: "\n") + "\n")
            guard run.succeeded else { throw FixtureError("the generated router failed: \(run.excerpt)") }
            let decoder = JSONDecoder()
            return try run.output.split(separator: "\n").map {
                try decoder.decode(Line.self, from: Data($0.utf8))
            }
        }
    }

    /// Builds the batch; a spec whose router does not build is named in the error.
    static func batch(_ specs: [(name: String, spec: NavigationSpec)]) throws -> Batch {
        let folder = try CodeGenFixtures.temporaryFolder()
        var sources: [URL] = []
        var owners: [String: String] = [:]
        var customTypes: Set<String> = []
        var cases: [String] = []
        for (index, (name, spec)) in specs.enumerated() {
            let prefix = "P\(index)"
            let files = try CodeGenerator.generate(
                spec, options: GenerateOptions(ui: .none, typePrefix: prefix))
            for url in try CodeGenFixtures.write(files, to: folder) {
                owners[url.path] = name
                sources.append(url)
            }
            customTypes.formUnion(CodeGenFixtures.customTypeNames(of: spec))
            let app = prefix + spec.app.value
            let plain =
                "\(app)Destination(url: url)?.description, \(app)NavigationState(url: url)?.path.map(\\.description)"
            guard !spec.actions.isEmpty else {
                cases.append("    case \(index):\n        return (\(plain), nil)")
                continue
            }
            // `<App>Link(url:)` too: its screen must be the destination's, and where it is an
            // action the destination and the state must be nil.
            cases.append(
                """
                    case \(index):
                        switch \(app)Link(url: url) {
                        case .destination(let destination)?:
                            return (destination.description, \(app)NavigationState(url: url)?.path.map(\\.description), nil)
                        case .action(let action)?: return (\(plain), action.description)
                        \(spec.usesWebFallback ? "case .web?: fatalError(\"only a link under conditions goes to the browser\")" : "")
                        case nil: return (\(plain), nil)
                        }
                """)
        }
        let main = folder.appendingPathComponent("main.swift")
        try Data(
            """
            import Foundation

            struct Line: Encodable {
                var url: String
                var absolute: String?
                var target: String?
                var path: [String]?
                var action: String?
            }

            func route(_ spec: Int, _ url: URL) -> (target: String?, path: [String]?, action: String?) {
                switch spec {
            \(cases.joined(separator: "\n"))
                default: fatalError("no spec \\(spec)")
                }
            }

            let spec = Int(CommandLine.arguments[1])!
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            while let text = readLine() {
                var line = Line(url: text)
                if let url = URL(string: text) {
                    line.absolute = url.absoluteString
                    (line.target, line.path, line.action) = route(spec, url)
                }
                print(String(decoding: try encoder.encode(line), as: UTF8.self))
            }

            """.utf8
        ).write(to: main)
        let types = folder.appendingPathComponent("CustomTypes.swift")
        try Data(CodeGenFixtures.customTypes(named: customTypes).utf8).write(to: types)
        let program = folder.appendingPathComponent("routers")
        let built = try SwiftCompiler.executable(sources + [types, main], output: program)
        guard built.succeeded else {
            let named = Set(owners.filter { built.output.contains($0.key + ":") }.values).sorted()
            throw FixtureError("the generated routers of \(named) do not build: \(built.excerpt)")
        }
        return Batch(program: program, names: specs.map(\.name))
    }
}
