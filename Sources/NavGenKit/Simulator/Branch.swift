/// The steps from the root to a node or a modal slot: a slice of its branch's steps,
/// so the frames of a branch share one array.
typealias TreePath = ArraySlice<TreeStep>

/// One step from a node (or a modal slot) towards a deeper part of the tree.
enum TreeStep: Hashable, Sendable {
    /// From a tabs node to its tab.
    case tab(Int)
    /// From a stack node to its modal slot.
    case modal
    /// From a route modal to the modal it presents.
    case presented
    /// From a flow modal to the flow's node.
    case flow
}

/// The active branch of a state, from the root to the screen on top, as frames with
/// the path to each: what every action reads before it changes the tree.
struct Branch {
    enum Frame {
        case tabs(TabsNode, path: TreePath)
        case stack(StackNode, path: TreePath)
        /// `path` leads to the modal slot that holds it.
        case modal(Modal, path: TreePath)
    }

    private(set) var frames: [Frame] = []

    /// The branch in two passes: its steps first, into one array, then a frame per node
    /// with a slice of them. Nested flows make branches ten steps deep, where an array
    /// per frame cost an allocation and a copy of every step above it.
    init(_ state: NavigationState) {
        var steps: [TreeStep] = []
        steps.reserveCapacity(8)
        Self.collect(state.root, into: &steps)
        frames.reserveCapacity(steps.count + 1)
        visit(state.root, steps, depth: 0)
    }

    /// No frames: to let go of a state's nodes before editing it in place.
    init() {}

    private static func collect(_ node: NavigationNode, into steps: inout [TreeStep]) {
        switch node {
        case .tabs(let tabs):
            guard tabs.tabs.indices.contains(tabs.selected) else { return }
            steps.append(.tab(tabs.selected))
            collect(tabs.tabs[tabs.selected], into: &steps)
        case .stack(let stack):
            guard let modal = stack.modal else { return }
            steps.append(.modal)
            collect(modal, into: &steps)
        }
    }

    private static func collect(_ modal: Modal, into steps: inout [TreeStep]) {
        switch modal.content {
        case .route(_, let presented):
            guard let presented else { return }
            steps.append(.presented)
            collect(presented, into: &steps)
        case .flow(let flow, _):
            steps.append(.flow)
            collect(flow, into: &steps)
        }
    }

    private mutating func visit(_ node: NavigationNode, _ steps: [TreeStep], depth: Int) {
        switch node {
        case .tabs(let tabs):
            frames.append(.tabs(tabs, path: steps[..<depth]))
            if tabs.tabs.indices.contains(tabs.selected) {
                visit(tabs.tabs[tabs.selected], steps, depth: depth + 1)
            }
        case .stack(let stack):
            frames.append(.stack(stack, path: steps[..<depth]))
            if let modal = stack.modal { visit(modal, steps, depth: depth + 1) }
        }
    }

    private mutating func visit(_ modal: Modal, _ steps: [TreeStep], depth: Int) {
        frames.append(.modal(modal, path: steps[..<depth]))
        switch modal.content {
        case .route(_, let presented):
            if let presented { visit(presented, steps, depth: depth + 1) }
        case .flow(let node, _):
            visit(node, steps, depth: depth + 1)
        }
    }

    /// The screen on top, if there is one (a tabs node with no tabs has none).
    var top: RouteEntry? {
        switch frames.last {
        case .stack(let stack, _): stack.entries.last
        case .modal(let modal, _):
            if case .route(let entry, _) = modal.content { entry } else { nil }
        default: nil
        }
    }

    /// Whether the top screen is a modally presented route (not a stack entry).
    var topIsModalRoute: Bool {
        if case .modal = frames.last { return true }
        return false
    }

    /// The index of the last stack frame: the stack holding the top, or the stack
    /// whose top presents the modal routes above.
    var lastStackIndex: Int? {
        frames.lastIndex { if case .stack = $0 { true } else { false } }
    }

    /// The index of the innermost modal: the one the top screen is shown in.
    var lastModalIndex: Int? {
        frames.lastIndex { if case .modal = $0 { true } else { false } }
    }

    /// The tabs node whose tab bar is visible: the innermost one with no modal above.
    var visibleTabsIndex: Int? {
        guard let index = frames.lastIndex(where: { if case .tabs = $0 { true } else { false } }) else {
            return nil
        }
        if let modal = lastModalIndex, modal > index { return nil }
        return index
    }

    /// The screens from the bottom of the active branch to the top (§4 `path`).
    var path: [RouteEntry] {
        frames.flatMap { frame -> [RouteEntry] in
            switch frame {
            case .tabs: []
            case .stack(let stack, _): stack.entries
            case .modal(let modal, _):
                if case .route(let entry, _) = modal.content { [entry] } else { [] }
            }
        }
    }

    /// The routes of ``path``, without copying the entries: what a back-stack check reads.
    var pathRoutes: [RouteRef] {
        var routes: [RouteRef] = []
        forEachPathRoute { routes.append($0) }
        return routes
    }

    /// Calls `body` with each route of ``path``, bottom to top, building no array.
    func forEachPathRoute(_ body: (RouteRef) -> Void) {
        for frame in frames {
            switch frame {
            case .tabs: continue
            case .stack(let stack, _):
                for entry in stack.entries { body(entry.route) }
            case .modal(let modal, _):
                if case .route(let entry, _) = modal.content { body(entry.route) }
            }
        }
    }

    /// Each tabs coordinator on the active branch and its selected tab, outermost first.
    var tabs: [(coordinator: String, selected: String)] {
        frames.compactMap { frame in
            guard case .tabs(let tabs, _) = frame, tabs.tabs.indices.contains(tabs.selected) else {
                return nil
            }
            return (tabs.coordinator, tabs.selectedTab)
        }
    }

    /// Whether any modal is shown on the active branch.
    var isModalShown: Bool { lastModalIndex != nil }
}
