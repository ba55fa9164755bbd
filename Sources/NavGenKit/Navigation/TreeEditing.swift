/// In-place edits at a path of ``TreeStep``s, so that actions can change one part
/// of the tree that ``Branch`` located.
///
/// Each level moves its content out of its slot (leaving ``NavigationNode/vacant``)
/// before editing it and puts it back after: a part of the tree that nothing else
/// shares is then edited where it is, not copied.
extension NavigationNode {
    /// Holds a slot while its content is out being edited; owns nothing. Made anew each
    /// time: a stored one would be a global LeakSanitizer cannot see through (Swift keeps
    /// an enum's box pointer with tag bits set), which the fuzz targets would report.
    static var vacant: NavigationNode { .stack(StackNode(coordinator: "", entries: [])) }

    /// Calls `body` with the node at `path`. Does nothing if the path does not lead
    /// to a node (it always does for a path that ``Branch`` produced).
    mutating func editNode(at path: ArraySlice<TreeStep>, _ body: (inout NavigationNode) -> Void) {
        guard let step = path.first else {
            body(&self)
            return
        }
        switch step {
        case .tab(let index):
            guard case .tabs(var tabs) = self, tabs.tabs.indices.contains(index) else { return }
            self = .vacant
            tabs.tabs[index].editNode(at: path.dropFirst(), body)
            self = .tabs(tabs)
        case .modal:
            guard case .stack(var stack) = self else { return }
            self = .vacant
            stack.modal.editNode(at: path.dropFirst(), body)
            self = .stack(stack)
        case .column(var column):
            guard case .split(var split) = self else { return }
            // A run of column steps walks one split's shown columns: the last one is meant.
            var rest = path.dropFirst()
            while case .column(let next)? = rest.first {
                column = next
                rest = rest.dropFirst()
            }
            guard split.columns.indices.contains(column) else { return }
            self = .vacant
            var node = NavigationNode.stack(split.columns[column])
            split.columns[column] = StackNode(coordinator: "", entries: [])
            node.editNode(at: rest, body)
            if case .stack(let edited) = node { split.columns[column] = edited }
            self = .split(split)
        case .containerModal:
            editContainerModal(at: path.dropFirst(), body)
        case .presented, .flow, .overlay, .rootOverlay:
            return
        }
    }

    /// Continues a path below a tab bar's own modal slot; kept out of ``editNode(at:_:)``,
    /// whose frame every level of a deep tree pays for.
    @inline(never)
    private mutating func editContainerModal(
        at path: ArraySlice<TreeStep>, _ body: (inout NavigationNode) -> Void
    ) {
        guard case .tabs(var tabs) = self else { return }
        self = .vacant
        tabs.modal.editNode(at: path, body)
        self = .tabs(tabs)
    }

    /// Edits the stack node at `path`.
    mutating func editStack(at path: ArraySlice<TreeStep>, _ body: (inout StackNode) -> Void) {
        editNode(at: path) { node in
            guard case .stack(var stack) = node else { return }
            node = .vacant
            body(&stack)
            node = .stack(stack)
        }
    }

    /// Edits the split node at `path`.
    mutating func editSplit(at path: ArraySlice<TreeStep>, _ body: (inout SplitNode) -> Void) {
        editNode(at: path) { node in
            guard case .split(var split) = node else { return }
            node = .vacant
            body(&split)
            node = .split(split)
        }
    }

    /// Edits the tabs node at `path`.
    mutating func editTabs(at path: ArraySlice<TreeStep>, _ body: (inout TabsNode) -> Void) {
        editNode(at: path) { node in
            guard case .tabs(var tabs) = node else { return }
            node = .vacant
            body(&tabs)
            node = .tabs(tabs)
        }
    }
}

extension Modal.Content {
    /// Holds a modal's content while it is out being edited; owns nothing.
    static var vacant: Modal.Content { .flow(.vacant, origin: FlowOrigin(transition: 0)) }
}

extension Optional where Wrapped == Modal {
    /// Continues a path below a modal slot (the next step is `.presented` or `.flow`).
    fileprivate mutating func editNode(at path: ArraySlice<TreeStep>, _ body: (inout NavigationNode) -> Void)
    {
        guard let step = path.first, var modal = self else { return }
        switch step {
        case .presented:
            guard case .route(let entry, var presented) = modal.content else { return }
            self = nil
            modal.content = .vacant
            presented.editNode(at: path.dropFirst(), body)
            modal.content = .route(entry, presented: presented)
        case .flow:
            guard case .flow(var node, let origin) = modal.content else { return }
            self = nil
            modal.content = .vacant
            node.editNode(at: path.dropFirst(), body)
            modal.content = .flow(node, origin: origin)
        case .tab, .modal, .column, .containerModal, .overlay, .rootOverlay:
            return
        }
        self = modal
    }
}

