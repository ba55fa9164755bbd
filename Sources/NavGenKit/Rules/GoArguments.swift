/// The `args` of `go` items, checked against the route they show: a name that is no
/// param of it is `unknown-reference`, a value that is not URL text of its param's
/// type (or outside its range or enumeration) is `wrong-type`, as for a `start`'s `args`.
enum GoArguments {
    /// Every `go` with `args`: items, `then` values, answers, and guarded routes' `otherwise`.
    private static func goEdges(of model: NavigationModel) -> [Edge] {
        model.edgesAndOtherwiseEdges.filter { !$0.goArgs.isEmpty }
    }

    /// `unknown-reference` for each `args` name the route has no param of.
    static func unknownNames(in context: RuleContext) -> [Finding] {
        let model = context.model
        return goEdges(of: model).flatMap { edge -> [Finding] in
            guard !edge.goArgs.isEmpty, let route = edge.goRoute else { return [] }
            let declaration = model.declaration(of: route)
            let names = declaration.params.map(\.name.value)
            return edge.goArgs.compactMap { argument -> Finding? in
                guard declaration.param(named: argument.name.value) == nil else { return nil }
                return context.finding(
                    .unknownReference, at: argument.name.location,
                    "args names no param '\(argument.name.value)' of \(model[route].ref)",
                    notes: names.isEmpty ? ["\(model[route].ref) takes no params"] : [],
                    help: Suggestion.help(for: argument.name.value, among: names)
                        ?? "remove it, or add the param to \(model[route].ref)", on: edge.source)
            }
        }
    }

    /// `wrong-type` for each `args` value that does not read as its param's type.
    static func badValues(in context: RuleContext) -> [Finding] {
        let model = context.model
        let enumerations = Dictionary(model.spec.types.map { ($0.name.value, $0) }) { first, _ in first }
        return goEdges(of: model).flatMap { edge -> [Finding] in
            guard !edge.goArgs.isEmpty, let route = edge.goRoute else { return [] }
            let problems = SetValueReading.problems(
                of: edge.goArgs, on: model.declaration(of: route), enumerations: enumerations, what: "args")
            return problems.compactMap { problem -> Finding? in
                guard case .value(let message, let help, let location) = problem else { return nil }
                return context.finding(
                    .wrongType, at: location, message, help: help, scope: model[edge.source].ref)
            }
        }
    }
}
