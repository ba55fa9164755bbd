/// How one pattern opens: its plan, and where each screen's params come from.
/// Computed once per pattern when the spec is loaded, so opening a URL is a trie
/// match, the plan's state, and filling in its params.
public struct DeepLinkRecipe: Hashable, Sendable {
    public var pattern: RoutePattern
    public var plan: DeepLinkPlan
    /// Per screen of the plan's path (bottom to top), per param of that screen's
    /// route: the index of the target param whose value it takes, or nil (`nil`
    /// value). The top screen is the target and takes every param as matched.
    public var sources: [[Int?]]
    /// Required params of back-stack routes that the pattern cannot always give:
    /// not bound by the same name and type, or bound only by an optional query item.
    public var missing: [MissingParam]

    /// A required param a back-stack route needs and the URL may not give.
    public struct MissingParam: Hashable, Sendable, CustomStringConvertible {
        public var route: RouteRef
        public var name: String
        public var type: ParamType

        public var description: String { "\(route) needs '\(name): \(type)'" }
    }

    /// §6: "a route on the back stack takes only params the pattern binds, by name
    /// and type"; absent optional values are `nil`.
    init(pattern: RoutePattern, plan: DeepLinkPlan, index: SpecIndex) {
        self.pattern = pattern
        self.plan = plan
        let bound = pattern.boundParams
        let targetIndex = Dictionary(
            pattern.params.enumerated().map { ($0.element.name.value, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        let path = plan.backStack
        var sources: [[Int?]] = []
        var missing: [MissingParam] = []
        for (position, route) in path.enumerated() {
            let params = index.route(route)?.params ?? []
            if position == path.count - 1 {
                sources.append(params.indices.map { $0 })
                continue
            }
            sources.append(
                params.map { param -> Int? in
                    let name = param.name.value
                    let type = param.type.value
                    guard let binding = bound[name], DeepLinkValueType(type) == binding.type else {
                        if !type.isOptional {
                            missing.append(MissingParam(route: route, name: name, type: type))
                        }
                        return nil
                    }
                    if !type.isOptional, !binding.always {
                        missing.append(MissingParam(route: route, name: name, type: type))
                    }
                    return targetIndex[name]
                })
        }
        self.sources = sources
        self.missing = missing
    }

    /// The deep-link state for a match of this pattern, given the plan's state.
    public func fill(_ planned: NavigationState, with match: DeepLinkMatch) -> NavigationState {
        var state = planned
        state.editPath { position, entry in
            guard sources.indices.contains(position) else { return }
            for (param, source) in sources[position].enumerated()
            where entry.arguments.indices.contains(param) {
                entry.arguments[param].value = source.flatMap { match.arguments[$0] }
            }
        }
        return state
    }
}
