/// `modal-cycle`: presentations that lead back to where they started, so modals
/// can nest without end.
///
/// Cycles are followed within a coordinator (`push:`, `sheet:`, `cover:` and their
/// `then` forms) and must contain a sheet or a cover. A cycle through `start` is a
/// flow cycle or an undeclared child, reported by those rules.
package struct ModalCycleRule: Rule {
    package static let description = RuleDescription(
        id: .modalCycle, severity: .warning, configurable: true,
        summary: "presentations that can nest forever",
        rationale: """
            Every sheet or cover presented from a modal stacks another layer over the app; a \
            loop of presentations lets a user pile up layers that each must be dismissed, which \
            iOS users find disorienting and which keeps every layer's screens in memory.
            """,
        details: """
            Follows `push:`, `sheet:` and `cover:` (and their `then` forms) within each \
            coordinator; the cycle must contain a sheet or a cover. One finding per group of \
            routes, at the cycle's first edge in declaration order, with the moves in a note.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ sheet: profile }]
                    profile:
                      transitions: [{ ↓sheet: followers }, dismiss]
                    followers:
                      transitions: [{ sheet: profile }, dismiss]
                    """, deepLinks: ""),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ cover: player }]
                    player:
                      transitions: [{ ↓sheet: lyrics }, dismiss]
                    lyrics:
                      transitions: [{ cover: player }, dismiss]
                    """, deepLinks: ""),
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ sheet: profile }]
                    profile:
                      transitions: [{ sheet: followers }, dismiss]
                    followers:
                      transitions: [dismiss]
                    """, deepLinks: ""),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }]
                    detail:
                      transitions: [{ push: home }]
                    """, deepLinks: ""),
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        let cycles = model.cycles(
            following: { $0.targetRoute }, anchoredAt: { $0.isPresentation })
        return cycles.compactMap { cycle in
            let first = model.edges[cycle.edges[0]]
            guard !context.isSilenced(.modalCycle, on: first.source) else { return nil }
            let moves = cycle.edges.map { index in
                "\(model.describe(model.edges[index])) at \(context.spec.files.reference(to: model.edges[index].location))"
            }
            return context.finding(
                .modalCycle, at: first.location, "presentations can nest forever: \(model.spell(cycle))",
                notes: ["the cycle: " + moves.joined(separator: ", ")],
                help: "dismiss back to the earlier screen instead of presenting it again, "
                    + "or add `allow: [modal-cycle]` to '\(model[first.source].id.value)' if the loop is intended",
                on: first.source)
        }
    }
}
