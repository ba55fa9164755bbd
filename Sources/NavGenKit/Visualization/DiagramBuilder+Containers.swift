/// A tab bar's own transitions, drawn from its tab bar node: what it presents over
/// every tab comes from the sets it uses, as a stack's shared routes do.
extension DiagramBuilder {
    /// The edges of every tab bar's own items, in declaration order, as a route's
    /// items are drawn.
    func containerEdges() -> [DiagramEdge] {
        let starters = startersWithHandlers
        return spec.coordinators.flatMap { coordinator in
            let source = NavigationEngine.source(of: coordinator.id.value)
            return (coordinator.containerTransitions?.value ?? []).flatMap {
                edges(for: $0, from: source, starters: starters)
            }
        }
    }

    /// The node an item of `source` is drawn from: its route, or for a tab bar's own
    /// item (``NavigationEngine/source(of:)``) the tab bar.
    func node(of source: RouteRef) -> String {
        source.route.isEmpty
            ? DiagramID.tabBar(source.coordinator) : DiagramID.route(source.coordinator, source.route)
    }

    /// The coordinator whose alert `name` an item of `source` shows: the route's own,
    /// or for a tab bar's own item the first set it uses that has the alert.
    func alertOwner(_ name: String, from source: RouteRef) -> String {
        guard source.route.isEmpty, let tabs = model.coordinator(named: source.coordinator) else {
            return source.coordinator
        }
        for set in model[tabs].uses {
            let declaration = model.declaration(of: set)
            if declaration.alert(named: name) != nil { return declaration.id.value }
        }
        return source.coordinator
    }
}
