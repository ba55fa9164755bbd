extension Pipeline {
    /// What the caller will ask a pipeline for, said once when it is built: the
    /// deep-link analysis then keeps what those outputs read, and no more.
    package enum Use: Sendable, Hashable {
        /// Only the ``Pipeline/report``: the analysis keeps the recipes of the
        /// patterns that cannot open, all the rules read (memory on a large spec).
        case validation
        /// The ``Pipeline/simulator()``, ``Pipeline/routesReport()``,
        /// ``Pipeline/generatedFiles(_:)`` or ``Pipeline/changes(since:)`` too: the
        /// analysis keeps every pattern's recipe for them.
        case simulation

        var keeping: DeepLinkAnalysis.Keeping {
            switch self {
            case .validation: .problems
            case .simulation: .everyRecipe
            }
        }
    }
}
