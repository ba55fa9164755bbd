/// The state's `go(to:)` (docs/spec/transitions.md, "go"), written only for a spec with a
/// `go` item: the state a reset link to the destination opens, tab bars keeping the
/// tabs it does not select.
extension NavigationFileBuilder {
    private static let keepingOtherTabs = "keepingOtherTabs"

    /// `mutating func go(to:) -> Bool`.
    func goFunction() -> SwiftFunction {
        let conditions: [SwiftArgument] =
            hasConditions ? [SwiftArgument("conditions", .member(.self, "conditions"))] : []
        let opening = SwiftStatement.guard(
            [
                .optionalBinding(
                    "shown",
                    .call(
                        .type(names.stateType),
                        [SwiftArgument("opening", .local("destination"))] + conditions + sizeClassArguments,
                        trailing: nil))
            ], else: [.return(.boolean(false))])
        let kept = keptTabs()
        let body: [SwiftStatement] =
            kept.isEmpty
            ? [opening, .assignment(.self, .local("shown")), .return(.boolean(true))]
            : [
                opening, .let("current", .member(.self, "root")), .assignment(.self, .local("shown")),
            ] + kept + [.return(.boolean(true))]
        return SwiftFunction(
            docs: [
                "Shows `destination` as a `go` item does (`navgen simulate --do 'go coordinator.route'`):",
                "the state `init?(opening:)` builds"
                    + (hasConditions ? " under this state's `conditions`," : ","),
                "except that a tab bar shown in both keeps every tab but the one it selects as it is.",
                "False, and the state unchanged, where that is nil.",
            ],
            attributes: ["@discardableResult"], access: access, isMutating: true, kind: .named("go"),
            parameters: [SwiftParameter(label: "to", name: "destination", type: names.destinationType)]
                + sizeClassParameters,
            returnType: .named(["Bool"]), body: body)
    }

    /// `root` given back the tabs of `current` (the root before the go) that the go did
    /// not select: for a tab bar at the root, or in a `root` list for each tab bar entry
    /// shown before and after.
    private func keptTabs() -> [SwiftStatement] {
        let keep = { (now: SwiftExpression, next: SwiftExpression) -> SwiftExpression in
            .call(.member(next, Self.keepingOtherTabs), [SwiftArgument("of", now)], trailing: nil)
        }
        guard hasRootList else {
            guard model.coordinator(model.rootID)?.kind == .tabs else { return [] }
            return [.assignment(.local("root"), keep(.local("current"), .local("root")))]
        }
        let tabBars = rootEntryPlans.map(\.entry).filter { model.coordinator($0)?.kind == .tabs }
        guard !tabBars.isEmpty else { return [] }
        let cases = tabBars.map { entry in
            SwiftSwitchCase(
                patterns: [
                    .tuple([.enumCase(entry, [.binding("now")]), .enumCase(entry, [.binding("next")])])
                ],
                body: [
                    .assignment(
                        .local("root"),
                        .call(.dot(entry), [.unlabelled(keep(.local("now"), .local("next")))], trailing: nil))
                ])
        }
        return [
            .switch(
                .tuple([.unlabelled(.local("current")), .unlabelled(.local("root"))]),
                cases + [.default([.break])])
        ]
    }

    /// `keepingOtherTabs(of:)` on a tab bar's node, for a spec with a `go` item: the
    /// selected tab as this node has it, every other one as `current` has it.
    func keepingOtherTabsFunction(_ coordinator: Coordinator) -> SwiftFunction {
        let tabs = coordinator.children.map(\.value).filter { model.coordinator($0) != nil }
        let cases = tabs.map { tab -> SwiftSwitchCase in
            let mine = SwiftExpression.member(.local("tabs"), tab)
            let value: SwiftExpression =
                model.coordinator(tab)?.kind == .tabs
                ? .call(
                    .member(mine, Self.keepingOtherTabs),
                    [SwiftArgument("of", .member(.member(.local("current"), "tabs"), tab))], trailing: nil)
                : mine
            return SwiftSwitchCase(
                patterns: [.enumCase(tab, [])],
                body: [.assignment(.member(.member(.local("kept"), "tabs"), tab), value)])
        }
        return SwiftFunction(
            docs: [
                "This tab bar with every tab but the selected one as `current` has it: what a `go` keeps."
            ],
            access: .fileprivate, kind: .named(Self.keepingOtherTabs),
            parameters: [SwiftParameter(label: "of", name: "current", type: .selfType)],
            returnType: .selfType,
            body: [
                .binding(isLet: false, name: "kept", type: nil, value: .self),
                .assignment(.member(.local("kept"), "tabs"), .member(.local("current"), "tabs")),
                .switch(.local("selected"), cases),
                .return(.local("kept")),
            ])
    }
}
