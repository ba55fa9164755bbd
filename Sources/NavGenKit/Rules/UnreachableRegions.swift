/// The unreachable parts of the spec, one ``Region`` per root cause, shared by
/// `unreachable-coordinator` and `unreachable-route`.
///
/// Quiet when a reachable reference names nothing (``Reachability/isUncertain``):
/// fixing it may well show the rest, so only `unknown-reference` is reported. A
/// region headed by a child that its parent lists but nothing starts is left to
/// `unused-child`.
enum UnreachableRegions {
    static func regions(in context: RuleContext) -> [Region] {
        let model = context.model
        // Everything reachable (the usual case): no region, and no digraph to build.
        let mask = context.reachability.unreachableMask
        guard !context.reachability.isUncertain, mask.contains(true) else { return [] }
        var listedChild = [Bool](repeating: false, count: model.coordinators.count)
        for coordinator in model.coordinators where coordinator.kind != .tabs {
            for child in coordinator.resolvedChildren { listedChild[child.rawValue] = true }
        }
        let starts = model.startingEdges()
        let digraph = model.leadsTo(includingDeepLinks: true)
        return model.regions(of: mask, in: digraph).filter { region in
            switch region.head {
            case .coordinator(let head):
                // A set is shown with its users: when they are unreachable, they are the cause.
                guard model[head].kind != .routes else { return false }
                return !(listedChild[head.rawValue] && starts[head.rawValue].isEmpty)
            case .route(let head):
                // The routes of a set no stack uses: `unused-route-set` is the cause.
                let set = model[model[head].coordinator]
                return !(set.kind == .routes && set.users.isEmpty && set.containerUsers.isEmpty)
            }
        }
    }

    /// The note that lists what else a region's head makes unreachable.
    static func note(for region: Region, in model: NavigationModel, verb: String) -> [String] {
        guard !region.members.isEmpty else { return [] }
        return ["\(verb): " + region.members.map(model.describe).listed(limit: 20)]
    }
}
