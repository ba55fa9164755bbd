import Testing

@testable import NavGenKit

/// The deep-link part of the rule context is the same built on another thread as at
/// once, and the validator's findings come in registry order either way.
@Suite struct DeepLinkAnalysisTests {
    /// A spec past ``DeepLinkAnalysis/routesWorthAThread``: a long chain of routes with deep
    /// links, some of which their back stacks cannot build, and two that are ambiguous.
    static let large: String = {
        let count = DeepLinkAnalysis.routesWorthAThread + 20
        var lines = [
            "navgen: 1", "app: Large", "root: home", "deeplinks:", "  schemes: [large]", "coordinators:",
            "  home:", "    root: r0", "    routes:",
        ]
        for index in 0..<count {
            lines.append("      r\(index):")
            if index == 7 {
                lines.append("        params: { token: String }")
                lines.append("        deeplink: /r7/{token}")
            } else if index > 0 {
                lines.append("        params: { id: Int }")
                lines.append("        deeplink: /\(index == 3 || index == 4 ? "same" : "r\(index)")/{id}")
            }
            if index + 1 < count { lines.append("        transitions: [{ push: r\(index + 1) }]") }
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func theSameOnAnotherThreadAsAtOnce() throws {
        let spec = try #require(SpecLoader.load(Array(Self.large.utf8), file: "navgen.yaml").spec)
        let threaded = DeepLinkAnalysis(model: NavigationModel(spec), onAnotherThread: true)
        let inline = DeepLinkAnalysis(model: NavigationModel(spec), onAnotherThread: false)
        #expect(threaded.catalog.patterns == inline.catalog.patterns)
        let threadedRecipes = try #require(threaded.recipes)
        let inlineRecipes = try #require(inline.recipes)
        #expect(threadedRecipes.recipes == inlineRecipes.recipes)
        #expect(
            threadedRecipes.recipes.contains { if case .failure(.unbuildable) = $0 { true } else { false } })
    }

    /// Validation reads only the recipes of patterns that cannot open; without the
    /// buildable ones the problems are the same, in the same order.
    @Test(arguments: [true, false])
    func withoutBuildableRecipesTheProblemsStay(onAnotherThread: Bool) throws {
        let spec = try #require(SpecLoader.load(Array(Self.large.utf8), file: "navgen.yaml").spec)
        let every = try #require(
            DeepLinkAnalysis(model: NavigationModel(spec), onAnotherThread: onAnotherThread).recipes)
        let problems = try #require(
            DeepLinkAnalysis(
                model: NavigationModel(spec), onAnotherThread: onAnotherThread, keeping: .problems
            )
            .recipes
        )
        let failures = every.recipes.filter { if case .failure = $0 { true } else { false } }
        #expect(!failures.isEmpty && failures.count < every.recipes.count)
        #expect(problems.recipes == failures)
    }

    /// On another thread the search runs before the patterns are known; with none, or
    /// none usable, there are no recipes, as at once.
    @Test(arguments: ["", "deeplink: /r{id}"])
    func noUsablePatternsNoRecipes(link: String) throws {
        var lines = [
            "navgen: 1", "app: Few", "root: home", "coordinators:", "  home:", "    root: r0", "    routes:",
        ]
        for index in 0..<3 {
            lines.append("      r\(index):")
            if !link.isEmpty { lines.append("        " + link) }
            if index < 2 { lines.append("        transitions: [{ push: r\(index + 1) }]") }
        }
        let spec = try #require(
            SpecLoader.load(Array(lines.joined(separator: "\n").utf8), file: "navgen.yaml").spec)
        for onAnotherThread in [true, false] {
            let work = DeepLinkAnalysis(model: NavigationModel(spec), onAnotherThread: onAnotherThread)
            #expect(work.catalog.entries.count == (link.isEmpty ? 0 : 3))
            #expect(work.catalog.patterns.isEmpty)
            #expect(work.recipes == nil)
        }
    }

    @Test func findingsComeInRegistryOrder() throws {
        let report = Validator.validate(Array(Self.large.utf8), file: "navgen.yaml")
        let rules = report.findings.map(\.rule)
        #expect(rules.contains(.deeplinkUnbuildable))
        #expect(rules.contains(.deeplinkAmbiguous))
        // Validating twice gives the same report, whatever the threads did.
        let again = Validator.validate(Array(Self.large.utf8), file: "navgen.yaml")
        #expect(again.findings == report.findings)
    }

    /// On a large spec the validator runs the rule that waits for the search last; the
    /// findings are those of every rule run in registry order.
    @Test func theWaitingRuleLastChangesNoFinding() throws {
        let spec = try #require(SpecLoader.load(Array(Self.large.utf8), file: "navgen.yaml").spec)
        let context = ResolvedStages(spec, keeping: .everyRecipe).ruleContext(policy: nil)
        #expect(context.deepLinkAnalysis.isOnAnotherThread)
        let kept = RuleRegistry.rules.flatMap { $0.findings(in: context) }
        #expect(kept.contains { $0.rule == .deeplinkUnbuildable })
        #expect(Validator.check(spec) == kept)
    }
}
