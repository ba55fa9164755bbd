/// `navgen routes --format text`: the report grouped by coordinator, for people.
package struct RoutesTextRenderer: Sendable {
    package init() {}

    /// The report for a terminal: patterns are the spec's text, so they go through
    /// ``TerminalText`` with the line breaks kept.
    package func render(_ report: RoutesReport) -> String {
        TerminalText.sanitized(text(report), keepingLineBreaks: true)
    }

    /// Grouped by coordinator:
    ///
    ///     recipes (stack)
    ///       recipeDetail(id: Int, source: String?)
    ///         reached: push recipeDetail
    ///         deep link /recipes/{id}?from={source}
    ///           builds: recipes.recipeList › recipes.recipeDetail
    func text(_ report: RoutesReport) -> String {
        var lines: [String] = []
        if let sources = report.deepLinkSources {
            lines.append("deep links")
            if !sources.schemes.isEmpty {
                lines.append("  schemes: " + sources.schemes.joined(separator: ", "))
            }
            if !sources.hosts.isEmpty { lines.append("  hosts: " + sources.hosts.joined(separator: ", ")) }
            if sources.caseInsensitive { lines.append("  letter case: ignored (caseInsensitive)") }
        }
        // `redirects`, then `  /mbar?redirect_to={to} -> to, only blog`: what each opens instead.
        if !report.redirects.isEmpty {
            lines.append("redirects")
            for redirect in report.redirects {
                var line = "  \(redirect.pattern.value) -> \(redirect.redirect.value)"
                if redirect.form.isScoped {
                    line += ", only " + redirect.form.scopeEntries.joined(separator: ", ")
                }
                lines.append(line)
            }
        }
        // `root login (requires !signedIn), main`: only a spec with alternative roots.
        if !report.rootEntries.isEmpty {
            lines.append(
                "root "
                    + report.rootEntries.map { entry in
                        entry.coordinator
                            + (entry.requires.isEmpty
                                ? "" : " (requires \(entry.requires.joined(separator: ", ")))")
                    }.joined(separator: ", "))
        }
        if !report.conditions.isEmpty {
            lines.append("conditions")
            for condition in report.conditions { lines.append("  " + Self.text(condition)) }
        }
        // `links require !locked (otherwise web)`: only a spec with deeplinks.requires.
        if !report.linkRequires.isEmpty {
            lines.append(
                "links require " + report.linkRequires.joined(separator: ", ")
                    + (report.linkOtherwise.map { " (otherwise \($0))" } ?? ""))
        }
        for coordinator in report.coordinators {
            let requires =
                report.coordinatorRequires[coordinator.id].map { ", requires " + $0.joined(separator: ", ") }
                ?? ""
            switch coordinator.kind {
            case .tabs:
                let tabs = coordinator.tabs.map { tab in
                    report.coordinatorRequires[coordinator.id + "." + tab].map {
                        "\(tab) [requires \($0.joined(separator: ", "))]"
                    }
                        ?? tab
                }
                lines.append("\(coordinator.id) (tabs: \(tabs.joined(separator: ", "))\(requires))")
            case .stack:
                // `chatList (stack, sidebar of chats)`: a column says which split shows it.
                let column =
                    coordinator.routes.first?.column.map { ", \($0.role.rawValue) of \($0.split)" } ?? ""
                lines.append("\(coordinator.id) (stack\(column)\(requires))")
            case .split:
                let columns = zip(SplitColumn.roles(count: coordinator.tabs.count), coordinator.tabs).map {
                    "\($0.rawValue) \($1)"
                }
                lines.append("\(coordinator.id) (split: \(columns.joined(separator: ", "))\(requires))")
            case .routes:
                let users = coordinator.tabs.isEmpty ? "no stack" : coordinator.tabs.joined(separator: ", ")
                lines.append("\(coordinator.id) (route set, used by \(users))")
            }
            for route in coordinator.routes {
                lines.append("  " + route.signature)
                if !route.requires.isEmpty {
                    lines.append(
                        "    requires: " + route.requires.joined(separator: ", ")
                            + (route.otherwise.map { " (otherwise \($0))" } ?? ""))
                }
                lines.append("    reached: " + Self.reachedText(route))
                if let entry = route.entry {
                    lines.append(
                        "    entry point: "
                            + (entry.problem.map { "cannot open: " + $0 }
                                ?? "builds " + entry.backStack.map(\.description).joined(separator: " › ")))
                }
                for link in route.deepLinks {
                    lines.append("    deep link \(link.source.value)" + Self.formText(link.form))
                    if let recipe = link.recipe {
                        let stack = link.backStack.map(\.description).joined(separator: " › ")
                        lines.append(
                            "      builds: " + stack
                                + (recipe.plan.pushedOnRoot ? " (pushed on its root)" : ""))
                        for guarded in link.guards { lines.append("      guard: " + Self.text(guarded)) }
                    } else {
                        lines.append("      cannot open: " + (link.problem ?? "unknown"))
                    }
                }
            }
            for alert in report.alerts where alert.coordinator == coordinator.id {
                lines.append("  " + alert.signature)
                let shownBy = alert.shownBy + alert.shownByOtherwise.map { "the otherwise of " + $0 }
                lines.append(
                    "    shown by: " + (shownBy.isEmpty ? "no route" : shownBy.joined(separator: ", ")))
            }
        }
        if !report.actions.isEmpty {
            // Links that show no screen: each action and the patterns that perform it.
            lines.append("actions")
            for action in report.actions {
                lines.append("  " + action.signature)
                for link in action.deepLinks {
                    lines.append("    deep link \(link.source.value)" + Self.formText(link.form))
                    if let problem = link.problem { lines.append("      cannot open: " + problem) }
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `signedIn (initially false, satisfied by signIn finishing signedIn, as cover)`.
    private static func text(_ condition: RoutesReport.ConditionInfo) -> String {
        var parts = ["initially \(condition.initially)"]
        if condition.setByApp { parts.append("set by the app") }
        if let flow = condition.satisfiedBy {
            parts.append("satisfied by \(flow.flow) finishing \(flow.outcome), as \(flow.style.rawValue)")
        }
        // `set false by feed.list`: a route's `set` items, one part per route and value.
        for setter in condition.setBy ?? [] {
            let part = "set \(setter.value) by \(setter.route)"
            if !parts.contains(part) { parts.append(part) }
        }
        return condition.name + " (" + parts.joined(separator: ", ") + ")"
    }

    /// `tab account requires signedIn: waits for signIn`, or `... : otherwise sheet paywall`,
    /// or `... : refused` when nothing can meet it.
    private static func text(_ guarded: RoutesReport.GuardInfo) -> String {
        let head = guarded.move + " requires " + guarded.requires.joined(separator: ", ")
        if let otherwise = guarded.otherwise { return head + ": otherwise " + otherwise }
        guard !guarded.waitsOn.isEmpty else { return head + ": refused while unmet" }
        return head + ": waits for "
            + guarded.waitsOn.map { "\($0.flow) (\($0.condition))" }.joined(separator: ", ")
    }

    /// `, opens onTop, via timeline › account, only blog, blog.example.com, sets tab: traffic`:
    /// only what a long-hand pattern wrote. `open` by source shows the external mode, then
    /// `, opens onTop in app` when a link tapped in the app opens otherwise.
    private static func formText(_ form: DeepLinkForm?) -> String {
        guard let form else { return "" }
        var text = ""
        if let open = form.open { text += ", opens " + open.value.rawValue }
        if form.modeBySource, form.inAppMode != form.mode {
            text += ", opens \(form.inAppMode.rawValue) in app"
        }
        if let via = form.via { text += ", via " + via.value.map(\.value).joined(separator: " › ") }
        if form.isScoped { text += ", only " + form.scopeEntries.joined(separator: ", ") }
        if !form.set.isEmpty { text += ", sets " + form.setText }
        return text
    }

    private static func reachedText(_ route: RoutesReport.RouteInfo) -> String {
        switch route.reachedBy {
        case "launch": route.root.map { "at launch under root '\($0)'" } ?? "at launch"
        case "forward":
            // A move that adapts says its style in each size class.
            (route.forward ?? []).enumerated().map { position, move in
                move.description + (route.adaptiveForward[position].map { " as " + $0.label } ?? "")
            }.joined(separator: " › ")
        case "deep-link": "by deep link only"
        case "column":
            route.column.map {
                "at launch in regular width, while the \($0.role.rawValue) of \($0.split) is unselected"
            }
                ?? "in regular width"
        case "go": "by go from \(route.shownByGo ?? "a route")"
        case "event":
            route.shownByEvent.map { "when \($0.child) emits \($0.event), by the on of \($0.starter)" }
                ?? "by an on action"
        case "otherwise": "as the otherwise of \(route.shownByGuard?.by ?? "a guarded route")"
        case "satisfiedBy": "as the flow that satisfies \(route.shownByGuard?.by ?? "a condition")"
        default: "by no forward move or deep link"
        }
    }
}
