/// `navgen routes` as data: every route with its coordinator, params, deep links,
/// how it is reached, and the back stack each deep link builds. Gathered from a
/// simulator (`RoutesReport+Gathering.swift`), printed by one renderer per
/// ``RoutesFormat``, so a new format adds a renderer and touches no data.
package struct RoutesReport: Sendable {
    package struct RouteInfo: Sendable {
        package var route: RouteRef
        package var params: [Param]
        /// The first forward sequence from launch that shows it (empty: the launch
        /// state shows it); nil when none does.
        package var forward: [ForwardMove]?
        /// The style by size class of each move of ``forward`` that adapts, by position.
        package var adaptiveForward: [Int: AdaptiveStyle] = [:]
        package var deepLinks: [DeepLinkInfo]
        /// For a spec with alternative roots: the root entry it is reported from, the
        /// first that shows it.
        package var root: String?
        /// For a route with `entry: true`: how opening it by value builds its state.
        package var entry: EntryInfo?
        /// Its `requires`, as written (`premium`, `!signedIn`), and its `otherwise` as an
        /// action (`sheet paywall`).
        package var requires: [String] = []
        package var otherwise: String?
        /// How a guard shows it when nothing else does: `otherwise` (the `otherwise` of
        /// a guarded route shows it) or `satisfiedBy` (it is the root of a condition's
        /// satisfying flow), with the route or condition.
        package var shownByGuard: (kind: String, by: String)?
        /// The first route with a `go` item that shows it, when no forward move does.
        package var shownByGo: String?
        /// When only an `on` action shows it: the event, the flow that emits it and
        /// the starter route whose `start` item handles it.
        package var shownByEvent: (event: String, child: String, starter: String)?
        /// For a route of a split's column: the split and which column it is.
        package var column: (split: String, role: SplitColumn)?
        /// Whether it is the root of a column after the sidebar: regular width shows it
        /// while that column is unselected, which the compact search never does.
        package var isUnselectedColumnRoot = false

        /// `recipeDetail(id: Int, source: String?)`.
        package var signature: String {
            params.isEmpty
                ? route.route
                : route.route + "("
                    + params.map { "\($0.name.value): \($0.type.value.specSpelling)" }.joined(separator: ", ")
                    + ")"
        }

        /// `launch`, `forward`, `deep-link` (only a deep link shows it), `go` (only a
        /// `go` item shows it), `event` (only an `on` action shows it), `column` (only
        /// regular width shows it, as an unselected column's root) or `none`.
        package var reachedBy: String {
            if let forward { return forward.isEmpty ? "launch" : "forward" }
            if isUnselectedColumnRoot { return "column" }
            if deepLinks.contains(where: { $0.recipe != nil }) { return "deep-link" }
            if shownByGo != nil { return "go" }
            if shownByEvent != nil { return "event" }
            return shownByGuard?.kind ?? "none"
        }
    }

    package struct DeepLinkInfo: Sendable {
        package var source: Located<String>
        /// Nil when the pattern cannot open; ``problem`` says why.
        package var recipe: DeepLinkRecipe?
        package var problem: String?
        /// The forward moves of the recipe's plan, and the back stack it builds.
        package var moves: [ForwardMove] = []
        package var backStack: [RouteRef] = []
        /// `open:` and `via:` of a long-hand pattern, when written.
        package var form: DeepLinkForm?
        /// The guards its sequence meets (a spec with conditions only).
        package var guards: [GuardInfo] = []
    }

    /// A guard on a deep link's way: the move, what it requires, and what an unmet
    /// requirement does.
    package struct GuardInfo: Sendable {
        /// `tab account`.
        package var move: String
        /// `signedIn`, `!beta`.
        package var requires: [String]
        /// The guarded route's `otherwise` as an action, when it has one.
        package var otherwise: String?
        /// The conditions whose satisfying flow the link waits on (positive
        /// requirements with `satisfiedBy`, when there is no `otherwise`), each with
        /// its flow: `signedIn` → `signIn`.
        package var waitsOn: [(condition: String, flow: String)]
    }

    /// An action link as `routes` lists it: its signature and its patterns, each with
    /// why it cannot be performed, if it cannot.
    package struct ActionInfo: Sendable {
        /// `setTelemetry(url: String)`, or the bare name.
        package var signature: String
        package var name: String
        /// Each pattern, with why it cannot open and the long-hand form's `set`.
        package var deepLinks: [(source: Located<String>, problem: String?, form: DeepLinkForm?)]
    }

    /// A condition as `routes` lists it.
    package struct ConditionInfo: Sendable {
        package var name: String
        package var initially: Bool
        package var setByApp: Bool
        /// `signIn`, its outcome and how it is shown.
        package var satisfiedBy: (flow: String, outcome: String, style: PresentationStyle)?
        /// The routes whose `set` items (transitions, `then` values, `otherwise`) change
        /// it, and to what, in spec order; nil in a spec with no `set` item, whose output
        /// stays as it was.
        package var setBy: [(route: String, value: Bool)]? = nil
    }

    /// An entry point: the back stack opening the route by value builds, or why it cannot.
    package struct EntryInfo: Sendable {
        package var backStack: [RouteRef]
        package var problem: String?
    }

    /// An alert or confirmation dialog, and the routes that show it.
    package struct AlertInfo: Sendable {
        package var coordinator: String
        package var alert: Alert
        /// The routes of the coordinator with an `alert` item for it, in spec order.
        package var shownBy: [String]
        /// The guarded routes of the coordinator whose `otherwise` shows it, in spec order.
        package var shownByOtherwise: [String] = []

        /// `deleteRecipe? (confirmationDialog: delete, cancel)`.
        package var signature: String {
            alert.id.value + "? (" + alert.resolvedStyle.rawValue + ": "
                + alert.outcomes.map(\.value).joined(separator: ", ") + ")"
        }
    }

    /// `tabs`: a tab bar's tabs, a split's columns in order, or the stacks that use a
    /// route set.
    /// The entries of a `root` list, in order; empty for a spec with one root.
    package var rootEntries: [RootEntryInfo] = []
    package var coordinators: [(id: String, kind: Coordinator.Kind, tabs: [String], routes: [RouteInfo])]
    /// Every coordinator's alerts, in spec order.
    package var alerts: [AlertInfo] = []
    /// The spec's conditions, in declaration order.
    package var conditions: [ConditionInfo] = []
    /// `deeplinks.requires`, as written; empty without it.
    package var linkRequires: [String] = []
    /// `deeplinks.otherwise`, as `routes` writes a fallback (`web`, `!locked: web`).
    package var linkOtherwise: String?
    /// The spec's action links, in declaration order.
    package var actions: [ActionInfo] = []
    /// `deeplinks.redirects`, in declaration order.
    package var redirects: [LinkRedirect] = []
    /// Each coordinator's own `requires`, and each tab's (`main.account`), as written.
    package var coordinatorRequires: [String: [String]] = [:]
    /// Where URLs are accepted, when a pattern alone does not tell it (``DeepLinkSources``).
    package var deepLinkSources: DeepLinkSources?
    /// The spec's files: a pattern in an included file names its file in the json.
    package var files: SpecFiles
}
