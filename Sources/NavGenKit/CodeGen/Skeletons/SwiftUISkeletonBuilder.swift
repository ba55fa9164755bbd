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
struct SwiftUISkeletonBuilder: SkeletonWriter {
    let plan: SkeletonPlan

    static let reserved =
        [
            "path", "stackPath", "onFinish", "onDismiss", "selectedTab", "apply", "open", "input", "view",
            "presentedView", "pushedView", "present", "Presentation", "RootView", "init",
        ] + PresentationStyle.swiftUISlotProperties

    static let openUsage: [String] = []

    /// The oldest iOS the skeleton runs on: it picks Observation or `ObservableObject`,
    /// and `Tab` or `.tabItem`.
    let minimumOS: MinimumOS

    init(index: SkeletonIndex, coordinator: Coordinator, minimumOS: MinimumOS) {
        self.minimumOS = minimumOS
        self.plan = Self.plan(index: index, coordinator: coordinator)
    }

    var destinationType: SwiftTypeName { names.destinationType }

    func declarations() -> [SwiftFileItem] {
        switch coordinator.kind {
        case .stack:
            [.declaration(stackClass()), .declaration(stackRootView())]
                + plan.setNavigatorConformances().map(SwiftFileItem.declaration)
        case .tabs:
            [.declaration(tabsClass()), .declaration(tabsRootView())]
        case .routes:
            routeSetBuilder().map(SwiftFileItem.declaration)
        case .split:
            [.declaration(splitClass()), .declaration(splitRootView())]
        }
    }

    /// The comment that shows how the app puts the root coordinator on screen.
    var appUsage: [String] {
        let type = names.coordinatorClass(id)
        return [
            "",
            "In the app:",
            "",
            "    @main struct \(model.names.app)App: App {",
            "        \(ownerCoordinatorAttribute) private var coordinator = \(type)()",
            "        var body: some Scene {",
            "            WindowGroup { \(type).RootView(coordinator: coordinator) }",
            "        }",
            "    }",
        ]
    }
}
