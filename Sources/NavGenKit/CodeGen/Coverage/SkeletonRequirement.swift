/// One thing a skeleton must have to keep up with the spec, and how a reader sees
/// it there. Made from the ``SkeletonPlan`` the builders render, so a method is
/// looked for under the name navgen would give it today.
struct SkeletonRequirement {
    /// What in the file shows it is covered.
    enum Evidence {
        /// `case .name` in some switch.
        case switchCase(String)
        /// `func name`.
        case function(String)
        /// `func name`, or the type name used anywhere in the code.
        case functionOrName(String, String)
        /// The name used anywhere in the code.
        case name(String)
    }

    var kind: SkeletonGap.Kind
    var name: String
    var evidence: Evidence
    /// Requirements of one group go in one place (the route switch, the
    /// transitions, one flow's outcome switch): a missing one is pointed next to
    /// the others.
    var group: String
    /// The method whose line to point at when no other of the group is in the file.
    var fallback: String?
    /// What must be there for this to be checked: an alert's answers are looked for
    /// once its answer method is, a flow's outcomes once the flow is. Without it,
    /// the one warning about the alert or flow says what to add.
    var within: Evidence?
    var message: String
    var help: String

    /// Everything the skeleton of `plan`'s coordinator must cover, in the order the
    /// warnings list it: routes, used route sets, transitions, alerts and their
    /// answers, child flows and their outcomes, tabs and the finish of a tab bar, and on the root the
    /// conditions a flow satisfies, with that flow's outcomes.
    static func all(of plan: SkeletonPlan, ui: UIFramework = .swiftui) -> [SkeletonRequirement] {
        var list = routes(of: plan) + transitions(of: plan) + startAt(of: plan, ui: ui)
        // A set's screens only call its transitions: the stacks that use it
        // answer its alerts and start its flows.
        guard plan.coordinator.kind != .routes else { return list }
        list +=
            alerts(of: plan) + children(of: plan) + tabs(of: plan) + tabBarFinishes(of: plan)
            + conditions(of: plan)
        return list
    }

    private static func routes(of plan: SkeletonPlan) -> [SkeletonRequirement] {
        let routeType = plan.names.route(plan.id)
        let own = plan.coordinator.routes.map { route in
            let id = route.id.value
            return SkeletonRequirement(
                kind: .route, name: id, evidence: .switchCase(id), group: "routes",
                message: "the spec's route '\(id)' has no case in the skeleton",
                help: "add `case .\(id)` to the switch over `\(routeType)`")
        }
        let sets = plan.usedSets.map { set in
            let id = set.id.value
            return SkeletonRequirement(
                kind: .routeSet, name: id, evidence: .switchCase(id), group: "routes",
                message: "the spec's route set '\(id)' has no case in the skeleton",
                help: "add `case .\(id)(let route)` to the switch over `\(routeType)`, showing it with "
                    + "`\(plan.names.routeSetType(id))`")
        }
        return plan.coordinator.kind == .tabs ? [] : own + sets
    }

    private static func transitions(of plan: SkeletonPlan) -> [SkeletonRequirement] {
        plan.methods.map { method in
            SkeletonRequirement(
                kind: .transition, name: method.name, evidence: .function(method.name), group: "transitions",
                message:
                    "the spec's transition `\(method.source)` has no method `\(method.name)` in the skeleton",
                help: "add `func \(method.name)(...)` that performs it")
        }
    }

    /// A flow some start begins at a route shows it first: SwiftUI through `var root`,
    /// UIKit through `start(at:)` (the word `at` read as a name).
    private static func startAt(of plan: SkeletonPlan, ui: UIFramework) -> [SkeletonRequirement] {
        guard plan.coordinator.kind == .stack, plan.index.isStartedAtRoute(plan.id) else { return [] }
        let routeType = plan.names.route(plan.id)
        let swiftUI = ui != .uikit
        let member = swiftUI ? "var root: \(routeType)" : "func start(at route: \(routeType))"
        return [
            SkeletonRequirement(
                kind: .startAt, name: plan.id, evidence: .name(swiftUI ? "root" : "at"), group: "transitions",
                message: "the spec starts flow '\(plan.id)' at a route, which the skeleton cannot show first",
                help: swiftUI
                    ? "add `\(member)`, show it at the bottom of the `NavigationStack`, and set it in `apply(_:)`"
                    : "add `\(member)` that shows that route's screen at the bottom of the stack")
        ]
    }

    private static func alerts(of plan: SkeletonPlan) -> [SkeletonRequirement] {
        plan.alerts.flatMap { alert in
            let kind = alert.style == .alert ? "alert" : "confirmation dialog"
            let method = SkeletonRequirement(
                kind: .alert, name: alert.id, evidence: .function(alert.answerMethod), group: "alerts",
                message:
                    "the spec's \(kind) '\(alert.id)' has no method `\(alert.answerMethod)` in the skeleton",
                help:
                    "add `func \(alert.answerMethod)(_ answer: \(alert.answerType))` with a case per answer, "
                    + "and show the \(kind)")
            let answers = alert.answers.map { answer in
                SkeletonRequirement(
                    kind: .answer, name: answer.outcome, evidence: .switchCase(answer.outcome),
                    group: "answers of \(alert.id)", fallback: alert.answerMethod, within: method.evidence,
                    message:
                        "the spec's answer '\(answer.outcome)' of \(kind) '\(alert.id)' has no case in the "
                        + "skeleton",
                    help: "add `case .\(answer.outcome)` to the switch over `\(alert.answerType)` in "
                        + "`\(alert.answerMethod)(_:)`")
            }
            return [method] + answers
        }
    }

