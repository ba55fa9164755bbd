/// `deeplink-unbuildable`: the back stack a pattern builds needs a param the
/// URL cannot give.
package struct DeeplinkUnbuildableRule: Rule {
    package static let description = RuleDescription(
        id: .deeplinkUnbuildable, severity: .error, configurable: true,
        summary:
            "the back stack for a pattern needs a param the URL cannot give, or cannot be written as code",
        rationale: """
            Opening a deep link shows the screens a user would pass through to reach the \
            target, and each takes its params from the URL by name and type. A required \
            param that the pattern does not bind leaves a screen of the back stack without \
            its value. A link (or the launch state) whose guards combine in more ways than \
            the generated router spells out as `if`s cannot be generated either, so \
            `validate` says so where `generate` would stop.
            """,
        details: """
            A link opens by the forward moves a person could make from launch. A route \
            that only a `then` shows (a flow started once another one finished) is on \
            screen for taps but never for a link: its pattern cannot open, and is \
            reported here, at the route's first pattern. With a `root` list, a link runs \
            from the root shown, so its back stack is checked under every entry that can \
            show its target. While a move, a flow or a root that the way could go by \
            names nothing (`unknown-reference`), the links into its coordinator and the \
            coordinators it contains are not checked: the way the fix brings back may \
            be the one the link takes.
            """,
        triggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }]
                    category:
                      params: { slug: String }
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { id: Int }
                      deeplink: ↓/recipes/{id}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }]
                    category:
                      params: { slug: String }
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { slug: Int, id: Int }
                      deeplink: ↓/categories/{slug}/recipes/{id}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }]
                    category:
                      params: { slug: String }
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { slug: String?, id: Int }
                      deeplink: ↓/recipes/{id}?category={slug}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: folder }]
                    folder:
                      params: { tag: String }
                      transitions: [{ push: file }]
                    file:
                      params: { path: String }
                      deeplink: ↓/files/{path...}?tag=home
                    """),
            // 65 conditions on one way: more than the generated router reads in a row.
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: paid }]
                    paid:
                      requires: [\(conditionNames(65))]
                      deeplink: ↓/paid
                    """,
                deepLinks: "deeplinks: { schemes: [demo] }\n" + conditionsLine(65)),
            thenStartOnly(startedDirectly: false),
            // Under `main`, the root shown once signed in, the flow is started from `item`.
            """
            navgen: 1
            app: Demo
            conditions:
              signedIn: { setByApp: true }
            root: [{ login: { requires: ['!signedIn'] } }, main]
            deeplinks: { schemes: [demo] }
            coordinators:
              login:
                root: welcome
                children: [support]
                routes:
                  welcome:
                    transitions: [{ start: support, then: { done: stay } }]
              main:
                root: home
                children: [support]
                routes:
                  home:
                    transitions: [{ push: item }]
                  item:
                    params: { id: Int }
                    transitions: [{ start: support, then: { done: stay } }]
              support:
                root: topics
                outcomes: [done]
                routes:
                  topics:
                    deeplink: ↓/support
                    transitions: [{ finish: done }]
            """,
        ],
        nonTriggeringExamples: [
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }]
                    category:
                      params: { slug: String }
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { slug: String, id: Int }
                      deeplink: /categories/{slug}/recipes/{id}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: category }]
                    category:
                      params: { slug: String? }
                      transitions: [{ push: recipe }]
                    recipe:
                      params: { id: Int }
                      deeplink: /recipes/{id}
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: folder }]
                    folder:
                      params: { path: String }
                      transitions: [{ push: file }]
                    file:
                      params: { path: String }
                      deeplink: /files/{path...}?tag=home
                    """),
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions: [{ push: paid }]
                    paid:
                      requires: [\(conditionNames(9))]
                      deeplink: /paid
                    """,
                deepLinks: "deeplinks: { schemes: [demo] }\n" + conditionsLine(9)),
            thenStartOnly(startedDirectly: true),
        ])

    /// Settings, started once the menu closed; with `startedDirectly`, also by a
    /// `start` item of its own, which a link can follow.
    private static func thenStartOnly(startedDirectly: Bool) -> String {
        """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo] }
        coordinators:
          main:
            root: home
            children: [menu, settings]
            routes:
              home:
                transitions:
                  - start: menu
                    then: { openSettings: { start: settings, then: { done: stay } }, closed: stay }
        \(startedDirectly ? "          - { start: settings, then: { done: stay } }\n" : "")\
          menu:
            root: list
            outcomes: [openSettings, closed]
            routes:
              list:
                transitions: [{ finish: openSettings }, { finish: closed }]
          settings:
            root: general
            outcomes: [done]
            routes:
              general:
                deeplink: \(startedDirectly ? "" : "↓")/settings
                transitions: [{ finish: done }]
        """
    }

    /// `c0, c1, …`: the examples' many conditions.
    private static func conditionNames(_ count: Int) -> String {
        (0..<count).map { "c\($0)" }.joined(separator: ", ")
    }

    /// The `conditions:` line declaring ``conditionNames(_:)``, each set by the app.
    private static func conditionsLine(_ count: Int) -> String {
        "conditions: { " + (0..<count).map { "c\($0): { setByApp: true }" }.joined(separator: ", ") + " }"
    }

    package static func findings(in context: RuleContext) -> [Finding] {
        guard let (planner, results) = context.deepLinkAnalysis.recipes else { return [] }
        let stopped = results.compactMap { result -> (pattern: RoutePattern, states: Int)? in
            guard case .failure(.searchStopped(let pattern, let states)) = result else { return nil }
            return (pattern, states)
        }
        let stopFinding = stopped.first.map {
            Self.searchStopped(at: $0.pattern, states: $0.states, unchecked: stopped.count, context)
        }
        let tooDeep = results.compactMap { result -> RoutePattern? in
            guard case .failure(.presentationLimit(let pattern)) = result else { return nil }
            return pattern
        }
        let tooDeepFinding = tooDeep.first.map { Self.tooDeep(at: $0, unchecked: tooDeep.count, context) }
        let shadow = UnknownReferenceShadow(model: context.model, reachability: context.reachability)
        let searched = results.compactMap { result -> Finding? in
            // One finding for each of these causes, at the first pattern it left unchecked.
            if case .failure(.searchStopped(let pattern, _)) = result {
                return pattern.order == stopped.first?.pattern.order ? stopFinding : nil
            }
            if case .failure(.presentationLimit(let pattern)) = result {
                return pattern.order == tooDeep.first?.order ? tooDeepFinding : nil
            }
            // A route no way shows is `unreachable-route`'s finding, not this one's.
            guard case .failure(.unbuildable(let recipe)) = result, let first = recipe.missing.first,
                // A way a typo took away is `unknown-reference`'s finding: fixed, it may be the link's.
                !shadow.covers(recipe.pattern.route)
            else { return nil }
            let pattern = recipe.pattern
            let others = recipe.missing.dropFirst().map(\.description)
            // A problem another root entry found reads as that root builds the stack.
            let rootPlanner = context.deepLinkAnalysis.planner(ofProblemAt: pattern.order)
            let stack = ((rootPlanner ?? planner).backStack(for: recipe.plan) ?? []).map(\.description)
                .joined(separator: " › ")
            let under = rootPlanner?.engine.rootEntry.map { " under root '\($0.id.value)'" } ?? ""
            let bound = pattern.boundParams.keys.sorted()
            // `?tag=home` looks like it gives `tag`, but a literal item binds nothing.
            let literals = pattern.query.compactMap { item -> String? in
                guard case .literal(let value) = item.kind, item.key.value == first.name else { return nil }
                return "'\(item.key.value)=\(value.value)' is a literal query item: it binds no param"
            }
            return context.finding(
                .deeplinkUnbuildable, at: pattern.source.location,
                "the back stack of '\(pattern.source.value)' needs '\(first.name): \(first.type)' for \(first.route), "
                    + "which the URL cannot always give",
                notes: ["the deep link builds \(stack)\(under)"] + others.map { "also: \($0)" }
                    + [
                        bound.isEmpty
                            ? "the pattern binds no params"
                            : "the pattern binds " + bound.joined(separator: ", ")
                    ] + literals,
                help:
                    "bind '{\(first.name)}' (\(first.type.base.swiftName)) in the pattern as a path segment or "
                    + "required query item, or make the param optional on \(first.route)",
                scope: pattern.route)
        }
        return searched + Self.notShownByLinks(results, planner, in: context)
            + Self.tooManyCombinations(in: context)
    }

    /// Routes the moves from launch show (so `unreachable-route` is silent) that no link's forward
    /// moves show: one finding per route, at its first pattern.
    private static func notShownByLinks(
        _ results: [Result<DeepLinkRecipe, DeepLinkRecipeProblem>], _ planner: DeepLinkPlanner,
        in context: RuleContext
    ) -> [Finding] {
        // With no launch state (a root nested past the limit) no link opens: that is said elsewhere.
        guard !context.reachability.isUncertain, planner.engine.launchState != nil else { return [] }
        var reported = Set<RouteRef>()
        var findings: [Finding] = []
        for result in results {
            guard case .failure(.unreachable(let route)) = result, !reported.contains(route),
                let index = context.model.route(route), context.reachability.isShownFromLaunch(index),
                let pattern = context.deepLinks.patterns.first(where: { $0.route == route })
            else { continue }
            reported.insert(route)
            if let column = context.model.unselectedColumn(rootedAt: index) {
                findings.append(unselectedColumnRoot(pattern, column, in: context))
                continue
            }
            findings.append(
                context.finding(
                    .deeplinkUnbuildable, at: pattern.source.location,
                    "no move a link makes shows \(route): '\(pattern.source.value)' cannot open",
                    notes: [
                        "a link follows the forward moves from launch; a `then` runs only when a flow finishes"
                    ],
                    help:
                        "show it by a move a link can follow (a `start` item, a push or a presentation from a "
                        + "route a link can show), or remove the pattern",
                    scope: route))
        }
        return findings
    }

    /// A link to a split's later column's root: that screen shows only while the column
    /// is unselected, and a link builds its state in the compact reading, where an
    /// unselected column is not on the stack.
    private static func unselectedColumnRoot(
        _ pattern: RoutePattern, _ column: (split: CoordinatorIndex, role: SplitColumn),
        in context: RuleContext
    ) -> Finding {
        let model = context.model
        let split = model[column.split]
        let sidebarRoot = split.columns.first.flatMap { $0 }.flatMap { model[$0].root }.map {
            "\(model[$0].ref)"
        }
        return context.finding(
            .deeplinkUnbuildable, at: pattern.source.location,
            "\(pattern.route) is the root of the \(column.role.rawValue) column of split '\(split.id.value)', "
                + "shown only while nothing is selected there: '\(pattern.source.value)' cannot open",
            notes: [
                "a link builds its state in compact width, where the split reads as one stack: the sidebar's "
                    + "screens, then each selected column's; an unselected column's root is not on it"
            ],
            help: sidebarRoot.map {
                "link to the sidebar's root (\($0)), which shows the split with nothing selected, or remove the pattern"
            } ?? "remove the pattern",
            scope: pattern.route)
    }

    /// The search showed the most modals it shows at once, and no state within that
    /// showed these patterns' routes.
    private static func tooDeep(at pattern: RoutePattern, unchecked: Int, _ context: RuleContext) -> Finding {
        let limit = NavigationEngine.presentationLimit
        return context.finding(
            .deeplinkUnbuildable, at: pattern.source.location,
            "navgen gave up on the back stack of '\(pattern.source.value)': no way shows \(pattern.route) "
                + "with at most \(limit) modals presented one above the other",
            notes: [
                "navgen simulates at most \(limit) modals at once (sheets, covers and flows shown modally); "
                    + "the chain of presentations that leads to the route is longer"
            ] + (unchecked > 1 ? ["\(unchecked - 1) more deep links were not checked either"] : []),
            help:
                "show the screens of the chain in a stack (push them) or in a flow, rather than each "
                + "presenting the next",
            scope: pattern.route)
    }

    /// The search stopped at its limit before it showed these patterns' routes.
    private static func searchStopped(
        at pattern: RoutePattern, states: Int, unchecked: Int, _ context: RuleContext
    ) -> Finding {
        context.finding(
            .deeplinkUnbuildable, at: pattern.source.location,
            "navgen gave up on the back stack of '\(pattern.source.value)': its deep-link search stopped "
                + "after \(states) states, none showing \(pattern.route)",
            notes: [
                "presentations that can nest in any order (flows or tab bars that start one another) "
                    + "give exponentially many navigation states"
            ] + (unchecked > 1 ? ["\(unchecked - 1) more deep links were not checked either"] : []),
            help:
                "make the flows that start one another a tree: remove the starts that lead back into a flow "
                + "already on screen",
            scope: pattern.route)
    }
}
