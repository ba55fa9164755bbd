/// `unknown-outcome` for events: an `emit` naming no event of its coordinator, and an
/// `on` key naming no event of the started flow.
extension UnknownOutcomeRule {
    /// `emit` items, `then` and `on` values included; in a route set the item is
    /// `set-finish` instead.
    static func emitFindings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return model.edgesAndEventEdges.compactMap { edge in
            guard case .emit(let event) = edge.kind else { return nil }
            let coordinator = model[edge.source].coordinator
            guard model[coordinator].kind != .routes else { return nil }
            let events = model.declaration(of: coordinator).events.map(\.value)
            guard !events.contains(event) else { return nil }
            return context.finding(
                .unknownOutcome, at: edge.targetLocation ?? edge.location,
                "\(context.quoted(coordinator)) has no event '\(event)' to emit",
                notes: [declaredEvents(events, of: coordinator, in: context)],
                help: Suggestion.help(for: event, among: events)
                    ?? "declare it: events: [\((events + [event]).joined(separator: ", "))]",
                on: edge.source)
        }
    }

    /// `on` keys of `start` items, `otherwise` starts included. A misspelt key and the
    /// event it leaves out are one mistake, reported here only (not `unhandled-event`).
    static func eventHandlerFindings(in context: RuleContext) -> [Finding] {
        var items = StartItem.all(in: context).map { ($0.child, $0.on, $0.route) }
        var route = 0
        for coordinator in context.spec.coordinators {
            for declared in coordinator.routes {
                defer { route += 1 }
                for transition in declared.otherwiseTransitions {
                    guard case .start(let target, _, _, _) = transition.action,
                        let child = context.model.coordinator(named: target.value)
                    else { continue }
                    items.append((child, transition.on, RouteIndex(route)))
                }
            }
        }
        return items.flatMap { child, on, route -> [Finding] in
            guard let on else { return [] }
            let events = context.model.declaration(of: child).events.map(\.value)
            let coverage = OutcomeCoverage(outcomes: events, handlers: on.handlers.map(\.outcome))
            return coverage.unknown.map { handler, meant in
                context.finding(
                    .unknownOutcome, at: handler.location,
                    "\(context.quoted(child)) has no event '\(handler.value)'",
                    notes: [declaredEvents(events, of: child, in: context)],
                    help: (meant ?? Suggestion.closest(to: handler.value, among: events)).map {
                        "did you mean '\($0)'?"
                    } ?? "remove the handler, or declare the event in \(context.quoted(child))",
                    on: route)
            }
        }
    }

    private static func declaredEvents(
        _ events: [String], of coordinator: CoordinatorIndex, in context: RuleContext
    )
        -> String
    {
        events.isEmpty
            ? "\(context.quoted(coordinator)) declares no events"
            : "\(context.quoted(coordinator)) can emit \(events.map { "'\($0)'" }.listed)"
    }
}
