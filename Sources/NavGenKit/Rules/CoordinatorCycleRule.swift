/// `coordinator-cycle`: retired. A `children` cycle is a recursive flow, which
/// `flow-cycle` reports as a warning; the id stays known so that `rules:`, `allow:`
/// and baselines that name it stay valid, and nothing reports it.
package enum CoordinatorCycleRule: RuleDescribing {
    package static let description = RuleDescription(
        id: .coordinatorCycle, severity: .error, configurable: true,
        summary: "retired: a children cycle is now a `flow-cycle` warning",
        rationale: """
            Coordinators that contain each other through `children` were an error when a \
            coordinator owned a single instance of each child. Each `start` now runs a new \
            instance, so a room may open a room: `flow-cycle` tells about such cycles.
            """,
        details: """
            Never reported. `rules:`, `allow:` and baseline entries that name it are still \
            accepted and change nothing; name `flow-cycle` instead.
            """,
        triggeringExamples: [],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [settings]
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
                children: [main]
                routes:
                  home:
                    transitions: [{ start: main }]
            """,
        ], replacedBy: .flowCycle)
}
