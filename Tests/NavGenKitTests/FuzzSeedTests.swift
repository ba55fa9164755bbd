import Foundation
import NavGenKit
import Testing

/// Every seed of the `load-validate` and `load-generate` fuzz targets, and of
/// `json-readers`, through what those targets run: a crash the fuzzer found goes into
/// the target's seeds, and from then on this replays it on every test run.
@Suite struct FuzzSeedTests {
    static var seeds: [String] {
        let folder = SpecCorpus.repositoryRoot.appendingPathComponent("Fuzz/seeds")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted()
    }

    static func bytes(of seed: String) throws -> [UInt8] {
        let url = SpecCorpus.repositoryRoot.appendingPathComponent("Fuzz/seeds").appendingPathComponent(seed)
        return Array(try Data(contentsOf: url))
    }

    @Test func thereAreSeeds() {
        #expect(Self.seeds.contains("tab-bar-inside-itself.yaml"))
        #expect(Self.seeds.contains("includes.yaml"))
    }

    @Test(arguments: seeds)
    func aSeedValidatesAndGenerates(_ seed: String) throws {
        // A seed may hold several files, cut at `# file: NAME` lines as the target cuts them.
        let bytes = try Self.bytes(of: seed)
        let files = ExampleFiles.files(of: String(decoding: bytes, as: UTF8.self))
        let main = files.count > 1 ? Array((files[ExampleFiles.mainFile] ?? "").utf8) : bytes
        let pipeline = Pipeline(
            main, file: files.count > 1 ? ExampleFiles.mainFile : seed,
            includes: InMemorySpecSources(texts: files), for: .simulation)
        let report = pipeline.report
        for finding in report.findings {
            #expect(finding.location.line >= 1 && finding.location.column >= 1, "\(finding)")
        }
        guard report.isUsable, let spec = report.spec else { return }
        for ui in UIFramework.allCases {
            let options = GenerateOptions(ui: ui)
            let files = try? pipeline.generatedFiles(options)
            let again = try? CodeGenerator.generate(spec, options: options)
            #expect(files == again)
        }
    }

    static var jsonSeeds: [String] {
        let folder = SpecCorpus.repositoryRoot.appendingPathComponent("Fuzz/seeds-json")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The seeds that are association files navgen reads; the other `aasa-` seeds are
    /// refused.
    static let associationFiles = ["aasa-recipes.json", "aasa-every-key.json", "aasa-fuzz-spec.json"]

    @Test func thereAreJSONSeeds() {
        #expect(Self.jsonSeeds.contains("aasa-details-twice.json"))
        #expect(Self.jsonSeeds.contains("baseline-version-1.0.json"))
    }

    /// What `Fuzz/JSONReaders.swift` checks: a refusal has a place; what is read renders
    /// and reads back as the same value, a baseline as the same baseline; a deployed
    /// file that is read is checked.
    @Test(arguments: jsonSeeds)
    func aJSONSeedIsReadBackOrRefusedInPlace(_ seed: String) throws {
        let url = SpecCorpus.repositoryRoot.appendingPathComponent("Fuzz/seeds-json").appendingPathComponent(
            seed)
        let bytes = Array(try Data(contentsOf: url))
        do {
            let node = try JSONReader.read(bytes)
            #expect((try? JSONReader.read(Array(node.value.rendered().utf8)))?.value == node.value)
        } catch {
            #expect(error.position.line >= 1 && error.position.column >= 1)
        }
        do {
            let baseline = try Baseline(json: bytes)
            #expect(seed.hasPrefix("baseline"), "only a baseline seed is a baseline")
            #expect((try? Baseline(json: Array(baseline.json.utf8))) == baseline)
        } catch {
            #expect(seed != "baseline.json", "\(error)")
            #expect(error.position.line >= 1 && error.position.column >= 1)
        }
        let catalog = DeepLinkCatalog(spec: try loadSpec(recipesSpec))
        do {
            let file = try AASADeployedFile(json: bytes)
            #expect(Self.associationFiles.contains(seed))
            _ = AASACheck.disagreements(file, patterns: catalog.patterns, host: "recipes.example.com")
        } catch {
            #expect(!Self.associationFiles.contains(seed), "\(error)")
            #expect(error.position.line >= 1 && error.position.column >= 1)
        }
    }
}
