/// `flow-cycle`: coordinators that list each other (or themselves) in `children`,
/// directly or through others: recursive flows.
///
/// A chat app's room opens a linked room, a space a child space, rooms and spaces
/// each other. Each `start` runs a new instance, so the cycle is legal; the warning
/// says that it is there, once per family, where a team can allow it.
package struct FlowCycleRule: Rule {
    package static let description = RuleDescription(
        id: .flowCycle, severity: .warning, configurable: true,
        summary: "flows that start themselves or each other",
        rationale: """
            A flow that can start itself (a room opening a linked room) runs a new instance at \
            each start, with its own stack and presentations, so a user can nest them as deep \
            as they tap. That is often the design, but it is also what a `children` entry \
            written by mistake looks like, and every instance keeps its screens in memory.
            """,
        details: """
            One finding per family of coordinators that contain each other through `children` \
            (a route set's children included, in every stack that uses the set), at the \
            family's first `start` item in declaration order, spelling the cycle it closes \
            (`room → space → room`; a flow that starts itself is `room → room`): that route's \
            `allow:` silences it. A family whose members list each other but never start each \
            other is reported at its first `children` entry. A tab bar among its own tabs \
            (directly or through nested tab bars) is no recursive flow: tabs are built with \
            their tab bar, so its launch would never end; that finding is an error, at the \
            first such tab entry. Deep links and `--open` never \
            start a flow already running on the branch they build; `simulate` refuses a \
            `start` that would run more than 50 flows on one branch.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: room
            coordinators:
              room:
                root: timeline
                outcomes: [left]
                children: [room]
                routes:
                  timeline:
                    transitions: [{ ↓start: room, then: { left: stay } }, { finish: left }]
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
                    transitions: [{ start: room }]
              room:
                root: timeline
                children: [space]
                routes:
                  timeline:
                    transitions: [{ ↓start: space, as: cover }, dismiss]
              space:
                root: spaceHome
                children: [room]
                routes:
                  spaceHome:
                    transitions: [{ start: room }, dismiss]
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
                children: [thread]
                routes:
                  status:
                    transitions: [{ ↓start: thread, then: { closed: stay } }]
              thread:
                root: conversation
                uses: [common]
                outcomes: [closed]
                routes:
                  conversation:
                    transitions: [{ push: status }, { finish: closed }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed, ↓main]
              feed:
                root: list
                routes:
                  list:
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
                    transitions: [{ start: help }, dismiss]
              help:
                root: faq
                routes:
                  faq:
                    transitions: [dismiss]
            """,
            """
            navgen: 1
            app: Demo
            root: room
            coordinators:
              room:
                root: timeline
                outcomes: [left]
                children: [room]
                routes:
                  timeline:
                    allow: [flow-cycle]
                    transitions: [{ start: room, then: { left: stay } }, { finish: left }]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return FlowCycleFamilies(model).families.map { family in
            let cycle = family.cycle.map { model[$0].id.value }.joined(separator: " → ")
            let others = family.members.filter { !family.cycle.contains($0) }.map { model[$0].id.value }
            let notes = others.isEmpty ? [] : ["the family also holds \(others.listed)"]
            if let entry = family.tabCycleEntry {
                // Not a flow: the tab bar would be built inside itself at launch.
                var finding = context.finding(
                    .flowCycle, at: entry, "a tab bar is among its own tabs: \(cycle)", notes: notes,
                    help: "a tab bar's tabs are built with it, so it cannot contain itself; "
                        + "remove this tab, or start the tab bar from a route of the tab instead")
                finding.severity = .error
                return finding
            }
            guard let start = family.start else {
                return context.finding(
                    .flowCycle, at: family.entry, "coordinators contain each other: \(cycle)", notes: notes,
                    help: "each instance nests inside the last; remove one of these `children` entries "
                        + "if the recursion is not intended")
            }
            return context.finding(
                .flowCycle, at: start.location, "flows start each other: \(cycle)", notes: notes,
                help: "each start runs a new instance; add `allow: [flow-cycle]` to "
                    + "'\(model[start.source].id.value)' if the recursion is intended",
                on: start.source)
        }
    }
}
