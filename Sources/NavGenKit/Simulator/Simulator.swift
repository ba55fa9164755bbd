/// `navgen simulate` as a value: the launch state, every action (`open`
/// included) and the deep-link router, for one spec.
///
/// Build it once per spec: building runs the deep-link search and compiles the
/// matcher; every action after that is a pure function of a state.
package struct Simulator: Sendable {
    package var spec: NavigationSpec { model.spec }
    /// The spec resolved: the numbering the engine and the deep-link search use.
    var model: NavigationModel { engine.index.model }
    package let launchState: NavigationState
    package private(set) var router: DeepLinkRouter
    package private(set) var planner: DeepLinkPlanner
    let engine: NavigationEngine
    /// The conditions ``open(_:)`` runs a link under, when not the launch values:
    /// set by ``showing(rootEntry:)``.
    private var linkConditions: [Bool]?

    /// Why a spec cannot be simulated at all.
    package struct SetupError: Error, Hashable, Sendable, CustomStringConvertible {
        package var description: String
    }

    package init(spec: NavigationSpec, sizeClass: SizeClass = .compact) throws(SetupError) {
        try self.init(model: NavigationModel(spec), deepLinks: nil, sizeClass: sizeClass)
    }

    /// The simulator of a checked spec, reusing the deep-link analysis its rules ran
    /// with (``Pipeline/simulator()``) when it kept every recipe: on a large spec the
    /// search is most of the work of both.
    init(model: NavigationModel, deepLinks: DeepLinkAnalysis?, sizeClass: SizeClass = .compact)
        throws(SetupError)
    {
        guard let router = deepLinks?.router, router.planner.engine.sizeClass == sizeClass else {
            let engine = NavigationEngine(model: model, sizeClass: sizeClass)
            try self.init(engine: engine) {
                DeepLinkRouter(catalog: DeepLinkCatalog(spec: model.spec), engine: engine)
            }
            return
        }
        try self.init(engine: router.planner.engine) { router }
    }

    private init(engine: NavigationEngine, router makeRouter: () -> DeepLinkRouter) throws(SetupError) {
        guard let launch = engine.launchState else {
            throw SetupError(
                description: "the root coordinator '\(engine.index.spec.root.value)' cannot be shown")
        }
        let router = makeRouter()
        var engine = engine
        engine.goOpening = Self.goOpening(engine: engine, router: router, launch: launch)
        self.engine = engine
        // Under each condition's `initially`: hidden tabs not selected.
        launchState = engine.launch(conditions: engine.initialConditions) ?? launch
        self.router = router
        planner = router.planner
    }

    /// The size class adaptive presentations show in.
    package var sizeClass: SizeClass { engine.sizeClass }

    /// The simulator of the same spec in another size class: its deep-link plans are
    /// searched again, as adaptive presentations show in other styles there.
    package func inSizeClass(_ sizeClass: SizeClass) -> Simulator {
        guard sizeClass != self.sizeClass else { return self }
        // The launch state does not depend on the size class, so this cannot fail.
        return (try? Simulator(model: model, deepLinks: nil, sizeClass: sizeClass)) ?? self
    }

    /// Nil when some screen of the spec could accept `action` as written; else the
    /// ``SimulatorRefusal/Kind/malformed`` refusal that says why none can (its
    /// arguments fit no route its name can mean). Needs no state: `--do` checks
    /// every action before running any.
    package func malformation(of action: SimulatorAction) -> SimulatorRefusal? {
        engine.malformation(of: action).map {
            SimulatorRefusal(action: action.description, reason: $0, kind: .malformed)
        }
    }

    /// The state after `action`, or the refusal: a malformed action's, or the
    /// actions allowed instead.
    package func perform(_ action: SimulatorAction, on state: NavigationState) -> Result<
        NavigationState, SimulatorRefusal
    > {
        performReportingAction(action, on: state).map(\.state)
    }

    /// ``perform(_:on:)``, and the action an `open URL` link performed and the URL it
    /// handed to the browser (nil for every other action), so `--interactive` can show
    /// its `action:` and `web:` lines.
    package func performReportingAction(_ action: SimulatorAction, on state: NavigationState) -> Result<
        (state: NavigationState, action: ActionCall?, web: String?), SimulatorRefusal
    > {
        if let malformed = malformation(of: action) { return .failure(malformed) }
        if case .go(let name, let arguments) = action {
            return go(name, arguments, on: state).map { ($0, nil, nil) }
        }
        if case .inColumn(let column, .go(let name, let arguments)) = action {
            return go(name, arguments, inColumn: column, on: state).map { ($0, nil, nil) }
        }
        if case .open(let url, let source) = action {
            switch router.open(url, on: state, source: source) {
            case .success(let opening): return .success((opening.state, opening.action, opening.web))
            case .failure(let mismatch):
                return .failure(
                    SimulatorRefusal(action: action.description, reason: "\(mismatch.label): \(mismatch)"))
            }
        }
        do {
            var next = engine.settle(try engine.perform(action, on: state))
            if let link = next.guarded?.rerun {
                // A waiting link whose condition swapped the root runs again from it.
                next.guarded?.rerun = nil
                if case .success(let opening) = router.open(link.url, on: next, source: link.source) {
                    next = opening.state
                }
            }
            return .success((next, nil, nil))
        } catch {
            return .failure(
                SimulatorRefusal(
                    action: action.description, reason: error.reason,
                    allowed: engine.allowedActions(in: state).map(\.template)))
        }
    }

    /// The deep-link state for a URL, or why it opens nothing.
    package func open(_ url: String) -> Result<DeepLinkOpening, DeepLinkMismatch> {
        guard let linkConditions else { return router.open(url) }
        return router.open(url, resettingUnder: linkConditions)
    }

    /// The same spec with the root entry `id` shown: its router's patterns, and
    /// ``open(_:)`` under conditions that show it. nil for a spec with one root, or
    /// when no conditions show the entry.
    package func showing(rootEntry id: String) -> Simulator? {
        guard let entry = model.rootEntries.first(where: { $0.id.value == id }),
            let conditions = model.conditions(showing: entry, from: engine.initialConditions),
            let rooted = router.rooted.first(where: { $0.planner.engine.rootEntry == entry })
        else { return nil }
        var copy = self
        copy.router = rooted
        copy.planner = rooted.planner
        copy.linkConditions = conditions
        return copy
    }

    /// A link from `source` opened on `state`: each pattern's `open` mode for that source
    /// honoured (``DeepLinkRouter/open(_:on:source:)``). A link is external unless the
    /// app's own views opened it (the action `open URL`).
    package func open(_ url: String, on state: NavigationState, source: LinkSource = .external) -> Result<
        DeepLinkOpening, DeepLinkMismatch
    > {
        router.open(url, on: state, source: source)
    }

    /// The actions accepted in `state` (besides `open URL`), for refusals and `--interactive`.
    package func allowedActions(in state: NavigationState) -> [AllowedAction] {
        engine.allowedActions(in: state)
    }
}
