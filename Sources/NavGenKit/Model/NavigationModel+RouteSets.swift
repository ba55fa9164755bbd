/// Bare route names when stacks use route sets (docs/spec.md, Shared route sets).
extension NavigationModel {
    /// The route that `name`, written bare in a transition of `source`, shows: one of
    /// `source`'s coordinator, else one of a set that coordinator uses, in `uses`
    /// order (a set's own transitions name only its own routes). A name that is
    /// neither stays in `source`'s coordinator, where it finds nothing.
    package func target(named name: String, from source: RouteRef) -> RouteRef {
        let own = RouteRef(coordinator: source.coordinator, route: name)
        guard let coordinator = coordinator(named: source.coordinator), !self[coordinator].uses.isEmpty,
            route(named: name, in: coordinator) == nil
        else { return own }
        for set in self[coordinator].uses {
            if let found = route(named: name, in: set) { return self[found].ref }
        }
        return own
    }
}
