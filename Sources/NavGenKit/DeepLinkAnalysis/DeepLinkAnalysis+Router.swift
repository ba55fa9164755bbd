extension DeepLinkAnalysis {
    /// The router over the patterns that open, made from the search already run:
    /// what the simulator and the generator read instead of searching again. Nil
    /// when the analysis kept only the problems, or no pattern is usable; a reader
    /// then makes its own router from the catalog.
    var router: DeepLinkRouter? {
        guard keeping == .everyRecipe, let (planner, results) = recipes else { return nil }
        return DeepLinkRouter(catalog: catalog, planner: planner, results: results)
    }
}
