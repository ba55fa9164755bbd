/// An `alert` item of a route whose alert resolves: its `then` must answer every
/// outcome exactly, as a `start` item's must. Both outcome rules walk these after
/// the ``StartItem``s.
struct AlertItem {
    var route: RouteIndex
    var alert: Alert
    var location: SourceLocation
    var then: OutcomeHandlers?

    /// `alert 'deleteRecipe'`: how messages name the alert.
    var quoted: String { "alert '\(alert.id.value)'" }

    /// Every `alert` item of the spec, in declaration order.
    static func all(in context: RuleContext) -> [AlertItem] {
        var items: [AlertItem] = []
        var route = 0
        for coordinator in context.spec.coordinators {
            for index in coordinator.routes.indices {
                defer { route += 1 }
                guard !coordinator.alerts.isEmpty else { continue }
                for transition in coordinator.routes[index].transitions {
                    guard case .alert(let name, let then) = transition.action,
                        let alert = coordinator.alert(named: name.value)
                    else { continue }
                    items.append(
                        AlertItem(
                            route: RouteIndex(route), alert: alert, location: transition.location, then: then)
                    )
                }
            }
        }
        return items
    }
}
