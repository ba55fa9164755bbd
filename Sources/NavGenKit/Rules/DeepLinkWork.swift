import Dispatch

/// The deep-link part of a ``RuleContext``, built on a second thread while the other
/// rules run: the catalog of patterns first, then the deep-link state search and each
/// pattern's recipe, which is most of the work of validating a large spec.
///
/// A rule that reads a part waits for it there; the parts are the same whatever the
/// timing, so findings do not depend on it.
final class DeepLinkWork: @unchecked Sendable {
    typealias Recipes = (planner: DeepLinkPlanner, recipes: [Result<DeepLinkRecipe, DeepLinkRecipeProblem>])

    // Written once on the worker before the matching semaphore is signalled, and read
    // only after waiting for it.
    private var builtCatalog: DeepLinkCatalog?
    private var builtRecipes: Recipes?
    private let catalogReady = DispatchSemaphore(value: 0)
    private let recipesReady = DispatchSemaphore(value: 0)

    init(spec: NavigationSpec) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let catalog = DeepLinkCatalog(spec: spec)
            builtCatalog = catalog
            catalogReady.signal()
            if !catalog.patterns.isEmpty {
                let engine = NavigationEngine(spec: spec)
                builtRecipes = DeepLinkRouter.recipes(for: catalog.patterns, engine: engine)
            }
            recipesReady.signal()
        }
    }

    /// Every pattern of the spec, parsed and checked against its route.
    var catalog: DeepLinkCatalog {
        catalogReady.wait()
        // Passes the signal on, for the next reader.
        defer { catalogReady.signal() }
        return builtCatalog!
    }

    /// The search and each usable pattern's recipe, in the order of
    /// ``DeepLinkCatalog/patterns``; nil when there are no usable patterns.
    var recipes: Recipes? {
        recipesReady.wait()
        defer { recipesReady.signal() }
        return builtRecipes
    }
}
