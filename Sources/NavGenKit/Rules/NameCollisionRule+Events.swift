/// `name-collision` between a flow's events and its outcomes.
extension NameCollisionRule.Check {
    /// An event named like an outcome would make `emit: E` and `finish: E` read alike,
    /// and give the flow's skeleton a callback and an event case of one name for two
    /// different things. At the event, with a note at the outcome.
    mutating func eventNames(_ spec: NavigationSpec) {
        for coordinator in spec.coordinators where !coordinator.events.isEmpty {
            for event in coordinator.events {
                guard let outcome = coordinator.outcomes.first(where: { $0.value == event.value }) else {
                    continue
                }
                report(
                    event.location,
                    "event '\(event.value)' of '\(coordinator.id.value)' is also one of its outcomes",
                    notes: ["the outcome is declared at \(spec.files.reference(to: outcome.location))"],
                    help: "rename the event: an event keeps the flow running, an outcome finishes it")
            }
        }
    }
}
