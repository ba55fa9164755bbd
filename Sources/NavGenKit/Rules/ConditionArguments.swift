/// The args of condition entries (`requires: ['joined(roomId)']`, `set: { 'joined(roomId)':
/// true }`), checked against the params that give them: a name that is no param there is
/// `unknown-reference`; a missing or extra arg, or a param of another base type or an
/// optional one, is `wrong-type`, since the entry could not pick one tuple of values.
enum ConditionArguments {
    /// One written entry: the condition, its args, and the route whose params give them.
    private struct Use {
        var condition: ConditionIndex
        var args: [String]?
        var location: SourceLocation
        /// The route whose params the args name: the guarded route, a coordinator's root,
        /// the route declaring a `set`; nil when the coordinator has no root.
        var route: RouteIndex?
        /// The route a finding is scoped to, for `allow`.
        var scope: RouteIndex?
        /// `requires` or `set`, for messages.
        var what: String
    }

    /// Every entry that names a condition with params or writes args.
    private static func uses(in model: NavigationModel) -> [Use] {
        var uses: [Use] = []
        let hasParams = Set(model.conditions.indices.filter { !model.conditions[$0].params.isEmpty })
        func matters(_ condition: ConditionIndex, _ args: [String]?) -> Bool {
            args != nil || hasParams.contains(condition.rawValue)
        }
        for (offset, route) in model.routes.enumerated() {
            let index = RouteIndex(offset)
            for entry in route.guards where matters(entry.condition, entry.args) {
                uses.append(
                    Use(
                        condition: entry.condition, args: entry.args, location: entry.location, route: index,
                        scope: index, what: "requires"))
            }
        }
        for coordinator in model.coordinators {
            for entry in coordinator.guards where matters(entry.condition, entry.args) {
                uses.append(
                    Use(
                        condition: entry.condition, args: entry.args, location: entry.location,
                        route: coordinator.root, scope: nil, what: "requires"))
            }
        }
        for edge in model.edgesAndOtherwiseEdges {
            guard case .set(let changes) = edge.kind else { continue }
            for change in changes where matters(change.condition, change.args) {
                uses.append(
                    Use(
                        condition: change.condition, args: change.args,
                        location: change.location ?? edge.location, route: edge.source, scope: edge.source,
                        what: "set"))
            }
        }
        return uses
    }

    /// `unknown-reference` for each arg that names no param of its route.
    static func unknownNames(in context: RuleContext) -> [Finding] {
        let model = context.model
        return uses(in: model).flatMap { use -> [Finding] in
            guard let args = use.args, let route = use.route else { return [] }
            let params = model.declaration(of: route).params.map(\.name.value)
            return args.filter { !params.contains($0) }.map { name in
                finding(
                    .unknownReference, use,
                    "'\(model[use.condition].id.value)(\(args.joined(separator: ", ")))' names no param '\(name)' "
                        + "of \(model[route].ref)",
                    notes: params.isEmpty ? ["\(model[route].ref) takes no params"] : [],
                    help: Suggestion.help(for: name, among: params) ?? "add the param to \(model[route].ref)",
                    in: context)
            }
        }
    }

    /// `wrong-type` for an entry whose args do not give one tuple of its condition.
    static func badBindings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return uses(in: model).compactMap { use -> Finding? in
            let condition = model[use.condition]
            let name = condition.id.value
            let expected = condition.params.map(\.name.value).joined(separator: ", ")
            guard let args = use.args else {
                return finding(
                    .wrongType, use, "\(use.what) names condition '\(name)' without args",
                    notes: ["'\(name)' holds a value per \(expected): an entry says which"],
                    help: "write '\(name)(\(expected))', naming the params that give them", in: context)
            }
            guard args.count == condition.params.count else {
                let notes =
                    condition.params.isEmpty
                    ? ["'\(name)' takes no params"]
                    : ["'\(name)' takes \(condition.params.count): \(expected)"]
                return finding(
                    .wrongType, use,
                    "'\(name)(\(args.joined(separator: ", ")))' gives \(args.count) args, not "
                        + "\(condition.params.count)", notes: notes,
                    help: condition.params.isEmpty ? "write '\(name)'" : "write '\(name)(\(expected))'",
                    in: context)
            }
            guard let route = use.route else { return nil }
            let declaration = model.declaration(of: route)
            for (arg, param) in zip(args, condition.params) {
                guard let given = declaration.param(named: arg)?.type.value else { continue }
                let wanted = param.type.value
                if given.isOptional || given.base != wanted.base {
                    return finding(
                        .wrongType, use,
                        "param '\(arg)' of \(model[route].ref) is \(given.specSpelling), but '\(name)' takes "
                            + "\(param.name.value): \(wanted.specSpelling)",
                        notes: given.isOptional ? ["an absent value picks no tuple of the condition"] : [],
                        help: "name a param of type \(wanted.description)", in: context)
                }
            }
            return nil
        }
    }

    private static func finding(
        _ rule: RuleID, _ use: Use, _ message: String, notes: [String], help: String, in context: RuleContext
    ) -> Finding {
        if let scope = use.scope {
            return context.finding(rule, at: use.location, message, notes: notes, help: help, on: scope)
        }
        return context.finding(rule, at: use.location, message, notes: notes, help: help)
    }
}
