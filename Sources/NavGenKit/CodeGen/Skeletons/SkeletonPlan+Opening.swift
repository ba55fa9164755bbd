/// The skeletons' side of open modes and entry points (docs/spec.md, "How a deep link
/// opens", "Entry points"): for a spec that uses them, the root coordinator applies a
/// link to the state on screen, read back from the coordinators as `currentNode`, and
/// opens a destination by value. Every other spec's skeletons stay as they were.
extension SkeletonPlan {
    /// Whether the navigation file has `open(_:)` and `init?(opening:)`.
    var opensByMode: Bool { model.opensByMode }

    /// The members the skeletons name for reading their state back, kept from the
    /// spec's names (a tab or a child called `currentNode`) in a spec that opens by mode.
    static func readingMembers(_ index: SkeletonIndex) -> [String] {
        guard index.model.opensByMode else { return [] }
        return ["currentNode", "modalNode", "shownScreens", "shownRoute", "ShownScreen"]
    }

    /// Whether this coordinator reads its state back: it has a node, in a spec that opens by mode.
    var readsBack: Bool { opensByMode && hasNode }

    /// `open(_ url:)` on the state on screen, so that an `onTop` link keeps the user's stack.
    /// In a spec that maps `open` by source it takes the link's `source` and passes it on,
    /// to the state and to the link that waits.
    func openOnTopMethod(usage: [String] = []) -> SwiftDeclaration {
        var scope = SwiftNameScope(parameters: ["url"] + (usesLinkSource ? ["source"] : []))
        let state = scope.claim("state")
        let source = usesLinkSource ? [SwiftArgument("source", .local("source"))] : []
        return .function(
            SwiftFunction(
                docs: [
                    "Opens a deep link on the state on screen (`currentNode`), as `\(names.state).open(_:)`",
                    "does: an `open: onTop` pattern adds one push or presentation when the screen on top",
                    "can show it, else the app shows `\(names.state)(url:)`. Returns false, changing",
                    "nothing, when the URL matches no pattern." + (usage.isEmpty ? "" : " Call it from"),
                ] + usage + (usesLinkSource ? linkSourceDocs : []),
                attributes: ["@discardableResult"], kind: .named("open"),
                parameters: [SwiftParameter(label: nil, name: "url", type: .named(["URL"]))]
                    + (usesLinkSource
                        ? [SwiftParameter("source", names.linkSourceType, defaultValue: .dot("external"))]
                        : []),
                returnType: .bool,
                body: stateOnScreen(state, moved: "open", [.unlabelled(.local("url"))] + source)
                    + applyingState(state)
                    + (ownsConditions
                        ? waitingLink(state: state, with: [.unlabelled(.local("url"))] + source) : []) + [
                        .return(.boolean(true))
                    ]))
    }

    /// Whether some pattern maps `open` by source: the root's `open(_:source:)` then says
    /// where each link comes from, and the SwiftUI root view tells its two ways apart.
    var usesLinkSource: Bool { model.spec.usesLinkSource }

    /// What `source` means, for the root's `open(_:source:)`.
    private var linkSourceDocs: [String] {
        [
            "`source` is where the link comes from: `.external` for a URL the system hands the app,",
            "`.inApp` for a link tapped in the app's own views (a pattern may open each its own way).",
        ]
    }

    /// `open(_ destination:)`: shows a screen by value, with the back stack a deep link to it builds.
    func openDestinationMethod() -> SwiftDeclaration {
        var scope = SwiftNameScope(parameters: ["destination"])
        let state = scope.claim("state")
        return .function(
            SwiftFunction(
                docs: ownsConditions
                    ? [
                        "Opens a screen by value (a push notification, shortcut, widget or intent) under",
                        "`conditions`: shows `\(names.state)(opening:conditions:)`, the back stack a deep link to",
                        "it builds; one that waits shows the flow that satisfies its condition, and opens again once",
                        "the flow finishes with its outcome. Returns false, changing nothing, when a screen below",
                        "needs a param the destination lacks.",
                    ]
                    : [
                        "Opens a screen by value (a push notification, shortcut, widget or intent): shows",
                        "`\(names.state)(opening:)`, the back stack a deep link to it builds. Returns false,",
                        "changing nothing, when a screen below needs a param the destination lacks.",
                    ],
                attributes: ["@discardableResult"], kind: .named("open"),
                parameters: [SwiftParameter(label: nil, name: "destination", type: names.destinationType)],
                returnType: .bool,
                body: [
                    .guard(
                        [
                            .optionalBinding(
                                state,
                                .call(
                                    .type(names.stateType),
                                    [SwiftArgument("opening", .local("destination"))]
                                        + (ownsConditions
                                            ? [SwiftArgument("conditions", .member(.self, "conditions"))]
                                            : []) + sizeClassArgument,
                                    trailing: nil))
                        ],
                        else: [.return(.boolean(false))])
                ] + applyingState(state)
                    + (ownsConditions
                        ? waitingLink(state: state, with: [.unlabelled(.local("destination"))]) : []) + [
                        .return(.boolean(true))
                    ]))
    }

