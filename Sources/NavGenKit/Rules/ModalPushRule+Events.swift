/// `modal-push` for a start item's `on` actions: they run while the child is shown, so
/// a push goes on the child's stack only when the child shares it (`as: push`).
extension ModalPushRule {
    static func eventFindings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var route = 0
        for coordinator in context.spec.coordinators {
            for declared in coordinator.routes {
                defer { route += 1 }
                let starts = WrittenStart.all(in: declared.transitions).map(\.transition)
                for start in starts + declared.otherwiseTransitions {
                    guard case .start(let child, _, _, _) = start.action, let on = start.on,
                        SizeClass.allCases.contains(where: { start.style(in: $0) != .push })
                    else { continue }
                    for handler in on.handlers {
                        guard let action = handler.action?.action, pushes(action) else { continue }
                        findings.append(
                            context.finding(
                                .modalPush, at: handler.action?.location ?? handler.outcome.location,
                                "'\(child.value)' runs modally, so its event '\(handler.outcome.value)' "
                                    + "has no shared stack to \(action.keyword) onto",
                                notes: [
                                    "an `on` action runs while '\(child.value)' is shown above this route"
                                ],
                                help: "present it instead, or start '\(child.value)' as: push",
                                on: RouteIndex(route)))
                    }
                }
            }
        }
        return findings
    }

    /// A move that puts a screen on the current stack.
    private static func pushes(_ action: Action) -> Bool {
        switch action {
        case .show(_, .push), .replace: true
        case .start(_, let style, _, _): style?.value == .push
        default: false
        }
    }
}
