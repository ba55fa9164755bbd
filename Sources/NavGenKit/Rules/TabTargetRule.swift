/// `tab-target`: a tab that cannot be selected from where it is named.
///
/// Three places name tabs: `tab: C` (some tabs coordinator around the route must
/// have tab C), a tabs coordinator's `initial` (one of its own tabs), and its
/// `children` (each tab must be a stack coordinator). A name that matches
/// no coordinator at all is `unknown-reference` instead.
package struct TabTargetRule: Rule {
    package static let description = RuleDescription(
        id: .tabTarget, severity: .error, configurable: true,
        summary: "tab: C where no enclosing tabs coordinator has tab C",
        rationale: """
            Selecting a tab sets the selection of a tab bar that is on screen. A `tab:` to a \
            coordinator that is no tab of an enclosing tab bar has nothing to select; an initial \
            tab outside the bar leaves it with no selection; and a tab bar inside a tab is not \
            something UITabBarController or TabView supports.
            """,
        details: """
            Three checks share this id. `tab: C` where no tabs coordinator around the route \
            has a tab C ("around": containing the route's coordinator through `children` or \
            `start`, transitively) points at C; a route's `otherwise: { tab: C }` is checked \
            alike, and a flow an `otherwise` starts is inside the route's coordinator. A tabs coordinator's `initial` naming a \
            coordinator that is not one of its tabs points at that name. A tab that is itself \
            a tabs coordinator (a tab must be a stack coordinator) points at its entry in \
            `children`. A name that matches no coordinator is `unknown-reference` instead, and \
            so is a misspelt tab in `children` (`children: [feed, setings]`): a `tab:` or \
            `initial` naming the tab it is closest to is not reported as well.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                children: [compose]
                routes:
                  list:
                    transitions: [{ tab: ↓compose }, { start: compose }]
              settings:
                root: overview
                routes:
                  overview:
              compose:
                root: editor
                routes:
                  editor:
                    transitions: [dismiss]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed, ↓inner]
                initial: ↓other
              feed:
                root: list
                routes:
                  list:
              inner:
                kind: tabs
                children: [other]
              other:
                root: page
                routes:
                  page:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn: { setByApp: true }
            coordinators:
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                routes:
                  list:
                    transitions: [{ push: inbox }]
                  inbox:
                    requires: [signedIn]
                    otherwise: { tab: ↓login }
              settings:
                root: overview
                children: [login]
                routes:
                  overview:
                    transitions: [{ start: login }]
              login:
                root: form
                routes:
                  form:
                    transitions: [dismiss]
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
                children: [feed, settings]
                initial: settings
              feed:
                root: list
                children: [compose]
                routes:
                  list:
                    transitions: [{ start: compose }]
              settings:
                root: overview
                routes:
                  overview:
              compose:
                root: editor
                routes:
                  editor:
                    transitions: [{ tab: settings }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                routes:
                  list:
                    transitions: [{ tab: settings }]
              settings:
                root: overview
                routes:
                  overview:
                    transitions: [{ tab: feed }]
            """,
            """
            navgen: 1
            app: Demo
            root: main
            conditions:
              signedIn: { setByApp: true }
            coordinators:
              main:
                kind: tabs
                children: [feed, settings]
              feed:
                root: list
                routes:
                  list:
                    transitions: [{ push: inbox }]
                  inbox:
                    requires: [signedIn]
                    otherwise: { tab: settings }
              settings:
                root: overview
                routes:
                  overview:
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        tabsCoordinatorFindings(in: context) + transitionFindings(in: context)
            + ContainerTransitionChecks.findings(.tabTarget, in: context)
    }

    private static func tabsCoordinatorFindings(in context: RuleContext) -> [Finding] {
        let model = context.model
        return model.coordinatorIndices.flatMap { coordinator -> [Finding] in
            let node = model[coordinator]
            guard node.kind == .tabs else { return [] }
            let declaration = context.model.declaration(of: coordinator)
            let tabNames = node.resolvedChildren.map { model[$0].id.value }
            var findings: [Finding] = []
            for (entry, child) in zip(declaration.children, node.children) {
                guard let child, child != coordinator, model[child].kind == .tabs else { continue }
                findings.append(
                    context.finding(
                        .tabTarget, at: entry.location,
                        "tab \(context.quoted(child)) of \(context.quoted(coordinator)) is a tabs coordinator, "
                            + "but a tab must be a stack coordinator",
                        help: "list its tabs here instead, or start it from a stack as a flow"))
            }
            if let initial = declaration.initial, let tab = model.coordinator(named: initial.value),
                !node.children.contains(tab), !model.childEntryMisspells(tab, of: coordinator)
            {
                findings.append(
                    context.finding(
                        .tabTarget, at: initial.location,
                        "the initial tab \(context.quoted(tab)) is not one of the tabs of \(context.quoted(coordinator))",
                        notes: ["its tabs are \(tabNames.map { "'\($0)'" }.listed)"],
                        help: Suggestion.help(for: initial.value, among: tabNames)
                            ?? "name one of its tabs, or add \(context.quoted(tab)) to its children"))
            }
            return findings
        }
    }

    private static func transitionFindings(in context: RuleContext) -> [Finding] {
        let model = context.model
        let containment = Containment(model)
        // An `otherwise` selects a tab as a transition does, from the guarded route.
        let otherwises = model.routes.flatMap(\.otherwise)
        return model.edges.compactMap { finding(for: $0, containment, in: context) }
            + otherwises.compactMap { finding(for: $0, containment, in: context) }
    }

    /// The finding for `edge` when it is a `tab:` that no tab bar around its route has.
    private static func finding(for edge: Edge, _ containment: Containment, in context: RuleContext)
        -> Finding?
    {
        let model = context.model
        guard case .tab(let tab) = edge.kind else { return nil }
        // A set route runs on each stack that uses it: the tab must be there on every one.
        let source = model[edge.source].coordinator
        // A tab bar that presents a set's route over its tabs holds it too, and is around it.
        let holders =
            model[source].kind == .routes ? model[source].users + model[source].containerUsers : [source]
        func barsAround(_ holder: CoordinatorIndex) -> [CoordinatorIndex] {
            let enclosing = containment.enclosingTabs(of: holder, in: model)
            return model[holder].kind == .tabs ? [holder] + enclosing : enclosing
        }
        let lacking = holders.first { holder in
            !barsAround(holder).contains { model[$0].resolvedChildren.contains(tab) }
        }
        if lacking == nil, !model[source].containerUsers.isEmpty { return nil }
        let coordinator = lacking ?? source
        let bars = barsAround(coordinator)
        guard !bars.contains(where: { model[$0].resolvedChildren.contains(tab) }),
            !bars.contains(where: { model.childEntryMisspells(tab, of: $0) })
        else { return nil }
        let tabNames = bars.flatMap { model[$0].resolvedChildren.map { model[$0].id.value } }
        let notes =
            bars.isEmpty
            ? ["\(context.quoted(coordinator)) is not inside any tabs coordinator"]
            : bars.map { bar in
                "\(context.quoted(bar)) has the tabs "
                    + model[bar].resolvedChildren.map { "'\(model[$0].id.value)'" }.listed
            }
        return context.finding(
            .tabTarget, at: edge.targetLocation ?? edge.location,
            "no tabs coordinator around \(context.quoted(coordinator)) has a tab \(context.quoted(tab))",
            notes: notes,
            help: Suggestion.help(for: model[tab].id.value, among: tabNames)
                ?? "start \(context.quoted(tab)) instead, or make it a tab", on: edge.source)
    }
}
