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
        // navgen:end
        // navgen:if route-popover
            // On iPad a popover needs an anchor, or UIKit raises: the presenter's centre, no arrow.
            if let popover = viewController.popoverPresentationController {
                let bounds = presenter.view.bounds
                popover.sourceView = presenter.view
                popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
                popover.permittedArrowDirections = []
            }
        // navgen:end
        // navgen:if route
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
        // navgen:end
        // navgen:if condition-flow-popover
            // On iPad a popover needs an anchor, or UIKit raises: the presenter's centre, no arrow.
            if let popover = viewController.popoverPresentationController {
                let bounds = presenter.view.bounds
                popover.sourceView = presenter.view
                popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
                popover.permittedArrowDirections = []
            }
        // navgen:end
        // navgen:if condition-flow
            presenter.present(viewController, animated: true)
        }
        // navgen:end
        // navgen:if stand-in
        }
        // navgen:end
        """#)

    /// `present(_:style:)` of a stack coordinator; `anchorsPopovers` in a spec that may
    /// present a popover (``SkeletonIndex/presentsPopovers``).
    static func present(anchorsPopovers: Bool) -> SwiftDeclaration {
        .verbatim(template.lines(where: anchorsPopovers ? ["route", "route-popover"] : ["route"]))
    }

    /// `presentConditionFlow(_:style:)`, presenting from `controller`.
    static func presentConditionFlow(from controller: String, anchorsPopovers: Bool) -> SwiftDeclaration {
        let presenter = SwiftVariable(
            name: "presenter", type: .named(["UIViewController"]), body: .stored(.local(controller)))
        return .verbatim(
            template.lines(
                where: anchorsPopovers ? ["condition-flow", "condition-flow-popover"] : ["condition-flow"],
                inserting: ["presenter": .variable(presenter)]))
    }
}
