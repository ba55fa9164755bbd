/// A reference in the spec that names nothing it may name: kept by the model so that
/// `unknown-reference` and `push-target` can report it, and so the reachability rules
/// can tell that their answer would be a guess.
package struct UnresolvedReference: Hashable, Sendable {
    /// Where the reference is written, which decides what it must name.
    package enum Site: Hashable, Sendable {
        /// The top-level `root:`.
        case specRoot
        /// A stack coordinator's `root:`.
        case stackRoot(CoordinatorIndex)
        /// An entry of a coordinator's `children`.
        case child(of: CoordinatorIndex)
        /// A split's `sidebar`, `content` or `detail`: it must name a stack coordinator.
        case column(of: CoordinatorIndex, SplitColumn)
        /// A tabs coordinator's `initial`.
        case initialTab(of: CoordinatorIndex)
        /// An entry of a stack's `uses`: it must name a route set.
        case uses(of: CoordinatorIndex)
        /// The target of a transition, or of a `then` action, declared on a route; also
        /// the target of the route's `otherwise`.
        case transition(RouteIndex, keyword: String)
        /// An entry of a `requires` list: it must name a condition.
        case requirement(of: GuardedTarget)
        /// A condition's `satisfiedBy.start`: it must name a stack coordinator.
        case satisfyingFlow(ConditionIndex)
        /// The `at` of a `start` item declared on a route: it must name a route of the
        /// started coordinator or of a set it uses.
        case flowStart(RouteIndex, child: CoordinatorIndex)
        /// A key of a `set` item (or `then` value) declared on a route: it must name a
        /// condition.
        case conditionAction(RouteIndex)
    }

    package var name: Located<String>
    package var site: Site
    /// Routes with this id in other coordinators: a push, sheet or cover to one of
    /// them is `push-target`, not `unknown-reference`.
    package var elsewhere: [RouteIndex] = []
    /// Whether resolving it could show more of the spec: a root, a tab, or the target
    /// of a move. If so, and it is reachable, an unreachable finding would be a guess.
    package var affectsReachability: Bool

    /// Whether the reference names a route (rather than a coordinator).
    package var expectsRoute: Bool {
        switch site {
        case .stackRoot, .flowStart: true
        case .transition(_, let keyword):
            keyword == "replace" || keyword == "go" || PresentationStyle(rawValue: keyword) != nil
        case .specRoot, .child, .column, .initialTab, .uses, .requirement, .satisfyingFlow, .conditionAction:
            false
        }
    }

    /// Whether the reference is a `go` target, which may name any route as `coordinator.route`.
    package var isGoTarget: Bool {
        if case .transition(_, "go") = site { return true }
        return false
    }

    /// Whether the reference names an alert of its route's coordinator.
    package var expectsAlert: Bool {
        if case .transition(_, "alert") = site { return true }
        return false
    }

    /// Whether the reference is about conditions: a `requires` entry or a
    /// `satisfiedBy.start`.
    package var namesCondition: Bool {
        switch site {
        case .requirement, .satisfyingFlow, .conditionAction: true
        default: false
        }
    }

    /// The route the reference is written on, for `allow:`.
    package var scope: RouteIndex? {
        switch site {
        case .transition(let route, _), .requirement(of: .route(let route)), .flowStart(let route, _),
            .conditionAction(let route):
            route
        default: nil
        }
    }
}
