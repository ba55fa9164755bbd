extension SkeletonPlan {
    /// An alert a coordinator's routes show: the members that show and answer it.
    struct AlertPlan {
        /// The alert's name; `set.name` for a used set's alert when another alert the
        /// stack shows has that name (``SkeletonPlan/alertID(_:of:on:model:)``).
        var id: String
        /// The alert's name, as its title shows it.
        var title: String
        var style: Alert.Style
        /// `RecipesDeleteRecipeAnswer`.
        var answerType: String
        /// `answerDeleteRecipe(_:)`: runs the `then:` action of an answer.
        var answerMethod: String
        /// SwiftUI: `isShowingDeleteRecipe`, the `Bool` the modifier is bound to.
        var flag: String
        /// The answers, in the alert's order, each with its `then:` action (nil: `stay`).
        var answers: [(outcome: String, action: Action?)]
        /// Routes whose `alert:` item for it has another `then:` than the first one's.
        var otherThens: [String]
    }

    /// Every alert with an `alert:` item on one of the coordinator's routes. The
    /// answers follow the first item's `then:`; a route whose `then:` differs is
    /// named in a comment, for the app to tell the two apart.
    static func alertPlans(of coordinator: Coordinator, model: AppModel, scope: inout SwiftNameScope)
        -> [AlertPlan]
    {
        var plans: [AlertPlan] = []
        var firstThen: [String: [String: String]] = [:]
        // A set route's alert is the set's, answered on the stack that shows the route.
        let owners = [coordinator] + usedSets(of: coordinator, model: model)
        for owner in owners {
            for route in owner.routes {
                for transition in SkeletonConditions.transitions(of: route) {
                    guard case .alert(let name, let then) = transition.action,
                        let alert = owner.alert(named: name.value)
                    else { continue }
                    let id = alertID(name.value, of: owner, on: coordinator, model: model)
                    let byOutcome = Dictionary(
                        (then?.handlers ?? []).map { ($0.outcome.value, $0.action?.action) },
                        uniquingKeysWith: { first, _ in first })
                    let key = byOutcome.compactMapValues { $0.map(spelling) }
                    if let first = firstThen[id] {
                        if first != key, let index = plans.firstIndex(where: { $0.id == id }) {
                            plans[index].otherThens.append(route.id.value)
                        }
                        continue
                    }
                    firstThen[id] = key
                    let upper = SwiftName.upperCamel(name.value)
                    plans.append(
                        AlertPlan(
                            id: id, title: name.value, style: alert.resolvedStyle,
                            answerType: model.names.answer(owner.id.value, name.value),
                            answerMethod: scope.claim("answer" + upper),
                            flag: scope.claim("isShowing" + upper),
                            answers: alert.outcomes.map { ($0.value, byOutcome[$0.value] ?? nil) },
                            otherThens: []))
                }
            }
        }
        return plans
    }

    func alert(_ id: String) -> AlertPlan? { alerts.first { $0.id == id } }

    /// `answerDeleteRecipe(_:)`: one case per answer, each running its `then:` action;
    /// `perform` says what an action does in the skeleton's framework, in the method's scope.
    func answerMethod(_ alert: AlertPlan, perform: (SkeletonAction, SwiftNameScope) -> [SwiftStatement])
        -> SwiftDeclaration
    {
        var scope = SwiftNameScope()
        let parameter = scope.claim("answer")
        let cases = alert.answers.map { answer -> SwiftSwitchCase in
            let body = answer.action.flatMap(skeletonAction).map { perform($0, scope) } ?? []
            return SwiftSwitchCase(
                patterns: [.enumCase(answer.outcome, [])], body: body.isEmpty ? [.break] : body)
        }
        var docs = [
            "What each answer of the `\(alert.id)` \(alert.style == .alert ? "alert" : "confirmation dialog") does: its `then:`."
        ]
        if !alert.otherThens.isEmpty {
            docs.append(
                "Shown with another `then:` on \(alert.otherThens.map { "`\($0)`" }.joined(separator: ", ")): "
                    + "tell them apart here.")
        }
        return .function(
            SwiftFunction(
                docs: docs, kind: .named(alert.answerMethod),
                parameters: [SwiftParameter(label: nil, name: parameter, type: .named([alert.answerType]))],
                body: [.switch(.local(parameter), cases)]))
    }
}
