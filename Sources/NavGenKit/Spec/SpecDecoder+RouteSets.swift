/// Route sets (`kind: routes`) and the `uses` lists of stacks (docs/spec.md, Shared
/// route sets).
extension SpecDecoder {
    static let routeSetKeys: [SpecKeyword] = [.kind, .routes, .children, .alerts]

    /// A set: `routes` (at least one), the `children` its routes may start and the
    /// `alerts` they may show (answered on the stack that shows the route). A set is
    /// never shown alone, so it has no `root`, finishes with no `outcomes` and uses no
    /// other set.
    mutating func decodeRouteSet(_ id: Located<String>, _ value: NodeID) -> Coordinator? {
        let what = "route set '\(id.value)'"
        var misplaced: [String: String] = [
            "initial":
                "'initial' belongs to a tabs coordinator; a route set has kind, routes, children and alerts"
        ]
        misplaced["root"] = "a route set is never shown alone: the stacks that use it show its routes"
        misplaced["outcomes"] = "a route set finishes nothing: its routes run on the stacks that use it"
        misplaced["uses"] = "a route set uses no other set: list both sets in the stack's uses"
        misplaced["requires"] = "a route set is never started: write requires on its routes"
        guard let entries = mapping(value, what, allowed: Self.routeSetKeys, misplaced: misplaced) else {
            return nil
        }
        var routes: [Route] = []
        if let node = require(
            .routes, in: entries, of: what, at: id.location, help: "list the routes it shares")
        {
            if kind(node) != .mapping {
                report(
                    .wrongType, at: location(node),
                    "routes must be a mapping of route id to route, not \(describe(node))")
            } else if document.entries(of: node).isEmpty {
                report(.wrongType, at: location(node), "a route set needs at least one route")
            }
            routes = decodeRoutes(document.entries(of: node))
        }
        let children = entries[.children].map { stackChildren($0.value) } ?? []
        checkUnique(children, "children")
        var set = Coordinator(id: id, kind: .routes, children: children, routes: routes)
        if let node = entries[.alerts]?.value {
            set.alerts = decodeAlerts(node)
            checkAlertNames(set.alerts, routes: routes, children: children)
        }
        return set
    }

    /// A stack's `uses`: the ids of the sets it shows the routes of.
    mutating func decodeUses(_ node: NodeID?) -> [Located<String>] {
        guard let node else { return [] }
        let uses = textList(node, "uses")
        checkUnique(uses, "uses")
        return uses
    }

    /// `name-collision` where a stack's bare route names would be ambiguous: at the
    /// `uses` entry that brings in a name the stack already has, or that an earlier
    /// used set already brought in. One finding per entry, notes at both definitions.
    mutating func checkRouteSetNames(_ spec: NavigationSpec) {
        var sets: [String: Coordinator] = [:]
        for coordinator in spec.coordinators where coordinator.kind == .routes {
            if sets[coordinator.id.value] == nil { sets[coordinator.id.value] = coordinator }
        }
        guard !sets.isEmpty else { return }
        for stack in spec.coordinators where stack.kind == .stack && !stack.uses.isEmpty {
            // A bare route name means one route: the stack's own first, then each set's.
            // A set's alert is a requirement of the set's protocol (`showConfirm()`), which
            // the stack meets once: two sets may not both ask for it. (The stack's own
            // alert of that name gets another method, so it may share the name.)
            var owners: [String: (owner: String, location: SourceLocation)] = [:]
            for route in stack.routes where owners["route " + route.id.value] == nil {
                owners["route " + route.id.value] = (
                    "a route of stack '\(stack.id.value)'", route.id.location
                )
            }
            var seen: Set<String> = []
            for entry in stack.uses {
                guard let set = sets[entry.value], seen.insert(entry.value).inserted else { continue }
                // The stack's route enum gets a case named after the set: no route may have that name.
                if let route = stack.route(named: entry.value) {
                    report(
                        .nameCollision, at: entry.location,
                        "stack '\(stack.id.value)' has a route named like route set '\(set.id.value)', which it uses",
                        notes: [
                            "its route '\(route.id.value)' is at \(spec.files.reference(to: route.id.location))",
                            "the generated route enum of '\(stack.id.value)' has a case per used set, named after the set",
                        ],
                        help: "rename the route or the set")
                    continue
                }
                var clashes: [String] = []
                var notes: [String] = []
                var kinds: Set<String> = []
                for (located, kind) in Self.names(of: set) {
                    let name = located.value
                    if let first = owners[kind + " " + name] {
                        clashes.append("'\(name)'")
                        kinds.insert(kind)
                        notes.append(
                            "'\(name)' is \(first.owner) at \(spec.files.reference(to: first.location))")
                        notes.append(
                            "'\(name)' is \(Self.withArticle(kind)) of route set '\(set.id.value)' at \(spec.files.reference(to: located.location))"
                        )
                    } else {
                        owners[kind + " " + name] = (
                            "\(Self.withArticle(kind)) of route set '\(set.id.value)'", located.location
                        )
                    }
                }
                guard !clashes.isEmpty else { continue }
                let names = clashes.joined(separator: ", ")
                let what = kinds.count == 1 ? kinds.first! : "name"
                report(
                    .nameCollision, at: entry.location,
                    "stack '\(stack.id.value)' uses route set '\(set.id.value)', whose \(what)\(clashes.count == 1 ? "" : "s") \(names) \(clashes.count == 1 ? "is" : "are") already a name of the stack",
                    notes: notes,
                    help: kinds == ["alert"]
                        ? "rename the alert in one of the sets: the stack meets each set's `show` method of an alert "
                            + "with one method of its own"
                        : "rename the \(what) in the stack or in the set, so each bare name means one \(what)"
                )
            }
        }
    }

    /// "a route", "an alert".
    private static func withArticle(_ kind: String) -> String {
        (kind.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + kind
    }

    /// The names a set adds to a stack that uses it: its routes, then its alerts.
    private static func names(of coordinator: Coordinator) -> [(Located<String>, String)] {
        coordinator.routes.map { ($0.id, "route") } + coordinator.alerts.map { ($0.id, "alert") }
    }
}
