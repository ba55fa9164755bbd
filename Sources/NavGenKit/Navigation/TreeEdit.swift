/// A change that a push, sheet, cover or start makes to the tree, worked out from
/// the state's ``Branch`` before the tree is touched.
///
/// Separating the two lets the deep-link search make a state's last move in place,
/// on a state nothing else holds, instead of on a copy: a push onto a deep stack then
/// appends to it rather than copying every entry below.
enum TreeEdit {
    /// Appends an entry to the stack at a path.
    case push(RouteEntry, stack: ArraySlice<TreeStep>)
    /// Shows a modal above the top entry of the stack at a path.
    case presentOnStack(Modal, stack: ArraySlice<TreeStep>)
    /// Shows a modal above the modal route at a path (when it shows none yet).
    case presentOnModalRoute(Modal, modal: ArraySlice<TreeStep>)
    /// Puts an entry in place of the top entry of the stack at a path (`replace`).
    case replaceTop(RouteEntry, stack: ArraySlice<TreeStep>)
    /// Puts an entry in place of the modal route at a path, in the same style (`replace`).
    case replaceModalRoute(RouteEntry, modal: ArraySlice<TreeStep>)
    /// A select in the split at a path: its columns from `from` on take the given
    /// stacks (the selected screen's column, then the later ones at their roots), and
    /// `from` is the last selected column.
    case select(columns: [StackNode], from: Int, split: ArraySlice<TreeStep>)
    /// Shows a modal over every tab of the tab bar at a path: its own transitions' move.
    case presentOnTabs(Modal, tabs: ArraySlice<TreeStep>)
    /// Changes nothing: there is no screen to present on.
    case nothing
}

extension TreeEdit {
    /// Whether the edit puts a screen on top of the path (all but a replacement and
    /// ``nothing``): the new back stack is then the old path.
    var addsScreen: Bool {
        switch self {
        case .push, .presentOnStack, .presentOnModalRoute, .select, .presentOnTabs: true
        case .replaceTop, .replaceModalRoute, .nothing: false
        }
    }
}

extension NavigationState {
    mutating func make(_ edit: TreeEdit) {
        switch edit {
        case .push(let entry, let path):
            editStack(at: path) { $0.entries.append(entry) }
        case .presentOnStack(let modal, let path):
            editStack(at: path) { $0.modal = modal }
        case .presentOnModalRoute(let modal, let path):
            editModal(at: path) { slot in
                if case .route(let entry, nil)? = slot?.content {
                    slot?.content = .route(entry, presented: modal)
                }
            }
        case .replaceTop(let entry, let path):
            editStack(at: path) { stack in
                guard !stack.entries.isEmpty else { return }
                stack.entries[stack.entries.count - 1] = entry
            }
        case .replaceModalRoute(let entry, let path):
            editModal(at: path) { slot in
                if case .route(_, let presented)? = slot?.content {
                    slot?.content = .route(entry, presented: presented)
                }
            }
        case .select(let columns, let from, let path):
            editSplit(at: path) { split in
                guard from >= 1, from + columns.count == split.columns.count else { return }
                split.columns.replaceSubrange(from..., with: columns)
                split.selected = from
            }
        case .presentOnTabs(let modal, let path):
            editTabs(at: path) { $0.modal = modal }
        case .nothing:
            break
        }
    }
}
