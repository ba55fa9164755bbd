import Foundation
import NavGenKit
import Testing

/// A reference that names nothing is one finding, `unknown-reference`'s: the way it
/// took away does not come back as `deeplink-unbuildable` for the links that then go
/// a longer way. A link that cannot open whatever the typo meant keeps its finding.
@Suite struct TypoCascadeTests {
    /// The README's typo in the recipes example: without the push, `/recipes/{id}`
    /// goes by `search`, which needs a `query` the URL lacks.
    @Test func aMistypedPushInTheRecipesExampleIsOneFinding() throws {
        let url = SpecCorpus.repositoryRoot.appendingPathComponent("examples/recipes/navgen.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        // The first push of `recipeDetail` is recipeList's.
        let push = try #require(text.range(of: "          - push: recipeDetail\n"))
        let spec = text.replacingCharacters(in: push, with: "          - push: recipeDetial\n")
        let findings = validate(spec).findings
        #expect(findings.map(\.rule) == [.unknownReference], "\(findings.map(\.message))")
    }

    /// A misspelt tab (`setings`) in the recipes example: the `tab: settings` moves
    /// that the tab it meant would make valid are not `tab-target` findings too.
    @Test func aMistypedTabInTheRecipesExampleIsOneFinding() throws {
        let url = SpecCorpus.repositoryRoot.appendingPathComponent("examples/recipes/navgen.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let tabs = try #require(text.range(of: "children: [recipes, settings,"))
        let spec = text.replacingCharacters(in: tabs, with: "children: [recipes, setings,")
        #expect(validate(spec).findings.spots == [Spot(.unknownReference, 48, 25)])
    }

    private static let support = """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo] }
        coordinators:
          main:
            kind: tabs
            children: [home, shop]
          home:
            root: start
            children: [support]
            routes:
              start:
                transitions:
                  - push: item
                  - start: support
                    then: { done: stay }
                  - push: help
              item:
                params: { id: Int }
                transitions:
                  - start: support
                    then: { done: stay }
                  - push: help
              help:
                deeplink: /help
          support:
            root: topics
            outcomes: [done]
            routes:
              topics:
                deeplink: /support
                transitions: [{ finish: done }]
          shop:
            root: aisles
            routes:
              aisles:
                transitions: [{ push: aisle }]
              aisle:
                params: { slug: String }
                transitions: [{ push: product }]
              product:
                params: { id: Int }
                deeplink: /products/{id}
        """

    /// Without the typo, only the shop's link is unbuildable: it needs the aisle's slug.
    @Test func theSpecWithoutATypoHasOnlyTheRealFinding() {
        #expect(validate(Self.support).findings.spots == [Spot(.deeplinkUnbuildable, 44, 19)])
    }

    /// A mistyped push (the link to `help` would go by `item`, which needs an id), a
    /// mistyped flow (the link to `support` likewise) and a mistyped child (each start
    /// of `support` would be `undeclared-child`): one finding each, and the shop's
    /// link, in a coordinator the typo cannot change, keeps its own.
    @Test(arguments: [
        ("          - push: help\n", "          - push: hlep\n", Spot(.unknownReference, 18, 19)),
        ("          - start: support\n", "          - start: suport\n", Spot(.unknownReference, 16, 20)),
        ("    children: [support]\n", "    children: [suport]\n", Spot(.unknownReference, 11, 16)),
    ])
    func aTypoIsOneFindingAndAnotherLinkKeepsItsOwn(original: String, typo: String, spot: Spot) throws {
        let range = try #require(Self.support.range(of: original))
        let spec = Self.support.replacingCharacters(in: range, with: typo)
        #expect(validate(spec).findings.spots == [spot, Spot(.deeplinkUnbuildable, 44, 19)])
    }
}
