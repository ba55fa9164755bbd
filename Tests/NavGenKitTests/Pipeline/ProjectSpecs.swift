import Foundation

import NavGenKit

/// Every spec the project has, for checks that must hold of all of them: the
/// examples and the test corpus, the fixture files, each rule's examples and the fuzz
/// seeds. A text that holds `# file: NAME` lines is cut into files as the rule
/// examples and the fuzz target cut it.
enum ProjectSpecs {
    struct Spec: CustomStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var file: String
        var includes: any SpecSources
        var description: String { name }

        /// The pipeline over the spec, keeping what `routes` and `generate` read.
        func pipeline() -> Pipeline {
            Pipeline(bytes, file: file, includes: includes, for: .simulation)
        }
    }

    static var all: [Spec] {
        SpecCorpus.all.map {
            Spec(name: $0.name, bytes: Array($0.text.utf8), file: "navgen.yaml", includes: $0.includes)
        } + fixtures + ruleExamples + fuzzSeeds
    }

    /// The `.yaml` files under the tests' fixture folders.
    static var fixtures: [Spec] {
        let root = SpecCorpus.repositoryRoot.appendingPathComponent("Tests")
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var specs: [Spec] = []
        for case let path as String in walker
        where path.hasSuffix(".yaml") && path.contains("Fixtures/") && !path.contains("/Features/") {
            let url = root.appendingPathComponent(path)
            guard let data = try? Data(contentsOf: url) else { continue }
            specs.append(
                Spec(
                    name: "Tests/" + path, bytes: Array(data), file: "navgen.yaml",
                    includes: FolderSpecSources(folder: url.deletingLastPathComponent())))
        }
        return specs.sorted { $0.name < $1.name }
    }

    /// Each rule's triggering and non-triggering examples, markers taken out.
    static var ruleExamples: [Spec] {
        RuleRegistry.descriptions.flatMap { description in
            (description.triggeringExamples + description.nonTriggeringExamples).enumerated().map {
                split(
                    "rule \(description.id.rawValue) example \($0.offset + 1)",
                    $0.element.replacing("↓", with: ""))
            }
        }
    }

    /// The seeds of the spec fuzz targets.
    static var fuzzSeeds: [Spec] {
        FuzzSeedTests.seeds.compactMap { seed in
            guard let bytes = try? FuzzSeedTests.bytes(of: seed) else { return nil }
            return split("Fuzz/seeds/" + seed, String(decoding: bytes, as: UTF8.self))
        }
    }

    private static func split(_ name: String, _ text: String) -> Spec {
        let files = ExampleFiles.files(of: text)
        return Spec(
            name: name, bytes: Array((files[ExampleFiles.mainFile] ?? text).utf8),
            file: ExampleFiles.mainFile,
            includes: InMemorySpecSources(texts: files))
    }
}
