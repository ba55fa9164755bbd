/// How a `start` item's `then` block matches the child's outcomes: shared by
/// `unhandled-outcome` and `unknown-outcome`, so a misspelt outcome is reported
/// once, as unknown, and not also as unhandled.
struct OutcomeCoverage {
    /// Outcomes of the child that no handler names.
    var missing: [String]
    /// Handlers naming no outcome of the child, each with the missing outcome it
    /// most likely meant (nil when none is close).
    var unknown: [(handler: Located<String>, meant: String?)]
    /// Missing outcomes that no misspelt handler accounts for: truly unhandled.
    var unhandled: [String]

    init(outcomes: [String], handlers: [Located<String>]) {
        let named = Set(handlers.map(\.value))
        missing = outcomes.filter { !named.contains($0) }
        var unclaimed = missing
        unknown = []
        for handler in handlers where !outcomes.contains(handler.value) {
            let meant = Suggestion.closest(to: handler.value, among: unclaimed)
            unclaimed.removeAll { $0 == meant }
            unknown.append((handler, meant))
        }
        // One handler naming nothing and one outcome left unhandled are one mistake (a
        // rename, or a misspelling no closer than that), however far apart the names.
        if unclaimed.count == 1, unknown.count(where: { $0.meant == nil }) == 1,
            let lone = unknown.firstIndex(where: { $0.meant == nil })
        {
            unknown[lone].meant = unclaimed.removeFirst()
        }
        unhandled = unclaimed
    }
}

/// A `start` item of a route whose child resolves: what both outcome rules walk.
struct StartItem {
    var route: RouteIndex
    var child: CoordinatorIndex
    var location: SourceLocation
    var then: OutcomeHandlers?
    /// The item's `on` block (nil without one).
    var on: OutcomeHandlers?

    /// Every `start` item of the spec, in declaration order (a then-start after the
    /// item whose `then` holds it).
    ///
    /// Read from the spec in place, route by route: copying each route out of the
    /// model would cost more than the few start items a spec has.
    static func all(in context: RuleContext) -> [StartItem] {
        var items: [StartItem] = []
        var route = 0
        for coordinator in context.spec.coordinators {
            for index in coordinator.routes.indices {
                defer { route += 1 }
                // Then-starts too, depth first: their own `then` covers their child's outcomes.
                for written in WrittenStart.all(in: coordinator.routes[index].transitions) {
                    let transition = written.transition
                    guard case .start(let target, _, let then, _) = transition.action,
                        let child = context.model.coordinator(named: target.value)
                    else { continue }
                    items.append(
                        StartItem(
                            route: RouteIndex(route), child: child, location: transition.location, then: then,
                            on: transition.on)
                    )
                }
            }
        }
        return items
    }
}
