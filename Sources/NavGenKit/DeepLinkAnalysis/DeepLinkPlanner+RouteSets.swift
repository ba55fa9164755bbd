/// Where a deep link that no forward sequence shows is pushed, when stacks use
/// route sets (docs/spec.md, Shared route sets).
extension DeepLinkPlanner {
    /// The search node of the root the target is pushed on: its coordinator's root,
    /// or for a set route, the root of the using stack the search showed first (the
    /// shortest sequence; tab order, then declaration order, among equals).
    func rootNode(for target: RouteRef) -> Int? {
        let index = engine.index
        guard let coordinator = index.model.coordinator(named: target.coordinator) else { return nil }
        let model = index.model
        let stacks = model[coordinator].kind == .routes ? model[coordinator].users : [coordinator]
        var best: Int?
        for stack in stacks {
            guard let root = model[stack].root, let node = node(showing: model[root].ref) else { continue }
            if best.map({ node < $0 }) ?? true { best = node }
        }
        return best
    }
}
