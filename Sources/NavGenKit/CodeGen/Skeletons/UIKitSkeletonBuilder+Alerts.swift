/// Alerts in a UIKit skeleton: a `UIAlertController` with one action per answer,
/// presented over whatever is on top; each action calls the coordinator's answer
/// method, which runs the answer's `then:`.
extension UIKitSkeletonBuilder {
    /// The alert built, given its actions and presented, in a body whose names are
    /// `scope`: its locals step around them and around every member of the class.
    func alertStatements(
        _ alert: SkeletonPlan.AlertPlan, navigation: SwiftExpression, in scope: SwiftNameScope
    )
        -> [SwiftStatement]
    {
        var scope = scope.reserving(plan.members)
        let controller = scope.claim("alert", else: "alertController")
        let presenter = scope.claim("presenter")
        var loop = scope
        let presented = loop.claim("presented")
        let style: SwiftExpression = .dot(alert.style == .alert ? "alert" : "actionSheet")
        var statements: [SwiftStatement] = [
            .let(
                controller,
                .call(
                    .type(.named(["UIAlertController"])),
                    [
                        SwiftArgument("title", .string(alert.title)), SwiftArgument("message", .nil),
                        SwiftArgument("preferredStyle", style),
                    ], trailing: nil))
        ]
        for answer in alert.answers {
            let handler = SwiftClosure(
                captures: ["weak self"], parameters: ["_"],
                body: [
                    .expression(
                        SkeletonSyntax.optionalSelfCall(
                            alert.answerMethod, [.unlabelled(.dot(answer.outcome))]))
                ])
            let action = SwiftExpression.call(
                .type(.named(["UIAlertAction"])),
                [
                    SwiftArgument("title", .string(answer.outcome)),
                    SwiftArgument("style", .dot(answer.outcome == "cancel" ? "cancel" : "default")),
                ], trailing: handler)
            statements.append(.expression(.call(.local(controller), "addAction", .unlabelled(action))))
        }
        statements += [
            .binding(isLet: false, name: presenter, type: Self.viewController, value: navigation),
            .whileLet(
                presented, .member(.local(presenter), "presentedViewController"),
                [
                    .assignment(.local(presenter), .local(presented))
                ]),
            .expression(
                .call(
                    .local(presenter), "present", .unlabelled(.local(controller)),
                    SwiftArgument("animated", .boolean(true)))),
        ]
        return statements
    }
}
