extension DeepLinkPlanner {
    /// What a forward move would lead to, worked out from the state's branch and
    /// signature before the state is built.
    ///
    /// Where screens live in tabs, most candidates land on a signature seen before
    /// (every tab bar offers each tab from every screen below it), and building such a
    /// state only to drop it was most of the search's work. A push, sheet, cover or
    /// system tab selection tells its signature without a copy of the tree; a start or
    /// a declared `tab:` is built to find out, as before.
    enum Preview {
        /// The engine refuses the move there: no state.
        case refused
        /// The state the move leads to has this signature.
        case signature(Signature)
        /// Only the state itself tells.
        case unknown

        /// The signature, when the preview knows it.
        var signature: Signature? {
            if case .signature(let signature) = self { signature } else { nil }
        }

        /// Whether the candidate can be dropped unbuilt: refused, or leading to a
        /// signature in `visited`.
        func isDropped(visited: Set<Signature>) -> Bool {
            switch self {
            case .refused: true
            case .signature(let signature): visited.contains(signature)
            case .unknown: false
            }
        }
    }

    /// The preview of `move` from a state with `branch` and `signature`; it agrees with
    /// ``NavigationEngine/apply(_:to:branch:)`` followed by ``signature(of:index:)``.
    static func preview(
        _ move: ForwardMove, branch: Branch, signature: Signature, engine: NavigationEngine
    ) -> Preview {
        let index = engine.index
        switch move {
        case .selectTab(_, let tab):
            return previewSelecting(tab, branch: branch, index: index)
        case .transition(let route, _, let action):
            func target(_ name: Located<String>) -> Int32? {
                index.number(of: index.model.target(named: name.value, from: route)).map(Int32.init)
            }
            var next = signature
            switch action {
            case .show(let name, .push):
                // As `pushEdit`: never from a modal route, onto the last stack.
                guard !branch.topIsModalRoute, let stackIndex = branch.lastStackIndex, let top = target(name)
                else {
                    return .refused
                }
                // A select changes the split's selection too: the built state tells.
                let shown = index.model.target(named: name.value, from: route)
                if engine.selectSource(of: shown, from: stackIndex, branch, startsFlow: false) != nil {
                    return .unknown
                }
                next.top = top
                next.topIsModalRoute = false
                return .signature(next)
            case .show(let name, _):
                guard let top = target(name), branch.modalCount < NavigationEngine.presentationLimit else {
                    return .refused
                }
                // As `presentEdit`: on a stack's top entry or a modal route, else no change.
                switch branch.frames.last {
                case .stack, .modal:
                    next.top = top
                    next.topIsModalRoute = true
                    next.isModalShown = true
                default:
                    break
                }
                return .signature(next)
            case .replace(let name):
                // As `replaceEdit`: the top changes, in its place; nothing else does.
                guard branch.top != nil, let top = target(name) else { return .refused }
                next.top = top
                return .signature(next)
            case .start, .tab, .pop, .popToRoot, .dismiss, .finish, .alert, .go, .set, .emit:
                return .unknown
            }
        case .containerTransition:
            // What the tab bar presents is held by the tab bar: the built state tells.
            return .unknown
        }
    }

    /// As ``NavigationEngine/selectTab(_:declared:on:branch:)`` for the system action:
    /// only the tab bar on screen changes its selection, and nothing above it is shown.
    private static func previewSelecting(_ tab: String, branch: Branch, index: SpecIndex) -> Preview {
        guard let visible = branch.visibleTabsIndex, case .tabs(let tabs, _) = branch.frames[visible],
            let position = tabs.tabs.firstIndex(where: { $0.coordinator == tab })
        else { return .refused }
        var walk = SignatureWalk(index: index)
        for frame in branch.frames[..<visible] {
            switch frame {
            case .tabs(let outer, _):
                walk.addTabs(outer.coordinator, selected: outer.selected, of: outer.tabs.count)
            case .split(let split, _):
                walk.addTabs(split.coordinator, selected: split.selected, of: split.columns.count)
            case .modal: walk.signature.isModalShown = true
            case .stack: continue
            }
        }
        walk.addTabs(tabs.coordinator, selected: position, of: tabs.tabs.count)
        walk.visit(tabs.tabs[position])
        return .signature(walk.signature)
    }
}
