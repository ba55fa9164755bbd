/// The fixed members of a UIKit stack coordinator as Swift text (``SwiftTemplate``):
/// the controllers it holds, its initializer and `start()` are the same in every
/// stack but for the route the root screen shows. `start()` is split in blocks so
/// that its input guard and its delegate line come and go on their own. The
/// `stand-in` blocks, which no builder keeps, let the text type-check as it stands.
enum UIKitStackTemplate {
    static let template = SwiftTemplate(
        #"""
        // navgen:if stand-in
        import UIKit

        @MainActor final class Coordinator: NSObject, UINavigationControllerDelegate {
        var input: Int?
        func makeViewController(for route: Int?) -> UIViewController { UIViewController() }
        // navgen:end
        // navgen:if state
        // MARK: - State

        /// Shows this coordinator's screens; a flow started `as: push` shares its parent's.
        let navigationController: UINavigationController

        /// The first screen this coordinator showed: where `popToRoot` returns, and what a back
        /// swipe removes when this flow was pushed.
        var rootViewController: UIViewController?
        // navgen:end
        // navgen:if init
        /// `navigationController`: the one to show the screens on; nil makes a new one.
        init(navigationController: UINavigationController? = nil) {
            self.navigationController = navigationController ?? UINavigationController()
            super.init()
        }
        // navgen:end
        // navgen:if start
        /// Shows the root screen: as the whole stack, or pushed when the navigation controller
        /// already has screens (a flow started `as: push`).
        func start() {
        // navgen:end
        // navgen:if input
            guard let input = self.input else { return }
        // navgen:end
        // navgen:if start
            let root = makeViewController(for: input)  // navgen:insert root
            rootViewController = root
            if navigationController.viewControllers.isEmpty {
        // navgen:end
        // navgen:if delegate
                navigationController.delegate = self
        // navgen:end
        // navgen:if start
                navigationController.setViewControllers([root], animated: false)
            } else {
                navigationController.pushViewController(root, animated: true)
            }
        }
        // navgen:end
        // navgen:if stand-in
        }
        // navgen:end
        """#)

    /// `// MARK: - State` with `navigationController` and `rootViewController`.
    static var state: SwiftDeclaration { .verbatim(template.lines(where: ["state"])) }

    /// `init(navigationController:)`.
    static var initializer: SwiftDeclaration { .verbatim(template.lines(where: ["init"])) }

    /// `start()`, showing `root` (the input when the flow `takesInput`); the
    /// navigation controller's delegate is set when the stack `listensForPops`.
    static func start(root: SwiftExpression, takesInput: Bool, listensForPops: Bool) -> SwiftDeclaration {
        let screen = SwiftVariable(
            isLet: true, name: "root",
            body: .stored(.call(.local("makeViewController"), [SwiftArgument("for", root)], trailing: nil)))
        var blocks: Set<String> = ["start"]
        if takesInput { blocks.insert("input") }
        if listensForPops { blocks.insert("delegate") }
        return .verbatim(template.lines(where: blocks, inserting: ["root": .variable(screen)]))
    }
}
