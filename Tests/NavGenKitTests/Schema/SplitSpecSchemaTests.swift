import Foundation
import NavGenKit
import Testing

/// The schema on split specs: a file without `navgen:` is an included file, checked
/// with the keys navgen reads there, and every file of the repository's examples,
/// main or included, is accepted.
@Suite(
    .enabled(
        if: ExternalTool.hasJSONSchema,
        "python3 with jsonschema and PyYAML is not installed (pip install jsonschema pyyaml)"))
struct SplitSpecSchemaTests {
    /// Every spec file under examples/, at any depth: `navgen.yaml` and `*.navgen.yaml`
    /// (the files an example includes), sorted by path.
    static var exampleFiles: [(path: String, text: String)] {
        let root = SpecCorpus.repositoryRoot
        let folder = root.appendingPathComponent("examples")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix("navgen.yaml") }.sorted().compactMap { path in
            let url = folder.appendingPathComponent(path)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            return ("examples/\(path)", text)
        }
    }

    @Test func acceptsEveryExampleFileMainOrIncluded() throws {
        let files = Self.exampleFiles
        let included = files.filter { !$0.text.contains("\nnavgen: 1") && !$0.text.hasPrefix("navgen: 1") }
        #expect(files.count > 10)
        #expect(included.count >= 2, "\(included.map(\.path))")
        let errors = try SchemaCheck.errors(of: files.map(\.text))
        for (file, problems) in zip(files, errors) {
            #expect(problems == [], "\(file.path)")
        }
    }

    /// Included files that navgen accepts: each key it reads there, and a file of
    /// actions or types alone.
    static let validIncludedFiles = [
        "conditions:\n  premium:\ncoordinators:\n  more:\n    root: a\n    routes:\n      a:\n",
        "actions:\n  logout:\n    deeplink: /logout\n",
        "types:\n  Period: [day, week]\n",
        "include: [deeper.navgen.yaml]\ncoordinators:\n  more:\n    root: a\n    routes:\n      a:\n",
    ]

    @Test func acceptsIncludedFilesWithoutTheMainFilesKeys() throws {
        let errors = try SchemaCheck.errors(of: Self.validIncludedFiles)
        for (text, problems) in zip(Self.validIncludedFiles, errors) {
            #expect(problems == [], "\(text)")
        }
    }

    /// An included file with one key of the main file, or none that adds anything.
    static let brokenIncludedFiles: [(String, String)] =
        [
            "app: Demo", "root: more", "deeplinks: { schemes: [demo] }", "generate: { ui: uikit }",
            "rules: { push-cycle: off }",
        ]
        .map { key in
            (
                key + "\ncoordinators:\n  more:\n    root: a\n    routes:\n      a:\n",
                String(key.prefix { $0 != ":" })
            )
        } + [("conditions:\n  premium:\n", "required"), ("include: [x.navgen.yaml]\n", "required")]

    @Test func refusesAMainFileKeyInAnIncludedFile() throws {
        let errors = try SchemaCheck.errors(of: Self.brokenIncludedFiles.map(\.0))
        for ((text, word), problems) in zip(Self.brokenIncludedFiles, errors) {
            #expect(!problems.isEmpty, "accepted:\n\(text)")
            #expect(
                problems.contains { $0.contains(word) || $0.contains("any of the given schemas") },
                "\(problems)")
        }
    }

    @Test func navgenAgreesOnWhatAnIncludedFileMayHold() {
        for text in Self.validIncludedFiles {
            let report = ExampleFiles.validate(Self.including(text))
            #expect(!report.findings.hasErrors, "\(text): \(report.findings.map(\.message))")
        }
        for (text, _) in Self.brokenIncludedFiles {
            let report = ExampleFiles.validate(Self.including(text))
            #expect(report.findings.hasErrors, "\(text)")
        }
    }

    /// The minimal spec with deep-link schemes, including `text` as `more.navgen.yaml`
    /// (started from its screen when it declares a coordinator), which may include a
    /// file of types.
    private static func including(_ text: String) -> String {
        let routes = "\n        transitions: [{ start: more }]\n    children: [more]"
        let starts = text.contains("  more:") ? minimalSpec + routes : minimalSpec
        let types = "types:\n  Extra: [one]\n"
        return starts
            + "\ndeeplinks: { schemes: [demo] }\ninclude: [more.navgen.yaml]\n# file: more.navgen.yaml\n"
            + text + "\n# file: deeper.navgen.yaml\n" + types + "\n# file: x.navgen.yaml\n" + types
    }
}
