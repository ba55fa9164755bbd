/// Decoding of a route's `deeplink` in its short and long forms, and of `entry`.
///
/// `deeplink` is one pattern, a long-hand mapping, or a list whose items are either:
/// `[/statuses/{id}, { pattern: /s/{id}, open: onTop }]` mixes them freely, since each
/// item stands on its own.
extension SpecDecoder {
    static let deepLinkFormKeys: [SpecKeyword] = [.pattern, .open, .via, .schemes, .hosts, .set]
    /// An action's long-hand pattern: an action shows no screen, so it has no way to open.
    static let actionDeepLinkFormKeys: [SpecKeyword] = [.pattern, .schemes, .hosts, .set]

    /// The patterns of `deeplink`, with the long-hand items' settings. `formKeys`: the
    /// keys a long-hand item may hold.
    mutating func decodeDeepLinks(_ node: NodeID, formKeys: [SpecKeyword] = deepLinkFormKeys) -> (
        patterns: [Located<String>], forms: [DeepLinkForm]
    ) {
        var patterns: [Located<String>] = []
        var forms: [DeepLinkForm] = []
        func add(_ item: NodeID) {
            if kind(item) == .mapping {
                guard let (pattern, form) = decodeDeepLinkForm(item, position: patterns.count, keys: formKeys)
                else { return }
                patterns.append(pattern)
                if form.open != nil || form.via != nil || form.isScoped || !form.set.isEmpty {
                    forms.append(form)
                }
            } else if let pattern = text(item, "an entry of deeplink") {
                patterns.append(pattern)
            }
        }
        switch kind(node) {
        case .sequence:
            let items = document.items(of: node)
            patterns.reserveCapacity(items.count)
            for item in items { add(item) }
        case .mapping:
            add(node)
        case .scalar:
            if let pattern = text(node, "deeplink") { patterns.append(pattern) }
        }
        return (patterns, forms)
    }

    /// `{ pattern: /statuses/{id}, open: onTop, via: [home, account] }`.
    private mutating func decodeDeepLinkForm(_ node: NodeID, position: Int, keys: [SpecKeyword]) -> (
        Located<String>, DeepLinkForm
    )? {
        let what = "a long-hand deeplink"
        let misplaced =
            keys.contains(.open) ? [:] : ["open": Self.actionTakesNoMode, "via": Self.actionTakesNoMode]
        guard let entries = mapping(node, what, allowed: keys, misplaced: misplaced) else { return nil }
        var form = DeepLinkForm(pattern: position)
        if let value = entries[.open]?.value {
            if kind(value) == .mapping {
                decodeOpenBySource(value, into: &form)
            } else {
                form.open = choice(value, "open", as: DeepLinkOpenMode.self)
            }
        }
        if let (key, value) = entries[.via] {
            let names = textList(value, "via")
            if kind(value) == .sequence, names.isEmpty {
                report(
                    .wrongType, at: location(value), "via needs at least one route",
                    help: "list the screens under the target, bottom first, or remove via")
            }
            form.via = Located(names, at: location(key))
        }
        form.schemes = entries[.schemes].map { scope($0.key, $0.value, "schemes") }
        form.hosts = entries[.hosts].map { scope($0.key, $0.value, "hosts") }
        if let value = entries[.set]?.value { form.set = decodeSetValues(value) }
        guard
            let patternNode = require(
                .pattern, in: entries, of: what, at: location(node),
                help: "write the pattern as `pattern: /path/{param}`"),
            let pattern = text(patternNode, "pattern")
        else { return nil }
        return (pattern, form)
    }

    /// `open: { external: reset, inApp: onTop }`: a mode per source, a source left out
    /// (or misspelt) opening in `reset`, located at the mapping.
    private mutating func decodeOpenBySource(_ node: NodeID, into form: inout DeepLinkForm) {
        guard let entries = mapping(node, "open", allowed: [.external, .inApp]) else { return }
        func mode(_ source: SpecKeyword) -> Located<DeepLinkOpenMode> {
            entries[source].flatMap { choice($0.value, "open.\(source.spelling)", as: DeepLinkOpenMode.self) }
                ?? Located(.reset, at: location(node))
        }
        form.open = mode(.external)
        form.inAppOpen = mode(.inApp)
    }

    /// `set: { tab: traffic, unit: week }`, each value a scalar. Names and values are
    /// checked where patterns are read, against the owner's params (`deeplink-param`,
    /// `wrong-type`).
    private mutating func decodeSetValues(_ node: NodeID) -> [SetValue] {
        guard kind(node) == .mapping else {
            report(
                .wrongType, at: location(node),
                "set must be a mapping of param to value, not \(describe(node))",
                help: "write it as `set: { param: value }`")
            return []
        }
        var values: [SetValue] = []
        for entry in document.entries(of: node) {
            guard let name = text(entry.key, "a key of set"),
                let value = text(entry.value, "the value of '\(name.value)' in set")
            else { continue }
            values.append(SetValue(name: name, text: value))
        }
        return values
    }

    /// `schemes:` or `hosts:` of a long-hand pattern: a non-empty list. Whether each
    /// entry is one of `deeplinks.schemes` / `deeplinks.hosts` is checked once the
    /// whole spec is read (`unknown-reference`), since `deeplinks` may come later.
    mutating func scope(_ key: NodeID, _ value: NodeID, _ name: String)
        -> Located<[Located<String>]>
    {
        let entries = textList(value, name)
        // An entry that is no scalar has its own finding.
        if kind(value) == .sequence, document.items(of: value).isEmpty {
            report(
                .wrongType, at: location(value), "\(name) needs at least one entry of deeplinks.\(name)",
                help:
                    "list the deeplinks.\(name) entries the pattern applies to, or remove \(name) to apply it to all"
            )
        }
        return Located(entries, at: location(key))
    }

    private static let actionTakesNoMode =
        "an action's link shows no screen, so it has no open mode and no back stack; keep only pattern"
}
