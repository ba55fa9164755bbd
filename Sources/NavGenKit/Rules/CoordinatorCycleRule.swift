/// `coordinator-cycle`: coordinators that list each other (or themselves) in
/// `children`, directly or through others.
public struct CoordinatorCycleRule: Rule {
    public static let description = RuleDescription(
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
            in order.
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

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        // One pair per `children` entry that resolves, in declaration order.
        var pairs: [(from: Int, to: Int)] = []
        var entries: [SourceLocation] = []
        for coordinator in model.coordinatorIndices {
            let declaration = context.declaration(of: coordinator)
            for (entry, child) in zip(declaration.children, model[coordinator].children) {
                guard let child else { continue }
                pairs.append((coordinator.rawValue, child.rawValue))
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
            let cycle = ([pair.from] + back).map { model[CoordinatorIndex($0)].id.value }
            findings.append(
                context.finding(
                    .coordinatorCycle, at: entries[offset],
                    "coordinators contain each other: \(cycle.joined(separator: " → "))",
                    help: "a coordinator cannot be its own descendant; remove one of these `children` entries"
                ))
        }
        return findings
    }
}
