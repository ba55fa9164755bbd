/// What the SwiftUI and UIKit skeleton builders share: both walk one ``SkeletonPlan``
/// the same way, and differ only in how a move is spelled in their framework.
protocol SkeletonWriter {
    var plan: SkeletonPlan { get }
    /// The member names the builder itself declares in a coordinator.
    static var reserved: [String] { get }

    /// What an action does: in a transition method (params from its parameters) or
    /// in a `then:` handler (no values: a route that needs one gets a comment), in a
    /// body whose names are `scope`: a member they hide is written `self.path`, and a
    /// local the action needs steps around them.
    func statements(for action: SkeletonAction, values: [Param], in scope: SwiftNameScope) -> [SwiftStatement]
}

extension SkeletonWriter {
    /// The plan of `coordinator`, its names clear of the builder's own members.
    static func plan(index: SkeletonIndex, coordinator: Coordinator) -> SkeletonPlan {
        let selectors = TabSelection(index: index).needs(of: coordinator.id.value).map(
            SkeletonPlan.tabSelector)
        return SkeletonPlan(
            index: index, coordinator: coordinator,
            reserved: reserved + selectors + SkeletonPlan.conditionMembers(index)
                + SkeletonPlan.readingMembers(index))
    }

    var model: AppModel { plan.model }
    var coordinator: Coordinator { plan.coordinator }
    var names: GeneratedNames { model.names }
    var id: String { coordinator.id.value }
    var className: SwiftTypeName { .named([names.coordinatorClass(id)]) }
    var routeType: SwiftTypeName { .named([names.route(id)]) }
    var needsOnDismiss: Bool { plan.needsOnDismiss }
    var pushedChildren: [SkeletonPlan.Child] { plan.pushedStackChildren }

    /// A `then:` action, behind its guard when it has one.
    func thenStatements(_ action: SkeletonAction, in scope: SwiftNameScope) -> [SwiftStatement] {
        plan.guardedThen(action, in: scope) { statements(for: $0, values: [], in: $1) }
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

    /// The members of a child flow: `make`, `close`, and its outcome handlers.
    func childMembers(_ child: SkeletonPlan.Child, make: SwiftDeclaration, close: [SwiftStatement])
        -> [SwiftDeclaration]
    {
        plan.childMembers(child, make: make, close: close, route: routeType, perform: thenStatements)
    }
}
