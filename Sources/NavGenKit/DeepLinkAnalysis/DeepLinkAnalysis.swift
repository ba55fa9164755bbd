import Dispatch

/// The deep-link analysis of a spec, computed once: the catalog of patterns, and the
/// deep-link state search with each pattern's recipe, which is most of the work of
/// validating a large spec. The rules start it first and read it last, so that on a
/// large spec it runs on threads of its own while the other rules run; the search
/// needs no patterns, so the catalog is parsed on a thread of its own beside it. The
/// pipeline hands the same analysis to the simulator and the generator it builds.
///
/// A reader of a part waits for it there; the parts are the same whatever the
/// timing, so findings and recipes do not depend on it.
final class DeepLinkAnalysis: @unchecked Sendable {
    typealias Recipes = (planner: DeepLinkPlanner, recipes: [Result<DeepLinkRecipe, DeepLinkRecipeProblem>])

    // Written once on a worker thread before the matching semaphore is signalled, and read
    // only after waiting for it.
    private var builtCatalog: DeepLinkCatalog?
    private var builtRecipes: Recipes?
    /// ``planner(ofProblemAt:)``: written with ``builtRecipes``.
    private var otherRootPlanners: [Int: DeepLinkPlanner] = [:]
    /// Written by the search's task; read once both tasks are done.
    private var builtSearch: DeepLinkSearch?
    private let catalogReady = DispatchSemaphore(value: 0)
    private let recipesReady = DispatchSemaphore(value: 0)

    /// Below this many routes the work is done at once, on the calling thread: starting
    /// a thread would cost more than it saves.
    static let routesWorthAThread = 500

    /// Whether the work runs on another thread: a large spec.
    let isOnAnotherThread: Bool
    /// What ``recipes`` holds: one entry per usable pattern, in order, or only the
    /// patterns that cannot open.
    let keeping: Keeping

    /// `onAnotherThread` nil: by the size of the spec. `keeping`: what the caller
    /// will read (``Keeping``); the analysis keeps every recipe anyway when its own
    /// conditions check needs them.
    init(model: NavigationModel, onAnotherThread: Bool? = nil, keeping asked: Keeping = .everyRecipe) {
        // Conditions that may combine past what the generator writes are checked on
        // every pattern's plan (``GuardedOpening``), so then every plan is kept.
        let keeping =
            GuardedOpening.mayHaveTooManyCombinations(in: model)
            ? .everyRecipe : asked
        self.keeping = keeping
        isOnAnotherThread =
            !model.hasAlternativeRoots && (onAnotherThread ?? (model.routes.count >= Self.routesWorthAThread))
        let spec = model.spec
        guard isOnAnotherThread else {
            build(model, keeping: keeping)
            return
        }
        // The two tasks do not wait for each other (a task blocked on another could
        // hold the only worker of a one-core machine); the recipes follow both.
        let queue = DispatchQueue.global(qos: .userInitiated)
        let both = DispatchGroup()
        queue.async(group: both) { [self] in
            builtCatalog = DeepLinkCatalog(spec: spec)
            catalogReady.signal()
        }
        queue.async(group: both) { [self] in
            // A spec without deep links needs no search; one whose patterns all turn
            // out unusable has done it for nothing, which is rare.
            if DeepLinkCatalog.declaredCount(in: spec) > 0 {
                builtSearch = DeepLinkSearch(engine: NavigationEngine(model: model)) {
                    readyCatalog?.patterns
                }
            }
        }
        both.notify(queue: queue) { [self] in
            if let search = builtSearch, let patterns = builtCatalog?.patterns, !patterns.isEmpty {
                builtRecipes = (
                    search.planner,
                    DeepLinkRouter.recipes(for: patterns, search: search, keeping: keeping)
                )
            }
            builtSearch = nil
            recipesReady.signal()
        }
    }

