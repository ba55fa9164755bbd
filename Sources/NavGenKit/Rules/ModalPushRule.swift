/// `modal-push`: a route presented as a sheet or cover that pushes, or starts a
/// child `as: push`.
package struct ModalPushRule: Rule {
    package static let description = RuleDescription(
        id: .modalPush, severity: .error, configurable: true,
        summary: "a modally presented route pushes",
        rationale: """
            A sheet or cover shows a single screen outside the presenting navigation stack, so \
            there is no stack for it to push onto: in SwiftUI the push silently does nothing, \
            in UIKit it needs a navigation controller that is not there. A presented flow that \
            pushes is a child coordinator started as a sheet.
            """,
        details: """
            A route is presented modally when any `sheet:` or `cover:` shows it (in `then` \
            too). Each `push` item and each `start ... as: push` item on it is reported, at \
            the item. An `on` action runs while the flow that emitted the event is shown: a \
            `push`, `replace` or `start ... as: push` there is reported, at the action, when \
            that flow is started modally rather than `as: push`.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ sheet: filters }]
                    filters:
                      transitions:
                        - ↓push: sortOptions
                        - dismiss
                    sortOptions:
                    """, deepLinks: ""),
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [help]
                routes:
                  home:
                    transitions: [{ cover: paywall }]
                  paywall:
                    transitions:
                      - ↓start: help
                        as: push
                      - dismiss
              help:
                root: faq
                routes:
                  faq:
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [filters]
                routes:
                  home:
                    transitions: [{ start: filters }]
              filters:
                root: options
                routes:
                  options:
                    transitions: [{ push: sortOptions }, dismiss]
                  sortOptions:
            """,
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: detail }, { sheet: share }]
                    detail:
                    share:
                      transitions: [dismiss]
                    """, deepLinks: ""),
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let model = context.model
        let presenting = model.presentingEdges()
        let conditional = ConditionalPresentations(model)
        return model.routeIndices.flatMap { route -> [Finding] in
            let style: String
            let presenter: String
            if let edge = presenting[route.rawValue].first {
                style = model.edges[edge].canShow(as: .cover) ? "cover" : "sheet"
                presenter = model.describeSource(of: edge)
            } else if let otherwise = conditional.routes[route] {
                (style, presenter) = (otherwise.isCover ? "cover" : "sheet", otherwise.note)
            } else {
                return []
            }
            let name = model[route].id.value
            return model.edges(from: route).filter(\.isPush).map { edge in
                let what: String
                if let target = edge.pushedRoute {
                    what = "push '\(model[target].id.value)'"
                } else if let child = edge.targetCoordinator {
                    what = "start \(context.quoted(child)) as push"
                } else {
                    what = "push"
                }
                return context.finding(
                    .modalPush, at: edge.location,
                    "'\(name)' is presented as a \(style), so it has no stack to \(what) onto",
                    notes: ["it is presented by \(presenter)"],
                    help: "make '\(name)' the root of a child coordinator and start that as a \(style)",
                    on: route)
            }
        } + eventFindings(in: context)
    }
}
