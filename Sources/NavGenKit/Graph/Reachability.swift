/// Which coordinators and routes the user can get to.
///
/// Two answers, because `deeplink-only` needs them apart: "shown from launch" is what
/// a sequence of moves from the launch state shows (`then` actions count: they run
/// when a child finishes), and "reachable" adds what a deep link can open. A deep link opens on top of its coordinator's root, so it counts only once
/// its coordinator is reachable itself.
public struct Reachability: Sendable {
    private let coordinatorCount: Int
    private let fromLaunch: [Bool]
    private let withDeepLinks: [Bool]
    /// Whether a reference that names nothing sits where it could show more of the
    /// spec: an unreachable finding would then be a guess, so those rules stay quiet.
    public let isUncertain: Bool

    init(
        coordinators: [NavigationGraph.CoordinatorNode], routes: [NavigationGraph.RouteNode], edges: [Edge],
        root: CoordinatorIndex?, unresolved: [UnresolvedReference]
    ) {
        coordinatorCount = coordinators.count
        let seeds = root.map { [$0.rawValue] } ?? []
        let launch = NavigationGraph.leadsTo(
            coordinators: coordinators, routes: routes, edges: edges, includingDeepLinks: false)
        let linked = NavigationGraph.leadsTo(
            coordinators: coordinators, routes: routes, edges: edges, includingDeepLinks: true)
        fromLaunch = launch.reachable(from: seeds)
        let withDeepLinks = linked.reachable(from: seeds)
        self.withDeepLinks = withDeepLinks
        let count = coordinators.count
        isUncertain = unresolved.contains { reference in
            guard reference.affectsReachability else { return false }
            switch reference.site {
            case .specRoot: return true
            case .stackRoot(let coordinator), .child(let coordinator), .initialTab(let coordinator):
                return withDeepLinks[coordinator.rawValue]
            case .transition(let route, _): return withDeepLinks[count + route.rawValue]
            }
        }
    }

    /// Shown by some sequence of moves from launch, or by a deep link.
    public func isReachable(_ route: RouteIndex) -> Bool { withDeepLinks[coordinatorCount + route.rawValue] }

    public func isReachable(_ coordinator: CoordinatorIndex) -> Bool { withDeepLinks[coordinator.rawValue] }

    /// Shown by some sequence of moves from launch, deep links aside.
    public func isShownFromLaunch(_ route: RouteIndex) -> Bool {
        fromLaunch[coordinatorCount + route.rawValue]
    }

    public func isShownFromLaunch(_ coordinator: CoordinatorIndex) -> Bool {
        fromLaunch[coordinator.rawValue]
    }

    /// Per ``GraphNode`` number: not reachable even with deep links.
    public var unreachableMask: [Bool] { withDeepLinks.map { !$0 } }

    /// Per ``GraphNode`` number: reachable, but only through a deep link.
    public var deepLinkOnlyMask: [Bool] { zip(withDeepLinks, fromLaunch).map { $0 && !$1 } }
}
