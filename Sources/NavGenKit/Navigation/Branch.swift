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
    /// From a split node to one of its columns. A path names each shown column of a
    /// split in turn (`column(0), column(1)`): the last of a run of them is the one it
    /// leads to, so that every column's path is a prefix of the branch's steps.
    case column(Int)
    /// From a tabs node to the modal slot of what its own transitions present.
    case containerModal
    /// From the state to its expanded overlay's flow (first step only).
    case overlay
    /// From the state to its root overlay's flow (first step only).
    case rootOverlay
}

/// The active branch of a state, from the root to the screen on top, as frames with
/// the path to each: what every action reads before it changes the tree.
struct Branch {
    /// A node of the branch, with its depth: its path is the first `depth` of ``steps``.
    enum Frame {
        case tabs(TabsNode, depth: Int)
        /// A split; the frames of its shown columns follow, sidebar first.
        case split(SplitNode, depth: Int)
        case stack(StackNode, depth: Int)
        /// `depth` steps lead to the modal slot that holds it.
        case modal(Modal, depth: Int)
    }

    private(set) var frames: [Frame] = []
    /// The steps from the root down the whole branch, shared by every frame's path:
    /// one array per branch rather than one per frame.
    private(set) var steps: [TreeStep] = []
    /// How many modals the branch shows, one above the other.
    private(set) var modalCount = 0
    /// Whether a split shows every column (regular width) rather than one stack.
    private var readsRegular = false
    /// In the regular reading, the columns right of the one the top is in, and the
    /// index of the frame after which their screens are printed: they show, but no
    /// action reaches them through this branch.
    private(set) var beside: (columns: ArraySlice<StackNode>, after: Int)?
    /// Where in ``steps`` each detour begins: the path to what a tab bar presents does
    /// not lead through its selected tab, whose frames come first, so it is written
    /// again from the root after them. A frame deeper than a detour's start reads its
    /// path from there. Empty for a branch without such a presentation.
    private var detours: [Int] = []
    /// The index of the first frame of the expanded overlay's flow; nil when none is
    /// expanded. The frames before it are below the overlay.
    private(set) var overlayFrame: Int?
    /// The index of the first frame of the root overlay's flow, when one is up: the
    /// frames before it are below it, and only it acts.
    private(set) var rootOverlayFrame: Int?

    init(_ state: NavigationState) {
        self.init(state, regular: false)
    }

    private init(_ state: NavigationState, regular: Bool) {
        readsRegular = regular
        // Room for tabs and two levels of flows shown modally, each a modal and its
        // stack: one allocation each for most branches, where growing by appends would
        // take three or four.
        frames.reserveCapacity(8)
        steps.reserveCapacity(8)
        visit(state.root)
        if let overlay = state.overlay, !overlay.minimised {
            detours.append(steps.count)
            overlayFrame = frames.count
            steps.append(.overlay)
            visit(overlay.flow)
        }
        if let rootOverlay = state.rootOverlay {
            detours.append(steps.count)
            overlayFrame = frames.count
            rootOverlayFrame = frames.count
            steps.append(.rootOverlay)
            visit(rootOverlay)
        }
    }

    /// Whether the frame at `index` is below the expanded overlay.
    func isBelowOverlay(_ index: Int) -> Bool {
        overlayFrame.map { index < $0 } ?? false
    }

    /// No frames: to let go of a state's nodes before editing it in place.
    init() {}

    /// The branch as `sizeClass` reads it: in regular width a split shows every
    /// column, and the top is the rightmost column's top, or the modal a column shows
    /// (which covers the split). What the printed `path` and `top` read; the engine
    /// acts on the compact branch of the column an action is for.
    init(_ state: NavigationState, in sizeClass: SizeClass) {
        self.init(state, regular: sizeClass == .regular)
    }

    /// The path to a frame of the given depth.
    func path(_ depth: Int) -> ArraySlice<TreeStep> {
        guard let start = detours.last(where: { $0 < depth }) else { return steps[..<depth] }
        return steps[start..<depth]
    }

    /// The index of the tabs frame that presents the modal frame of this depth over
    /// its tabs; nil for any other modal.
    func containerIndex(ofModalAt depth: Int) -> Int? {
        guard isContainerModal(depth) else { return nil }
        let tabBar = path(depth).dropLast()
        return frames.lastIndex { frame in
            guard case .tabs(let tabs, let tabsDepth) = frame, tabs.modal != nil else { return false }
            return path(tabsDepth).elementsEqual(tabBar)
        }
    }

    /// Whether the modal frame of this depth is what a tab bar presents over its tabs.
    func isContainerModal(_ depth: Int) -> Bool {
        depth > 0 && steps[depth - 1] == .containerModal
    }

    /// The coordinator of the innermost tab bar of the branch that has `tab`: where a
    /// spec's `tab` action selects it, and so whose guards it checks.
    func innermostTabs(having tab: String) -> String? {
        for case .tabs(let tabs, _) in frames.reversed()
        where tabs.tabs.contains(where: { $0.coordinator == tab }) {
            return tabs.coordinator
        }
        return nil
    }

