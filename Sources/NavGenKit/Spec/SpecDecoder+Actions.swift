/// Decoding of `actions:` (docs/spec/deep-links.md, Action links).
extension SpecDecoder {
    static let actionKeys: [SpecKeyword] = [.params, .deeplink]

    /// `actions: { closePrivateTabs: { deeplink: /close }, ... }`, in spec order.
    mutating func decodeActions(_ id: NodeID) -> [LinkAction] {
        // `actions:` with nothing after it declares none.
        if isEmptyScalar(id) { return [] }
        guard kind(id) == .mapping else {
            report(
                .wrongType, at: location(id),
                "actions must be a mapping of action id to action, not \(describe(id))",
                help: "write each action as `name: { deeplink: /path }`")
            return []
        }
        var actions: [LinkAction] = []
        for entry in document.entries(of: id) {
            guard let id = name(entry.key, "action id") else { continue }
            var action = LinkAction(id: id)
            guard
                let entries = mapping(entry.value, "action '\(id.value)'", allowed: Self.actionKeys)
            else { continue }
            if let node = entries[.params]?.value { action.params = decodeParams(node) }
            if let node = require(
                .deeplink, in: entries, of: "action '\(id.value)'", at: id.location,
                help: "an action is opened by a link only: add `deeplink: /path`")
            {
                (action.deepLinks, action.deepLinkForms) = decodeDeepLinks(
                    node, formKeys: Self.actionDeepLinkFormKeys)
            }
            actions.append(action)
        }
        recordDistinct(actions.map(\.id), "actions")
        return actions
    }
}
