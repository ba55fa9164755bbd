/// Alerts in a SwiftUI skeleton: one `Bool` per alert, bound to an `.alert` or
/// `.confirmationDialog` modifier with one button per answer; each button calls the
/// coordinator's answer method, which runs the answer's `then:`.
extension SwiftUISkeletonBuilder {
    /// `var isShowingDeleteRecipe = false`, one per alert.
    func alertFlags() -> [SwiftDeclaration] {
        plan.alerts.map { alert in
            .variable(
                SwiftVariable(
                    docs: ["Whether the `\(alert.id)` \(Self.kind(alert.style)) is on screen."],
                    name: alert.flag,
                    type: .named(["Bool"]), body: .stored(.boolean(false))))
        }
    }

    /// `.alert(Text(verbatim: "signOut"), isPresented: $coordinator.isShowingSignOut) { ... }`
    /// for each alert, on the stack's root view.
    func alertModifiers(on view: SwiftExpression) -> SwiftExpression {
        var view = view
        let coordinator = SwiftExpression.local("coordinator")
        for alert in plan.alerts {
            let buttons = alert.answers.map { answer -> SwiftStatement in
                let role: SwiftExpression = answer.outcome == "cancel" ? .dot("cancel") : .nil
                let action = SwiftClosure(body: [
                    .expression(.call(coordinator, alert.answerMethod, .unlabelled(.dot(answer.outcome))))
                ])
                return .expression(
                    .call(
                        .type(.named(["Button"])),
                        [SwiftArgument("role", role), SwiftArgument("action", .closure(action))],
                        trailing: SwiftClosure(body: [.expression(Self.verbatim(answer.outcome))])))
            }
            view = .modifier(
                view, alert.style == .alert ? "alert" : "confirmationDialog",
                [
                    .unlabelled(Self.verbatim(alert.title)),
                    SwiftArgument("isPresented", .member(.projected("coordinator"), alert.flag)),
                ],
                trailing: SwiftClosure(body: buttons))
        }
        return view
    }

    private static func verbatim(_ text: String) -> SwiftExpression {
        .call(.type(.named(["Text"])), [SwiftArgument("verbatim", .string(text))], trailing: nil)
    }

    static func kind(_ style: Alert.Style) -> String {
        style == .alert ? "alert" : "confirmation dialog"
    }
}
