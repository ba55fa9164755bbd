/// The UIKit skeleton of a coordinator (`--ui uikit`; docs/generate.md), the pattern of the
/// UIKit coordinator articles: a `@MainActor` class over a `UINavigationController`
/// (or a `UITabBarController` for a tab bar) with one method per declared
/// transition, `present(_:animated:)` with `.pageSheet` or `.fullScreen`, child
/// coordinators that report back through a finish callback, and screens built by
/// an exhaustive `switch` over its routes.
///
/// UIKit keeps its own stack, so the coordinator listens instead of mirroring it:
/// the navigation controller's delegate learns of back swipes that pop a flow
/// started `as: push`, the presentation controller's delegate of a sheet swiped
/// down, and the flows they showed are released.
struct UIKitSkeletonBuilder: SkeletonWriter {
    let plan: SkeletonPlan

    static let reserved = [
        "navigationController", "tabBarController", "rootViewController", "selectedTab", "onFinish",
        "onDismiss",
        "start", "apply", "open", "present", "makeViewController", "init", "input",
    ]

    static let openUsage = ["`scene(_:openURLContexts:)` and `scene(_:continue:)` of the scene delegate."]

    /// Whether `NSObject` has a property of this name on Apple platforms (its own,
    /// Foundation's and UIKit's accessibility ones): a coordinator's stored property
    /// of that name would override it and fail to compile.
    static func isInheritedProperty(_ name: String) -> Bool {
        inheritedProperties.contains(name) || name.hasPrefix("accessibility")
            || name.hasPrefix("isAccessibility") || name.hasPrefix("shouldGroupAccessibility")
    }

    static let inheritedProperties: Set<String> = [
        "description", "debugDescription", "hash", "hashValue", "superclass", "classForCoder",
        "classForKeyedArchiver", "autoContentAccessingProxy", "observationInfo",
    ]

    init(index: SkeletonIndex, coordinator: Coordinator) {
        self.plan = Self.plan(index: index, coordinator: coordinator)
    }

    static let viewController = SwiftTypeName.named(["UIViewController"])
    static let navigationController = SwiftTypeName.named(["UINavigationController"])

    /// `navigationController: UINavigationController? = nil`: the controller to show the
    /// coordinator on. Not `= UINavigationController()`: a default argument is not
    /// main-actor isolated in Swift 5 mode, and UIKit's initializers are.
    static func controllerParameter(_ name: String, _ type: SwiftTypeName) -> SwiftParameter {
        SwiftParameter(name, .optional(type), defaultValue: .nil)
    }

    /// `navigationController ?? UINavigationController()`, in the initializer's body,
    /// which is main-actor isolated.
    static func controllerOrNew(_ name: String, _ type: SwiftTypeName) -> SwiftExpression {
        .binary(.local(name), "??", .call(.type(type), [], trailing: nil))
    }
    var navigation: SwiftExpression { .local("navigationController") }

    func declarations() -> [SwiftFileItem] {
        switch coordinator.kind {
        case .stack:
            var items: [SwiftFileItem] = [.declaration(stackClass())]
            if !pushedChildren.isEmpty { items.append(.declaration(navigationDelegate())) }
            if plan.presents { items.append(.declaration(presentationDelegate())) }
            return items + plan.setNavigatorConformances().map(SwiftFileItem.declaration)
        case .tabs:
            return [.declaration(tabsClass())]
                + (tabTapDelegate(tabProperties).map { [.declaration($0)] } ?? [])
        case .routes:
            return routeSetFactory().map(SwiftFileItem.declaration)
        case .split:
            return [.declaration(splitClass()), .declaration(splitCollapseDelegate())]
        }
    }

    func isTabs(_ child: String) -> Bool { model.coordinator(child)?.kind == .tabs }

    /// The property of the view controller a coordinator shows: a tab bar's
    /// `tabBarController`, a split's `splitViewController`, a stack's `navigationController`.
    func shownController(of coordinator: String) -> String {
        switch model.coordinator(coordinator)?.kind {
        case .tabs?: "tabBarController"
        case .split?: "splitViewController"
        default: "navigationController"
        }
    }

    /// The view controller a child coordinator shows.
    func container(of child: String, _ value: SwiftExpression) -> SwiftExpression {
        .member(value, shownController(of: child))
    }

    /// `UIModalPresentationStyle` for a flow's style (a sheet's when it is pushed).
    static func modalStyle(_ style: PresentationStyle) -> SwiftExpression {
        .dot(style.uiKitModalStyle ?? "pageSheet")
    }

    /// The `UIModalPresentationStyle` of a state's style value.
    func modalStyle(of style: SwiftExpression) -> SwiftExpression {
        PresentationStyle.uiKitModalStyle(of: style, among: model.stateStyles)
    }

    var appUsage: [String] {
        let type = names.coordinatorClass(id)
        let shown = shownController(of: id)
        return [
            "",
            "In the scene delegate:",
            "",
            "    let coordinator = \(type)()",
            "    coordinator.start()",
            "    window.rootViewController = coordinator.\(shown)",
        ]
    }
}
