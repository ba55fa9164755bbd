extension SkeletonPlan {
    /// An alert a coordinator's routes show: the members that show and answer it.
    struct AlertPlan {
        /// The alert's name; `set.name` for a used set's alert when another alert the
        /// stack shows has that name (``SkeletonPlan/alertID(_:of:on:model:)``).
        var id: String
        /// The move that shows it: the alert of its owner, the stack or a used set.
        var shown: Edge.Kind
        /// The alert's name, as its title shows it.
        var title: String
        var style: Alert.Style
        /// `RecipesDeleteRecipeAnswer`.
        var answerType: String
        /// `answerDeleteRecipe(_:)`: runs the `then:` action of an answer.
        var answerMethod: String
        /// SwiftUI: `isShowingDeleteRecipe`, the `Bool` the modifier is bound to.
        var flag: String
        /// The answers, in the alert's order, each with its `then:` move (nil: `stay`).
        var answers: [(outcome: String, move: Move?)]
        /// Routes whose `alert:` item for it has another `then:` than the first one's.
        var otherThens: [String]
    }

    /// Every alert with an `alert:` item on one of the coordinator's routes. The
    /// answers follow the first item's `then:`; a route whose `then:` differs is
    /// named in a comment, for the app to tell the two apart.
    static func alertPlans(
        of coordinator: Coordinator, index: SkeletonIndex, children: [Child], scope: inout SwiftNameScope
    ) -> [AlertPlan] {
        let childIndex = Dictionary(children.indices.map { (children[$0].id, $0) }) { first, _ in first }
        let model = index.model
        var plans: [AlertPlan] = []
        var firstThen: [String: [String: ThenAction]] = [:]
        // A set route's alert is the set's, answered on the stack that shows the route.
        for owner in [coordinator] + usedSets(of: coordinator, model: model) {
            for route in owner.routes {
                for item in items(of: route, model: model, otherwise: true) {
                    guard case .alert(let alertOwner, let position) = item.edge.kind else { continue }
                    let alert = model.model.declaration(of: alertOwner).alerts[position]
                    let name = alert.id.value
                    let id = alertID(name, of: owner, on: coordinator, model: model)
                    let key = item.then.compactMapValues { $0 }
                    if let first = firstThen[id] {
                        if first != key, let index = plans.firstIndex(where: { $0.id == id }) {
                            plans[index].otherThens.append(route.id.value)
                        }
                        continue
                    }
                    firstThen[id] = key
                    let upper = SwiftName.upperCamel(name)
                    let answers = alert.outcomes.map { answer in
                        // A then-start runs the `then:` of its own start.
                        let start = item.starts[answer.value]
                        return (
                            answer.value,
                            (item.then[answer.value] ?? nil).flatMap {
                                move(
                                    $0.kind, then: start?.then ?? [:], entry: start?.edge.flowStart,
                                    adaptive: $0.adaptive, goArgs: $0.goArgs, index: index,
                                    children: children, childIndex: childIndex)
                            }
                        )
                    }
                    plans.append(
                        AlertPlan(
                            id: id, shown: item.edge.kind, title: name, style: alert.resolvedStyle,
                            answerType: model.names.answer(owner.id.value, name),
                            answerMethod: scope.claim("answer" + upper),
                            flag: scope.claim("isShowing" + upper),
                            answers: answers, otherThens: []))
                }
            }
        }
        return plans
    }

    /// The alert a move of `kind` shows.
    func alert(_ kind: Edge.Kind) -> AlertPlan? { alerts.first { $0.shown == kind } }

    /// `answerDeleteRecipe(_:)`: one case per answer, each running its `then:` action;
    /// `perform` says what an action does in the skeleton's framework, in the method's scope.
    func answerMethod(_ alert: AlertPlan, perform: (Move, SwiftNameScope) -> [SwiftStatement])
        -> SwiftDeclaration
    {
        var scope = SwiftNameScope()
        let parameter = scope.claim("answer")
        let cases = alert.answers.map { answer -> SwiftSwitchCase in
            let body = answer.move.map { thenAction($0, in: scope, perform: perform) } ?? []
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