    private static func children(of plan: SkeletonPlan) -> [SkeletonRequirement] {
        plan.children.flatMap { child in
            let type = plan.names.coordinatorClass(child.id)
            let flow = SkeletonRequirement(
                kind: .child, name: child.id, evidence: .functionOrName(child.makeMethod, type),
                group: "children",
                message: "the spec's child flow '\(child.id)' is not started in the skeleton (no "
                    + "`\(child.makeMethod)`, no `\(type)`)",
                help: "add `\(child.makeMethod)` that creates a `\(type)` and hears when it finishes")
            let outcomes = plan.model.coordinator(child.id)?.outcomes.map(\.value) ?? []
            guard let handler = child.finishHandler else { return [flow] }
            let outcomeType = plan.names.outcome(child.id)
            return [flow]
                + outcomes.map { outcome in
                    SkeletonRequirement(
                        kind: .outcome, name: outcome, evidence: .switchCase(outcome),
                        group: "outcomes of \(child.id)", fallback: handler, within: flow.evidence,
                        message:
                            "the spec's outcome '\(outcome)' of flow '\(child.id)' has no case in the skeleton",
                        help: "add `case .\(outcome)` to the switch over `\(outcomeType)` in `\(handler)(_:)`"
                    )
                }
        }
    }

    private static func tabs(of plan: SkeletonPlan) -> [SkeletonRequirement] {
        guard plan.coordinator.kind == .tabs else { return [] }
        return plan.coordinator.children.map(\.value).filter { plan.model.coordinator($0) != nil }.map {
            tab in
            let type = plan.names.coordinatorClass(tab)
            return SkeletonRequirement(
                kind: .tab, name: tab, evidence: .name(type), group: "tabs",
                message: "the spec's tab '\(tab)' is not in the skeleton (no `\(type)`)",
                help: "add a property that holds a `\(type)` and show it on the tab bar")
        }
    }

    /// A tab bar with outcomes passes its tabs `finish<Tabs>`, and each stack tab has it.
    private static func tabBarFinishes(of plan: SkeletonPlan) -> [SkeletonRequirement] {
        if plan.coordinator.kind == .tabs {
            let property = SkeletonPlan.tabBarFinisher(plan.id)
            guard !plan.coordinator.outcomes.isEmpty,
                plan.coordinator.children.contains(where: { plan.model.coordinator($0.value)?.kind == .stack }
                )
            else { return [] }
            return [
                SkeletonRequirement(
                    kind: .tab, name: property, evidence: .name(property), group: "tabs",
                    message: "the tabs of '\(plan.id)' cannot finish it: no `\(property)` in the skeleton",
                    help: "set each tab's `\(property)` to call `onFinish`")
            ]
        }
        return plan.finishedTabBars.map { tabBar, property in
            SkeletonRequirement(
                kind: .outcome, name: property, evidence: .name(property), group: "finish of \(tabBar)",
                message: "the spec's tab bar '\(tabBar)' has outcomes, but this tab has no `\(property)` to "
                    + "finish it with",
                help: "add `var \(property): (\(plan.names.outcome(tabBar))) -> Void = { _ in }`, which "
                    + "'\(tabBar)' sets")
        }
    }

    private static func conditions(of plan: SkeletonPlan) -> [SkeletonRequirement] {
        guard plan.ownsConditions else { return [] }
        return plan.conditions.satisfiable.flatMap { entry -> [SkeletonRequirement] in
            guard let flow = entry.flow else { return [] }
            let wait = SkeletonPlan.waitMethod(entry.id)
            let handler = SkeletonPlan.satisfyingHandler(entry.id)
            let condition = SkeletonRequirement(
                kind: .condition, name: entry.id, evidence: .function(wait), group: "conditions",
                message:
                    "the spec's condition '\(entry.id)' (satisfied by flow '\(flow.coordinator)') has no "
                    + "method `\(wait)` in the skeleton",
                help:
                    "add `func \(wait)(then move: @escaping () -> Void)` that shows the flow, and its finish "
                    + "handler `\(handler)(_:)`")
            let outcomeType = plan.names.outcome(flow.coordinator)
            let outcomes = plan.model.coordinator(flow.coordinator)?.outcomes.map(\.value) ?? []
            return [condition]
                + outcomes.map { outcome in
                    SkeletonRequirement(
                        kind: .outcome, name: outcome, evidence: .switchCase(outcome),
                        group: "outcomes of \(flow.coordinator) for \(entry.id)", fallback: handler,
                        within: condition.evidence,
                        message:
                            "the spec's outcome '\(outcome)' of flow '\(flow.coordinator)' has no case in "
                            + "the skeleton",
                        help: "add `case .\(outcome)` to the switch over `\(outcomeType)` in `\(handler)(_:)`"
                    )
                }
        }
    }
}
