import Testing

@testable import NavGenKit

/// A simulator made from a validation report that kept its deep-link work is the one
/// made from the spec alone: same launch state, same recipes, same refusals.
@Suite struct SimulatorFromReportTests {
    static var specs: [SpecCorpus.Entry] {
        DeepLinkRecipeAgreementTests.specs + [SpecCorpus.Entry(name: "large", text: DeepLinkWorkTests.large)]
    }

    @Test(arguments: specs)
    func reusesTheValidatorsDeepLinkWork(_ entry: SpecCorpus.Entry) throws {
        let report = Validator.validate(Array(entry.text.utf8), file: "navgen.yaml", keepingDeepLinks: true)
        let spec = try #require(report.spec)
        #expect(report.deepLinkWork != nil)
        #expect(Validator.validate(Array(entry.text.utf8), file: "navgen.yaml").deepLinkWork == nil)
        let fromSpec = try Simulator(spec: spec)
        let fromReport = try Simulator(validated: report)
        #expect(fromReport.launchState == fromSpec.launchState)
        #expect(fromReport.router.recipes == fromSpec.router.recipes)
        #expect(fromReport.router.unusable == fromSpec.router.unusable)
        #expect(fromReport.router.catalog.patterns == fromSpec.router.catalog.patterns)
    }

    /// On the large spec the validator's search ran on its own thread and left recipes,
    /// which is when ``Simulator/init(validated:)`` takes them instead of searching.
    @Test func theLargeSpecLeavesRecipesToReuse() throws {
        let report = Validator.validate(
            Array(DeepLinkWorkTests.large.utf8), file: "navgen.yaml", keepingDeepLinks: true)
        let work = try #require(report.deepLinkWork)
        #expect(work.isOnAnotherThread)
        let recipes = try #require(work.recipes)
        #expect(recipes.recipes.count == work.catalog.patterns.count)
        #expect(try Simulator(validated: report).router.recipes.count > 0)
    }
}
