/// `root-params`: a stack's root route with a param that is not optional.
package struct RootParamsRule: Rule {
    package static let description = RuleDescription(
        id: .rootParams, severity: .error, configurable: true,
        summary: "a coordinator's root route has a required param",
        rationale: """
            A stack that is the app's root or a tab shows its root by itself: at launch, or when \
            its tab is selected. Nothing passes that root arguments, so the generated state could \
            not build it; an optional param (`id: Int?`) starts as nil. A flow that is only \
            started may take an input: each `start` supplies its root's params.
            """,
        details: """
            Points at the stack's `root:` value, with a note at the first required param; the \
            message lists them all. A stack that is a tab and also started as a flow is still \
            shown as a tab. A column of a split (`kind: split`) is shown as a tab is: an unselected \
            column shows its root. Scoped to the root route, so its `allow:` can silence it.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: ↓detail
                routes:
                  detail:
                    params:
                      id: Int
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed, cart]
              feed:
                root: list
                routes:
                  list:
              cart:
                root: ↓items
                routes:
                  items:
                    params:
                      coupon: String?
                      count: Int
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: list
                routes:
                  list:
                    params:
                      filter: String?
                    transitions: [{ push: detail }]
                  detail:
                    params:
                      id: Int
            """,
            RuleExampleSpec.spec(
                routes: """
                    home:
                    """, deepLinks: ""),
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [checkout]
                routes:
                  home:
                    transitions: [{ start: checkout }]
              checkout:
                root: cart
                routes:
                  cart:
                    params:
                      coupon: String?
                      items: Int
                    transitions: [dismiss]
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        let shownAsTabs = Self.stacksShownAsTabs(context.model)
        return context.model.coordinators.enumerated().compactMap { offset, coordinator in
            guard coordinator.kind == .stack, shownAsTabs.contains(CoordinatorIndex(offset)),
                let root = coordinator.root,
                let rootKey = context.model.declaration(of: CoordinatorIndex(offset)).root
            else { return nil }
            let required = context.model.declaration(of: root).params.filter { !$0.type.value.isOptional }
            guard let first = required.first else { return nil }
            let names = required.map { "'\($0.name.value)'" }
            return context.finding(
                .rootParams, at: rootKey.location,
                "'\(coordinator.id.value)' shows its root '\(context.model[root].id.value)' without arguments, "
                    + "but it requires \(names.listed)",
                notes: [
                    "'\(coordinator.id.value)' is \(Self.why(CoordinatorIndex(offset), in: context.model)): "
                        + "nothing passes its root arguments",
                    "'\(first.name.value)' is at \(first.name.location)",
                ],
                help:
                    "make \(required.count == 1 ? "it" : "them") optional (`\(first.name.value): \(first.type.value)?`), "
                    + "or make a route without required params the root",
                on: root)
        }
    }

    /// The stacks shown by themselves: the app's root, every tab of a tab bar and every
    /// column of a split (an unselected column shows its root). Any other stack is only
    /// started, and a `start` may pass its root an input.
    static func stacksShownAsTabs(_ model: NavigationModel) -> Set<CoordinatorIndex> {
        var shown: Set<CoordinatorIndex> = []
        for entry in model.rootEntries + model.rootOverlays { shown.insert(entry.coordinator) }
        for coordinator in model.coordinators where coordinator.kind == .tabs {
            shown.formUnion(coordinator.resolvedChildren)
        }
        for coordinator in model.coordinators where coordinator.kind == .split {
            shown.formUnion(coordinator.resolvedColumns)
        }
        return shown
    }

    private static func why(_ coordinator: CoordinatorIndex, in model: NavigationModel) -> String {
        if model.rootEntries.contains(where: { $0.coordinator == coordinator }) { return "the app's root" }
        if model.rootOverlays.contains(where: { $0.coordinator == coordinator }) { return "a root overlay" }
        if model[coordinator].tabBars.isEmpty, let split = model[coordinator].splits.first {
            return "a column of '\(model[split].id.value)'"
        }
        return "a tab"
    }
}
