extension NavigationModel {
    /// Whether an entry of `parent`'s `children` that names nothing most likely meant
    /// `child` (`children: [suport]` for `support`). The typo is `unknown-reference`'s
    /// finding; what the child it meant would have made valid (a `start:` of it, a
    /// `tab:` to it) is not reported again.
    func childEntryMisspells(_ child: CoordinatorIndex, of parent: CoordinatorIndex) -> Bool {
        let id = self[child].id.value
        return unresolved.contains { reference in
            guard case .child(of: parent) = reference.site else { return false }
            return Suggestion.closest(to: reference.name.value, among: coordinators.map(\.id.value)) == id
        }
    }
}
