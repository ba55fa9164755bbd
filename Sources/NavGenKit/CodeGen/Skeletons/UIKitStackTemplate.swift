/// A UIKit stack coordinator's controllers, initializer, `start()`, screen factory and
/// the note of the route of each screen it made, as Swift text (``SwiftTemplate``):
/// the same in every stack but for its route type (`__Route__`), the screen's local
/// (`__Screen__`, clear of the routes' params), the root's route and the routes' switch.
/// The `stand-in` blocks, which no builder keeps, let the text type-check as it stands.
enum UIKitStackTemplate {
    static let template = SwiftTemplate(
        #"""
        // navgen:if stand-in
        import UIKit
        typealias __Route__ = Int
        @MainActor final class Coordinator: NSObject, UINavigationControllerDelegate {
        var input: __Route__?
        // navgen:end
        // navgen:if state
        // MARK: - State

        /// Shows this coordinator's screens; a flow started `as: push` shares its parent's.
        let navigationController: UINavigationController

        /// The first screen this coordinator showed: where `popToRoot` returns, and what a back
        /// swipe removes when this flow was pushed.
        var rootViewController: UIViewController?
        // navgen:end
        // navgen:if start
        /// `navigationController`: the one to show the screens on; nil makes a new one.
        init(navigationController: UINavigationController? = nil) {
            self.navigationController = navigationController ?? UINavigationController()
            super.init()
        }

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
        // navgen:if start-at
        /// Shows `route` at the bottom of the stack instead of the root screen: a start `at` it.
        func start(at route: __Route__) {
            let root = makeViewController(for: route)
            rootViewController = root
            if navigationController.viewControllers.isEmpty {
        // navgen:end
        // navgen:if start-at-delegate
                navigationController.delegate = self
        // navgen:end
        // navgen:if start-at
                navigationController.setViewControllers([root], animated: false)
            } else {
                navigationController.pushViewController(root, animated: true)
            }
        }
        // navgen:end
        // navgen:if shown-screens
        /// The route of each screen `makeViewController(for:)` made and that is still alive.
        private var shownScreens: [ShownScreen] = []
        // navgen:end
        // navgen:if shown-route
        /// The route of `viewController`, when this coordinator made it.
        func shownRoute(of viewController: UIViewController) -> __Route__? {
            return self.shownScreens.first { $0.viewController === viewController }?.route
        }
        // navgen:end
        // navgen:if shown-screen
        /// A screen this coordinator made, held weakly, with its route.
        struct ShownScreen {
            weak var viewController: UIViewController?
            let route: __Route__
        }
        // navgen:end
        // navgen:if screens
        /// The screen of each route: replace the placeholders with your view controllers.
        func makeViewController(for route: __Route__) -> UIViewController {
            let __Screen__ = UIViewController()
            __Screen__.title = "\(route)"  // navgen:insert switch
        // navgen:end
        // navgen:if notes
            // Keep: `currentNode` reads the routes on screen from this note.
            self.shownScreens.removeAll { $0.viewController == nil }
            self.shownScreens.append(ShownScreen(viewController: __Screen__, route: route))
        // navgen:end
        // navgen:if screens
            return __Screen__
        }
        // navgen:end
        // navgen:if stand-in
        }
        // navgen:end
        """#)

    /// The members of `block` in a stack whose routes are `route`: `state` (the mark and
    /// the controllers), `shown-screens`, `shown-route` or `shown-screen`.
    static func members(_ block: String, route: SwiftTypeName) -> SwiftDeclaration {
        .verbatim(template.lines(where: [block], naming: ["Route": SwiftRenderer().typeName(route)]))
    }

    /// `makeViewController(for:)`: a screen named `screen` set up by `setUp`, its route
    /// noted when the stack `notesRoutes`.
    static func makeViewController(
        route: SwiftTypeName, screen: String, setUp: SwiftStatement, notesRoutes: Bool
    )
        -> SwiftDeclaration
    {
        let names = ["Route": SwiftRenderer().typeName(route), "Screen": SwiftSpelling.local(screen)]
        return .verbatim(
            template.lines(
                where: notesRoutes ? ["screens", "notes"] : ["screens"], filling: ["switch": [setUp]],
                naming: names))
    }

    /// `start(at:)`, in a flow some start begins at a route; it sets the controller's
    /// delegate when it `listensForPops`, as `start()` does.
    static func startAt(route: SwiftTypeName, listensForPops: Bool) -> SwiftDeclaration {
        .verbatim(
            template.lines(
                where: listensForPops ? ["start-at", "start-at-delegate"] : ["start-at"],
                naming: ["Route": SwiftRenderer().typeName(route)]))
    }

    /// `init(navigationController:)` and `start()`, showing `root` (the input when the
    /// flow `takesInput`); it sets the controller's delegate when it `listensForPops`.
    static func start(root: SwiftExpression, takesInput: Bool, listensForPops: Bool) -> SwiftDeclaration {
        let make = SwiftExpression.call(
            .local("makeViewController"), [SwiftArgument("for", root)], trailing: nil)
        let screen = SwiftDeclaration.variable(SwiftVariable(isLet: true, name: "root", body: .stored(make)))
        let blocks = ["start", takesInput ? "input" : "", listensForPops ? "delegate" : ""]
        return .verbatim(template.lines(where: Set(blocks), inserting: ["root": screen]))
    }
}
