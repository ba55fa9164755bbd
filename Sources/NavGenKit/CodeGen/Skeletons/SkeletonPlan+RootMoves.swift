/// The skeletons' side of `go` and `set` (docs/spec/transitions.md): a `go` method has
/// the root coordinator show the state the generated `go(to:)` gives, and a `set`
/// method writes the conditions the root owns, every pair at once. The root does both
/// itself; any other coordinator calls the `go` or `setConditions` callback its owner
/// sets. A `then:` value, an answer or an `otherwise` does the same as the item.
extension SkeletonPlan {
    var rootMoves: SkeletonRootMoves { index.rootMoves }

    /// Whether this coordinator shows a `go`'s destination through the `go` callback.
    var goesThroughCallback: Bool { !opensLinks && rootMoves.goes(id) }

    /// Whether it hands changed conditions to the root through `setConditions`.
    var setsThroughCallback: Bool { !isRoot && rootMoves.writes(id) }

    /// `var go: (<App>Destination) -> Void` and `var setConditions: (<App>Conditions) -> Void`,
    /// when this coordinator or a flow or tab it creates needs them.
    var rootMoveCallbacks: [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if goesThroughCallback {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: [
                            "Shows a destination as a `go` does, from the root coordinator, which applies the whole",
                            "state; set by the coordinator that owns this one.",
                        ],
                        name: SkeletonRootMoves.goCallback,
                        type: .function([names.destinationType], .void),
                        body: .stored(.closure(SwiftClosure(parameters: ["_"], body: []))))))
        }
        if setsThroughCallback {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: [
                            "Hands the root coordinator, which owns the conditions, their new values: what a `set`",
                            "changes, every pair at once. Set by the coordinator that owns this one.",
                        ],
                        name: SkeletonRootMoves.setCallback,
                        type: .function([conditionsType], .void),
                        body: .stored(.closure(SwiftClosure(parameters: ["_"], body: []))))))
        }
        return members
    }

    /// Sets the `go` and `setConditions` callbacks of a tab or flow this coordinator
    /// creates, in a body whose names are `scope`.
    func forwardRootMoves(to child: String, local: SwiftExpression, in scope: SwiftNameScope)
        -> [SwiftStatement]
    {
        var statements: [SwiftStatement] = []
        var closure = scope
        if rootMoves.goes(child), opensLinks || goesThroughCallback {
            let destination = closure.claim("destination")
            let call: SwiftExpression =
                opensLinks
                ? .call(
                    .optionalMember(.self, "go"), [SwiftArgument("to", .local(destination))], trailing: nil)
                : SkeletonSyntax.optionalSelfCall(
                    SkeletonRootMoves.goCallback, [.unlabelled(.local(destination))])
            statements.append(
                .assignment(
                    .member(local, SkeletonRootMoves.goCallback),
                    .closure(
                        SwiftClosure(
                            captures: ["weak self"], parameters: [destination],
                            body: [.assignment(.local("_"), call)]))))
        }
        if rootMoves.writes(child), ownsConditions || setsThroughCallback {
            let changed = closure.claim("changed")
            let write: SwiftStatement =
                ownsConditions
                ? .assignment(.optionalMember(.self, "conditions"), .local(changed))
                : .expression(
                    SkeletonSyntax.optionalSelfCall(
                        SkeletonRootMoves.setCallback, [.unlabelled(.local(changed))]))
            statements.append(
                .assignment(
                    .member(local, SkeletonRootMoves.setCallback),
                    .closure(SwiftClosure(captures: ["weak self"], parameters: [changed], body: [write]))))
        }
        return statements
    }

    // MARK: - go

    /// The params a `go` method takes: its route's that `args` does not fix.
    func goValues(of move: Move, to target: RouteIndex) -> [Param] {
        let fixed = fixedArguments(of: move, on: target)
        return navigation.declaration(of: target).params.filter { fixed[$0.name.value] == nil }
    }

    /// `.chats(.timeline(roomId: roomId))`: the destination of a `go`, from its fixed
    /// `args` and `values` by name (nil for an optional param neither gives); nil when a
    /// required one has no value. A route of a set is shown in the stack that uses it:
    /// this one, else the first in spec order.
    func goDestination(_ move: Move, to target: RouteIndex, values: [Param]) -> SwiftExpression? {
        let fixed = fixedArguments(of: move, on: target)
        let declaration = navigation.declaration(of: target)
        var arguments: [SwiftArgument] = []
        for param in declaration.params {
            let name = param.name.value
            let type = param.type.value
            if let literal = fixed[name] {
                arguments.append(SwiftArgument(name, literal))
            } else if values.contains(where: {
                $0.name.value == name && $0.type.value.base == type.base
                    && (type.isOptional || !$0.type.value.isOptional)
            }) {
                arguments.append(SwiftArgument(name, .local(name)))
            } else if type.isOptional {
                arguments.append(SwiftArgument(name, .nil))
            } else {
                return nil
            }
        }
        let value = SwiftExpression.dotCall(declaration.id.value, arguments)
        let owner = navigation[target].ref.coordinator
        guard model.coordinator(owner)?.kind == .routes else { return .dotCall(owner, [.unlabelled(value)]) }
        let host =
            coordinator.uses.contains { $0.value == owner }
            ? id : model.coordinators.first { $0.uses.contains { $0.value == owner } }?.id.value
        guard let host else { return nil }
        return .dotCall(host, [.unlabelled(.dotCall(owner, [.unlabelled(value)]))])
    }

    /// What a `go` does: the root's `go(to:)`, or the `go` callback that reaches it.
    func goStatements(_ move: Move, values: [Param], in scope: SwiftNameScope) -> [SwiftStatement] {
        guard case .go(let target) = move.kind else { return [] }
        guard let destination = goDestination(move, to: target, values: values) else {
            return SkeletonSyntax.needsValues(navigation[target].id.value)
        }
        if opensLinks {
            return [
                .expression(
                    .call(scope.member("go"), [SwiftArgument("to", destination)], trailing: nil))
            ]
        }
        return [
            .expression(
                .call(scope.member(SkeletonRootMoves.goCallback), [.unlabelled(destination)], trailing: nil))
        ]
    }

    /// `go(to:)` on the root: the state on screen (`currentNode`) moved by the generated
    /// `go(to:)`, applied.
    func goMethod() -> SwiftDeclaration {
        var scope = SwiftNameScope(parameters: ["destination"])
        let state = scope.claim("state")
        let destination = SwiftArgument("to", .local("destination"))
        return .function(
            SwiftFunction(
                docs: [
                    "Shows `destination` as a `go` item does: the state `\(names.state).go(to:)` gives from the",
                    "state on screen (`currentNode`), the back stack a deep link to it builds, with every",
                    "tab it does not select kept as it is. Returns false, changing nothing, when a screen",
                    "below needs a param the destination lacks. The `go` methods of every coordinator call it.",
                ],
                attributes: ["@discardableResult"], kind: .named("go"),
                parameters: [SwiftParameter(label: "to", name: "destination", type: names.destinationType)],
                returnType: .bool,
                body: stateOnScreen(state, moved: "go", [destination]) + applyingState(state)
                    + (ownsConditions ? waitingLink(state: state, reopening: "go", with: [destination]) : [])
                    + [.return(.boolean(true))]))
    }

    // MARK: - set

    /// What a `set` does: a copy of the conditions with every pair written, in item
    /// order, handed back at once, so the root acts on the change once (`didSet`). A key
    /// with args writes the tuple of the declaring route's values: a method's own
    /// parameters, or in a `then:` or `on:` handler the values of `screen`, the screen
    /// the flow was started on (nil where the coordinator cannot read it back).
    func setStatements(
        _ changes: [Edge.ConditionChange], in scope: SwiftNameScope, screen: SwiftExpression? = nil
    ) -> [SwiftStatement] {
        let needed = setValues(of: changes).map(\.name.value)
        if needed.contains(where: { !scope.isBound($0) }) {
            return tupleSetUnder(screen, needing: needed, changes: changes, in: scope)
        }
        let member = scope.member("conditions")
        var locals = scope.reserving(["conditions", SkeletonRootMoves.setCallback])
        let changed = locals.claim("changed")
        let current: SwiftExpression = isRoot ? member : .call(member, [], trailing: nil)
        var statements: [SwiftStatement] = [.binding(isLet: false, name: changed, type: nil, value: current)]
        for change in changes {
            if let write = tupleWrite(change, on: .local(changed)) {
                statements.append(write)
                continue
            }
            statements.append(
                .assignment(
                    .member(.local(changed), navigation[change.condition].id.value), .boolean(change.value)))
        }
        statements.append(
            isRoot
                ? .assignment(member, .local(changed))
                : .expression(
                    .call(
                        scope.member(SkeletonRootMoves.setCallback), [.unlabelled(.local(changed))],
                        trailing: nil)))
        return statements
    }
}
