/// How the simulator names the target of a transition when stacks use route sets
/// (docs/spec.md, Shared route sets).
extension SpecIndex {
    /// The route that `name`, written bare in a transition of `source`, shows
    /// (``NavigationModel/target(named:from:)``).
    func target(named name: String, from source: RouteRef) -> RouteRef {
        model.target(named: name, from: source)
    }
}
