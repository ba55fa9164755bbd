import NavGenKit
import Testing

/// `generate` through the pipeline, which hands it the router of the validator's
/// deep-link analysis, writes the files it writes when it searches the deep links
/// itself.
@Suite struct GenerateWithSimulatorTests {
    @Test(arguments: SimulatorFromReportTests.specs)
    func theSameFilesWithTheValidatorsSearch(_ entry: SpecCorpus.Entry) throws {
        let pipeline = Pipeline(
            Array(entry.text.utf8), file: "navgen.yaml", includes: entry.includes, for: .simulation)
        let spec = try #require(pipeline.spec)
        let options = GenerateOptions(ui: .swiftui, access: .internal)
        let searched = Result { () throws(GenerationFailure) in
            try CodeGenerator.generate(spec, options: options)
        }
        let reused = Result { () throws(GenerationFailure) in
            try pipeline.generatedFiles(options)
        }
        switch (searched, reused) {
        case (.success(let searched), .success(let reused)):
            #expect(reused.map(\.name) == searched.map(\.name))
            #expect(reused.map(\.contents) == searched.map(\.contents))
        case (.failure(let searched), .failure(let reused)):
            #expect(reused.findings == searched.findings)
        default:
            Issue.record("one generation failed and the other did not")
        }
    }
}
