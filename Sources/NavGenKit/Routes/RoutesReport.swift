/// `navgen routes` as data: every route with its coordinator, params, deep links,
/// how it is reached, and the back stack each deep link builds. Gathered from a
/// simulator (`RoutesReport+Gathering.swift`), printed by one renderer per
/// ``RoutesFormat``, so a new format adds a renderer and touches no data.
public struct RoutesReport: Sendable {
    public struct RouteInfo: Sendable {
        public var route: RouteRef
        public var params: [Param]
        /// The first forward sequence from launch that shows it (empty: the launch
        /// state shows it); nil when none does.
        public var forward: [ForwardMove]?
        public var deepLinks: [DeepLinkInfo]
        /// For a route with `entry: true`: how opening it by value builds its state.
        public var entry: EntryInfo?
        /// Its `requires`, as written (`premium`, `!signedIn`), and its `otherwise` as an
        /// action (`sheet paywall`).
        public var requires: [String] = []
        public var otherwise: String?
        /// How a guard shows it when nothing else does: `otherwise` (the `otherwise` of
        /// a guarded route shows it) or `satisfiedBy` (it is the root of a condition's
        /// satisfying flow), with the route or condition.
        public var shownByGuard: (kind: String, by: String)?

        /// `recipeDetail(id: Int, source: String?)`.
        public var signature: String {
            params.isEmpty
                ? route.route
                : route.route + "("
                    + params.map { "\($0.name.value): \($0.type.value)" }.joined(separator: ", ") + ")"
        }

        /// `launch`, `forward`, `deep-link` (only a deep link shows it) or `none`.
        public var reachedBy: String {
            if let forward { return forward.isEmpty ? "launch" : "forward" }
            if deepLinks.contains(where: { $0.recipe != nil }) { return "deep-link" }
            return shownByGuard?.kind ?? "none"
        }
    }

    public struct DeepLinkInfo: Sendable {
        public var source: Located<String>
        /// Nil when the pattern cannot open; ``problem`` says why.
        public var recipe: DeepLinkRecipe?
        public var problem: String?
        /// The forward moves of the recipe's plan, and the back stack it builds.
        public var moves: [ForwardMove] = []
        public var backStack: [RouteRef] = []
        /// `open:` and `via:` of a long-hand pattern, when written.
        public var form: DeepLinkForm?
        /// The guards its sequence meets (a spec with conditions only).
        public var guards: [GuardInfo] = []
    }

    /// A guard on a deep link's way: the move, what it requires, and what an unmet
    /// requirement does.
    public struct GuardInfo: Sendable {
        /// `tab account`.
        public var move: String
        /// `signedIn`, `!beta`.
        public var requires: [String]
        /// The guarded route's `otherwise` as an action, when it has one.
        public var otherwise: String?
        /// The conditions whose satisfying flow the link waits on (positive
        /// requirements with `satisfiedBy`, when there is no `otherwise`), each with
        /// its flow: `signedIn` → `signIn`.
        public var waitsOn: [(condition: String, flow: String)]
    }

    /// A condition as `routes` lists it.
    public struct ConditionInfo: Sendable {
        public var name: String
        public var initially: Bool
        public var setByApp: Bool
        /// `signIn`, its outcome and how it is shown.
        public var satisfiedBy: (flow: String, outcome: String, style: PresentationStyle)?
    }

    /// An entry point: the back stack opening the route by value builds, or why it cannot.
    public struct EntryInfo: Sendable {
        public var backStack: [RouteRef]
        public var problem: String?
    }

    /// An alert or confirmation dialog, and the routes that show it.
    public struct AlertInfo: Sendable {
        public var coordinator: String
        public var alert: Alert
        /// The routes of the coordinator with an `alert` item for it, in spec order.
        public var shownBy: [String]
        /// The guarded routes of the coordinator whose `otherwise` shows it, in spec order.
        public var shownByOtherwise: [String] = []

        /// `deleteRecipe? (confirmationDialog: delete, cancel)`.
        public var signature: String {
            alert.id.value + "? (" + alert.resolvedStyle.rawValue + ": "
                + alert.outcomes.map(\.value).joined(separator: ", ") + ")"
        }
    }

    /// `tabs`: a tab bar's tabs, or the stacks that use a route set.
    public var coordinators: [(id: String, kind: Coordinator.Kind, tabs: [String], routes: [RouteInfo])]
    /// Every coordinator's alerts, in spec order.
    public var alerts: [AlertInfo] = []
    /// The spec's conditions, in declaration order.
    public var conditions: [ConditionInfo] = []
    /// Each coordinator's own `requires`, and each tab's (`main.account`), as written.
    public var coordinatorRequires: [String: [String]] = [:]
    /// Where URLs are accepted, when a pattern alone does not tell it (``DeepLinkSources``).
    public var deepLinkSources: DeepLinkSources?
    /// The spec's files: a pattern in an included file names its file in the json.
    public var files: SpecFiles
}
