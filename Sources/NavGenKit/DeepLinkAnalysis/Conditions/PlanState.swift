/// A state of the simulator without param values: what the generator turns into
/// the statements of `init?(url:)`. A tabs node keeps every tab; a stack node its
/// entries (bottom first, with the routes of flows started `as: push`) and what its
/// top presents.
indirect enum PlanNode: Hashable, Sendable {
    case tabs(String, selected: String, tabs: [PlanNode])
    case stack(String, entries: [RouteRef], modal: PlanModal?)
    /// A split: each column's stack node, and how many after the sidebar are selected.
    case split(String, columns: [PlanNode], selected: Int)

    var coordinator: String {
        switch self {
        case .tabs(let id, _, _), .stack(let id, _, _), .split(let id, _, _): id
        }
    }

    /// The screens visible from the bottom of the active branch to the top.
    var path: [RouteRef] {
        switch self {
        case .tabs(_, let selected, let tabs):
            tabs.first { $0.coordinator == selected }?.path ?? []
        case .stack(_, let entries, let modal):
            entries + (modal?.path ?? [])
        case .split(_, let columns, let selected):
            columns.prefix(selected + 1).flatMap(\.path)
        }
    }
}

/// A route (which may present another) or a child flow shown in a modal style; or
/// an alert, which shows no screen. The style is given per size class: the same in
/// both unless the item that shows it adapts.
indirect enum PlanModal: Hashable, Sendable {
    case route(RouteRef, style: AdaptiveStyle, modal: PlanModal?)
    case flow(PlanNode, style: AdaptiveStyle)
    case alert(ShownAlert)

    var path: [RouteRef] {
        switch self {
        case .route(let ref, _, let modal): [ref] + (modal?.path ?? [])
        case .flow(let node, _): node.path
        case .alert: []
        }
    }
}

extension PlanNode {
    /// The simulator's node without its param values.
    init(_ node: NavigationNode) {
        switch node {
        case .tabs(let tabs):
            self = .tabs(tabs.coordinator, selected: tabs.selectedTab, tabs: tabs.tabs.map(PlanNode.init))
        case .stack(let stack):
            self = .stack(
                stack.coordinator, entries: stack.entries.map(\.route), modal: stack.modal.map(PlanModal.init)
            )
        case .split(let split):
            self = .split(
                split.coordinator, columns: split.columns.map { PlanNode(.stack($0)) },
                selected: split.selected)
        }
    }
}

extension PlanModal {
    init(_ modal: Modal) {
        let shown = if case .presented(let style) = modal.style { style } else { PresentationStyle.sheet }
        let style = modal.adaptive ?? AdaptiveStyle(compact: shown, regular: shown)
        switch modal.content {
        case .route(let entry, let presented):
            self = .route(entry.route, style: style, modal: presented.map(PlanModal.init))
        case .flow(let node, _):
            self = .flow(PlanNode(node), style: style)
        case .alert(let shown):
            self = .alert(shown)
        }
    }
}
