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
struct UIKitSkeletonBuilder {
    let model: AppModel
    let coordinator: Coordinator
    let plan: SkeletonPlan

    static let reserved = [
        "navigationController", "tabBarController", "rootViewController", "selectedTab", "onFinish",
        "onDismiss",
        "start", "apply", "open", "present", "makeViewController", "init",
    ]

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

    init(model: AppModel, coordinator: Coordinator) {
        self.model = model
        self.coordinator = coordinator
        let selectors = TabSelection(model: model).needs(of: coordinator.id.value).map(
            SkeletonPlan.tabSelector)
        self.plan = SkeletonPlan(model: model, coordinator: coordinator, reserved: Self.reserved + selectors)
    }

    var names: GeneratedNames { model.names }
    var id: String { coordinator.id.value }
    var className: SwiftTypeName { .named([names.coordinatorClass(id)]) }
    var routeType: SwiftTypeName { .named([names.route(id)]) }
    static let viewController = SwiftTypeName.named(["UIViewController"])
    static let navigationController = SwiftTypeName.named(["UINavigationController"])
    var navigation: SwiftExpression { .local("navigationController") }

    func declarations() -> [SwiftFileItem] {
        switch coordinator.kind {
        case .stack:
            var items: [SwiftFileItem] = [.declaration(stackClass())]
            if !pushedChildren.isEmpty { items.append(.declaration(navigationDelegate())) }
            if plan.presents { items.append(.declaration(presentationDelegate())) }
            return items
        case .tabs:
            return [.declaration(tabsClass())]
        }
    }

    var pushedChildren: [SkeletonPlan.Child] {
        plan.pushedChildren.filter { model.coordinator($0.id)?.kind == .stack }
    }

    func isTabs(_ child: String) -> Bool { model.coordinator(child)?.kind == .tabs }

    /// The view controller a child coordinator shows.
    func container(of child: String, _ value: SwiftExpression) -> SwiftExpression {
        .member(value, isTabs(child) ? "tabBarController" : "navigationController")
    }

    var needsOnDismiss: Bool { plan.needsOnDismiss }

    // MARK: - Shared members

    func tabSelectors(excluding own: String? = nil) -> [SwiftDeclaration] {
        plan.tabBars.filter { $0 != own }.map { tabBar in
            .variable(
                SwiftVariable(
                    docs: ["Selects a tab of `\(tabBar)`; set by the coordinator that owns this one."],
                    name: SkeletonPlan.tabSelector(tabBar),
                    type: .function([.named([names.tab(tabBar)])], .void),
                    body: .stored(.closure(SwiftClosure(parameters: ["_"], body: [])))))
        }
    }

    func forwardTabSelectors(to child: String, local: SwiftExpression) -> [SwiftStatement] {
        TabSelection(model: model).needs(of: child).compactMap { tabBar in
            let selector = SkeletonPlan.tabSelector(tabBar)
            if coordinator.kind == .tabs, tabBar == id {
                return .assignment(
                    .member(local, selector),
                    .closure(
                        SwiftClosure(
                            captures: ["weak self"], parameters: ["tab"],
                            body: [.assignment(.optionalMember(.self, "selectedTab"), .local("tab"))])))
            }
            guard plan.tabBars.contains(tabBar) else { return nil }
            return .assignment(
                .member(local, selector),
                SkeletonSyntax.weakSelf(
                    ["tab"], SkeletonSyntax.optionalSelfCall(selector, [.unlabelled(.local("tab"))])))
        }
    }

    func openMethod() -> SwiftDeclaration {
        .function(
            SwiftFunction(
                docs: [
                    "Opens a deep link: shows `\(names.state)(url:)`, the state `navgen simulate` computes.",
                    "Returns false, changing nothing, when the URL matches no pattern. Call it from",
                    "`scene(_:openURLContexts:)` and `scene(_:continue:)` of the scene delegate.",
                ],
                attributes: ["@discardableResult"], kind: .named("open"),
                parameters: [SwiftParameter(label: nil, name: "url", type: .named(["URL"]))],
                returnType: .bool,
                body: [
                    .guard(
                        [
                            .optionalBinding(
                                "state",
                                .call(
                                    .type(names.stateType), [SwiftArgument("url", .local("url"))],
                                    trailing: nil))
                        ],
                        else: [.return(.boolean(false))]),
                    .expression(
                        .call(.local("apply"), [.unlabelled(.member(.local("state"), "root"))], trailing: nil)
                    ),
                    .return(.boolean(true)),
                ]))
    }

    /// `UIModalPresentationStyle` for a spec style.
    static func modalStyle(_ style: PresentationStyle) -> SwiftExpression {
        .dot(style == .cover ? "fullScreen" : "pageSheet")
    }

    /// `style == .sheet ? .pageSheet : .fullScreen` for a state's style.
    static func modalStyle(of style: SwiftExpression) -> SwiftExpression {
        .ternary(.binary(style, "==", .dot("sheet")), .dot("pageSheet"), .dot("fullScreen"))
    }

    var appUsage: [String] {
        let type = names.coordinatorClass(id)
        let shown = coordinator.kind == .tabs ? "tabBarController" : "navigationController"
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
