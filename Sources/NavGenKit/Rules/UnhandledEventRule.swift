/// `unhandled-event`: a flow that declares `events` runs where nothing handles one of
/// them: a `start` item whose `on` lacks it, or an entry that starts the flow without
/// an item at all (the root, a tab, a `satisfiedBy` flow).
package struct UnhandledEventRule: Rule {
    package static let description = RuleDescription(
        id: .unhandledEvent, severity: .error, configurable: true,
        summary: "a flow's event has no `on` action where the flow is started",
        rationale: """
            An event is how a running flow asks its starter to act (a room asking for a call \
            screen) while it keeps its own screens. The generated parent handles events in an \
            exhaustive `switch`, so an event without an `on` action would leave the child's \
            button doing nothing, or a parent that does not compile.
            """,
        details: """
            Every `start` item of a flow with `events` (in `transitions`, `then` and `on` \
            values, and `otherwise`) needs `on:` with one action per event; `stay` is an \
            action. The finding is at the `on` key, or at the `start` item when `on` is \
            absent, and lists the events left out. An `on` key naming no event of the flow is \
            `unknown-outcome` instead (a misspelt event is reported once, there). A flow with \
            events that runs without a `start` item (the root, a tab, a `satisfiedBy` flow) \
            has no starter to handle them: the finding is at that entry.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: chats
            coordinators:
              chats:
                root: list
                children: [room]
                routes:
                  list:
                    transitions:
                      - start: room
                        as: push
                        ↓on: { presentCall: { sheet: call } }
                  call:
              room:
                root: timeline
                events: [presentCall, verifyUser]
                routes:
                  timeline:
                    transitions: [{ emit: presentCall }, { emit: verifyUser }]
            """,
            """
            navgen: 1
            app: Demo
            root: chats
            coordinators:
              chats:
                root: list
                children: [room]
                routes:
                  list:
                    transitions: [{ ↓start: room }]
              room:
                root: timeline
                events: [presentCall]
                routes:
                  timeline:
                    transitions: [{ emit: presentCall }, dismiss]
            """,
            """
            navgen: 1
            app: Demo
            root: ↓room
            coordinators:
              room:
                root: timeline
                events: [presentCall]
                routes:
                  timeline:
                    transitions: [{ emit: presentCall }]
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: chats
            coordinators:
              chats:
                root: list
                children: [room]
                routes:
                  list:
                    transitions:
                      - start: room
                        as: push
                        on: { presentCall: { sheet: call }, verifyUser: stay }
                  call:
              room:
                root: timeline
                events: [presentCall, verifyUser]
                routes:
                  timeline:
                    transitions: [{ emit: presentCall }, { emit: verifyUser }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [login, room]
                routes:
                  home:
                    transitions:
                      - start: login
                        then:
                          done: { start: room, on: { presentCall: stay } }
              login:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: done }]
              room:
                root: timeline
                events: [presentCall]
                routes:
                  timeline:
                    transitions: [{ emit: presentCall }, dismiss]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        startFindings(in: context) + otherwiseFindings(in: context) + entryFindings(in: context)
    }

    /// `start` items in `transitions`, `then` and `on` values.
    private static func startFindings(in context: RuleContext) -> [Finding] {
        StartItem.all(in: context).compactMap {
            finding(child: $0.child, on: $0.on, item: $0.location, route: $0.route, in: context)
        }
    }

    /// `start` items of `otherwise` blocks, one-action and keyed.
    private static func otherwiseFindings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var route = 0
        for coordinator in context.spec.coordinators {
            for declared in coordinator.routes {
                defer { route += 1 }
                for transition in declared.otherwiseTransitions {
                    guard case .start(let target, _, _, _) = transition.action,
                        let child = context.model.coordinator(named: target.value),
                        let found = finding(
                            child: child, on: transition.on, item: transition.location,
                            route: RouteIndex(route), in: context)
                    else { continue }
                    findings.append(found)
                }
            }
        }
        return findings
    }

    private static func finding(
        child: CoordinatorIndex, on: OutcomeHandlers?, item: SourceLocation, route: RouteIndex,
        in context: RuleContext
    ) -> Finding? {
        let events = context.model.declaration(of: child).events.map(\.value)
        guard !events.isEmpty else { return nil }
        let coverage = OutcomeCoverage(outcomes: events, handlers: on?.handlers.map(\.outcome) ?? [])
        guard !coverage.unhandled.isEmpty else { return nil }
        let left = coverage.unhandled.map { "'\($0)'" }
        return context.finding(
            .unhandledEvent, at: on?.location ?? item,
            "\(context.quoted(child)) can emit \(left.listed), which this `start` does not handle",
            notes: ["\(context.quoted(child)) declares events \(events.map { "'\($0)'" }.listed)"],
            help: "add `on: { \(coverage.unhandled.map { "\($0): stay" }.joined(separator: ", ")) }`"
                + " and replace stay with what the event should do",
            on: route)
    }

    /// The root entries, tabs and `satisfiedBy` flows whose coordinator has events:
    /// nothing starts them with an `on`.
    private static func entryFindings(in context: RuleContext) -> [Finding] {
        let spec = context.spec
        var entries: [(name: Located<String>, what: String)] = spec.rootEntries.map { ($0.id, "the root") }
        for coordinator in spec.coordinators where coordinator.kind == .tabs {
            entries += coordinator.children.map { ($0, "a tab of '\(coordinator.id.value)'") }
        }
        entries += spec.conditions.compactMap { condition in
            condition.satisfiedBy.map { ($0.start, "the `satisfiedBy` flow of '\(condition.id.value)'") }
        }
        return entries.compactMap { entry in
            guard let coordinator = context.model.coordinator(named: entry.name.value) else { return nil }
            let events = context.model.declaration(of: coordinator).events.map(\.value)
            guard !events.isEmpty else { return nil }
            return context.finding(
                .unhandledEvent, at: entry.name.location,
                "\(context.quoted(coordinator)) has events but runs as \(entry.what), where no `on` handles them",
                notes: ["it declares events \(events.map { "'\($0)'" }.listed)"],
                help: "start it from a route with `on:`, or remove its events")
        }
    }
}
