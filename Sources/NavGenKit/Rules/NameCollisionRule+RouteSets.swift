/// `name-collision` for the route sets a stack uses.
extension NameCollisionRule.Check {
    /// `name-collision` where a stack's bare route names would be ambiguous: at the
    /// `uses` entry that brings in a name the stack already has, or that an earlier
    /// used set already brought in. One finding per entry, notes at both definitions.
    mutating func routeSetNames(_ spec: NavigationSpec) {
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
                        entry.location,
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
                    entry.location,
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
