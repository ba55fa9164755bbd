/// How one pattern opens: its plan, and whether its back stack can be built.
/// Computed once per pattern when the spec is loaded, so opening a URL is a trie
/// match, the plan's state, and its params filled in from the match.
package struct DeepLinkRecipe: Hashable, Sendable {
    package var pattern: RoutePattern
    package var plan: DeepLinkPlan
    /// Required params of back-stack routes that the pattern cannot always give:
    /// not bound by the same name and type, or bound only by an optional query item.
    package var missing: [MissingParam]

    /// A required param a back-stack route needs and the URL may not give.
    package struct MissingParam: Hashable, Sendable, CustomStringConvertible {
        package var route: RouteRef
        package var name: String
        package var type: ParamType

        package var description: String { "\(route) needs '\(name): \(type)'" }
    }

    static func sources(
        of pattern: RoutePattern, backStack path: [RouteRef], index: SpecIndex
    ) -> (sources: [[Int?]], missing: [MissingParam]) {
        let bound = pattern.boundParams
        var sources: [[Int?]] = []
        var missing: [MissingParam] = []
        for (position, route) in path.enumerated() {
            let params = index.params(of: route)
            if position == path.count - 1 {
                sources.append(Array(0..<params.count))
                continue
            }
            sources.append(
                params.map { param -> Int? in
                    let name = param.name.value
                    let type = param.type.value
                    // Two enumerations are one URL type but two Swift types: a value of one
                    // is no value of the other.
                    guard let binding = bound[name], DeepLinkValueType(type) == binding.type,
                        !type.isEnumeration
                            || pattern.params.first(where: { $0.name.value == name })?.type.value.base
                                == type.base
                    else {
                        if !type.isOptional {
                            missing.append(MissingParam(route: route, name: name, type: type))
                        }
                        return nil
                    }
                    if !type.isOptional, !binding.always {
                        missing.append(MissingParam(route: route, name: name, type: type))
                    }
                    return pattern.params.firstIndex { $0.name.value == name }
                })
        }
        return (sources, missing)
    }

    /// Only the required back-stack params the pattern cannot always give: what
    /// `deeplink-unbuildable` needs, without building the sources.
    static func missingParams(of pattern: RoutePattern, backStack: [RouteRef], index: SpecIndex)
        -> [MissingParam]
    {
        missingParams(given: pattern.guaranteedBindings, backStack: backStack, index: index)
    }

    /// The same, given the pattern's ``RoutePattern/guaranteedBindings``.
    static func missingParams(
        given always: [RoutePattern.GuaranteedBinding], backStack: [RouteRef], index: SpecIndex
    ) -> [MissingParam] {
        var check = BackStackCheck(always: always, index: index)
        for route in backStack.dropLast() { check.add(route) }
        return check.missing
    }

    /// The same for the back stack of a branch: its path without the top.
    static func missingParams(
        given always: [RoutePattern.GuaranteedBinding], below branch: Branch, index: SpecIndex
    ) -> [MissingParam] {
        var check = BackStackCheck(always: always, index: index)
        var previous: RouteRef?
        branch.forEachPathRoute { route in
            if let previous { check.add(previous) }
            previous = route
        }
        return check.missing
    }

    /// The params of a set of required params (``SpecIndex/requirementSets``) that a
    /// URL may not give.
    static func unmet(
        _ set: Int, given always: [RoutePattern.GuaranteedBinding], index: SpecIndex
    ) -> [SpecIndex.Requirement] {
        index.requirementSets[set].filter { param in
            !always.contains {
                $0.name == param.name && $0.type == DeepLinkValueType(param.type)
                    && $0.enumeration == param.type.enumeration
            }
        }
    }

    /// Checks a back stack screen by screen. Each distinct set of required params is
    /// decided once, so a deep stack costs one route lookup per screen.
    private struct BackStackCheck {
        let always: [RoutePattern.GuaranteedBinding]
        let index: SpecIndex
        /// The unmet requirements of the sets seen so far: few per stack.
        private var seenSets: [Int] = []
        private var seenUnmet: [[SpecIndex.Requirement]] = []
        private(set) var missing: [MissingParam] = []

        init(always: [RoutePattern.GuaranteedBinding], index: SpecIndex) {
            self.always = always
            self.index = index
        }

        mutating func add(_ route: RouteRef) {
            let set = index.requirementSet(of: route)
            guard set != 0 else { return }
            var position = seenSets.firstIndex(of: set)
            if position == nil {
                let unmet = DeepLinkRecipe.unmet(set, given: always, index: index)
                // A stack of many distinct sets keeps the scan short by not remembering more.
                guard seenSets.count < 16 else {
                    missing += unmet.map { MissingParam(route: route, name: $0.name, type: $0.type) }
                    return
                }
                position = seenSets.count
                seenSets.append(set)
                seenUnmet.append(unmet)
            }
            guard let position, !seenUnmet[position].isEmpty else { return }
            for param in seenUnmet[position] {
                missing.append(MissingParam(route: route, name: param.name, type: param.type))
            }
        }
    }

    /// The deep-link state for a match of this pattern, given the plan's state.
    func fill(_ planned: NavigationState, with match: DeepLinkMatch, index: SpecIndex) -> NavigationState {
        let sources = Self.sources(of: pattern, backStack: planned.path.map(\.route), index: index).sources
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
