import Foundation
import Testing

@testable import NavGenKit

/// Every seed of the `load-validate` and `load-generate` fuzz targets, through what
/// those targets run: a crash the fuzzer found goes into `Fuzz/seeds`, and from then on
/// this replays it on every test run.
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
            includes: InMemorySpecSources(texts: files), simulating: true)
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
}
