/// The navigation tree of SPEC §4 without param values: the states the deep-link
/// search explores. A tabs node keeps every tab; a stack node its entries (bottom
/// first, with the routes of flows started `as: push`) and what its top presents.
indirect enum PlanNode: Hashable, Sendable {
    case tabs(String, selected: String, tabs: [PlanNode])
    case stack(String, entries: [RouteRef], modal: PlanModal?)

    var coordinator: String {
        switch self {
        case .tabs(let id, _, _), .stack(let id, _, _): id
        }
    }

    /// The screens visible from the bottom of the active branch to the top.
    var path: [RouteRef] {
        switch self {
        case .tabs(_, let selected, let tabs):
            tabs.first { $0.coordinator == selected }?.path ?? []
        case .stack(_, let entries, let modal):
            entries + (modal?.path ?? [])
        }
    }
}

/// A sheet or cover: a route (which may present another) or a child flow.
indirect enum PlanModal: Hashable, Sendable {
    case route(RouteRef, style: PresentationStyle, modal: PlanModal?)
    case flow(PlanNode, style: PresentationStyle)

    var path: [RouteRef] {
        switch self {
        case .route(let ref, _, let modal): [ref] + (modal?.path ?? [])
        case .flow(let node, _): node.path
        }
    }
}

/// The edits the forward moves make, each at the place SPEC §4 says: the top of
/// the active branch, or a tab bar on it.
extension PlanNode {
    /// Pushes onto the stack whose top is shown; nil when the top is a modally
    /// presented route, which cannot push (`modal-push`).
    func pushing(_ entry: RouteRef) -> PlanNode? {
        switch self {
        case .tabs(let id, let selected, let tabs):
            return replacingTab(id, selected, tabs) { $0.pushing(entry) }
        case .stack(let id, let entries, nil):
            return .stack(id, entries: entries + [entry], modal: nil)
        case .stack(let id, let entries, let modal?):
            return modal.pushing(entry).map { .stack(id, entries: entries, modal: $0) }
        }
    }

    /// Presents over whatever is on top.
    func presenting(_ presented: PlanModal) -> PlanNode {
        switch self {
        case .tabs(let id, let selected, let tabs):
            return replacingTab(id, selected, tabs) { $0.presenting(presented) } ?? self
        case .stack(let id, let entries, nil):
            return .stack(id, entries: entries, modal: presented)
        case .stack(let id, let entries, let modal?):
            return .stack(id, entries: entries, modal: modal.presenting(presented))
        }
    }

    /// The innermost tab bar on the active branch with nothing presented above it:
    /// the one whose tabs the user can select now.
    var selectableTabBar: PlanNode? {
        switch self {
        case .tabs(_, let selected, let tabs):
            guard let inner = tabs.first(where: { $0.coordinator == selected }) else { return self }
            if let deeper = inner.selectableTabBar { return deeper }
            return inner.hasModalOnActiveBranch ? nil : self
        case .stack(_, _, let modal):
            return modal?.selectableTabBar
        }
    }

    private var hasModalOnActiveBranch: Bool {
        switch self {
        case .tabs(_, let selected, let tabs):
            tabs.first { $0.coordinator == selected }?.hasModalOnActiveBranch ?? false
        case .stack(_, _, let modal):
            modal != nil
        }
    }

    /// Selects `tab` on the innermost tab bar of the active branch that has it,
    /// dismissing what was presented above that tab bar; nil when none has it.
    func selecting(tab: String) -> PlanNode? {
        switch self {
        case .tabs(let id, let selected, let tabs):
            if let deeper = replacingTab(id, selected, tabs, { $0.selecting(tab: tab) }) { return deeper }
            guard tabs.contains(where: { $0.coordinator == tab }) else { return nil }
            let dismissed = tabs.map { $0.coordinator == selected ? $0.dismissingAll : $0 }
            return .tabs(id, selected: tab, tabs: dismissed)
        case .stack(let id, let entries, let modal):
            return modal?.selecting(tab: tab).map { .stack(id, entries: entries, modal: $0) }
        }
    }

    private var dismissingAll: PlanNode {
        switch self {
        case .tabs: self
        case .stack(let id, let entries, _): .stack(id, entries: entries, modal: nil)
        }
    }

    private func replacingTab(
        _ id: String, _ selected: String, _ tabs: [PlanNode], _ change: (PlanNode) -> PlanNode?
    ) -> PlanNode? {
        guard let index = tabs.firstIndex(where: { $0.coordinator == selected }),
            let changed = change(tabs[index])
        else { return nil }
        var tabs = tabs
        tabs[index] = changed
        return .tabs(id, selected: selected, tabs: tabs)
    }
}

extension PlanModal {
    fileprivate func pushing(_ entry: RouteRef) -> PlanModal? {
        switch self {
        case .route(_, _, nil): nil
        case .route(let ref, let style, let modal?): modal.pushing(entry).map { .route(ref, style: style, modal: $0) }
        case .flow(let node, let style): node.pushing(entry).map { .flow($0, style: style) }
        }
    }

    fileprivate func presenting(_ presented: PlanModal) -> PlanModal {
        switch self {
        case .route(let ref, let style, nil): .route(ref, style: style, modal: presented)
        case .route(let ref, let style, let modal?): .route(ref, style: style, modal: modal.presenting(presented))
        case .flow(let node, let style): .flow(node.presenting(presented), style: style)
        }
    }

    fileprivate var selectableTabBar: PlanNode? {
        switch self {
        case .route(_, _, let modal): modal?.selectableTabBar
        case .flow(let node, _): node.selectableTabBar
        }
    }

    fileprivate func selecting(tab: String) -> PlanModal? {
        switch self {
        case .route(let ref, let style, let modal): modal?.selecting(tab: tab).map { .route(ref, style: style, modal: $0) }
        case .flow(let node, let style): node.selecting(tab: tab).map { .flow($0, style: style) }
        }
    }
}
