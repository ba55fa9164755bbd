/// What the checks know about a spec that its picture should show: screens nothing
/// leads to, and transitions that can repeat forever.
///
/// The diagram does not work this out itself: the graph rules own reachability and
/// cycles, and a picture that disagreed with `navgen validate` would be worse than
/// none. This is the small interface between the two.
package struct GraphHighlights: Sendable, Hashable {
    /// Routes that no way from launch, nor any deep link, shows.
    package var unreachableRoutes: Set<RouteRef>
    /// Coordinators that no way from launch leads to; their routes are drawn unreachable too.
    package var unreachableCoordinators: Set<String>
    /// Transitions on a push or modal cycle, by where they are written: every item of
    /// `transitions` and every `then` action has a location of its own.
    package var cycleEdges: Set<SourceLocation>

    package init(
        unreachableRoutes: Set<RouteRef> = [], unreachableCoordinators: Set<String> = [],
        cycleEdges: Set<SourceLocation> = []
    ) {
        self.unreachableRoutes = unreachableRoutes
        self.unreachableCoordinators = unreachableCoordinators
        self.cycleEdges = cycleEdges
    }

    /// Nothing to highlight.
    package static let none = GraphHighlights()

    package func isUnreachable(_ route: RouteRef) -> Bool {
        unreachableRoutes.contains(route) || unreachableCoordinators.contains(route.coordinator)
    }
}
