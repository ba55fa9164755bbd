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
            routes = decodeRoutes(node, empty: "a route set needs at least one route")
        }
        let children = entries[.children].map { stackChildren($0.value) } ?? []
        recordDistinct(children, "children")
        var set = Coordinator(id: id, kind: .routes, children: children, routes: routes)
        if let node = entries[.alerts]?.value {
            set.alerts = decodeAlerts(node)
            recordAlertNames(set.alerts, routes: routes, children: children)
        }
        return set
    }

    /// A stack's `uses`: the ids of the sets it shows the routes of.
    mutating func decodeUses(_ node: NodeID?) -> [Located<String>] {
        guard let node else { return [] }
        let uses = textList(node, "uses")
        recordDistinct(uses, "uses")
        return uses
    }
}
