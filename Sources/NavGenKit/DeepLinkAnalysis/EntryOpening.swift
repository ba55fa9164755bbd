/// Opening a route by value (`--open`, `init?(opening:)`, `entry: true`): the back
/// stack a deep link to it would build, each screen below the target taking params
/// from the target's by name and type.
///
/// The back stack is that of the route's first pattern when it has `via`, else the
/// shortest forward sequence, as for a `reset` deep link.
struct EntryOpening {
    let planner: DeepLinkPlanner

    /// The plan for `route`; nil when no forward sequence shows it or its root.
    func plan(for route: RouteRef) -> DeepLinkPlan? {
        let model = planner.engine.index.model
        if let number = model.route(route), let via = model.declaration(of: number).deepLinkForm(at: 0)?.via,
            case .success(let chain) = planner.viaChain(via.value, to: route)
        {
            return DeepLinkPlan(target: route, pushedOnRoot: false, node: 0, via: chain.moves)
        }
        return planner.plan(for: route)
    }

    /// The required params of screens below the target that the target cannot give:
    /// it has no param of that name and base type, or only an optional one.
    static func missingParams(backStack: [RouteRef], index: SpecIndex) -> [DeepLinkRecipe.MissingParam] {
        guard let target = backStack.last else { return [] }
        let given = index.params(of: target)
        var missing: [DeepLinkRecipe.MissingParam] = []
        for route in backStack.dropLast() {
            for param in index.params(of: route) where !param.type.value.isOptional {
                let source = given.first { $0.name.value == param.name.value }
                if let source, source.type.value.base == param.type.value.base, !source.type.value.isOptional
                {
                    continue
                }
                missing.append(
                    DeepLinkRecipe.MissingParam(route: route, name: param.name.value, type: param.type.value))
            }
        }
        return missing
    }

    /// Why a route cannot be opened by value.
    enum Problem: Error, Hashable, CustomStringConvertible {
        /// No forward sequence shows the route or its coordinator's root.
        case notShown(RouteRef)
        /// A screen below needs a param the target's values do not give.
        case missing(DeepLinkRecipe.MissingParam, backStack: [RouteRef])

        var description: String {
            switch self {
            case .notShown(let route):
                "no way from launch shows \(route) or the root of '\(route.coordinator)'"
            case .missing(let param, let backStack):
                "its back stack (" + backStack.map(\.description).joined(separator: " › ")
                    + ") needs '\(param.name): \(param.type)' for \(param.route), which \(backStack.last.map(\.description) ?? "the route") "
                    + "does not give"
            }
        }
    }

    /// The state that opens `target`: the plan's state with the target's values on top
    /// and, below it, each param taken from the target's param of the same name and
    /// base type (`nil` otherwise); a required param left `nil` below is a problem.
    func state(opening target: RouteEntry) -> Result<NavigationState, Problem> {
        guard let plan = plan(for: target.route), var state = planner.state(for: plan) else {
            return .failure(.notShown(target.route))
        }
        let index = planner.engine.index
        let given = index.params(of: target.route)
        let count = state.path.count
        var missing: DeepLinkRecipe.MissingParam?
        state.editPath { position, entry in
            if position == count - 1 {
                entry.arguments = target.arguments
                return
            }
            let params = index.params(of: entry.route)
            for (offset, param) in params.enumerated() where entry.arguments.indices.contains(offset) {
                var value: ParamValue?
                if let source = given.firstIndex(where: {
                    $0.name.value == param.name.value && $0.type.value.base == param.type.value.base
                }), target.arguments.indices.contains(source) {
                    value = target.arguments[source].value
                }
                if value == nil, !param.type.value.isOptional, missing == nil {
                    missing = DeepLinkRecipe.MissingParam(
                        route: entry.route, name: param.name.value, type: param.type.value)
                }
                entry.arguments[offset].value = value
            }
        }
        if let missing { return .failure(.missing(missing, backStack: state.path.map(\.route))) }
        return .success(state)
    }
}
