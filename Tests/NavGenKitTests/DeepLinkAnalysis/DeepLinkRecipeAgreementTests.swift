import Testing

@testable import NavGenKit

/// The recipes decide a pattern's missing params from the sets of required params the
/// search carries from state to state, reading the stack only when something is
/// missing. Each must equal the plain check: the plan's state rebuilt, its back stack
/// read screen by screen.
@Suite struct DeepLinkRecipeAgreementTests {
    /// Tab selections, a modal route, a flow shown as a cover and one pushed, deep
    /// stacks, and patterns that miss params at several depths.
    static let mixed = """
        navgen: 1
        app: Mix
        root: main
        deeplinks:
          schemes: [mix]
        coordinators:
          main:
            kind: tabs
            children: [home, account]
          home:
            root: feed
            children: [wizard, extras]
            routes:
              feed:
                transitions: [{ push: list }, { tab: account }]
              list:
                params: { category: String }
                transitions:
                  - { push: item }
                  - { sheet: filter }
                  - { start: wizard, as: cover, then: { done: stay } }
                  - { start: extras, as: push, then: { done: pop } }
                deeplink: /list/{category}
              item:
                params: { category: String, id: Int }
                transitions: [{ push: related }]
                deeplink: ["/items/{id}", "/list/{category}/items/{id}", "/items/{id}?c={category}"]
              related:
                params: { id: Int, page: Int? }
                deeplink: /related/{id}?page={page}
              filter:
                params: { q: String? }
                transitions: [dismiss]
                deeplink: /filter?q={q}
          wizard:
            root: step1
            outcomes: [done]
            routes:
              step1:
                transitions: [{ push: step2 }]
              step2:
                params: { token: String }
                transitions: [{ finish: done }]
                deeplink: ["/wizard/{token}", /wizard]
          extras:
            root: intro
            outcomes: [done]
            routes:
              intro:
                params: { code: Int }
                transitions: [{ push: detail }, { finish: done }]
                deeplink: /extras/{code}
              detail:
                params: { code: String }
                deeplink: ["/extras/detail/{code}", /extras/more]
              orphan:
                params: { code: Int }
                deeplink: /extras/orphan/{code}
          account:
            root: profile
            routes:
              profile:
                transitions: [{ push: settings }]
                deeplink: /me
              settings:
                params: { section: String?, user: Int }
                deeplink: ["/settings/{user}?section={section}", "/settings?user={user}"]
        """

    static var specs: [SpecCorpus.Entry] {
        SpecCorpus.all + [SpecCorpus.Entry(name: "mixed", text: mixed)]
    }

    @Test(arguments: specs)
    func recipesMatchTheRebuiltBackStacks(_ entry: SpecCorpus.Entry) throws {
        let spec = try #require(
            SpecLoader.load(Array(entry.text.utf8), file: "navgen.yaml", includes: entry.includes).spec)
        let catalog = DeepLinkCatalog(spec: spec)
        let engine = NavigationEngine(model: NavigationModel(spec))
        let (planner, results) = DeepLinkRouter.recipes(for: catalog.patterns, engine: engine)
        #expect(results.count == catalog.patterns.count)
        for (pattern, result) in zip(catalog.patterns, results) {
            // A pattern with `via` builds the chain it names instead of the search's sequence.
            let chain = pattern.via.flatMap { try? planner.viaChain($0.value, to: pattern.route).get() }
            guard let plan = planner.plan(for: pattern.route),
                let backStack = chain?.backStack ?? planner.backStack(for: plan)
            else {
                #expect(result == .failure(.unreachable(pattern.route)), "\(pattern.source.value)")
                continue
            }
            let expected = DeepLinkRecipe.missingParams(
                of: pattern, backStack: backStack, index: engine.index)
            switch result {
            case .success(let recipe):
                #expect(expected.isEmpty, "\(pattern.source.value)")
                if let chain {
                    #expect(planner.moves(for: recipe.plan) == chain.moves, "\(pattern.source.value)")
                    #expect(planner.backStack(for: recipe.plan) == backStack, "\(pattern.source.value)")
                } else {
                    #expect(recipe.plan == plan)
                }
            case .failure(.unbuildable(let recipe)):
                #expect(recipe.missing == expected, "\(pattern.source.value)")
                #expect(!expected.isEmpty)
            case .failure(let problem):
                Issue.record("\(pattern.source.value): \(problem)")
            }
        }
    }

    /// Patterns that reach the search late (as when the catalog is parsed beside it)
    /// change only how a pattern is checked, never its recipe: whether they come at
    /// once, after a few routes, or never.
    @Test(arguments: specs)
    func patternsArrivingLateGiveTheSameRecipes(_ entry: SpecCorpus.Entry) throws {
        let spec = try #require(
            SpecLoader.load(Array(entry.text.utf8), file: "navgen.yaml", includes: entry.includes).spec)
        let patterns = DeepLinkCatalog(spec: spec).patterns
        let engine = NavigationEngine(model: NavigationModel(spec))
        let expected = DeepLinkRouter.recipes(for: patterns, engine: engine).recipes
        for delay in [1, 3, Int.max] {
            var asked = 0
            let search = DeepLinkSearch(engine: engine) {
                asked += 1
                return asked > delay ? patterns : nil
            }
            #expect(DeepLinkRouter.recipes(for: patterns, search: search) == expected, "after \(delay)")
        }
    }

    /// The list the checks search holds what ``RoutePattern/guaranteedParams`` says.
    @Test(arguments: specs)
    func guaranteedBindingsAreTheGuaranteedParams(_ entry: SpecCorpus.Entry) throws {
        let spec = try #require(
            SpecLoader.load(Array(entry.text.utf8), file: "navgen.yaml", includes: entry.includes).spec)
        for pattern in DeepLinkCatalog(spec: spec).patterns {
            let bindings = pattern.guaranteedBindings
            let byName = Dictionary(
                bindings.map { ($0.name, $0.type) }, uniquingKeysWith: { _, last in last })
            #expect(byName.count == bindings.count, "\(pattern.source.value)")
            #expect(byName == pattern.guaranteedParams, "\(pattern.source.value)")
        }
    }

    @Test func theMixedSpecHasBothOutcomes() throws {
        let spec = try #require(SpecLoader.load(Array(Self.mixed.utf8), file: "navgen.yaml").spec)
        let catalog = DeepLinkCatalog(spec: spec)
        let (_, results) = DeepLinkRouter.recipes(
            for: catalog.patterns, engine: NavigationEngine(model: NavigationModel(spec)))
        let unbuildable = results.compactMap { result -> String? in
            guard case .failure(.unbuildable(let recipe)) = result else { return nil }
            return recipe.pattern.source.value
        }
        // Below `related` are `list` and `item`, which need a category; the extras
        // flow's detail has a String code where its intro needs an Int one.
        #expect(unbuildable.contains("/related/{id}?page={page}"))
        #expect(unbuildable.contains("/extras/detail/{code}"))
        #expect(!unbuildable.contains("/list/{category}/items/{id}"))
        #expect(!unbuildable.contains("/items/{id}?c={category}"))
        #expect(results.contains { if case .success = $0 { true } else { false } })
    }
}
