/// Conditions in a SwiftUI skeleton (docs/spec.md, "Conditions that resume"): the
/// root coordinator observes its `conditions` like the rest of its state, shows
/// the flows that satisfy them from its own sheet and cover, and a tab bar leaves a
/// hidden tab out of its `TabView`.
extension SwiftUISkeletonBuilder {
    private var flowType: SwiftTypeName { .named(["ConditionFlow"]) }

    /// The styles the satisfying flows are shown in: `conditionSheet`, `conditionCover`.
    private var conditionSlots: [(slot: String, modifier: String)] {
        let shown = Set(plan.conditions.satisfiable.compactMap { $0.flow?.style.conditionFlowStyle })
        return [PresentationStyle.sheet, .cover].filter(shown.contains).compactMap { style in
            style.swiftUISlot.map { (Self.slot(of: style), $0.modifier) }
        }
    }

    /// `conditionSheet` or `conditionCover`: the slot of the style's own slot name.
    private static func slot(of style: PresentationStyle) -> String {
        "condition" + SwiftName.upperCamel(style.conditionFlowStyle.swiftUISlot?.property ?? "sheet")
    }

    /// The root's state: `conditions`, the waiting move and the slots of the satisfying flows.
    func conditionState() -> [SwiftDeclaration] {
        guard plan.ownsConditions else {
            guard plan.hidesTabs else { return [] }
            return [plan.visibleTabsProperty()]
                + (plan.conditions.hearsChanges(id) ? [showVisibleTabsMethod()] : [])
        }
        var members =
            [
                plan.conditionsProperty(
                    didSet: (plan.hidesTabs ? selectVisibleTab() : []) + plan.tellObservers
                        + plan.tellRootCoordinator)
            ] + plan.conditionsHook
        if plan.hidesTabs { members.append(plan.visibleTabsProperty()) }
        members += plan.conditionObservation + plan.waitingFlowFlag
        guard !plan.conditions.satisfiable.isEmpty else { return members }
        members.append(plan.waitingMoveProperty)
        for (slot, _) in conditionSlots {
            let shown = slot == "conditionCover" ? "a full-screen cover" : "a sheet"
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["A flow that satisfies a condition, shown over everything as \(shown)."],
                        name: slot,
                        type: .optional(flowType))))
        }
        return members
    }

    /// A hidden selected tab cannot stay selected: the first visible one is.
    private func selectVisibleTab() -> [SwiftStatement] {
        var scope = SwiftNameScope(reserving: ["visibleTabs", "selectedTab"])
        let first = scope.claim("first")
        return [
            .if(
                [
                    .expression(
                        .not(.call(.local("visibleTabs"), "contains", .unlabelled(.local("selectedTab"))))),
                    .optionalBinding(first, .member(.local("visibleTabs"), "first")),
                ],
                then: [.assignment(.local("selectedTab"), .local(first))], else: nil)
        ]
    }

    /// `showVisibleTabs()` of a tab bar below the root, which the root calls after every
    /// change of the conditions. Below iOS 17 its view does not observe the root, so it is
    /// told to draw again, with the tabs now visible.
    private func showVisibleTabsMethod() -> SwiftDeclaration {
        let redraw: [SwiftStatement] =
            usesObservation ? [] : [.expression(.call(.local("objectWillChange"), "send"))]
        return .function(
            SwiftFunction(
                docs: [
                    "Shows the tabs now visible; a hidden selected tab selects the first visible one. The root",
                    "calls it after every change of the conditions.",
                ],
                kind: .named("showVisibleTabs"), body: redraw + selectVisibleTab()))
    }

    /// The root's methods: one `waitFor...` per condition a flow satisfies, the flows' handlers and views.
    func conditionMembers() -> [SwiftDeclaration] {
        guard plan.ownsConditions, !plan.conditions.satisfiable.isEmpty else { return [] }
        var members: [SwiftDeclaration] = [.mark("Conditions")]
        let slots = conditionSlots.map(\.slot)
        members += plan.satisfyingMembers(using: slots) { entry, flow, local in
            [.assignment(.local(Self.slot(of: flow.style)), .dotCall(entry.id, [.unlabelled(local)]))]
        }
        members.append(
            plan.closeConditionFlowMethod(
                docs:
                    "Closes the flow on screen that satisfies a condition, then resumes the waiting move or drops it.",
                using: slots
            ) { move, scope in
                // `if let move`: the optional unwrapped in place, under its own name.
                var unwrapping = scope
                let resumed = unwrapping.rebind(move)
                return slots.map { .assignment(.local($0), .nil) } + [
                    .if(
                        [.optionalBinding(resumed, .local(move))],
                        then: [.expression(.call(.local(resumed), [], trailing: nil))], else: nil)
                ]
            })
        let viewScope = SwiftNameScope(parameters: ["flow"])
        let cases = plan.conditions.satisfiable.compactMap { entry -> SwiftSwitchCase? in
            guard let flow = entry.flow else { return nil }
            var scope = viewScope
            let bound = scope.rebind("flow")
            return SwiftSwitchCase(
                patterns: [.enumCase(entry.id, [.binding(bound)])],
                body: [.expression(rootView(of: flow.coordinator, coordinator: .local(bound)))])
        }
        members.append(
            .function(
                SwiftFunction(
                    docs: ["What a flow that satisfies a condition shows."], attributes: ["@ViewBuilder"],
                    kind: .named("conditionFlowView"),
                    parameters: [SwiftParameter(label: "for", name: "flow", type: flowType)],
                    returnType: .some("View"), body: [.switch(.local("flow"), cases)])))
        let ids = plan.conditions.satisfiable.map { entry in
            var scope = SwiftNameScope()
            let flow = scope.claim("flow")
            return SwiftSwitchCase(
                patterns: [.enumCase(entry.id, [.binding(flow)])],
                body: [
                    .expression(
                        .call(
                            .type(.named(["ObjectIdentifier"])), [.unlabelled(.local(flow))], trailing: nil)
                    )
                ])
        }
        members.append(
            .type(
                SwiftTypeDeclaration(
                    docs: [
                        "A flow that satisfies a condition, by the condition: the root shows it over everything."
                    ],
                    kind: .enum, name: flowType, conformances: [.named(["Identifiable"])],
                    members: plan.conditions.satisfiable.compactMap { entry in
                        entry.flow.map { flow in
                            .enumCase(
                                SwiftEnumCase(
                                    name: entry.id,
                                    associatedValues: [
                                        SwiftAssociatedValue(
                                            type: .named([names.coordinatorClass(flow.coordinator)]))
                                    ]))
                        }
                    } + [
                        .variable(
                            SwiftVariable(
                                docs: ["The flow's coordinator object."], name: "id",
                                type: .named(["ObjectIdentifier"]),
                                body: .computed([.switch(.self, ids)])))
                    ])))
        return members
    }

    /// The root view's sheet and cover of the satisfying flows.
    func conditionModifiers(on view: SwiftExpression) -> SwiftExpression {
        guard plan.ownsConditions else { return view }
        var view = view
        var scope = SwiftNameScope(reserving: ["coordinator"])
        let flow = scope.claim("flow")
        for (slot, modifier) in conditionSlots {
            view = .modifier(
                view, modifier, [SwiftArgument("item", .member(.projected("coordinator"), slot))],
                trailing: SwiftClosure(
                    parameters: [flow],
                    body: [
                        .expression(
                            .call(
                                .local("coordinator"), "conditionFlowView", SwiftArgument("for", .local(flow))
                            ))
                    ]))
        }
        return view
    }

    /// A tab of the `TabView`, left out while its condition is unmet.
    func conditionalTab(_ tab: String, _ statement: SwiftStatement) -> SwiftStatement {
        guard plan.isHidable(tab) else { return statement }
        return .if(
            [
                .expression(
                    .call(
                        .member(.local("coordinator"), "visibleTabs"), "contains",
                        .unlabelled(.member(.type(.named([names.tab(id)])), tab))))
            ],
            then: [statement], else: nil)
    }
}
