/// Links under alternative roots: a link runs from the root shown now, so each root
/// entry has its own plans, searched from that entry's launch state
/// (``NavigationEngine/rooted(at:)``). A target an entry cannot show has no recipe
/// there: under that root the link is no match.
extension DeepLinkRouter {
    /// One router per entry of the model's `root` list (parallel to
    /// ``NavigationModel/rootEntries``); empty for a spec with one root.
    static func rootedRouters(catalog: DeepLinkCatalog, engine: NavigationEngine) -> [DeepLinkRouter] {
        let model = engine.index.model
        guard model.hasAlternativeRoots else { return [] }
        return model.rootEntries.map { entry in
            let (planner, results) = recipes(for: catalog.patterns, engine: engine.rooted(at: entry))
            return DeepLinkRouter(catalog: catalog, planner: planner, results: results, rooted: [])
        }
    }

    /// The router of the root entry `conditions` select; self for a spec with one root.
    func router(under conditions: [Bool]) -> DeepLinkRouter {
        guard !rooted.isEmpty else { return self }
        let model = planner.engine.index.model
        let selected = model.rootEntry { conditions.indices.contains($0.rawValue) && conditions[$0.rawValue] }
        return rooted.first { $0.planner.engine.rootEntry == selected } ?? self
    }

    /// The router of the root `state` shows.
    func router(for state: NavigationState) -> DeepLinkRouter {
        router(under: state.conditions)
    }

    /// The recipes by pattern (``RoutePattern/order``) and root entry position: the
    /// plan each entry's router holds for the pattern, nil where the entry cannot show it.
    package var recipesByRoot: [Int: [Int: DeepLinkRecipe]] {
        var table: [Int: [Int: DeepLinkRecipe]] = [:]
        for router in rooted {
            guard let position = router.planner.engine.rootEntry?.position else { continue }
            for recipe in router.recipes { table[recipe.pattern.order, default: [:]][position] = recipe }
        }
        return table
    }
}

extension DeepLinkPlanner {
    /// The planner of the same spec searched from another root entry.
    package func rooted(at entry: ResolvedRootEntry) -> DeepLinkPlanner {
        guard entry != engine.rootEntry else { return self }
        return DeepLinkSearch(engine: engine.rooted(at: entry)) { [] }.planner
    }
}
