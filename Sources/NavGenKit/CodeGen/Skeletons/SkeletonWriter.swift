/// What the SwiftUI and UIKit skeleton builders share: both walk one ``SkeletonPlan``
/// the same way, and differ only in how a move is spelled in their framework.
protocol SkeletonWriter {
    var plan: SkeletonPlan { get }
    /// The member names the builder itself declares in a coordinator.
    static var reserved: [String] { get }
    /// Where the app calls the root's `open(_:)`, for its doc comment.
    static var openUsage: [String] { get }
    /// Each tab of a tab bar with the property that holds its coordinator.
    var tabProperties: [(tab: String, property: String)] { get }

    /// The root's condition state, and a tab bar's visible tabs.
    func conditionState() -> [SwiftDeclaration]

    /// What a move does: in a transition method (params from its parameters) or
    /// in a `then:` handler (no values: a route that needs one gets a comment), in a
    /// body whose names are `scope`: a member they hide is written `self.path`, and a
    /// local the action needs steps around them.
    func statements(for move: SkeletonPlan.Move, values: [Param], in scope: SwiftNameScope)
        -> [SwiftStatement]
}

extension SkeletonWriter {
    /// The plan of `coordinator`, its names clear of the builder's own members.
    static func plan(index: SkeletonIndex, coordinator: Coordinator) -> SkeletonPlan {
        let selectors = TabSelection(index: index).needs(of: coordinator.id.value).map(
            SkeletonPlan.tabSelector)
        return SkeletonPlan(
            index: index, coordinator: coordinator,
            reserved: reserved + selectors + SkeletonPlan.conditionMembers(index) + index.rootMoves.members
                + SkeletonPlan.readingMembers(index) + SkeletonPlan.tabBarFinishers(of: coordinator, index)
                + SkeletonPlan.splitMembers(index, of: coordinator))
    }

    var model: AppModel { plan.model }
    var coordinator: Coordinator { plan.coordinator }
    var names: GeneratedNames { model.names }
    var id: String { coordinator.id.value }
    var className: SwiftTypeName { .named([names.coordinatorClass(id)]) }
    var routeType: SwiftTypeName { .named([names.route(id)]) }
    var needsOnDismiss: Bool { plan.needsOnDismiss }
    var pushedChildren: [SkeletonPlan.Child] { plan.pushedStackChildren }

    /// The state every coordinator class has: tab selectors (but its own, for a tab
    /// bar), callbacks, and the conditions'.
    func sharedState(excluding own: String? = nil) -> [SwiftDeclaration] {
        plan.tabSelectors(excluding: own) + plan.callbacks + plan.splitCallbacks + plan.conditionCallbacks
            + plan.rootMoveCallbacks + conditionState()
    }

    /// Passes each tab what its tab bar's parent gave the tab bar: selectors,
    /// conditions, `onDismiss`, and `onFinish` as the tab's `finish<Tabs>`.
    func tabWiring(in scope: SwiftNameScope) -> [SwiftStatement] {
        tabProperties.flatMap { tab, property in
            plan.forwardTabSelectors(to: tab, local: .member(.self, property), in: scope)
                + plan.forwardConditions(to: tab, local: .member(.self, property), in: scope)
                + plan.forwardRootMoves(to: tab, local: .member(.self, property), in: scope)
                + plan.forwardOnDismiss(to: tab, local: .member(.self, property))
                + plan.forwardFinish(to: tab, local: .member(.self, property))
        }
    }

    /// A tab bar's `Deep links` section: `apply(_:)`, which selects its tab before or
    /// after each tab shows its part, reading back, and the root's `open` methods.
    func tabsDeepLinks(selectingFirst: Bool) -> [SwiftDeclaration] {
        guard plan.hasNode || plan.isRoot else { return [] }
        var members: [SwiftDeclaration] = [.mark("Deep links")]
        if plan.hasNode {
            let select = SwiftStatement.assignment(.local("selectedTab"), .member(.local("node"), "selected"))
            let applies = tabProperties.filter { plan.index.hasNode($0.tab) }.map { tab, property in
                SwiftStatement.expression(
                    .call(
                        .member(.self, property), "apply",
                        .unlabelled(.member(.member(.local("node"), "tabs"), tab))))
            }
            members.append(
                .function(
                    SwiftFunction(
                        docs: [
                            "Shows `node`, e.g. a deep link's: "
                                + (selectingFirst
                                    ? "its tab, and each tab's part." : "each tab's part, and its tab.")
                        ],
                        kind: .named("apply"),
                        parameters: [SwiftParameter(label: nil, name: "node", type: names.nodeType(id))],
                        body: selectingFirst ? [select] + applies : applies + [select])))
        }
        if plan.readsBack { members.append(plan.tabsCurrentNode(tabProperties)) }
        if plan.opensLinks { members += plan.openMethods(usage: Self.openUsage) }
        members += plan.rootEntryApply
        return members
    }

    /// A `then:` action, behind its guard when it has one.
    func thenStatements(_ move: SkeletonPlan.Move, in scope: SwiftNameScope) -> [SwiftStatement] {
        plan.guardedThen(move, in: scope) { statements(for: $0, values: [], in: $1) }
    }

    /// The `Transitions` and `Alerts` sections: one method per transition, one per alert.
    func transitionSections() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if !plan.methods.isEmpty {
            members.append(.mark("Transitions"))
            members += plan.methods.map { method in
                plan.transitionMethod(method) { statements(for: $0, values: $1, in: $2) }
            }
        }
        if !plan.alerts.isEmpty {
            members.append(.mark("Alerts"))
            members += plan.alerts.map { plan.answerMethod($0, perform: thenStatements) }
        }
        return members
    }

    /// The members of a child flow: `make`, `close`, and its outcome and event handlers
    /// (`eventNote`: a comment for an `on` action the framework shows otherwise).
    func childMembers(
        _ child: SkeletonPlan.Child, make: SwiftDeclaration, close: [SwiftStatement],
        closing: SwiftParameter? = nil, eventNote: (SkeletonPlan.Move) -> String? = { _ in nil }
    ) -> [SwiftDeclaration] {
        plan.childMembers(
            child, make: make, close: close, closing: closing, route: routeType, eventNote: eventNote,
            perform: thenStatements)
    }
}
