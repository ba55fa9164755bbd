import Testing

@testable import NavGenKit

/// The pipeline's simulator, which reuses the deep-link analysis its rules ran with,
/// is the one made from the spec alone: same launch state, same recipes, same refusals.
@Suite struct SimulatorFromReportTests {
    static var specs: [SpecCorpus.Entry] {
        DeepLinkRecipeAgreementTests.specs + [
            SpecCorpus.Entry(name: "large", text: DeepLinkAnalysisTests.large)
        ]
    }

    @Test(arguments: specs)
    func reusesTheValidatorsDeepLinkAnalysis(_ entry: SpecCorpus.Entry) throws {
        let pipeline = Pipeline(
            Array(entry.text.utf8), file: "navgen.yaml", includes: entry.includes, for: .simulation)
        let spec = try #require(pipeline.spec)
        #expect(pipeline.deepLinks != nil)
        #expect(
            Pipeline(Array(entry.text.utf8), file: "navgen.yaml", includes: entry.includes).deepLinks == nil)
        let fromSpec = try Simulator(spec: spec)
        let fromReport = try pipeline.simulator()
        #expect(fromReport.launchState == fromSpec.launchState)
        #expect(fromReport.router.recipes == fromSpec.router.recipes)
        #expect(fromReport.router.unusable == fromSpec.router.unusable)
        #expect(fromReport.router.catalog.patterns == fromSpec.router.catalog.patterns)
    }

    /// On the large spec the validator's search ran on its own thread and left recipes,
    /// which is when ``Pipeline/simulator()`` takes them instead of searching.
    @Test func theLargeSpecLeavesRecipesToReuse() throws {
        let pipeline = Pipeline(
            Array(DeepLinkAnalysisTests.large.utf8), file: "navgen.yaml", for: .simulation)
        let work = try #require(pipeline.deepLinks)
        #expect(work.isOnAnotherThread)
        let recipes = try #require(work.recipes)
        #expect(recipes.recipes.count == work.catalog.patterns.count)
        #expect(try pipeline.simulator().router.recipes.count > 0)
    }
}
