/// `coordinator-cycle`: coordinators that list each other (or themselves) in
/// `children`, directly or through others.
package struct CoordinatorCycleRule: Rule {
    package static let description = RuleDescription(
        id: .coordinatorCycle, severity: .error, configurable: true,
        summary: "the children relation has a cycle",
        rationale: """
            Each coordinator owns its children: the generated classes hold them, and the \
            navigation state nests their state inside the parent's. A coordinator that \
            (transitively) contains itself would need an infinitely deep state type and \
            parents that outlive themselves.
            """,
        details: """
            One finding per group of coordinators that contain each other through `children`, \
            at the group's first `children` entry in declaration order, spelling one cycle \
            in order. A stack that uses a route set contains the set's children (its routes \
            start them there), so a flow that a set starts cannot use that set.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [↓settings]
                routes:
                  home:
                    transitions: [{ start: settings }]
              settings:
                root: overview
                children: [main]
                routes:
                  overview:
                    transitions: [{ start: main }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [↓main]
                routes:
                  home:
                    transitions: [{ start: main }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                uses: [common]
                routes:
                  home:
                    transitions: [{ push: status }]
              common:
                kind: routes
                children: [↓thread]
                routes:
                  status:
                    transitions: [{ start: thread, then: { closed: stay } }]
              thread:
                root: conversation
                uses: [common]
                outcomes: [closed]
                routes:
                  conversation:
                    transitions: [{ push: status }, { finish: closed }]
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
                children: [settings, help]
                routes:
                  home:
                    transitions: [{ start: settings }, { start: help }]
              settings:
                root: overview
                children: [help]
                routes:
                  overview:
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
        // One pair per `children` entry that resolves, in declaration order.
        var pairs: [(from: Int, to: Int)] = []
        var entries: [SourceLocation] = []
        for coordinator in model.coordinatorIndices {
            let declaration = context.model.declaration(of: coordinator)
            for (entry, child) in zip(declaration.children, model[coordinator].children) {
                guard let child else { continue }
                pairs.append((coordinator.rawValue, child.rawValue))
                entries.append(entry.location)
            }
            // A stack holds the children of the sets it uses: their routes start them there.
            for entry in declaration.uses {
                guard let set = model.coordinator(named: entry.value), model[set].kind == .routes else {
                    continue
                }
                pairs.append((coordinator.rawValue, set.rawValue))
                entries.append(entry.location)
            }
        }
        let digraph = Digraph(nodeCount: model.coordinators.count, edges: pairs)
        let components = StronglyConnectedComponents(digraph)
        var reported: Set<Int> = []
        var findings: [Finding] = []
        for (offset, pair) in pairs.enumerated() {
            let component = components.componentOf[pair.from]
            guard component == components.componentOf[pair.to], reported.insert(component).inserted,
                let back = digraph.shortestPath(
                    from: pair.to, to: pair.from, allowed: { components.componentOf[$0] == component })
            else { continue }
            let members = [pair.from] + back
            let cycle = members.map { model[CoordinatorIndex($0)].id.value }
            let throughSet = members.contains { model[CoordinatorIndex($0)].kind == .routes }
            findings.append(
                context.finding(
                    .coordinatorCycle, at: entries[offset],
                    "coordinators contain each other: \(cycle.joined(separator: " → "))",
                    help: throughSet
                        ? "a coordinator cannot be its own descendant, and a flow a route set starts "
                            + "cannot use that set; remove one of these `children` or `uses` entries"
                        : "a coordinator cannot be its own descendant; remove one of these `children` entries"
                ))
        }
        return findings
    }
}
