/// A coordinator of a ``NavigationModel``, its references resolved.
package struct ResolvedCoordinator: Sendable {
    /// The id, located at its key under `coordinators:`.
    package var id: Located<String>
    package var kind: Coordinator.Kind
    /// Stack: its root route, when `root` names one of its routes.
    package var root: RouteIndex?
    /// The `children` entries in order, each nil where it names no coordinator.
    package var children: [CoordinatorIndex?]
    /// Tabs: the tab shown at launch: `initial` when it is one of the tabs, else
    /// the first tab that resolves.
    package var initialTab: CoordinatorIndex?
    /// The raw indices of its routes (consecutive, in declaration order).
    package var routeRange: Range<Int>
    /// Stack and tabs: the outcomes it can finish with, in order.
    package var outcomes: [String]
    /// The tabs coordinators that list it among their tabs, in declaration order: a
    /// route of a tab may finish with their outcomes too.
    package var tabBars: [CoordinatorIndex] = []
    /// Split: its columns in order (sidebar, content when written, detail), each nil
    /// where it names no coordinator.
    package var columns: [CoordinatorIndex?] = []
    /// The splits that show it as a column, in declaration order.
    package var splits: [CoordinatorIndex] = []
    /// Stack and tabs: the route sets its `uses` names, in order (entries that name no
    /// set left out).
    package var uses: [CoordinatorIndex] = []
    /// Route set: the stacks that use it, in declaration order.
    package var users: [CoordinatorIndex] = []
    /// Route set: the tab bars that use it for their container transitions, in
    /// declaration order. Kept apart from ``users``: those are stacks its routes sit on.
    package var containerUsers: [CoordinatorIndex] = []
    /// Tabs: the routes its container transitions present (routes of the sets it uses),
    /// `then` values included, in the order written.
    package var containerShows: [RouteIndex] = []
    /// Tabs: the flows its container transitions start, `then` values included, in the
    /// order written (whether or not a set it uses lists them: the rules judge that).
    package var containerStarts: [CoordinatorIndex] = []
    /// Tabs: whether one of its container transitions presents or starts a name that
    /// resolves to nothing: what it meant may be unreachable only for that reason.
    package var hasUnresolvedContainerMoves = false
    /// Stack: its `requires` entries that name a condition, in order: starting it and
    /// selecting it as a tab check them.
    package var guards: [ConditionGuard] = []
    /// Tabs: the `requires` each `children` entry writes, parallel to ``children``;
    /// empty when no entry has any. Only the rules read these, to point at what is
    /// written where; every stage that acts reads ``tabGuards``.
    package var tabEntryGuards: [[ConditionGuard]] = []
    /// Tabs: everything that guards each tab, parallel to ``children``: its entry's
    /// `requires`, then its coordinator's own, so that the two ways of writing a tab's
    /// requirement mean the same. A tab is hidden while one is unmet, and selecting
    /// it checks them in this order. A requirement both write counts once, at the
    /// entry. Empty when no tab has any.
    package var tabGuards: [[ConditionGuard]] = []

    package var routes: [RouteIndex] { routeRange.map(RouteIndex.init) }
    /// Tabs: the guards of the tab at `position`, its entry's and its coordinator's
    /// (none when it has none).
    package func guards(ofTabAt position: Int) -> [ConditionGuard] {
        tabGuards.indices.contains(position) ? tabGuards[position] : []
    }

    /// Split: the columns that resolve, in order.
    package var resolvedColumns: [CoordinatorIndex] { columns.compactMap { $0 } }

    /// The children that resolve, in order.
    package var resolvedChildren: [CoordinatorIndex] { children.compactMap { $0 } }
}
