/// A route of a ``NavigationModel``: where it is declared, and its resolved
/// transitions (``edgeRange``).
package struct ResolvedRoute: Sendable {
    /// `coordinator.route`, as outputs and `allow:` scopes write it.
    package var ref: RouteRef
    /// Where its id is written: its key under `routes:`.
    package var location: SourceLocation
    /// Its position among its coordinator's routes.
    package var position: Int
    /// The raw indices of its edges in ``NavigationModel/edges``, in declaration order.
    package var edgeRange: Range<Int>
    package var coordinator: CoordinatorIndex
    /// Whether it declares at least one deep-link pattern: a URL can show it.
    package var hasDeepLink: Bool

    /// `requires` and `otherwise`, boxed: most routes have neither, and a large
    /// model would otherwise carry their room in every route.
    private var guarding: Guarding?

    package init(
        ref: RouteRef, location: SourceLocation, position: Int, edgeRange: Range<Int>,
        coordinator: CoordinatorIndex,
        hasDeepLink: Bool
    ) {
        self.ref = ref
        self.location = location
        self.position = position
        self.edgeRange = edgeRange
        self.coordinator = coordinator
        self.hasDeepLink = hasDeepLink
    }

    /// The id, located at its key under `routes:`.
    package var id: Located<String> { Located(ref.route, at: location) }

    /// Its `requires` entries that name a condition, in order: every move to the route
    /// checks them.
    package var guards: [ConditionGuard] {
        get { guarding?.guards ?? [] }
        set { guarding = Guarding(guards: newValue, otherwise: otherwise) }
    }

    /// The actions of its `otherwise` whose targets resolve, in order: what runs
    /// instead of a move to it while a guard is unmet (one per keyed entry). Their
    /// source is this route; they are not among ``NavigationModel/edges``, so searches
    /// over transitions do not see them.
    package var otherwise: [Edge] {
        get { guarding?.otherwise ?? [] }
        set { guarding = Guarding(guards: guards, otherwise: newValue) }
    }

    private final class Guarding: Sendable {
        let guards: [ConditionGuard]
        let otherwise: [Edge]

        init?(guards: [ConditionGuard], otherwise: [Edge]) {
            guard !guards.isEmpty || !otherwise.isEmpty else { return nil }
            self.guards = guards
            self.otherwise = otherwise
        }
    }
}
