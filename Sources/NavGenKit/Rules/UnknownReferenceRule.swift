/// `unknown-reference`: a root, child, tab, start or transition target that names
/// nothing. (Unknown rule ids in `rules:` and `allow:` are reported by the decoder.)
package struct UnknownReferenceRule: Rule {
    package static let description = RuleDescription(
        id: .unknownReference, severity: .error, configurable: true,
        summary: "a route, coordinator or rule id that does not exist",
        rationale: """
            A name that matches no coordinator or route cannot become a Swift case, so the \
            generated code would not compile, and the screen the author meant is missing \
            from the app's navigation.
            """,
        details: """
            Checked for the top-level `root`, a stack's `root` (one of its own routes), `children`, \
            `initial`, and the targets of `start`, `tab` and a move in any style (`push`, `sheet`, ...), \
            in `then` blocks too, `alert` (an alert of the route's own coordinator), each \
            condition a `set` action changes, and each \
            entry of a deep link's `via` (a route set's links included). Points \
            at the name, with the closest spelling as a hint. A dotted name (`settings.profile`) \
            is an unknown reference: references are bare ids, except for `go`, which names \
            a route of its coordinator (or of a set it uses) bare and any route as \
            `coordinator.route`; the names in a `go`'s `args` must be params of that route. Unknown rule ids in `rules:` and \
            `allow:` are reported while reading the file. While a reference \
            that names nothing sits where it could show more of the spec, the reachability \
            rules stay silent: fixing the name may well show the rest.
            """,
        triggeringExamples: [
            // `at` names a route of the started flow; `args` names params of that route.
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [launch]
                routes:
                  home:
                    transitions:
                      - { start: launch, at: ↓surveys, then: { done: stay } }
              launch:
                root: welcome
                outcomes: [done]
                routes:
                  welcome:
                    transitions: [{ push: survey }, { finish: done }]
                  survey:
                    params: { kind: String, count: 'Int?' }
                    transitions: [{ finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [launch]
                routes:
                  home:
                    transitions:
                      - { start: launch, at: survey, args: { ↓knd: exit }, then: { done: stay } }
              launch:
                root: welcome
                outcomes: [done]
                routes:
                  welcome:
                    transitions: [{ push: survey }, { finish: done }]
                  survey:
                    params: { kind: String, count: 'Int?' }
                    transitions: [{ finish: done }]
            """,
            RuleExampleSpec.spec(
                routes: """
                    home:
                      transitions:
                        - push: ↓detial
                    detail:
                    """, deepLinks: ""),
            """
            navgen: 1
            app: Demo
            root: ↓mian
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [↓onbording]
                routes:
                  home:
                    transitions:
                      - start: ↓onbording
              onboarding:
                root: welcome
                routes:
                  welcome:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                alerts:
                  signOut: { outcomes: [ok] }
                routes:
                  home:
                    transitions:
                      - alert: ↓signOtu
                        then: { ok: stay }
                      - sheet: ↓shaer
                  share:
            """,
            // A link of a route set's route: its via is checked as a stack's is.
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo] }
            coordinators:
              main:
                root: me
                uses: [common]
                routes:
                  me:
                    transitions: [{ push: account }]
              common:
                kind: routes
                routes:
                  account:
                    params: { id: Int }
                    transitions: [{ push: followers }]
                  followers:
                    params: { id: Int }
                    deeplink: [{ pattern: '/accounts/{id}/followers', via: [me, ↓acount] }]
            """,
            // A pattern's scope names entries of deeplinks.schemes and hosts as written there.
            RuleExampleSpec.spec(
                routes: """
                    home:
                      deeplink: { pattern: /home, schemes: [demo], hosts: [↓Demo.example.com] }
                    """, deepLinks: "deeplinks: { schemes: [demo], hosts: [demo.example.com] }"),
            // A key of a keyed otherwise is an entry of the route's requires, written exactly.
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              beta: { setByApp: true }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ push: labs }]
                  labs:
                    requires: ["!beta"]
                    otherwise: { ↓beta: stay }
            """,
            // `go` names a route of its coordinator bare, any route as `coordinator.route`;
            // its `args` name params of that route.
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions:
                      - go: ↓main.hom
                      - go: ↓setings
                      - { go: main.settings, args: { ↓sectoin: privacy } }
                  settings:
                    params: { section: String? }
            """,
            // deeplinks.requires names conditions.
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks: { schemes: [demo], requires: [↓signedIn] }
            conditions:
              locked: { setByApp: true }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    deeplink: /
            """,
            // A condition action changes declared conditions.
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn: { initially: true }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ set: { ↓signedin: false } }]
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed, profile]
              feed:
                root: list
                routes:
                  list:
                    transitions:
                      - go: profile.me
                      - { go: profile.settings, args: { section: privacy } }
              profile:
                root: me
                routes:
                  me:
                    transitions: [{ push: settings }]
                  settings:
                    params: { section: String? }
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [launch]
                routes:
                  home:
                    transitions:
                      - { start: launch, at: survey, args: { kind: exit, count: 3 }, then: { done: stay } }
              launch:
                root: welcome
                outcomes: [done]
                routes:
                  welcome:
                    transitions: [{ push: survey }, { finish: done }]
                  survey:
                    params: { kind: String, count: 'Int?' }
                    transitions: [{ finish: done }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [onboarding]
                routes:
                  home:
                    transitions:
                      - push: detail
                      - start: onboarding
                  detail:
              onboarding:
                root: welcome
                routes:
                  welcome:
                    transitions: [dismiss]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed, profile]
                initial: profile
              feed:
                root: list
                routes:
                  list:
                    transitions: [{ tab: profile }]
              profile:
                root: me
                routes:
                  me:
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        context.model.unresolved.compactMap { reference -> Finding? in
            if reference.expectsRoute, case .transition = reference.site, !reference.elsewhere.isEmpty,
                !reference.name.value.contains("."), !reference.isGoTarget
            {
                return nil  // push-target
            }
            var finding = finding(for: reference, in: context)
            if !reference.expectsRoute, !reference.namesCondition,
                let set = context.model.coordinator(named: reference.name.value),
                context.model[set].kind == .routes
            {
                finding.notes.append(
                    "'\(reference.name.value)' is a route set: it is never shown alone; stacks show its routes through `uses`"
                )
            }
            return finding
        } + viaFindings(in: context) + scopeFindings(in: context)
            + FlowStartArguments.unknownNames(in: context) + GoArguments.unknownNames(in: context)
            + ConditionArguments.unknownNames(in: context)
            + ContainerTransitionChecks.findings(.unknownReference, in: context)
    }

    private static func finding(for reference: UnresolvedReference, in context: RuleContext) -> Finding {
        let model = context.model
        let name = reference.name.value
        let coordinatorNames = model.coordinators.map(\.id.value)
        switch reference.site {
        case .specRoot:
            return context.finding(
                .unknownReference, at: reference.name.location, "root names no coordinator: '\(name)'",
                help: Suggestion.help(for: name, among: coordinatorNames)
                    ?? "declare '\(name)' under coordinators, or name one of them")
        case .stackRoot(let coordinator):
            let routes = model[coordinator].routes.map { model[$0].id.value }
            let notes =
                reference.elsewhere.first.map {
                    [
                        "'\(name)' is a route of \(context.quoted(model[$0].coordinator)); a stack's root is one of its own routes"
                    ]
                } ?? []
            return context.finding(
                .unknownReference, at: reference.name.location,
                "coordinator \(context.quoted(coordinator)) has no route '\(name)' to be its root",
                notes: notes,
                help: Suggestion.help(for: name, among: routes)
                    ?? "name one of its routes, or add '\(name)' to its routes")
        case .child(let coordinator):
            return context.finding(
                .unknownReference, at: reference.name.location,
                "the children of \(context.quoted(coordinator)) name no coordinator '\(name)'",
                help: Suggestion.help(for: name, among: coordinatorNames)
                    ?? "declare '\(name)' under coordinators")
        case .column(let coordinator, let column):
            let stacks = model.coordinators.filter { $0.kind == .stack }.map(\.id.value)
            return context.finding(
                .unknownReference, at: reference.name.location,
                "the \(column.rawValue) of \(context.quoted(coordinator)) names no coordinator '\(name)'",
                help: Suggestion.help(for: name, among: stacks)
                    ?? "declare '\(name)' under coordinators as a stack with a root and routes")
        case .initialTab(let coordinator):
            let tabs = model[coordinator].resolvedChildren.map { model[$0].id.value }
            return context.finding(
                .unknownReference, at: reference.name.location,
                "the initial tab of \(context.quoted(coordinator)) names no coordinator '\(name)'",
                help: Suggestion.help(for: name, among: tabs + coordinatorNames) ?? "name one of its tabs")
        case .uses(let coordinator):
            let sets = model.coordinators.filter { $0.kind == .routes }.map(\.id.value)
            let notes =
                model.coordinator(named: name).map {
                    [
                        "'\(name)' is a \(model[$0].kind == .tabs ? "tabs" : "stack") coordinator, not a route set"
                    ]
                } ?? []
            return context.finding(
                .unknownReference, at: reference.name.location,
                "the uses of \(context.quoted(coordinator)) name no route set '\(name)'", notes: notes,
                help: Suggestion.help(for: name, among: sets)
                    ?? "declare '\(name)' under coordinators with `kind: routes`, or remove the entry")
        case .transition(let route, let keyword):
            return transitionFinding(for: reference, keyword: keyword, on: route, in: context)
        case .requirement(let target):
            return requirementFinding(for: reference, of: target, in: context)
        case .conditionAction(let route):
            return conditionActionFinding(for: reference, on: route, in: context)
        case .satisfyingFlow(let condition):
            return satisfyingFlowFinding(for: reference, of: condition, in: context)
        case .flowStart(let route, let child):
            let routes = context.model.startableRoutes(of: child).map { model[$0].id.value }
            return context.finding(
                .unknownReference, at: reference.name.location,
                "'at' names no route '\(name)' of coordinator \(context.quoted(child))",
                notes: ["a flow begins at one of its own routes, or at a route of a set it uses"],
                help: Suggestion.help(for: name, among: routes)
                    ?? "name one of the routes of \(context.quoted(child))", on: route)
        }
    }

    private static func transitionFinding(
        for reference: UnresolvedReference, keyword: String, on route: RouteIndex, in context: RuleContext
    ) -> Finding {
        let model = context.model
        let name = reference.name.value
        let coordinator = model[route].coordinator
        if reference.expectsAlert {
            let alerts = context.model.declaration(of: coordinator).alerts.map(\.id.value)
            return context.finding(
                .unknownReference, at: reference.name.location,
                "'alert' names no alert '\(name)' of coordinator \(context.quoted(coordinator))",
                notes: alerts.isEmpty ? ["\(context.quoted(coordinator)) declares no alerts"] : [],
                help: Suggestion.help(for: name, among: alerts)
                    ?? "declare it: alerts: { \(name): { outcomes: [ok] } }", on: route)
        }
        if reference.isGoTarget { return goFinding(for: reference, on: route, in: context) }
        guard reference.expectsRoute else {
            let children = model[coordinator].resolvedChildren.map { model[$0].id.value }
            return context.finding(
                .unknownReference, at: reference.name.location, "'\(keyword)' names no coordinator '\(name)'",
                help: Suggestion.help(for: name, among: children + model.coordinators.map(\.id.value))
                    ?? "declare '\(name)' under coordinators", on: route)
        }
        let routes = model[coordinator].routes.map { model[$0].id.value }
        if name.contains(".") {
            let bare = String(name.split(separator: ".").last ?? "")
            let help =
                routes.contains(bare)
                ? "write the bare id: '\(bare)'"
                : "to show another coordinator's route, start that coordinator or select its tab"
            return context.finding(
                .unknownReference, at: reference.name.location,
                "'\(keyword)' names '\(name)', but transitions name a route of their own coordinator by its bare id",
                help: help, on: route)
        }
        return context.finding(
            .unknownReference, at: reference.name.location,
            "'\(keyword)' names no route '\(name)' of coordinator \(context.quoted(coordinator))",
            help: Suggestion.help(for: name, among: routes)
                ?? "add '\(name)' to the routes of \(context.quoted(coordinator))",
            on: route)
    }
}

extension UnknownReferenceRule {
    /// A `go` target that names nothing: a dotted name that is no `coordinator.route`
    /// (or `set.route`), or a bare name that is no route of the coordinator or of a
    /// set it uses (another coordinator's route is then written dotted).
    fileprivate static func goFinding(
        for reference: UnresolvedReference, on route: RouteIndex, in context: RuleContext
    ) -> Finding {
        let model = context.model
        let name = reference.name.value
        let coordinator = model[route].coordinator
        if name.contains(".") {
            let routes = model.routes.map(\.ref.description)
            return context.finding(
                .unknownReference, at: reference.name.location, "'go' names no route '\(name)'",
                notes: ["a dotted name is `coordinator.route`, or `set.route` for a route of a set"],
                help: Suggestion.help(for: name, among: routes) ?? "name a route as `coordinator.route`",
                on: route)
        }
        if let owner = reference.elsewhere.first {
            let ref = model[owner].ref
            return context.finding(
                .unknownReference, at: reference.name.location,
                "'go' names no route '\(name)' of coordinator \(context.quoted(coordinator))",
                notes: ["a bare name is a route of the item's own coordinator or of a set it uses"],
                help: "to go to the route of \(context.quoted(model[owner].coordinator)), write `go: \(ref)`",
                on: route)
        }
        let routes = model.startableRoutes(of: coordinator).map { model[$0].id.value }
        return context.finding(
            .unknownReference, at: reference.name.location,
            "'go' names no route '\(name)' of coordinator \(context.quoted(coordinator))",
            help: Suggestion.help(for: name, among: routes)
                ?? "name a route of \(context.quoted(coordinator)), or another's as `coordinator.route`",
            on: route)
    }
}
