/// The UIKit skeleton's presenting helpers as Swift text (``SwiftTemplate``): they
/// are the same in every coordinator but for the controller they start from. The
/// `stand-in` block, which no builder keeps, lets the text type-check as it stands.
enum UIKitPresentTemplate {
    static let template = SwiftTemplate(
        #"""
        // navgen:if stand-in
        import UIKit

        @MainActor final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
        let navigationController = UINavigationController()
        // navgen:end
        // navgen:if route
        /// Presents over whatever is on top, and hears when the user swipes a sheet away.
        private func present(_ viewController: UIViewController, style: UIModalPresentationStyle) {
            viewController.modalPresentationStyle = style
            viewController.presentationController?.delegate = self
            var presenter: UIViewController = navigationController
            while let presented = presenter.presentedViewController {
                presenter = presented
            }
            presenter.present(viewController, animated: true)
        }
        // navgen:end
        // navgen:if condition-flow
        /// Presents a flow that satisfies a condition over whatever is on top.
        private func presentConditionFlow(_ viewController: UIViewController, style: UIModalPresentationStyle) {
            viewController.modalPresentationStyle = style
            var presenter: UIViewController = navigationController  // navgen:insert presenter
            while let presented = presenter.presentedViewController {
                presenter = presented
            }
            presenter.present(viewController, animated: true)
        }
        // navgen:end
        // navgen:if stand-in
        }
        // navgen:end
        """#)

    /// `present(_:style:)` of a stack coordinator.
    static var present: SwiftDeclaration { .verbatim(template.lines(where: ["route"])) }

    /// `presentConditionFlow(_:style:)`, presenting from `controller`.
    static func presentConditionFlow(from controller: String) -> SwiftDeclaration {
        let presenter = SwiftVariable(
            name: "presenter", type: .named(["UIViewController"]), body: .stored(.local(controller)))
        return .verbatim(
            template.lines(where: ["condition-flow"], inserting: ["presenter": .variable(presenter)]))
    }
}
