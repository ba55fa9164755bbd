/// `unused-child`: a stack coordinator lists a child that none of its routes starts.
///
/// A child that a misspelt `start:` of the same coordinator most likely meant is not
/// reported: the misspelling is, as `unknown-reference`.
package struct UnusedChildRule: Rule {
    package static let description = RuleDescription(
        id: .unusedChild, severity: .warning, configurable: true,
        summary: "a child that its coordinator never starts",
        rationale: """
            Every listed child gets a property, a factory and outcome handling in the generated \
            coordinator. One that nothing starts is dead code at best, and usually a forgotten \
            `start:` that leaves a whole flow out of the app.
            """,
        details: """
            Stack coordinators only: a tabs coordinator's children are its tabs. Points at the \
            entry in `children`. A child that a misspelt `start:` in the same coordinator most \
            likely meant is not reported: the misspelling is, as `unknown-reference`.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [↓help]
                routes:
                  home:
              help:
                root: faq
                routes:
                  faq:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [login, ↓signup]
                routes:
                  home:
                    transitions: [{ start: login }]
              login:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
              signup:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [help]
                routes:
                  home:
                    transitions: [{ start: help }]
              help:
                root: faq
                routes:
                  faq:
                    transitions: [dismiss]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                routes:
                  list:
              settings:
                root: overview
                routes:
                  overview:
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return model.coordinatorIndices.flatMap { coordinator -> [Finding] in
            let node = model[coordinator]
            guard node.kind != .tabs else { return [] }
            var started: Set<CoordinatorIndex> = []
            for route in node.routes {
                for edge in model.edges(from: route) {
                    if case .start(let child, _) = edge.kind { started.insert(child) }
                }
                // An `otherwise` that starts a flow uses it too.
                for otherwise in model[route].otherwise {
                    if case .start(let child, _) = otherwise.kind { started.insert(child) }
                }
            }
            // A set's child that a tab bar using the set starts from its container
            // transitions; a misspelt start there most likely meant one of them too.
            let names = node.resolvedChildren.map { model[$0].id.value }
            for container in node.containerUsers {
                started.formUnion(model[container].containerStarts)
                for case .start(let name, _, _, _) in ContainerTransition.items(
                    of: model.declaration(of: container)
                ).map(\.action)
                where model.coordinator(named: name.value) == nil {
                    if let meant = Suggestion.closest(to: name.value, among: names),
                        let child = model.coordinator(named: meant)
                    {
                        started.insert(child)
                    }
                }
            }
            // So does an `on` action that starts one while another child runs.
            for edge in model.eventEdges where model[edge.source].coordinator == coordinator {
                if case .start(let child, _) = edge.kind { started.insert(child) }
            }
            // A misspelt `start:` most likely meant one of the children: that child is
            // reported through the unknown reference, not as unused as well.
            let childNames = node.resolvedChildren.map { model[$0].id.value }
            for reference in model.unresolved {
                guard case .transition(let route, "start") = reference.site,
                    model[route].coordinator == coordinator,
                    let meant = Suggestion.closest(to: reference.name.value, among: childNames),
                    let child = model.coordinator(named: meant)
                else { continue }
                started.insert(child)
            }
            return zip(context.model.declaration(of: coordinator).children, node.children).compactMap {
                entry, child in
                guard let child, !started.contains(child) else { return nil }
                return context.finding(
                    .unusedChild, at: entry.location,
                    "\(context.quoted(coordinator)) lists \(context.quoted(child)) as a child but never starts it",
                    help:
                        "start it from one of its routes (`start: \(entry.value)`), or remove it from children"
                )
            }
        }
    }
}
