/// In-place edits at a path of ``TreeStep``s, so that actions can change one part
/// of the tree that ``Branch`` located.
extension NavigationNode {
    /// Calls `body` with the node at `path`. Does nothing if the path does not lead
    /// to a node (it always does for a path that ``Branch`` produced).
    mutating func editNode(at path: ArraySlice<TreeStep>, _ body: (inout NavigationNode) -> Void) {
        guard let step = path.first else {
            body(&self)
            return
        }
        switch (self, step) {
        case (.tabs(var tabs), .tab(let index)) where tabs.tabs.indices.contains(index):
            tabs.tabs[index].editNode(at: path.dropFirst(), body)
            self = .tabs(tabs)
        case (.stack(var stack), .modal):
            stack.modal.editNode(at: path.dropFirst(), body)
            self = .stack(stack)
        default:
            break
        }
    }

    /// Calls `body` with the modal slot at `path` (which ends at a slot).
    mutating func editModal(at path: ArraySlice<TreeStep>, _ body: (inout Modal?) -> Void) {
        guard let step = path.first else { return }
        switch (self, step) {
        case (.tabs(var tabs), .tab(let index)) where tabs.tabs.indices.contains(index):
            tabs.tabs[index].editModal(at: path.dropFirst(), body)
            self = .tabs(tabs)
        case (.stack(var stack), .modal):
            stack.modal.editModal(at: path.dropFirst(), body)
            self = .stack(stack)
        default:
            break
        }
    }

    /// Edits the stack node at `path`.
    mutating func editStack(at path: ArraySlice<TreeStep>, _ body: (inout StackNode) -> Void) {
        editNode(at: path) { node in
            guard case .stack(var stack) = node else { return }
            body(&stack)
            node = .stack(stack)
        }
    }

    /// Edits the tabs node at `path`.
    mutating func editTabs(at path: ArraySlice<TreeStep>, _ body: (inout TabsNode) -> Void) {
        editNode(at: path) { node in
            guard case .tabs(var tabs) = node else { return }
            body(&tabs)
            node = .tabs(tabs)
        }
    }
}

extension Optional where Wrapped == Modal {
    /// Continues a path below a modal slot (the next step is `.presented` or `.flow`).
    fileprivate mutating func editNode(at path: ArraySlice<TreeStep>, _ body: (inout NavigationNode) -> Void)
    {
        guard var modal = self, let step = path.first else { return }
        switch (modal.content, step) {
        case (.route(let entry, var presented), .presented):
            presented.editNode(at: path.dropFirst(), body)
            modal.content = .route(entry, presented: presented)
        case (.flow(var node, let origin), .flow):
            node.editNode(at: path.dropFirst(), body)
            modal.content = .flow(node, origin: origin)
        default:
            return
        }
        self = modal
    }

    fileprivate mutating func editModal(at path: ArraySlice<TreeStep>, _ body: (inout Modal?) -> Void) {
        guard let step = path.first else {
            body(&self)
            return
        }
        guard var modal = self else { return }
        switch (modal.content, step) {
        case (.route(let entry, var presented), .presented):
            presented.editModal(at: path.dropFirst(), body)
            modal.content = .route(entry, presented: presented)
        case (.flow(var node, let origin), .flow):
            node.editModal(at: path.dropFirst(), body)
            modal.content = .flow(node, origin: origin)
        default:
            return
        }
        self = modal
    }
}

extension NavigationState {
    mutating func editStack(at path: [TreeStep], _ body: (inout StackNode) -> Void) {
        root.editStack(at: path[...], body)
    }

    mutating func editTabs(at path: [TreeStep], _ body: (inout TabsNode) -> Void) {
        root.editTabs(at: path[...], body)
    }

    mutating func editModal(at path: [TreeStep], _ body: (inout Modal?) -> Void) {
        root.editModal(at: path[...], body)
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
            self = .tabs(tabs)
        case .stack(var stack):
            for position in stack.entries.indices {
                body(index, &stack.entries[position])
                index += 1
            }
            stack.modal?.editPath(&index, body)
            self = .stack(stack)
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
        }
    }
}
