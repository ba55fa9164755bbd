extension DeepLinkPlanner {
    /// The signature of a state (see ``Signature``).
    static func signature(of state: NavigationState, index: SpecIndex) -> Signature {
        var walk = SignatureWalk(index: index)
        walk.visit(state.root)
        return walk.signature
    }
}

/// A state's signature, read off its active branch node by node: the one place that
/// says what a signature holds, for whole states and for the tab selections that
/// ``DeepLinkPlanner/preview(_:branch:signature:engine:)`` works out from the frames
/// below the tab bar.
struct SignatureWalk {
    let index: SpecIndex
    var signature = DeepLinkPlanner.Signature(top: -1, topIsModalRoute: false, isModalShown: false)

    /// A tabs node on the branch, when its selection is one of its tabs.
    mutating func addTabs(_ coordinator: String, selected: Int, of count: Int) {
        guard (0..<count).contains(selected) else { return }
        signature.appendTabs(
            DeepLinkPlanner.Signature.packTabs(
                coordinator: index.number(ofCoordinator: coordinator) ?? -1, selected: selected))
    }

    /// Follows the active branch below `node` to the screen on top.
    mutating func visit(_ node: NavigationNode) {
        switch node {
        case .tabs(let tabs):
            addTabs(tabs.coordinator, selected: tabs.selected, of: tabs.tabs.count)
            if tabs.tabs.indices.contains(tabs.selected) {
                visit(tabs.tabs[tabs.selected])
            } else {
                setTop(nil, isModalRoute: false)
            }
            // What the tab bar presents over its tabs is above the selected tab's screens.
            if let modal = tabs.modal { visit(modal) }
        case .stack(let stack):
            if let modal = stack.modal {
                visit(modal)
            } else {
                setTop(stack.entries.last, isModalRoute: false)
            }
        case .split(let split):
            // How many columns are selected, packed like a tab bar's selection; then
            // the last shown column, whose top is the top.
            addTabs(split.coordinator, selected: split.selected, of: split.columns.count)
            if let last = split.shownColumns.last {
                visit(.stack(last))
            } else {
                setTop(nil, isModalRoute: false)
            }
        }
    }

    private mutating func visit(_ modal: Modal) {
        signature.isModalShown = true
        switch modal.content {
        case .route(let entry, let presented):
            if let presented {
                visit(presented)
            } else {
                setTop(entry, isModalRoute: true)
            }
        case .flow(let node, _):
            visit(node)
        case .alert:
            setTop(nil, isModalRoute: true)
        }
    }

    private mutating func setTop(_ entry: RouteEntry?, isModalRoute: Bool) {
        signature.top = Int32(entry.flatMap { index.number(of: $0.route) } ?? -1)
        signature.topIsModalRoute = isModalRoute
    }
}
