/// Route sets in the Navigation file (docs/spec.md, Shared route sets): `enum
/// <Set>Route` like a stack's, one case per used set in each using stack's route
/// enum (`TimelineRoute.common(.account(id: "1"))`), and destinations of set routes
/// built on the stack that shows them.
extension NavigationFileBuilder {
    /// A stack's cases for the sets it uses: `case common(CommonRoute)`.
    func usedSetCases(of coordinator: Coordinator) -> [SwiftDeclaration] {
        usedSets(of: coordinator).map { set in
            .enumCase(
                SwiftEnumCase(
                    docs: ["A screen of the `\(set.id.value)` route set, shown on this stack."],
                    name: set.id.value,
                    associatedValues: [SwiftAssociatedValue(type: .named([names.route(set.id.value)]))]))
        }
    }

    /// The sets a stack uses that the spec declares, in `uses` order, each once.
    func usedSets(of coordinator: Coordinator) -> [Coordinator] {
        var seen: Set<String> = []
        return coordinator.uses.compactMap { entry in
            guard seen.insert(entry.value).inserted, let set = model.coordinator(entry.value),
                set.kind == .routes
            else { return nil }
            return set
        }
    }

    /// `.timeline(.common(.account(id: "1")))` for a set route shown on `host`'s
    /// stack; `.coordinator(.route(...))` for any other route.
    func destination(_ value: RouteValue, on host: String?) -> SwiftExpression {
        guard let host, host != value.ref.coordinator,
            model.coordinator(value.ref.coordinator)?.kind == .routes
        else { return destination(value) }
        let route = model.route(value.ref)
        let arguments = zip(route?.params ?? [], value.arguments).map { param, argument in
            SwiftArgument(param.name.value, argument)
        }
        return .dotCall(
            host,
            [
                .unlabelled(
                    .dotCall(value.ref.coordinator, [.unlabelled(.dotCall(value.ref.route, arguments))]))
            ])
    }

    /// For each entry of a stack, the coordinator whose route enum holds it: its own,
    /// or for a set route, the nearest entry below that is not a set route (the stack,
    /// or a flow pushed on it, that showed it). `below` is the host under the first.
    func hosts(of entries: [RouteRef], below: String?) -> [String?] {
        var host = below
        return entries.map { ref in
            if model.coordinator(ref.coordinator)?.kind != .routes { host = ref.coordinator }
            return host
        }
    }
}

/// Matching and re-wrapping set routes' destinations, for `init?(opening:)` and
/// `open(_:)` (docs/spec.md, Shared route sets).
extension NavigationFileBuilder {
    /// Whether some stack uses a route set: destinations then name the stack that shows
    /// a set route, and `open: onTop` re-wraps them for the stack it pushes on.
    var usesRouteSets: Bool {
        model.stacks.contains { !usedSets(of: $0).isEmpty }
    }

    /// The stacks (flows included) whose route enum has a case for `set`, in spec order.
    func hosts(ofSet set: String) -> [String] {
        model.stacks.filter { usedSets(of: $0).contains { $0.id.value == set } }.map(\.id.value)
    }

    /// `.timeline(.home(values))`, or for a set route shown on `host`'s stack
    /// `.timeline(.common(.status(values)))`.
    func destinationPattern(_ ref: RouteRef, on host: String, _ values: [SwiftPattern]) -> SwiftPattern {
        let route = SwiftPattern.enumCase(ref.route, values)
        guard host != ref.coordinator else { return .enumCase(ref.coordinator, [route]) }
        return .enumCase(host, [.enumCase(ref.coordinator, [route])])
    }

    /// Every destination of `ref`: one pattern for a stack's route, one per stack that
    /// shows it for a set route (none when no stack uses the set).
    func destinationPatterns(_ ref: RouteRef, _ values: [SwiftPattern]) -> [SwiftPattern] {
        guard model.coordinator(ref.coordinator)?.kind == .routes else {
            return [destinationPattern(ref, on: ref.coordinator, values)]
        }
        return hosts(ofSet: ref.coordinator).map { destinationPattern(ref, on: $0, values) }
    }

    /// `hosted(target, onStackOf: top)`.
    func hosted(_ target: SwiftExpression, onStackOf top: SwiftExpression) -> SwiftExpression {
        .call(.local("hosted"), [.unlabelled(target), SwiftArgument("onStackOf", top)], trailing: nil)
    }

    /// `hosted(_:onStackOf:)`: `target` as a screen of the stack `top` is on (the case
    /// `top` is in: the stack, or the flow pushed on it, that showed it), a set route
    /// re-wrapped in that case; nil when that stack has neither the route nor its set.
    /// The generated side of the simulator's `onTop` push test.
    func hostedFunction() -> SwiftFunction {
        var cases: [SwiftSwitchCase] = []
        let stacks = model.stacks.map(\.id.value)
        cases.append(
            SwiftSwitchCase(
                patterns: stacks.map { .tuple([.enumCase($0, []), .enumCase($0, [])]) },
                body: [.return(.local("target"))]))
        for stack in model.stacks {
            let host = stack.id.value
            for set in usedSets(of: stack) {
                let others = hosts(ofSet: set.id.value).filter { $0 != host }
                guard !others.isEmpty else { continue }
                cases.append(
                    SwiftSwitchCase(
                        patterns: others.map {
                            .tuple([
                                .enumCase($0, [.enumCase(set.id.value, [.binding("route")])]),
                                .enumCase(host, []),
                            ])
                        },
                        body: [
                            .return(
                                .dotCall(
                                    host,
                                    [.unlabelled(.dotCall(set.id.value, [.unlabelled(.local("route"))]))]))
                        ]))
            }
        }
        cases.append(.default([.return(.nil)]))
        return SwiftFunction(
            docs: [
                "`target` as a screen of the stack `top` is on, a set's route re-wrapped in that stack's case;",
                "nil when that stack has neither the route nor its set: then it cannot be pushed there.",
            ],
            access: .private, isStatic: true, kind: .named("hosted"),
            parameters: [
                SwiftParameter(label: nil, name: "target", type: names.destinationType),
                SwiftParameter(label: "onStackOf", name: "top", type: names.destinationType),
            ],
            returnType: .optional(names.destinationType),
            body: [.switch(.tuple([.unlabelled(.local("target")), .unlabelled(.local("top"))]), cases)])
    }
}
