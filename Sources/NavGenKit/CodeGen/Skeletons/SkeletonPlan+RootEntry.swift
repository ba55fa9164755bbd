/// The skeleton of an entry of a `root` list (docs/spec/entry-points.md, "Alternative
/// roots"): it keeps the conditions and shows the flows that satisfy them as a single
/// root does, but `<App>RootCoordinator` opens links and puts it on screen. So the entry
/// tells that coordinator when its conditions change (a flow satisfied one, or a `set`
/// action ran), and takes the part of a link's state that is its own, with the link to
/// open again when the link waits.
extension SkeletonPlan {
    /// The statement `conditions`' `didSet` ends with in an entry: `onConditionsChange(conditions)`.
    var tellRootCoordinator: [SwiftStatement] {
        guard isRootEntry, ownsConditions else { return [] }
        return [
            .expression(
                .call(.local("onConditionsChange"), [.unlabelled(.local("conditions"))], trailing: nil))
        ]
    }

    /// `var onConditionsChange: (AppConditions) -> Void`, which `<App>RootCoordinator` sets.
    var conditionsHook: [SwiftDeclaration] {
        guard isRootEntry, ownsConditions else { return [] }
        return [
            .variable(
                SwiftVariable(
                    docs: [
                        "Told each change of `conditions`: `\(names.rootCoordinator)` sets it, and shows the root",
                        "entry the new conditions select.",
                    ],
                    name: "onConditionsChange", type: .function([conditionsType], .void),
                    body: .stored(.closure(SwiftClosure(parameters: ["_"], body: [])))))
        ]
    }

    /// `apply(_:of:reopening:)` of an entry in a spec whose conditions a flow satisfies:
    /// shows its part of a link's `state`; when the link waits, the flow that satisfies the
    /// condition is shown from here, and `reopen` runs once it finishes with its outcome.
    var rootEntryApply: [SwiftDeclaration] {
        guard isRootEntry, ownsConditions, hasNode else { return [] }
        let state = "state"
        let reopen = SwiftExpression.local("reopen")
        var seen: Set<String> = []
        var cases: [SwiftSwitchCase] = []
        for entry in conditions.satisfiable {
            guard let flow = entry.flow, seen.insert(flow.coordinator).inserted else { continue }
            // A condition with params waits for the tuple of the flow's root's values.
            let pattern = waitingFlowPattern(entry, flow: flow.coordinator)
            let tuple =
                pattern == .enumCase(flow.coordinator, [.wildcard])
                ? [] : Self.tupleArguments(entry.params, values: entry.params.map(\.name.value))
            cases.append(
                SwiftSwitchCase(
                    patterns: [.some(pattern)],
                    body: [
                        .expression(
                            .call(
                                .local(Self.waitMethod(entry.id)), tuple + [SwiftArgument("then", reopen)],
                                trailing: nil))
                    ]))
        }
        guard !cases.isEmpty else { return [] }
        if cases.count < model.stacks.count { cases.append(SwiftSwitchCase(patterns: [], body: [.break])) }
        let apply = SwiftStatement.expression(
            .call(.member(.self, "apply"), [.unlabelled(.local("node"))], trailing: nil))
        let body =
            applying(apply, state: state) + [
                .if(
                    [.expression(.binary(.member(.local(state), "waiting"), "!=", .nil))],
                    then: [.switch(.member(.member(.local(state), "path"), "last"), cases)], else: nil)
            ]
        return [
            .function(
                SwiftFunction(
                    docs: [
                        "Shows `node`, this root entry's part of a link's `state`. A link that waits shows the flow",
                        "that satisfies its condition from here; `reopen` opens it again once the flow finishes",
                        "with its outcome.",
                    ],
                    kind: .named("apply"),
                    parameters: [
                        SwiftParameter(label: nil, name: "node", type: names.nodeType(id)),
                        SwiftParameter(label: "of", name: state, type: names.stateType),
                        SwiftParameter(
                            label: "reopening", name: "reopen",
                            type: .function([], .void), isEscaping: true),
                    ],
                    body: body))
        ]
    }
}
