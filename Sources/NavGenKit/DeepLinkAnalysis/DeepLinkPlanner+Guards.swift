/// A guard a deep link's sequence meets as it runs: what `routes` lists, and what
/// decides where the link stops under given conditions.
package struct LinkGuard: Hashable, Sendable {
    /// The move it acts on, as an action: `tab account`, `push premiumRecipe`.
    package var move: String
    /// The target's `requires`, in the order they are checked.
    package var requirements: [ConditionGuard]
    /// The guarded route's `otherwise`, when it has one.
    package var otherwise: Otherwise?
}

extension DeepLinkPlanner {
    /// The guards a plan's sequence meets, in order, whatever the conditions: each
    /// move's target's, and a tab bar's selected tab that a move acts through when
    /// that tab can be hidden (its child entry or its coordinator has `requires`).
    /// Empty for a spec without conditions.
    package func guards(for plan: DeepLinkPlan) -> [LinkGuard] {
        let model = engine.index.model
        guard model.hasConditions, var state = engine.launchState else { return [] }
        var result: [LinkGuard] = []
        var seenTabs: Set<String> = []
        func selectedTabs(_ frames: ArraySlice<Branch.Frame>) {
            for frame in frames {
                guard case .tabs(let tabs, _) = frame, tabs.tabs.indices.contains(tabs.selected) else {
                    continue
                }
                let tab = tabs.selectedTab
                let guards = engine.index.model.tabGuards(tab, of: tabs.coordinator)
                guard !guards.isEmpty, seenTabs.insert(tabs.coordinator + "." + tab).inserted else {
                    continue
                }
                result.append(LinkGuard(move: "tab \(tab)", requirements: guards, otherwise: nil))
            }
        }
        for move in moves(for: plan) {
            let branch = Branch(state)
            switch move {
            case .selectTab(let owner, let tab):
                let acting = branch.frames.lastIndex { frame in
                    if case .tabs(let tabs, _) = frame { tabs.coordinator == owner } else { false }
                }
                selectedTabs(branch.frames[..<(acting ?? branch.frames.count)])
                seenTabs.insert(owner + "." + tab)
                let guards = engine.index.model.tabGuards(tab, of: owner)
                if !guards.isEmpty { result.append(LinkGuard(move: move.description, requirements: guards)) }
            case .transition, .containerTransition:
                selectedTabs(branch.frames[...])
                if case let (source, action)? = move.item,
                    let found = targetGuards(action, from: source, branch)
                {
                    result.append(
                        LinkGuard(move: move.description, requirements: found.0, otherwise: found.1))
                }
            }
            guard let next = engine.apply(move, to: state, branch: branch) else { break }
            state = next
        }
        selectedTabs(Branch(state).frames[...])
        if plan.pushedOnRoot, let number = model.route(plan.target), !model[number].guards.isEmpty {
            result.append(
                LinkGuard(
                    move: "push \(plan.target.route)", requirements: model[number].guards,
                    otherwise: model.declaration(of: number).otherwise))
        }
        return result
    }

    /// The guards of what a spec action of `route` moves to, and a route's `otherwise`;
    /// nil when it has none.
    private func targetGuards(_ action: Action, from route: RouteRef, _ branch: Branch) -> (
        [ConditionGuard], Otherwise?
    )? {
        let model = engine.index.model
        switch action {
        case .show(let target, _), .replace(let target):
            guard let number = model.route(engine.index.model.target(named: target.value, from: route)),
                !model[number].guards.isEmpty
            else { return nil }
            return (model[number].guards, model.declaration(of: number).otherwise)
        case .start(let child, _, _, _):
            guard let coordinator = model.coordinator(named: child.value), !model[coordinator].guards.isEmpty
            else { return nil }
            return (model[coordinator].guards, nil)
        case .tab(let tab):
            guard let tabs = branch.innermostTabs(having: tab.value) else { return nil }
            let guards = engine.index.model.tabGuards(tab.value, of: tabs)
            return guards.isEmpty ? nil : (guards, nil)
        case .pop, .popToRoot, .dismiss, .finish, .alert, .go, .set, .emit:
            // A `go` is no move of a link's back stack.
            return nil
        }
    }
}

extension LinkGuard {
    init(move: String, requirements: [ConditionGuard]) {
        self.init(move: move, requirements: requirements, otherwise: nil)
    }
}
