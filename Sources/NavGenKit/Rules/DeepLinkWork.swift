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

    /// Below this many routes the work is done at once, on the calling thread: starting
    /// a thread would cost more than it saves.
    static let routesWorthAThread = 500

    /// Whether the work runs on another thread: a large spec.
    let isOnAnotherThread: Bool

    /// `onAnotherThread` nil: by the size of the spec.
    init(spec: NavigationSpec, onAnotherThread: Bool? = nil) {
        let routes = spec.coordinators.reduce(0) { $0 + $1.routes.count }
        isOnAnotherThread = onAnotherThread ?? (routes >= Self.routesWorthAThread)
        guard isOnAnotherThread else {
            build(spec)
            return
        }
        DispatchQueue.global(qos: .userInitiated).async { [self] in build(spec) }
    }

    private func build(_ spec: NavigationSpec) {
        let catalog = DeepLinkCatalog(spec: spec)
        builtCatalog = catalog
        catalogReady.signal()
        if !catalog.patterns.isEmpty {
            let engine = NavigationEngine(spec: spec)
            builtRecipes = DeepLinkRouter.recipes(for: catalog.patterns, engine: engine)
        }
        recipesReady.signal()
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
