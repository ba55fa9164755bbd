extension DeepLinkAnalysis {
    /// Which recipes the analysis holds once its search is done. The pipeline knows
    /// what it will be asked for and says so when it starts the analysis, so no
    /// reader in between carries the request.
    enum Keeping: Sendable, Equatable {
        /// One per usable pattern, in order: the router pairs each pattern with its
        /// recipe, so the simulator, `routes`, `generate` and `diff` need them all.
        case everyRecipe
        /// Only the patterns that cannot open: all the rules read. On a large spec a
        /// recipe for every pattern is memory held at its peak.
        case problems
    }
}
