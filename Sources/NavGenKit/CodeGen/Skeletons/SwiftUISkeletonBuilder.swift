/// The SwiftUI skeleton of a coordinator (docs/generate.md): an `@Observable @MainActor
/// final class` that owns its part of the navigation state in SwiftUI's terms
/// (the path of a `NavigationStack`, the sheet, the cover, the selected tab), one
/// method per declared transition, an exhaustive `switch` over each child's
/// outcomes, and views built by an exhaustive `switch` over its routes. Its
/// `RootView` puts it on screen; the root coordinator's applies deep links from
/// `.onOpenURL` through `<App>NavigationState(url:)`.
///
/// A flow started `as: push` keeps its own `path`; the coordinator that started it
/// shows that flow's screens on its own `NavigationStack` through `stackPath`, so
/// the back button and swipe update both.
struct SwiftUISkeletonBuilder {
    let model: AppModel
    let coordinator: Coordinator
    let plan: SkeletonPlan

    static let reserved = [
        "path", "stackPath", "sheet", "cover", "onFinish", "onDismiss", "selectedTab", "apply", "open",
        "view",
        "presentedView", "pushedView", "present", "Presentation", "RootView", "init",
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
    var destinationType: SwiftTypeName { names.destinationType }

    func declarations() -> [SwiftFileItem] {
        switch coordinator.kind {
        case .stack:
            [.declaration(stackClass()), .declaration(stackRootView())]
        case .tabs:
            [.declaration(tabsClass()), .declaration(tabsRootView())]
        }
    }

    static let attributes = ["@Observable", "@MainActor"]

    // MARK: - Shared members

    /// `var selectMainTab: (MainTab) -> Void = { _ in }` for each tab bar it selects.
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

    /// Passes this coordinator's tab selectors on to a child it creates.
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

    /// `open(_:)`: the root coordinator's entry for deep links.
    func openMethod() -> SwiftDeclaration {
        .function(
            SwiftFunction(
                docs: [
                    "Opens a deep link: shows `\(names.state)(url:)`, the state `navgen simulate` computes.",
                    "Returns false, changing nothing, when the URL matches no pattern.",
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

    /// The comment that shows how the app puts the root coordinator on screen.
    var appUsage: [String] {
        let type = names.coordinatorClass(id)
        return [
            "",
            "In the app:",
            "",
            "    @main struct \(model.names.app)App: App {",
            "        @State private var coordinator = \(type)()",
            "        var body: some Scene {",
            "            WindowGroup { \(type).RootView(coordinator: coordinator) }",
            "        }",
            "    }",
        ]
    }
}
