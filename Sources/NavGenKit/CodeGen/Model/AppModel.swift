/// The spec as the generator reads it: lookups by id and the facts about the state
/// tree that decide which types the navigation file declares, all read from the
/// resolved ``NavigationModel``.
///
/// Built from a spec that passed validation; still, it skips references it cannot
/// resolve instead of trapping, so that a rule missing from the validator shows up
/// as a compile error in a test rather than a crash.
struct AppModel: Sendable {
    let spec: NavigationSpec
    let names: GeneratedNames
    let model: NavigationModel
    /// Coordinators that some route starts as a sheet or cover, in spec order: the
    /// cases of the state's `Flow`.
    private(set) var modalFlows: [String] = []
    /// Stack coordinators that some route starts `as: push`, in spec order: their
    /// routes go on the starting stack. (A tab bar cannot be pushed.)
    private(set) var pushedFlows: [String] = []
    /// Coordinators that own a node of the state, in spec order: the root, flows
    /// shown as a sheet or cover, and the tabs of those that are tab bars. A flow
    /// started only `as: push` has no node: its routes live on its parent's stack.
    private(set) var nodeCoordinators: [String] = []
    /// Whether anything is ever presented: a route in a modal style, a flow, or an alert.
    private(set) var hasModals = false
    /// The styles some move shows a route in, its target resolved or not.
    private(set) var shownStyles: Set<PresentationStyle> = []
    /// Whether an item presents in a style of its size class (`as: { compact: ... }`):
    /// only then does the generated code take a size class (`usesAdaptiveStyles`).
    let adapts: Bool
    /// Whether coordinators contain each other through `children` (recursive flows):
    /// a flow's node may then hold, through its modal, a node of its own type, and the
    /// state's `Flow` is `indirect` as its `Modal` is.
    let hasFlowCycles: Bool
    /// The stacks that declare alerts, in spec order: the cases of the state's `Alert`.
    private(set) var alertCoordinators: [String] = []

    /// Whether the state opens a screen by value and reads itself back from the
    /// skeletons: a long-hand deep link (an open mode, `via`), an `entry`, or a `go`.
    /// Every other spec's files stay as they were. Worked out once: each skeleton asks.
    let opensByMode: Bool
    /// Whether any item, `then` value, answer or `otherwise` is a `go`: the state then has
    /// `go(to:)` and each tab bar node `keepingOtherTabs(of:)`.
    let hasGoItems: Bool

    /// `typePrefix` goes before every generated type name (`GenerateOptions`).
    init(model: NavigationModel, typePrefix: String = "") {
        self.model = model
        spec = model.spec
        names = GeneratedNames(app: spec.app.value, prefix: typePrefix)
        hasGoItems = model.hasGoItems
        opensByMode =
            hasGoItems
            || spec.coordinators.contains { coordinator in
                coordinator.routes.contains {
                    $0.deepLinkForms.contains(where: \.choosesOpening) || $0.entry != nil
                }
            }
        // One walk over every edge, once: the skeletons ask for these for each
        // coordinator, and walking the spec on every call made generate quadratic.
        var startedModally: Set<CoordinatorIndex> = []
        var startedPushed: Set<CoordinatorIndex> = []
        var shownStyles: Set<PresentationStyle> = []
        func note(_ kind: Edge.Kind) {
            switch kind {
            case .start(let child, .push): startedPushed.insert(child)
            case .start(let child, _): startedModally.insert(child)
            case .show(_, let style): shownStyles.insert(style)
            default: return
            }
        }
        // An item that adapts shows in its style of each size class.
        func note(_ edge: Edge) {
            guard let adaptive = edge.adaptiveStyle else { return note(edge.kind) }
            for sizeClass in SizeClass.allCases {
                note(edge.kind(in: sizeClass))
                shownStyles.insert(adaptive[sizeClass])
            }
        }
        // A start's `on:` actions show screens and start flows as its `then:` does.
        for edge in model.edgesAndEventEdges { note(edge) }
        // A guarded route's `otherwise` and a condition's satisfying flow show screens
        // too, though no transition declares them.
        for route in model.routes { for otherwise in route.otherwise { note(otherwise) } }
        for condition in model.conditions {
            guard let flow = condition.satisfiedBy else { continue }
            if let adaptive = flow.adaptiveStyle {
                shownStyles.formUnion(adaptive.styles)
            }
            if flow.style == .push {
                startedPushed.insert(flow.coordinator)
            } else {
                startedModally.insert(flow.coordinator)
            }
        }
        // A move to a route that does not exist still shows something (a spec whose
        // `unknown-reference` is off).
        for reference in model.unresolved {
            if case .transition(_, let keyword) = reference.site,
                let style = PresentationStyle(rawValue: keyword)
            {
                shownStyles.insert(style)
            }
        }
        self.shownStyles = shownStyles
        adapts = model.usesAdaptiveStyles
        hasFlowCycles = !FlowCycleFamilies(model).families.isEmpty
        modalFlows = model.coordinatorIndices.filter(startedModally.contains).map { model[$0].id.value }
        pushedFlows = model.coordinatorIndices.filter {
            model[$0].kind == .stack && startedPushed.contains($0)
        }
        .map { model[$0].id.value }
        nodeCoordinators = owners()
        alertCoordinators = spec.coordinators.filter { !$0.alerts.isEmpty }.map(\.id.value)
        hasModals =
            !modalFlows.isEmpty || shownStyles.contains(where: \.isModal) || !alertCoordinators.isEmpty
    }

