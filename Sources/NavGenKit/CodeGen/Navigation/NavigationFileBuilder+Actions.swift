/// The navigation file's action links (docs/spec/deep-links.md, Action links) and links
/// handed back to the browser (docs/spec/conditions.md, Fallbacks): `<App>Action`,
/// `<App>Link` and the state's `handle(_:)`, written only for a spec with `actions` or
/// an `otherwise: web`, so that every other spec's file stays as it was.
extension NavigationFileBuilder {
    var hasActions: Bool { !model.spec.actions.isEmpty }

    /// Whether some `otherwise` is `web`: `<App>Link` then has `.web(URL)`.
    var usesWeb: Bool { model.spec.usesWebFallback }

    /// Whether the file has `<App>Link` and `handle(_:)`.
    var hasLinks: Bool { hasActions || usesWeb }

    /// `enum <App>Action`: a case per action, its params as labelled values, and the
    /// simulator's spelling as `description`.
    func actionEnum() -> SwiftDeclaration {
        let actions = model.spec.actions
        let cases = actions.map { action in
            SwiftDeclaration.enumCase(
                SwiftEnumCase(
                    docs: ["Deep links: " + action.deepLinks.map { "`\($0.value)`" }.joined(separator: ", ")],
                    name: action.id.value,
                    associatedValues: action.params.map {
                        SwiftAssociatedValue(label: $0.name.value, type: Self.type(of: $0.type.value, names))
                    }))
        }
        let described = actions.map { action -> SwiftSwitchCase in
            let name = action.id.value
            let pattern = SwiftPattern.enumCase(name, action.params.map { .binding($0.name.value) })
            guard !action.params.isEmpty else {
                return SwiftSwitchCase(patterns: [pattern], body: [.expression(.string(name))])
            }
            var parts: [SwiftInterpolationPart] = [.text(name + "(")]
            for (index, param) in action.params.enumerated() {
                parts.append(.text((index == 0 ? "" : ", ") + param.name.value + ": "))
                parts.append(
                    .expression(ParamTextBuilder.text(of: .local(param.name.value), param.type.value)))
            }
            parts.append(.text(")"))
            return SwiftSwitchCase(patterns: [pattern], body: [.expression(.interpolation(parts))])
        }
        let description = SwiftVariable(
            docs: ["The action as `navgen simulate` prints it: `name` or `name(label: value, ...)`."],
            access: access, name: "description", type: .string, body: .computed([.switch(.self, described)]))
        var members = cases + [.variable(description)]
        let types = Set(actions.flatMap { $0.params.map(\.type.value) })
        if let helper = ParamTextBuilder(types: types, names: names).declaration() { members.append(helper) }
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "What the app does for an action link: a link that shows no screen. The app performs",
                    "it; the navigation state stays as it was.",
                ],
                access: access, kind: .enum, name: names.actionType,
                conformances: Self.conformances("Hashable", "Sendable", "CustomStringConvertible"),
                members: members))
    }

    /// `enum <App>Link`: what a URL opens, a screen or an action (or the browser, for a
    /// `web` fallback), matched in the one precedence order the simulator uses.
    func linkEnum() -> SwiftDeclaration {
        let url = SwiftArgument("url", .local("url"))
        var fromURL = SwiftFunction(
            docs: [
                "The link a URL opens, matched exactly as `navgen simulate` does: the screen `\(names.destination)(url:)`",
                "gives, or the action whose pattern wins. Nil when the URL matches no pattern.",
            ],
            access: access, kind: .initializer(failable: true),
            parameters: [SwiftParameter("url", .named(["URL"]))],
            body: [
                .if(
                    [
                        .optionalBinding(
                            "destination", .call(.type(names.destinationType), [url], trailing: nil))
                    ],
                    then: [
                        .assignment(.self, .dotCall("destination", [.unlabelled(.local("destination"))])),
                        .return(nil),
                    ], else: nil),
                .guard(
                    [
                        .optionalBinding(
                            "action", .call(.type(names.stateType), "performedAction", url))
                    ], else: [.return(.nil)]),
                .assignment(.self, .dotCall("action", [.unlabelled(.local("action"))])),
            ])
        if !hasActions {
            fromURL.docs = [
                "The link a URL opens, matched exactly as `navgen simulate` does: the screen",
                "`\(names.destination)(url:)` gives, whatever the conditions. Nil when the URL matches no pattern.",
            ]
            fromURL.body = [
                .guard(
                    [
                        .optionalBinding(
                            "destination", .call(.type(names.destinationType), [url], trailing: nil))
                    ],
                    else: [.return(.nil)]),
                .assignment(.self, .dotCall("destination", [.unlabelled(.local("destination"))])),
            ]
        }
        var members: [SwiftDeclaration] = [
            .enumCase(
                SwiftEnumCase(
                    docs: ["A screen: what `\(names.state)(url:)` shows on top."], name: "destination",
                    associatedValues: [SwiftAssociatedValue(type: names.destinationType)]))
        ]
        if hasActions {
            members.append(
                .enumCase(
                    SwiftEnumCase(
                        docs: ["An action for the app to perform; the navigation state stays as it was."],
                        name: "action", associatedValues: [SwiftAssociatedValue(type: names.actionType)])))
        }
        if usesWeb {
            members.append(
                .enumCase(
                    SwiftEnumCase(
                        docs: [
                            "A link a guard's `otherwise: web` hands back to the browser: the app opens the URL there",
                            "(`UIApplication.shared.open(_:)`); the navigation state stays as it was.",
                        ],
                        name: "web", associatedValues: [SwiftAssociatedValue(type: .named(["URL"]))])))
        }
        members.append(.function(fromURL))
        if usesWeb {
            members.append(.function(linkHandedBack()))
        } else if hasConditions {
            members.append(.function(linkUnderConditions()))
        }
        let what =
            switch (hasActions, usesWeb) {
            case (true, true): "a screen of the app, an action that shows none, or the browser."
            case (false, true): "a screen of the app, or the browser."
            default: "a screen of the app, or an action that shows none."
            }
        return .type(
            SwiftTypeDeclaration(
                docs: ["What a deep link opens: " + what],
                access: access, kind: .enum, name: names.linkType,
                conformances: Self.conformances("Hashable", "Sendable"), members: members))
    }

    /// `init?(url:conditions:)`: the link, or nil where a guard refuses it under `conditions`.
    private func linkUnderConditions() -> SwiftFunction {
        SwiftFunction(
            docs: [
                "The link under `conditions`: an action whatever they are (it shows nothing a guard could",
                "stop); a screen only where `\(names.state)(url:conditions:)` opens one, else nil.",
            ],
            access: access, kind: .initializer(failable: true),
            parameters: [
                SwiftParameter("url", .named(["URL"])), SwiftParameter("conditions", names.conditionsType),
            ],
            body: [
                .guard(
                    [
                        .optionalBinding(
                            "link",
                            .call(
                                .type(.named(["Self"])), [SwiftArgument("url", .local("url"))], trailing: nil)
                        )
                    ], else: [.return(.nil)]),
                .if(
                    [
                        .matches(.enumCase("destination", [.wildcard]), .local("link")),
                        .expression(
                            .binary(
                                .call(
                                    .type(names.stateType),
                                    [
                                        SwiftArgument("url", .local("url")),
                                        SwiftArgument("conditions", .local("conditions")),
                                    ], trailing: nil), "==", .nil)),
                    ], then: [.return(.nil)], else: nil),
                .assignment(.self, .local("link")),
            ])
    }

    /// `init?(url:conditions:)` of a spec with a `web` fallback: the links' own matcher
    /// under conditions (``DeepLinkMatcherBuilder/Matching/links``).
    private func linkHandedBack() -> SwiftFunction {
        var docs = [
            "The link under `conditions`, exactly as `navgen simulate --given ... --url` opens it: `.web` where",
            "a guard's `otherwise: web` hands it back to the browser (an http or https URL only: any other",
            "matches nothing there), nil where a guard refuses it, else the link's own screen",
        ]
        docs +=
            hasActions
            ? ["(whatever its guards show first) or action."] : ["(whatever its guards show first)."]
        return SwiftFunction(
            docs: docs,
            access: access, kind: .initializer(failable: true),
            parameters: [
                SwiftParameter("url", .named(["URL"])), SwiftParameter("conditions", names.conditionsType),
            ],
            body: [
                .guard(
                    [
                        .optionalBinding(
                            "link",
                            .call(
                                .type(names.stateType), "link", SwiftArgument("url", .local("url")),
                                SwiftArgument("conditions", .local("conditions"))))
                    ], else: [.return(.nil)]),
                .assignment(.self, .local("link")),
            ])
    }

    /// `link(url:conditions:)`: the links' matcher under conditions, read by
    /// `<App>Link(url:conditions:)`. `matcher` nil: no pattern can match.
    func linkFunction(matcher: DeepLinkMatcherBuilder?) throws -> SwiftFunction {
        SwiftFunction(
            docs: [
                "The link of the first pattern a URL matches, in precedence order, under `conditions`: what",
                "`\(names.link)(url:conditions:)` gives.",
            ],
            access: .fileprivate, isStatic: true, kind: .named("link"),
            parameters: [
                SwiftParameter("url", .named(["URL"])), SwiftParameter("conditions", names.conditionsType),
            ],
            returnType: .optional(names.linkType),
            body: try matcher.map { matcher in
                try perRoot(matcher.plans) { try DeepLinkMatcherBuilder(builder: $0, plans: $1).linkBody() }
            } ?? [.return(.nil)])
    }

    /// `handle(_:)`: opens a link that shows a screen, as `open(_:)` does (or as
    /// `init?(url:)` does, for a spec without open modes), and says what it opened.
    func handleFunction() -> SwiftFunction {
        let url = SwiftArgument("url", .local("url"))
        let conditions = hasConditions ? [SwiftArgument("conditions", .member(.self, "conditions"))] : []
        let apply: [SwiftStatement] =
            opensByMode
            ? [
                .expression(
                    .call(
                        .member(.self, "open"),
                        [.unlabelled(.local("url"))] + linkSourceArguments + sizeClassArguments,
                        trailing: nil))
            ]
            : [
                .if(
                    [
                        .optionalBinding(
                            "opened",
                            .call(
                                .type(names.stateType), [url] + conditions + sizeClassArguments, trailing: nil
                            ))
                    ],
                    then: [.assignment(.self, .local("opened"))], else: nil)
            ]
        let docs =
            !usesWeb
            ? [
                "Handles a URL the app was opened with: a link to a screen opens it, as `open(_:)` does; an",
                "action link leaves the state as it is, for the app to perform the action it returns. Nil,",
                "and the state unchanged, when the URL matches no pattern.",
            ]
            : [
                "Handles a URL the app was opened with: a link to a screen opens it, as `open(_:)` does.",
                hasActions
                    ? "An action link, and a link a guard hands back to the browser (`.web`), leave the state as"
                    : "A link a guard hands back to the browser (`.web`) leaves the state as",
                "it is, for the app to act on the link it returns. Nil, and the state unchanged, when the URL",
                "matches no pattern or a guard refuses the link.",
            ]
        return SwiftFunction(
            docs: docs,
            attributes: ["@discardableResult"], access: access, isMutating: true, kind: .named("handle"),
            parameters: [SwiftParameter(label: nil, name: "url", type: .named(["URL"]))]
                + linkSourceParameters + sizeClassParameters,
            returnType: .optional(names.linkType),
            body: [
                .guard(
                    [
                        .optionalBinding(
                            "link", .call(.type(names.linkType), [url] + conditions, trailing: nil))
                    ],
                    else: [.return(.nil)]),
                .if(
                    [.matches(.enumCase("destination", [.wildcard]), .local("link"))], then: apply, else: nil),
                .return(.local("link")),
            ])
    }

    /// `performedAction(url:)`: the action links' own matcher, read by `<App>Link`.
    /// `matcher` nil: no pattern can match, so no URL performs an action.
    func performedActionFunction(matcher: DeepLinkMatcherBuilder?) throws -> SwiftFunction {
        SwiftFunction(
            docs: [
                "The action of the first action pattern a URL matches, in precedence order: what a URL",
                "performs where `init?(url:)` is nil because an action's pattern wins, or nil.",
            ],
            access: .fileprivate, isStatic: true, kind: .named("performedAction"),
            parameters: [SwiftParameter("url", .named(["URL"]))], returnType: .optional(names.actionType),
            body: try matcher?.actionBody() ?? [.return(.nil)])
    }
}