    private func build(_ model: NavigationModel, keeping: Keeping) {
        let catalog = DeepLinkCatalog(spec: model.spec)
        builtCatalog = catalog
        catalogReady.signal()
        if !catalog.patterns.isEmpty {
            let engine = NavigationEngine(model: model)
            guard model.hasAlternativeRoots else {
                builtRecipes = DeepLinkRouter.recipes(for: catalog.patterns, engine: engine, keeping: keeping)
                recipesReady.signal()
                return
            }
            // Every recipe, so that each pattern's is at its position in every root's list.
            let launch = DeepLinkRouter.recipes(for: catalog.patterns, engine: engine)
            let (recipes, planners) = Self.fromEveryRoot(launch.recipes, catalog, engine)
            otherRootPlanners = planners
            builtRecipes = (
                launch.planner,
                keeping == .problems
                    ? recipes.filter { if case .failure = $0 { true } else { false } } : recipes
            )
        }
        recipesReady.signal()
    }

    /// The launch root's recipes, each pattern checked from every root entry that can
    /// show its target: a link runs from the root shown, so a problem under any entry
    /// is the pattern's (the launch root's first). With it, the planner of each
    /// pattern whose problem another entry found, by pattern order.
    private static func fromEveryRoot(
        _ launch: [DeepLinkRouter.RecipeResult], _ catalog: DeepLinkCatalog, _ engine: NavigationEngine
    ) -> ([DeepLinkRouter.RecipeResult], [Int: DeepLinkPlanner]) {
        let others = engine.index.model.rootEntries.filter { $0 != engine.rootEntry }.map {
            DeepLinkRouter.recipes(for: catalog.patterns, engine: engine.rooted(at: $0))
        }
        var planners: [Int: DeepLinkPlanner] = [:]
        let results = launch.indices.map { position -> DeepLinkRouter.RecipeResult in
            let launchShows: Bool
            switch launch[position] {
            case .success: launchShows = true
            case .failure(.notUnderRoot): launchShows = false
            case .failure: return launch[position]
            }
            var shownSomewhere = launchShows
            for other in others {
                switch other.recipes[position] {
                case .failure(.notUnderRoot): continue
                // A plan of another root's planner: it opens under that root, and only
                // that root's router (``DeepLinkRouter/rooted``) reads it.
                case .success: shownSomewhere = true
                // A `via` names the screens of one tree: the launch root's, when it shows them.
                case .failure(.via) where launchShows: continue
                case .failure(let problem):
                    planners[catalog.patterns[position].order] = other.planner
                    return .failure(problem)
                }
            }
            guard !shownSomewhere, case .failure(.notUnderRoot(let route, _)) = launch[position] else {
                return launch[position]
            }
            return .failure(.unreachable(route))
        }
        return (results, planners)
    }

    /// The planner that found the problem of the pattern at `order` when a root entry
    /// other than the launch one found it, so that its back stack reads as that
    /// root builds it; nil otherwise.
    func planner(ofProblemAt order: Int) -> DeepLinkPlanner? {
        recipesReady.wait()
        defer { recipesReady.signal() }
        return otherRootPlanners[order]
    }

    /// The catalog if it is built, without waiting for it.
    private var readyCatalog: DeepLinkCatalog? {
        catalog(waitingUntil: .now())
    }

    /// Every pattern of the spec, parsed and checked against its route.
    var catalog: DeepLinkCatalog {
        catalog(waitingUntil: .distantFuture)!
    }

    private func catalog(waitingUntil deadline: DispatchTime) -> DeepLinkCatalog? {
        guard catalogReady.wait(timeout: deadline) == .success else { return nil }
        // Passes the signal on, for the next reader.
        defer { catalogReady.signal() }
        return builtCatalog
    }

    /// The search and each usable pattern's recipe, in the order of
    /// ``DeepLinkCatalog/patterns``; nil when there are no usable patterns.
    var recipes: Recipes? {
        recipesReady.wait()
        defer { recipesReady.signal() }
        return builtRecipes
    }
}
