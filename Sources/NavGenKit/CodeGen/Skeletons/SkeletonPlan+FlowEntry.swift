/// Where a started flow begins, in a skeleton: a start `at: R` shows R at the bottom
/// of the flow's stack, and `args` fixes params of R (or of the flow's input). The
/// start method takes the params `args` leaves, and sets the flow's first screen
/// before it is shown, as `navgen simulate` begins the flow.
extension SkeletonPlan {
    /// The route a start's flow begins with when the skeleton must say it: `at`'s,
    /// else the child's input when `args` fixes some of its params; nil when the flow
    /// shows its root as any start does.
    func entryRoute(of move: Move, child: String) -> RouteIndex? {
        if let at = move.entry?.route { return at }
        guard move.entry?.args.isEmpty == false, let input = inputRoute(ofChild: child),
            let coordinator = navigation.coordinator(named: child)
        else { return nil }
        return navigation.route(named: input.id.value, in: coordinator)
    }

    /// The params `args` fixes on `route`, as Swift literals by param name: URL text
    /// read as the param's type. A UUID or URL value has no literal: the method takes it.
    func fixedArguments(of move: Move, on route: RouteIndex) -> [String: SwiftExpression] {
        guard let args = move.entry?.args, !args.isEmpty else { return [:] }
        let spec = navigation.spec
        let declaration = navigation.declaration(of: route)
        let set = args.map {
            SetValue(name: Located($0.name, at: .start), text: Located($0.text, at: .start))
        }
        let values = SetValueReading.values(
            of: set, on: declaration,
            enumerations: Dictionary(spec.types.map { ($0.name.value, $0) }) { first, _ in first },
            ignoresCase: spec.deepLinks.ignoresCase)
        var literals: [String: SwiftExpression] = [:]
        for fixed in values {
            let name = declaration.params[fixed.param].name.value
            if case .enumeration(let caseName, _) = fixed.value {
                literals[name] = .dot(caseName)
            } else if let constant = DeepLinkMatcherBuilder.constant(fixed.value) {
                literals[name] = constant
            }
        }
        return literals
    }

    /// The params a start method takes: those of the route its flow begins with that
    /// `args` does not fix (the child's input when it starts at its root).
    func startValues(of move: Move, child: String) -> [Param] {
        guard let route = entryRoute(of: move, child: child) else {
            return inputRoute(ofChild: child)?.params ?? []
        }
        let fixed = fixedArguments(of: move, on: route)
        return navigation.declaration(of: route).params.filter { fixed[$0.name.value] == nil }
    }

    /// `.survey(kind: "exit")`: the first screen of the started flow, from the fixed
    /// args and the method's arguments by name; for a route of a set the child uses,
    /// the case of the child's route enum that holds it.
    func entryValue(of move: Move, child: String) -> SwiftExpression? {
        guard let route = entryRoute(of: move, child: child) else { return nil }
        let fixed = fixedArguments(of: move, on: route)
        let declaration = navigation.declaration(of: route)
        let value = SwiftExpression.dotCall(
            declaration.id.value,
            declaration.params.map {
                SwiftArgument($0.name.value, fixed[$0.name.value] ?? .local($0.name.value))
            })
        let owner = navigation[route].ref.coordinator
        return owner == child ? value : .dotCall(owner, [.unlabelled(value)])
    }

    /// Whether `move` starts its flow at a route other than its root: the flow shows
    /// it through `root` (SwiftUI) or `start(at:)` (UIKit), or `input` when it takes one.
    func startsAtRoute(_ move: Move) -> Bool { move.entry?.route != nil }
}

extension SkeletonPlan {
    /// `flow.root = .survey(kind: "exit")` (`input` for a flow that takes one), or
    /// the input from the method's arguments: a SwiftUI flow's first screen, set
    /// before it is shown.
    func setEntry(of child: String, move: Move, on flow: SwiftExpression) -> [SwiftStatement] {
        guard let value = entryValue(of: move, child: child) else { return setInput(of: child, on: flow) }
        let property = inputRoute(ofChild: child) != nil ? "input" : "root"
        return [.assignment(.member(flow, property), value)]
    }

    /// `flow.start()`, after its input is set, or `flow.start(at: .survey(kind: "exit"))`:
    /// how a UIKit coordinator shows a flow's first screen.
    func startFlow(_ child: String, move: Move, on flow: SwiftExpression) -> [SwiftStatement] {
        guard startsAtRoute(move), let value = entryValue(of: move, child: child) else {
            let input =
                entryValue(of: move, child: child).map { [.assignment(.member(flow, "input"), $0)] }
                ?? setInput(of: child, on: flow)
            return input + [.expression(.call(flow, "start"))]
        }
        return [.expression(.call(flow, "start", SwiftArgument("at", value)))]
    }
}

extension SkeletonPlan {
    /// What a `then:` action does, `perform` spelling a move in the framework's calls:
    /// a then-start calls the transition method of the same start (same `as`, `at`,
    /// `args` and `then:`) when there is one, else makes and shows the flow in place.
    /// The outcome carries no values: a start that needs some says so in a comment.
    func thenAction(
        _ move: Move, in scope: SwiftNameScope, perform: (Move, SwiftNameScope) -> [SwiftStatement]
    ) -> [SwiftStatement] {
        guard case .start(let child, _) = move.kind else { return perform(move, scope) }
        let id = navigation[child].id.value
        guard startValues(of: move, child: id).isEmpty else {
            let route = entryRoute(of: move, child: id).map { navigation[$0].id.value } ?? id
            return SkeletonSyntax.needsValues(route)
        }
        guard let method = method(for: move) else { return perform(move, scope) }
        return [.expression(.call(scope.member(method.name), [], trailing: nil))]
    }
}