extension NavigationState {
    /// Calls `edit` with the node `path` starts in (the overlay's flow after an
    /// `.overlay` step, the root overlay after a `.rootOverlay` one, else the root)
    /// and the rest of the path; nothing when that overlay is not shown.
    private mutating func editNode(
        startingAt path: ArraySlice<TreeStep>, _ edit: (inout NavigationNode, ArraySlice<TreeStep>) -> Void
    ) {
        switch path.first {
        case .overlay?:
            guard overlay != nil else { return }
            edit(&overlay!.flow, path.dropFirst())
        case .rootOverlay?:
            guard rootOverlay != nil else { return }
            edit(&rootOverlay!, path.dropFirst())
        default:
            edit(&root, path)
        }
    }

    mutating func editStack(at path: ArraySlice<TreeStep>, _ body: (inout StackNode) -> Void) {
        editNode(startingAt: path) { node, rest in node.editStack(at: rest, body) }
    }

    mutating func editTabs(at path: ArraySlice<TreeStep>, _ body: (inout TabsNode) -> Void) {
        editNode(startingAt: path) { node, rest in node.editTabs(at: rest, body) }
    }

    mutating func editSplit(at path: ArraySlice<TreeStep>, _ body: (inout SplitNode) -> Void) {
        editNode(startingAt: path) { node, rest in node.editSplit(at: rest, body) }
    }

    /// Calls `body` with the modal slot at `path`, which ends at a slot: a stack's
    /// (`.modal`) or the one a route modal presents (`.presented`).
    mutating func editModal(at path: ArraySlice<TreeStep>, _ body: (inout Modal?) -> Void) {
        switch path.last {
        case .modal?:
            editStack(at: path.dropLast()) { body(&$0.modal) }
        case .presented?:
            editModal(at: path.dropLast()) { slot in
                guard var modal = slot, case .route(let entry, var presented) = modal.content else { return }
                slot = nil
                modal.content = .vacant
                body(&presented)
                modal.content = .route(entry, presented: presented)
                slot = modal
            }
        case .containerModal?:
            editContainerModal(at: path.dropLast(), body)
        case .tab?, .flow?, .column?, .overlay?, .rootOverlay?, nil:
            return
        }
    }

    /// Calls `body` with the modal slot of the tab bar at `path`; kept out of
    /// ``editModal(at:_:)``, which recurses once per modal of a deep branch.
    @inline(never)
    private mutating func editContainerModal(at path: ArraySlice<TreeStep>, _ body: (inout Modal?) -> Void) {
        editTabs(at: path) { body(&$0.modal) }
    }

    /// Replaces each screen of the active branch, bottom to top.
    mutating func editPath(_ body: (Int, inout RouteEntry) -> Void) {
        var index = 0
        root.editPath(&index, body)
    }
}

extension NavigationNode {
    fileprivate mutating func editPath(_ index: inout Int, _ body: (Int, inout RouteEntry) -> Void) {
        switch self {
        case .tabs(var tabs):
            guard tabs.tabs.indices.contains(tabs.selected) else { return }
            tabs.tabs[tabs.selected].editPath(&index, body)
            tabs.modal?.editPath(&index, body)
            self = .tabs(tabs)
        case .stack(var stack):
            for position in stack.entries.indices {
                body(index, &stack.entries[position])
                index += 1
            }
            stack.modal?.editPath(&index, body)
            self = .stack(stack)
        case .split(var split):
            for column in split.shownColumns.indices {
                var node = NavigationNode.stack(split.columns[column])
                node.editPath(&index, body)
                if case .stack(let edited) = node { split.columns[column] = edited }
            }
            self = .split(split)
        }
    }
}

extension Modal {
    fileprivate mutating func editPath(_ index: inout Int, _ body: (Int, inout RouteEntry) -> Void) {
        switch content {
        case .route(var entry, var presented):
            body(index, &entry)
            index += 1
            presented?.editPath(&index, body)
            content = .route(entry, presented: presented)
        case .flow(var node, let origin):
            node.editPath(&index, body)
            content = .flow(node, origin: origin)
        case .alert:
            return
        }
    }
}