    /// `sizeClass: self.sizeClass` for the root of a spec that adapts: a link opens in the
    /// class the app runs in, its presentations in that class's styles.
    var sizeClassArgument: [SwiftArgument] {
        isRoot && readsSizeClass ? [SwiftArgument("sizeClass", .member(.self, "sizeClass"))] : []
    }

    /// `self.apply(state.root)`, telling the stacks below while it runs whether the root shows the state's waiting flow.
    func applyingState(_ state: String) -> [SwiftStatement] {
        applying(
            .expression(
                .call(.member(.self, "apply"), [.unlabelled(.member(.local(state), "root"))], trailing: nil)),
            state: state)
    }

    /// `var state = <App>NavigationState(root: currentNode, ...)`, then `method` called on it,
    /// returning false when it does: the start of `open(_ url:)` and `go(to:)`.
    func stateOnScreen(_ state: String, moved method: String, _ arguments: [SwiftArgument])
        -> [SwiftStatement]
    {
        [
            .binding(
                isLet: false, name: state, type: nil,
                value: .call(
                    .type(names.stateType),
                    [SwiftArgument("root", .member(.self, "currentNode"))]
                        + (ownsConditions ? [SwiftArgument("conditions", .member(.self, "conditions"))] : []),
                    trailing: nil)),
            .guard(
                [
                    .expression(
                        .call(.member(.local(state), method), arguments + sizeClassArgument, trailing: nil))
                ],
                else: [.return(.boolean(false))]),
        ]
    }

    /// The root coordinator's opening methods: the two above when it reads back, else `open(_ url:)` as before.
    func openMethods(usage: [String] = []) -> [SwiftDeclaration] {
        guard readsBack else {
            return withActionLinks([
                ownsConditions ? conditionalOpenMethod(usage: usage) : openMethod(usage: usage)
            ])
        }
        return withActionLinks([openOnTopMethod(usage: usage), openDestinationMethod()])
            + (model.hasGoItems ? [goMethod()] : [])
    }

    /// The stack a stack coordinator's `currentNode` starts from: its root screen
    /// (`input` for a flow that takes one; the root's optional params are not kept),
    /// in a local of `scope`, the getter's.
    func rootScreen(in scope: inout SwiftNameScope) -> (stack: String, statements: [SwiftStatement]) {
        let type = SwiftTypeName.array(names.destinationType)
        let stack = scope.claim("stack")
        if inputRoute != nil {
            var inner = scope
            let input = inner.claim("input")
            return (
                stack,
                [
                    .binding(isLet: false, name: stack, type: type, value: .array([])),
                    .if(
                        [.optionalBinding(input, .member(.self, "input"))],
                        then: [
                            .expression(
                                .call(
                                    .local(stack), "append",
                                    .unlabelled(
                                        .call(
                                            .member(.type(names.destinationType), id),
                                            [.unlabelled(.local(input))],
                                            trailing: nil))))
                        ], else: nil),
                ]
            )
        }
        let root =
            heldRoot == nil
            ? coordinator.root.flatMap { coordinator.route(named: $0.value) }.flatMap(
                SkeletonSyntax.routeWithoutValues) : .member(.self, "root")
        return (
            stack,
            [
                .binding(
                    isLet: false, name: stack, type: type,
                    value: .array(root.map { [.dotCall(id, [.unlabelled($0)])] } ?? []))
            ]
        )
    }

    /// `currentNode` of a tab bar: the selected tab, and each tab's own.
    func tabsCurrentNode(_ tabs: [(tab: String, property: String)]) -> SwiftDeclaration {
        var scope = SwiftNameScope()
        let name = scope.claim("node")
        let node = SwiftExpression.local(name)
        var body: [SwiftStatement] = [
            .binding(
                isLet: false, name: name, type: nil,
                value: .call(.type(names.nodeType(id)), [], trailing: nil)),
            .assignment(.member(node, "selected"), .member(.self, "selectedTab")),
        ]
        for (tab, property) in tabs where index.hasNode(tab) {
            body.append(
                .assignment(
                    .member(.member(node, "tabs"), tab),
                    .member(.member(.self, property), "currentNode")))
        }
        body.append(.return(node))
        return .variable(
            SwiftVariable(
                docs: ["The state on screen, read back: what `open(_:)` applies an `onTop` link to."],
                name: "currentNode", type: names.nodeType(id), body: .computed(body)))
    }
}
