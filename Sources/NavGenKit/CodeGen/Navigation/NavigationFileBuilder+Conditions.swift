/// Conditions in the navigation file (docs/spec.md, "Conditions that resume"):
/// `struct <App>Conditions`, the state's `conditions` and `waiting`, and launch
/// under conditions. Written only for a spec with `conditions`, so that every other
/// spec's file stays as it was.
extension NavigationFileBuilder {
    var hasConditions: Bool { model.model.hasConditions }

    /// `struct <App>Conditions`: one `var` per condition, in declaration order,
    /// defaulting to `initially`; a condition with params holds its tuples instead
    /// (``tupleMembers(of:)``).
    func conditionsStruct() -> SwiftDeclaration {
        let conditions = model.model.conditions
        var variables: [SwiftDeclaration] = []
        var tuples: [SwiftDeclaration] = []
        var parameters: [SwiftParameter] = []
        for condition in conditions {
            let docs = Self.docs(of: condition, model: model.model)
            guard condition.params.isEmpty else {
                let members = tupleMembers(of: condition, docs: docs)
                variables.append(.variable(members.store))
                tuples += members.others
                parameters.append(
                    SwiftParameter(members.store.name, members.storeType, defaultValue: .emptyDictionary))
                continue
            }
            variables.append(
                .variable(
                    SwiftVariable(
                        docs: docs, access: access, name: condition.id.value, type: .named(["Bool"]))))
            parameters.append(
                SwiftParameter(
                    condition.id.value, .named(["Bool"]), defaultValue: .boolean(condition.initially)))
        }
        let initializer = SwiftFunction(
            docs: ["Every condition as the spec's `initially` says, unless given."], access: access,
            kind: .initializer(failable: false), parameters: parameters,
            body: parameters.map { .assignment(.member(.self, $0.name), .local($0.name)) })
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "The facts the spec's `requires` lists guard screens and tabs with. A value: the app",
                    "keeps it in its state, and `\(names.state)(url:conditions:)` opens links under it.",
                ],
                access: access, kind: .struct, name: names.conditionsType,
                conformances: Self.conformances("Hashable", "Codable", "Sendable"),
                members: variables + [.function(initializer)] + tuples))
    }

    private static func docs(of condition: ResolvedCondition, model: NavigationModel) -> [String] {
        var docs = ["`\(condition.id.value)`: \(condition.initially) at launch."]
        if let flow = condition.satisfiedBy {
            docs.append(
                "Made true when the `\(model[flow.coordinator].id.value)` flow finishes with `\(flow.outcome)`."
            )
        }
        if condition.setByApp { docs.append("Set by the app outside the spec (`setByApp`).") }
        return docs
    }

    /// The state's members that hold conditions: `conditions`, `waiting`,
    /// `init(conditions:)` and the launch `init()` that calls it.
    func conditionStateMembers(plans: DeepLinkPlans?) throws -> (
        variables: [SwiftDeclaration], initializers: [SwiftDeclaration]
    ) {
        let conditions = SwiftVariable(
            docs: ["The conditions this state was opened under: what each guarded move checks."],
            access: access, name: "conditions", type: names.conditionsType)
        let waiting = SwiftVariable(
            docs: [
                "The screen a move waits to show while a condition's flow is on screen (the link's screen",
                "for a deep link): shown when that flow finishes with its outcome; nil when nothing waits.",
            ],
            access: access, name: "waiting", type: .optional(names.destinationType))
        let launch = SwiftFunction(
            docs: ["The launch state under the spec's `initially` values: see `init(conditions:)`."],
            access: access, kind: .initializer(failable: false),
            body: [
                .expression(
                    .call(
                        .initializer(.self),
                        [SwiftArgument("conditions", .call(.type(names.conditionsType), [], trailing: nil))],
                        trailing: nil))
            ])
        var underConditions = SwiftFunction(
            docs: [
                "The launch state under these conditions: tab bars on their initial tab, or the first",
                "visible one where a condition hides it; every stack at its root, nothing presented.",
            ],
            access: access, kind: .initializer(failable: false),
            parameters: [SwiftParameter("conditions", names.conditionsType)],
            body: [
                .expression(
                    .call(
                        .initializer(.self),
                        [
                            SwiftArgument("root", .call(.type(rootNodeType), [], trailing: nil)),
                            SwiftArgument("conditions", .local("conditions")),
                        ], trailing: nil))
            ] + (try launchStatements(plans: plans)))
        if hasRootList { underConditions.body = try rootListLaunchBody() }
        let withRoot = SwiftFunction(
            docs: ["A state with this tree, e.g. one restored from disk."],
            access: access, kind: .initializer(failable: false),
            parameters: [
                SwiftParameter("root", rootType),
                SwiftParameter(
                    "conditions", names.conditionsType,
                    defaultValue: .call(.type(names.conditionsType), [], trailing: nil)),
                SwiftParameter("waiting", .optional(names.destinationType), defaultValue: .nil),
            ],
            body: ["root", "conditions", "waiting"].map { .assignment(.member(.self, $0), .local($0)) })
        return (
            [.variable(conditions), .variable(waiting)],
            [.function(launch), .function(underConditions), .function(withRoot)]
        )
    }

    var rootNodeType: SwiftTypeName { .named([names.node(model.rootID)]) }

    /// `self.conditions.signedIn` or `!self.conditions.joined(roomId: roomId)`: true when
    /// the read is not `value`. `values`: the expression of each param an entry's args name.
    private func differs(
        _ read: ConditionRead, from value: Bool, in conditions: SwiftExpression,
        values: (String) -> SwiftExpression
    )
        -> SwiftCondition
    {
        let expression = self.read(read, in: conditions, values: values)
        return .expression(value ? .not(expression) : expression)
    }

    /// `conditions.signedIn`, or for a tuple `conditions.joined(roomId: roomId)`: the
    /// condition's params labelled, in order, each given the value of the param its
    /// entry names.
    func read(_ read: ConditionRead, in conditions: SwiftExpression, values: (String) -> SwiftExpression)
        -> SwiftExpression
    {
        let condition = model.model.conditions[read.condition.rawValue]
        guard let args = read.args else { return .member(conditions, condition.id.value) }
        let arguments = zip(condition.params, args).map { SwiftArgument($0.name.value, values($1)) }
        return .call(.member(conditions, condition.id.value), arguments, trailing: nil)
    }

    /// A tree's `if`s: the unexpected value of each condition first, each ending in
    /// `return`, then the way forward. `conditions`: where the values are read, the
    /// state's own unless given; `values`: the expression of a param a tuple's entry
    /// names (the link's local of that name unless given).
    func statements<Leaf>(
        for tree: ConditionTree<Leaf>, reading conditions: SwiftExpression = .member(.self, "conditions"),
        values: (String) -> SwiftExpression = { .local($0) }, leaf: (Leaf) throws -> [SwiftStatement]
    ) rethrows -> [SwiftStatement] {
        switch tree {
        case .leaf(let value):
            return try leaf(value)
        case .branch(let read, let expected, let forward, let other):
            return [
                .if(
                    [differs(read, from: expected, in: conditions, values: values)],
                    then: try statements(for: other, reading: conditions, values: values, leaf: leaf),
                    else: nil)
            ]
                + (try statements(for: forward, reading: conditions, values: values, leaf: leaf))
        }
    }

    /// The statements of `init(conditions:)` after the launch tree is made: a tab bar
    /// moved off a hidden tab.
    func launchStatements(plans: DeepLinkPlans?) throws -> [SwiftStatement] {
        guard let plans else { return [] }
        let opening = GuardedOpening(engine: plans.planner.engine)
        let tree: ConditionTree<PlanNode>
        do {
            tree = try ConditionTree.explore { reader in
                try opening.launch(&reader).map { PlanNode($0.root) } ?? plans.launch
            }
        } catch {
            throw tooManyCombinations("the launch state", at: model.spec.root.location)
        }
        let pattern = RoutePattern(
            route: RouteRef(coordinator: model.rootID, route: ""), source: Located("", at: .start),
            segments: [],
            query: [], params: [], order: -1)
        let emitter = DeepLinkStateEmitter(
            model: model, builder: self, plans: plans, pattern: LinkPattern(pattern), bindings: [:])
        var body = try statements(for: tree) { node in try emitter.statements(for: node) + [.return(nil)] }
        // The way forward is last: its `return` ends the initializer anyway.
        if body.last == .return(nil) { body.removeLast() }
        return body
    }

    /// `what` would need more `if`s than ``ConditionTree/leafLimit``; reported at `location`
    /// as `validate` reports it.
    func tooManyCombinations(_ what: String, at location: SourceLocation) -> GenerationError {
        GenerationError(findings: [
            GuardedOpening.tooManyCombinations(what, at: location, file: model.spec.file)
        ])
    }
}
