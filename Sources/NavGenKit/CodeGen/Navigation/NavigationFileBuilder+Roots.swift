/// Alternative roots in the navigation file (docs/spec/entry-points.md, "Alternative
/// roots"): for a spec whose `root` is a list, the state's `root` is an enum with a
/// case per entry, the launch state is the first entry whose `requires` hold, and a
/// link runs from the root its conditions show, with that entry's plans. Written only
/// for such a spec, so that every other spec's file stays as it was.
extension NavigationFileBuilder {
    /// Whether the spec's `root` is a list of entries.
    var hasRootList: Bool { model.model.hasAlternativeRoots }

    /// The type of the state's `root`: `Root` for a list, else the root's node.
    var rootType: SwiftTypeName { hasRootList ? .named(["Root"]) : rootNodeType }

    /// The launch tree a matcher or initializer starts from: the entry being written's
    /// node in its case (`.login(LoginNode())`), or the single root's node.
    var launchRoot: SwiftExpression {
        guard let rootEntry else { return .call(.type(rootNodeType), [], trailing: nil) }
        return .dotCall(
            rootEntry, [.unlabelled(.call(.type(.named([names.node(rootEntry)])), [], trailing: nil))])
    }

    /// Where the emitted statements build the tree: `self.root`, or the entry's node
    /// through its accessor (`self.root.loginNode`).
    var rootTarget: SwiftExpression {
        guard let rootEntry else { return .member(.self, "root") }
        return .member(.member(.self, "root"), Self.rootAccessor(rootEntry))
    }

    /// The name of `Root`'s accessor of an entry's node.
    static func rootAccessor(_ entry: String) -> String { "\(entry)Node" }

    /// This builder writing for one entry of the `root` list.
    func writing(entry: String) -> NavigationFileBuilder {
        var builder = self
        builder.rootEntry = entry
        return builder
    }

    /// Each entry of the `root` list with the plans of its own router: what its links
    /// open when it is the root shown. Empty for a single root.
    func rootPlans(router: DeepLinkRouter?) -> [(entry: String, plans: DeepLinkPlans?)] {
        guard hasRootList else { return [] }
        let router =
            router
            ?? DeepLinkRouter(
                catalog: DeepLinkCatalog(spec: model.spec), engine: NavigationEngine(model: model.model))
        // Entries that name one coordinator share its case: the first one's plans.
        var seen: Set<String> = []
        let plans = model.model.rootEntries.filter { seen.insert($0.id.value).inserted }.map { entry in
            let rooted = router.rooted.first { $0.planner.engine.rootEntry == entry }
            return (entry: entry.id.value, plans: rooted.flatMap(DeepLinkPlans.init(router:)))
        }
        // `deeplinks.requires` comes before the root: a link to another entry's screen
        // waits for it too, so each entry's matcher knows the others' patterns.
        guard !model.model.linkGuards.isEmpty else { return plans }
        return plans.map { entry, own in
            let others = plans.filter { $0.entry != entry }.compactMap(\.plans)
            return (entry, own?.adding(elsewhere: others))
        }
    }

    /// `switch AppNavigationState(conditions: conditions).root { case .login: ... }`: for
    /// a list root, `body` once per entry, written for it with its plans; else `body`
    /// alone.
    func perRoot(
        _ plans: DeepLinkPlans, _ body: (NavigationFileBuilder, DeepLinkPlans) throws -> [SwiftStatement]
    ) rethrows -> [SwiftStatement] {
        guard hasRootList else { return try body(self, plans) }
        let shown = SwiftExpression.member(
            .call(
                .type(names.stateType), [SwiftArgument("conditions", .local("conditions"))], trailing: nil),
            "root")
        var cases: [SwiftSwitchCase] = []
        for (entry, entryPlans) in rootEntryPlans {
            let statements = try entryPlans.map { try body(writing(entry: entry), $0) } ?? [.return(.nil)]
            cases.append(SwiftSwitchCase(patterns: [.enumCase(entry, [])], body: statements))
        }
        return [.switch(shown, cases)]
    }

    /// The state's `Root`: a case per entry with its node, the visible path, and an
    /// accessor per entry that the link matchers build the entry's tree through.
    func rootEnum() -> SwiftDeclaration {
        let entries = rootEntryPlans.map(\.entry)
        let cases: [SwiftDeclaration] = entries.map { entry in
            .enumCase(
                SwiftEnumCase(
                    docs: ["The `\(entry)` entry of the `root` list and its tree."], name: entry,
                    associatedValues: [SwiftAssociatedValue(type: .named([names.node(entry)]))]))
        }
        let path = SwiftVariable(
            docs: ["The visible screens of the entry shown, bottom first."], access: access, name: "path",
            type: .array(names.destinationType),
            body: .computed([
                .switch(
                    .self,
                    entries.map { entry in
                        SwiftSwitchCase(
                            patterns: [.enumCase(entry, [.binding("node")])],
                            body: [.expression(.member(.local("node"), "path"))])
                    })
            ]))
        let accessors: [SwiftDeclaration] = entries.map { entry in
            let node = SwiftTypeName.named([names.node(entry)])
            return .variable(
                SwiftVariable(
                    docs: [
                        "The `\(entry)` entry's node: its launch node while another entry is shown; set, it",
                        "makes `\(entry)` the entry shown.",
                    ],
                    access: .fileprivate, name: Self.rootAccessor(entry), type: node,
                    body: .getSet(
                        get: [
                            .if(
                                [.matches(.enumCase(entry, [.binding("node")]), .self)],
                                then: [.return(.local("node"))], else: nil),
                            .return(.call(.type(node), [], trailing: nil)),
                        ],
                        set: [.assignment(.self, .dotCall(entry, [.unlabelled(.local("newValue"))]))])))
        }
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "The entry of the `root` list on screen: the first whose `requires` hold under the",
                    "state's conditions.",
                ],
                access: access, kind: .enum, name: .named(["Root"]),
                conformances: Self.conformances("Hashable", "Codable", "Sendable"),
                members: cases + [.variable(path)] + accessors))
    }

    /// `init(conditions:)` of a list root: the first entry whose `requires` hold, at its
    /// launch state under these conditions.
    func rootListLaunchBody() throws -> [SwiftStatement] {
        var body: [SwiftStatement] = []
        for rootEntry in model.model.rootEntries {
            let entry = rootEntry.id.value
            let plans = rootEntryPlans.first { $0.entry == entry }?.plans
            let writer = writing(entry: entry)
            let start = SwiftStatement.expression(
                .call(
                    .initializer(.self),
                    [
                        SwiftArgument("root", writer.launchRoot),
                        SwiftArgument("conditions", .local("conditions")),
                    ], trailing: nil))
            let statements = [start] + (try writer.launchStatements(plans: plans))
            let guards = rootEntry.guards
            if guards.isEmpty {
                body += statements
                break
            }
            let holds = guards.map { guarded -> SwiftCondition in
                let read = SwiftExpression.member(
                    .local("conditions"), model.model.conditions[guarded.condition.rawValue].id.value)
                return .expression(guarded.isNegated ? .not(read) : read)
            }
            body.append(.if(holds, then: statements + [.return(nil)], else: nil))
        }
        return body
    }
}
