/// The skeletons' side of action links (docs/spec/deep-links.md, Action links): for a
/// spec with `actions`, the root coordinator's `open(_ url:)` hands an action link to
/// `perform(_:)`, a `switch` with a case per action for the app to fill in; for a spec
/// with an `otherwise: web` (docs/spec/conditions.md, Fallbacks), it first hands a link
/// a guard sends to the browser to `UIApplication`. Every other spec's skeletons stay as
/// they were.
extension SkeletonPlan {
    var hasActions: Bool { !model.spec.actions.isEmpty }

    /// Whether some `otherwise` is `web`: `<App>Link` then has `.web(URL)`.
    var usesWeb: Bool { model.spec.usesWebFallback }

    /// `methods` (the root's opening methods) with a link handed back to the browser and
    /// an action link performed at the start of `open(_ url:)`, and `perform(_:)` after them.
    func withActionLinks(_ methods: [SwiftDeclaration]) -> [SwiftDeclaration] {
        guard hasActions || usesWeb else { return methods }
        let opening = methods.map { method -> SwiftDeclaration in
            guard case .function(var function) = method, function.kind == .named("open"),
                function.parameters.first?.name == "url"
            else { return method }
            function.body =
                (usesWeb ? handingBackToBrowser() : []) + (hasActions ? performingAction() : [])
                + function.body
            if usesWeb {
                function.docs += [
                    "True too for a link a guard's `otherwise: web` sends to the browser: it is opened",
                    "there, the screens left as they are.",
                ]
            }
            return .function(function)
        }
        return opening + (hasActions ? [performMethod()] : [])
    }

    /// `if case .web(let webURL)? = <App>Link(url: url, conditions: self.conditions) { ... }`:
    /// a link a guard's `otherwise: web` sends to the browser, under the conditions the app
    /// holds now, is opened there and changes no screen.
    private func handingBackToBrowser() -> [SwiftStatement] {
        var scope = SwiftNameScope(parameters: ["url"])
        let webURL = scope.claim("webURL")
        let link = SwiftExpression.call(
            .type(names.linkType),
            [SwiftArgument("url", .local("url")), SwiftArgument("conditions", .member(.self, "conditions"))],
            trailing: nil)
        return [
            .if(
                [.matches(.some(.enumCase("web", [.binding(webURL)])), link)],
                then: [
                    .comment("`otherwise: web`: the browser shows the link; the screens stay as they are."),
                    .expression(
                        .call(
                            .member(.type(.named(["UIApplication"])), "shared"), "open",
                            .unlabelled(.local(webURL)))),
                    .return(.boolean(true)),
                ], else: nil)
        ]
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