    private mutating func visit(_ node: NavigationNode) {
        switch node {
        case .tabs(let tabs):
            let depth = steps.count
            frames.append(.tabs(tabs, depth: depth))
            if tabs.tabs.indices.contains(tabs.selected) {
                steps.append(.tab(tabs.selected))
                visit(tabs.tabs[tabs.selected])
            }
            if let modal = tabs.modal { visitContainerModal(modal, tabBarDepth: depth) }
        case .stack(let stack):
            frames.append(.stack(stack, depth: steps.count))
            if let modal = stack.modal {
                steps.append(.modal)
                visit(modal)
            }
        case .split(let split) where readsRegular:
            // Every column shows: the branch runs to the column showing a modal, else
            // to the last, and the columns right of it are beside the branch.
            frames.append(.split(split, depth: steps.count))
            let last = split.columns.lastIndex { $0.modal != nil } ?? split.columns.count - 1
            for (column, stack) in split.columns.enumerated().prefix(last + 1) {
                steps.append(.column(column))
                frames.append(.stack(stack, depth: steps.count))
                if column == last {
                    beside = (split.columns[(last + 1)...], frames.count)
                    if let modal = stack.modal {
                        steps.append(.modal)
                        visit(modal)
                    }
                }
            }
        case .split(let split):
            // The compact reading: the shown columns one after the other, as one stack;
            // only the last one's top can present.
            frames.append(.split(split, depth: steps.count))
            let shown = split.shownColumns
            for (column, stack) in zip(shown.indices, shown) {
                steps.append(.column(column))
                if column == shown.indices.last {
                    visit(.stack(stack))
                } else {
                    frames.append(.stack(stack, depth: steps.count))
                }
            }
        }
    }

    /// What a tab bar presents over its tabs, above the selected tab's screens: its path
    /// is the tab bar's, written again. Kept out of ``visit(_:)``, whose frame every
    /// level of a deep tree pays for.
    @inline(never)
    private mutating func visitContainerModal(_ modal: Modal, tabBarDepth depth: Int) {
        let tabBar = Array(path(depth))
        detours.append(steps.count)
        steps.append(contentsOf: tabBar)
        steps.append(.containerModal)
        visit(modal)
    }

    /// The split and the column that the stack frame at `index` is, when it is one.
    func column(ofStackAt index: Int) -> (split: SplitNode, depth: Int, column: Int)? {
        guard case .stack(_, let depth) = frames[index], depth > 0,
            case .column(let column) = steps[depth - 1],
            index - column - 1 >= 0, case .split(let split, let splitDepth) = frames[index - column - 1]
        else { return nil }
        return (split, splitDepth, column)
    }

    private mutating func visit(_ modal: Modal) {
        frames.append(.modal(modal, depth: steps.count))
        modalCount += 1
        switch modal.content {
        case .route(_, let presented):
            if let presented {
                steps.append(.presented)
                visit(presented)
            }
        case .flow(let node, _):
            steps.append(.flow)
            visit(node)
        case .alert:
            break
        }
    }

    /// Whether an instance of `coordinator` runs on the branch: as a tab bar, a stack
    /// or a flow pushed onto one.
    func runs(_ coordinator: String) -> Bool {
        frames.contains { frame in
            switch frame {
            case .tabs(let tabs, _): tabs.coordinator == coordinator
            case .split(let split, _): split.coordinator == coordinator
            case .stack(let stack, _):
                stack.coordinator == coordinator
                    || stack.entries.contains { $0.flow != nil && $0.route.coordinator == coordinator }
            case .modal: false
            }
        }
    }

    /// How many flows a `start` made run on the branch: each flow shown modally and
    /// each flow pushed onto a stack; the root, tabs and the stacks in them are none.
    var startedFlowCount: Int {
        frames.reduce(0) { count, frame in
            switch frame {
            case .tabs, .split: count
            case .stack(let stack, _): count + stack.entries.count { $0.flow != nil }
            case .modal(let modal, _): if case .flow = modal.content { count + 1 } else { count }
            }
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

    /// The alert on top, if one is shown: while it is, only its answers are actions.
    var alert: (alert: ShownAlert, depth: Int)? {
        guard case .modal(let modal, let depth) = frames.last, case .alert(let shown) = modal.content else {
            return nil
        }
        return (shown, depth)
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
        if isBelowOverlay(index) { return nil }
        return index
    }

    /// The screens from the bottom of the active branch to the top (the printed `path`).
    /// In the regular reading, every column of a split left to right, roots included.
    var path: [RouteEntry] {
        func entries(_ frame: Frame) -> [RouteEntry] {
            switch frame {
            case .tabs, .split: []
            case .stack(let stack, _): stack.entries
            case .modal(let modal, _):
                if case .route(let entry, _) = modal.content { [entry] } else { [] }
            }
        }
        guard let beside else { return frames.flatMap(entries) }
        return frames[..<beside.after].flatMap(entries) + beside.columns.flatMap(\.entries)
            + frames[beside.after...].flatMap(entries)
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
            case .tabs, .split: continue
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
}
