/// `navgen routes --format json`: one object with every route, for scripts.
package struct RoutesJSONRenderer: Sendable {
    package init() {}

    /// The report as pretty-printed JSON.
    package func render(_ report: RoutesReport) -> String {
        value(report).rendered(pretty: true)
    }

    /// `{"routes": [...]}`, `"alerts": [...]` when the spec declares any, and
    /// `"deepLinkSources"` when ``deepLinkSources`` is set.
    package func value(_ report: RoutesReport) -> JSONValue {
        var members: [(String, JSONValue)] = [
            (
                "routes",
                .array(
                    report.coordinators.flatMap { coordinator in
                        coordinator.routes.map { route in
                            // A set's routes say which stacks show them (its users); only
                            // there, so specs without sets print what they did.
                            Self.json(
                                route, shownOn: coordinator.kind == .routes ? coordinator.tabs : nil,
                                guarded: !report.conditions.isEmpty, files: report.files)
                        }
                    })
            )
        ]
        if !report.alerts.isEmpty {
            members.append(
                ("alerts", .array(report.alerts.map { Self.json($0, guarded: !report.conditions.isEmpty) })))
        }
        // Only for a spec with alternative roots, so other specs' output is as it was.
        if !report.rootEntries.isEmpty {
            members.append(
                (
                    "rootEntries",
                    .array(
                        report.rootEntries.map {
                            .object([
                                ("coordinator", .string($0.coordinator)),
                                ("requires", .array($0.requires.map(JSONValue.string))),
                            ])
                        })
                ))
        }
        if !report.conditions.isEmpty {
            members.append(("conditions", .array(report.conditions.map(Self.json))))
            members.append(
                (
                    "tabRequires",
                    .object(
                        report.coordinatorRequires.keys.sorted().filter { $0.contains(".") }.map { key in
                            (key, .array((report.coordinatorRequires[key] ?? []).map(JSONValue.string)))
                        })
                ))
        }
        // Only for a spec with deeplinks.requires, so other specs' output is as it was.
        if !report.linkRequires.isEmpty {
            members.append(("linkRequires", .array(report.linkRequires.map(JSONValue.string))))
            members.append(("linkOtherwise", report.linkOtherwise.map(JSONValue.string) ?? .null))
        }
        // Only for a spec with actions, so other specs' output is as it was.
        if !report.actions.isEmpty {
            members.append(("actions", .array(report.actions.map(Self.json))))
        }
        if let sources = report.deepLinkSources {
            members.append(("deepLinkSources", sources.json))
        }
        // Only for a spec with redirects, so other specs' output is as it was.
        if !report.redirects.isEmpty {
            members.append(
                (
                    "redirects",
                    .array(
                        report.redirects.map { redirect in
                            .object(
                                [
                                    ("pattern", .string(redirect.pattern.value)),
                                    ("redirect", .string(redirect.redirect.value)),
                                ] + Self.formMembers(redirect.form))
                        })
                ))
        }
        return .object(members)
    }

    private static func json(_ action: RoutesReport.ActionInfo) -> JSONValue {
        .object([
            ("action", .string(action.name)),
            ("signature", .string(action.signature)),
            (
                "deepLinks",
                .array(
                    action.deepLinks.map { link in
                        var members: [(String, JSONValue)] = [
                            ("pattern", .string(link.source.value)),
                            ("line", .int(link.source.location.line)),
                        ]
                        if let problem = link.problem { members.append(("problem", .string(problem))) }
                        return .object(members + formMembers(link.form))
                    })
            ),
        ])
    }

    private static func json(_ condition: RoutesReport.ConditionInfo) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(condition.name)),
            ("initially", .bool(condition.initially)),
            ("setByApp", .bool(condition.setByApp)),
            (
                "satisfiedBy",
                condition.satisfiedBy.map {
                    .object([
                        ("start", .string($0.flow)), ("outcome", .string($0.outcome)),
                        ("as", .string($0.style.rawValue)),
                    ])
                } ?? .null
            ),
        ]
        // Only in a spec with `set` items: the others' output stays as it was.
        if let setBy = condition.setBy {
            members.append(
                (
                    "setBy",
                    .array(
                        setBy.map { .object([("route", .string($0.route)), ("value", .bool($0.value))]) })
                ))
        }
        return .object(members)
    }

    private static func json(_ guarded: RoutesReport.GuardInfo) -> JSONValue {
        .object([
            ("move", .string(guarded.move)),
            ("requires", .array(guarded.requires.map(JSONValue.string))),
            ("otherwise", guarded.otherwise.map(JSONValue.string) ?? .null),
            ("waitsOn", .array(guarded.waitsOn.map { .string($0.condition) })),
        ])
    }

    /// `shownByOtherwise` only for a spec with conditions: the others' output stays as it was.
    private static func json(_ info: RoutesReport.AlertInfo, guarded: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("coordinator", .string(info.coordinator)),
            ("alert", .string(info.alert.id.value)),
            ("style", .string(info.alert.resolvedStyle.rawValue)),
            ("outcomes", .array(info.alert.outcomes.map { .string($0.value) })),
            ("shownBy", .array(info.shownBy.map(JSONValue.string))),
        ]
        if guarded {
            members.append(("shownByOtherwise", .array(info.shownByOtherwise.map(JSONValue.string))))
        }
        return .object(members)
    }

    private static func json(
        _ route: RoutesReport.RouteInfo, shownOn stacks: [String]?, guarded: Bool, files: SpecFiles
    )
        -> JSONValue
    {
        var members: [(String, JSONValue)] = [
            ("coordinator", .string(route.route.coordinator)),
            ("route", .string(route.route.route)),
            (
                "params",
                .array(
                    route.params.map {
                        .object([
                            ("name", .string($0.name.value)), ("type", .string($0.type.value.specSpelling)),
                        ])
                    })
            ),
            ("reachedBy", .string(route.reachedBy)),
            ("forward", route.forward.map { .array($0.map { .string($0.description) }) } ?? .null),
            ("deepLinks", .array(route.deepLinks.map { json($0, guarded: guarded, files: files) })),
        ]
        // Only for a spec with conditions, so other specs' output is as it was.
        if guarded {
            members.append(("requires", .array(route.requires.map(JSONValue.string))))
            members.append(("otherwise", route.otherwise.map(JSONValue.string) ?? .null))
        }
        if let stacks { members.append(("shownOn", .array(stacks.map(JSONValue.string)))) }
        // Only for a route of a split's column: the split and the column.
        if let column = route.column {
            members.append(
                (
                    "column",
                    .object([("split", .string(column.split)), ("role", .string(column.role.rawValue))])
                ))
        }
        // Only for a spec with alternative roots: the entry the route is reported from.
        if let root = route.root { members.append(("root", .string(root))) }
        // Only for entry routes, so other specs' output is as it was.
        if let entry = route.entry {
            var fields: [(String, JSONValue)] = [
                ("backStack", .array(entry.backStack.map { .string($0.description) }))
            ]
            if let problem = entry.problem { fields.append(("problem", .string(problem))) }
            members.append(("entry", .object(fields)))
        }
        return .object(members)
    }

    /// What a long-hand pattern wrote, in the order of the format: `open`, `via`,
    /// `schemes`, `hosts`, `set`. `open` by source gives `open` the external mode and
    /// `openInApp` the in-app one.
    private static func formMembers(_ form: DeepLinkForm?) -> [(String, JSONValue)] {
        guard let form else { return [] }
        var members: [(String, JSONValue)] = []
        if let open = form.open { members.append(("open", .string(open.value.rawValue))) }
        if form.modeBySource { members.append(("openInApp", .string(form.inAppMode.rawValue))) }
        if let via = form.via { members.append(("via", .array(via.value.map { .string($0.value) }))) }
        if let schemes = form.schemes {
            members.append(("schemes", .array(schemes.value.map { .string($0.value) })))
        }
        if let hosts = form.hosts { members.append(("hosts", .array(hosts.value.map { .string($0.value) }))) }
        if !form.set.isEmpty {
            members.append(("set", .object(form.set.map { ($0.name.value, .string($0.text.value)) })))
        }
        return members
    }

    private static func json(_ link: RoutesReport.DeepLinkInfo, guarded: Bool, files: SpecFiles) -> JSONValue
    {
        var members: [(String, JSONValue)] = [("pattern", .string(link.source.value))]
        // Only for a pattern of an included file, so one-file specs print what they did.
        if link.source.location.fileIndex != 0 {
            members.append(("file", .string(files.path(of: link.source.location))))
        }
        members += [
            ("line", .int(link.source.location.line)),
            ("column", .int(link.source.location.column)),
        ]
        members += formMembers(link.form)
        if let recipe = link.recipe {
            members += [
                ("moves", .array(link.moves.map { .string($0.description) })),
                ("pushedOnRoot", .bool(recipe.plan.pushedOnRoot)),
                ("backStack", .array(link.backStack.map { .string($0.description) })),
            ]
            if guarded { members.append(("guards", .array(link.guards.map(json)))) }
        } else {
            members.append(("problem", .string(link.problem ?? "cannot open")))
        }
        return .object(members)
    }
}