    var coordinators: [Coordinator] { spec.coordinators }
    var stacks: [Coordinator] { coordinators.filter { $0.kind == .stack } }
    var rootID: String { spec.root.value }

    func coordinator(_ id: String) -> Coordinator? {
        model.coordinator(named: id).map(model.declaration(of:))
    }

    func route(_ ref: RouteRef) -> Route? { model.route(ref).map(model.declaration(of:)) }

    static func actions(in transition: Transition) -> [Action] {
        // A then-start's own `then:` runs here too, as deep as the spec nests it, and
        // so does a start's `on:`: its actions run in this coordinator.
        var actions: [Action] = []
        var pending = [transition]
        while !pending.isEmpty {
            let item = pending.removeFirst()
            actions.append(item.action)
            switch item.action {
            case .start(_, _, let handlers?, _), .alert(_, let handlers?):
                pending += handlers.handlers.compactMap(\.action)
            default:
                break
            }
            pending += item.on?.handlers.compactMap(\.action) ?? []
        }
        return actions
    }

    /// How a `start` item shows its child: `as:`, a sheet by default.
    static func style(of start: Located<PresentationStyle>?) -> PresentationStyle {
        start?.value ?? .sheet
    }

    /// The coordinators that own a node (``nodeCoordinators``), once ``modalFlows`` is known.
    private func owners() -> [String] {
        var owners: Set<String> = []
        // Every entry of a `root` list owns a node: any of them may be the root shown.
        let roots =
            model.hasAlternativeRoots ? model.rootEntries.map { model[$0.coordinator].id.value } : [rootID]
        var pending = roots + modalFlows
        while let id = pending.popLast() {
            guard let coordinator = coordinator(id), owners.insert(id).inserted else { continue }
            if coordinator.kind == .tabs { pending += coordinator.children.map(\.value) }
            if coordinator.kind == .split { pending += coordinator.columns.map(\.value) }
        }
        return coordinators.map(\.id.value).filter(owners.contains)
    }

    /// A route's value at launch: optional params nil. Nil when a param is required,
    /// which `root-params` rules out for roots.
    func launchEntry(_ ref: RouteRef) -> RouteValue? {
        guard let route = route(ref), route.params.allSatisfy(\.type.value.isOptional) else { return nil }
        return RouteValue(ref: ref, arguments: route.params.map { _ in .nil })
    }

    /// The root route of a stack coordinator.
    func rootRef(of coordinator: Coordinator) -> RouteRef? {
        guard coordinator.kind == .stack, let root = coordinator.root?.value else { return nil }
        return RouteRef(coordinator: coordinator.id.value, route: root)
    }
}

/// A route with an expression for each param, in declaration order: an entry of a
/// generated stack.
struct RouteValue: Hashable, Sendable {
    var ref: RouteRef
    var arguments: [SwiftExpression]
}
