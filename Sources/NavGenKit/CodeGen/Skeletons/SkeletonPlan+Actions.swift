/// The skeletons' side of action links (docs/spec/deep-links.md, Action links): for a
/// spec with `actions`, the root coordinator's `open(_ url:)` hands an action link to
/// `perform(_:)`, a `switch` with a case per action for the app to fill in. Every other
/// spec's skeletons stay as they were.
extension SkeletonPlan {
    var hasActions: Bool { !model.spec.actions.isEmpty }

    /// `methods` (the root's opening methods) with an action link performed at the
    /// start of `open(_ url:)`, and `perform(_:)` after them.
    func withActionLinks(_ methods: [SwiftDeclaration]) -> [SwiftDeclaration] {
        guard hasActions else { return methods }
        let opening = methods.map { method -> SwiftDeclaration in
            guard case .function(var function) = method, function.kind == .named("open"),
                function.parameters.first?.name == "url"
            else { return method }
            function.body = performingAction() + function.body
            return .function(function)
        }
        return opening + [performMethod()]
    }

    /// `if case .action(let action)? = <App>Link(url: url) { perform(action); return true }`:
    /// an action shows no screen, whatever the conditions, so it is performed first.
    private func performingAction() -> [SwiftStatement] {
        var scope = SwiftNameScope(parameters: ["url"])
        let action = scope.claim("action")
        return [
            .if(
                [
                    .matches(
                        .some(.enumCase("action", [.binding(action)])),
                        .call(.type(names.linkType), [SwiftArgument("url", .local("url"))], trailing: nil))
                ],
                then: [
                    .expression(.call(.local("perform"), [.unlabelled(.local(action))], trailing: nil)),
                    .return(.boolean(true)),
                ], else: nil)
        ]
    }

    /// `perform(_ action:)`: what the app does for each action link.
    private func performMethod() -> SwiftDeclaration {
        let cases = model.spec.actions.map { action in
            let params = action.params.map { "\($0.name.value):" }.joined()
            let spelled = action.params.isEmpty ? action.id.value : "\(action.id.value)(\(params))"
            return SwiftSwitchCase(
                patterns: [.enumCase(action.id.value, [])],
                body: [.comment("TODO: perform \(spelled); the navigation state stays as it is."), .break])
        }
        return .function(
            SwiftFunction(
                docs: [
                    "Performs an action link, which shows no screen: `open(_:)` calls it for a URL that",
                    "`\(names.link)(url:)` reads as an action. One case per action of the spec.",
                ],
                kind: .named("perform"),
                parameters: [SwiftParameter(label: nil, name: "action", type: names.actionType)],
                body: [.switch(.local("action"), cases)]))
    }
}
