extension SpecDecoder {
    /// The styles a flow's `as:` word may name: every style, `popover` behaving as a sheet.
    static let startStyles = PresentationStyle.allCases

    /// A `start` item's or a `satisfiedBy`'s `as:`: a style word (`as: cover`), or a
    /// mapping by size class whose missing class shows the flow as a sheet.
    mutating func decodeFlowStyle(_ id: NodeID) -> (
        style: Located<PresentationStyle>?, adaptive: Located<AdaptiveStyle>?
    ) {
        if kind(id) == .mapping {
            return (nil, decodeAdaptiveStyle(id, otherwise: .sheet, of: "start"))
        }
        return (choice(id, "as", among: Self.startStyles), nil)
    }

    /// A `sheet`, `cover` or `popover` item's `as:`, which must be a mapping by size
    /// class: a style word there would only repeat or contradict the item's own key.
    mutating func decodeShowStyle(_ id: NodeID, word: PresentationStyle, target: NodeID)
        -> Located<AdaptiveStyle>?
    {
        guard kind(id) == .mapping else {
            let route = isEmptyScalar(target) || kind(target) != .scalar ? "route" : spelling(target)
            // `as: cover` on a sheet item means a cover in every class: the key says it.
            let written = kind(id) == .scalar && !isEmptyScalar(id) ? spelling(id) : nil
            let help = written.flatMap(PresentationStyle.init(rawValue:)).map {
                "write `\($0.keyword): \(route)`"
            }
            let overlayHelp =
                written == Self.overlayWord
                ? "only a flow shows as an overlay: start a coordinator with `as: overlay`" : nil
            report(
                .wrongType, at: location(id),
                "'as' on a `\(word.keyword)` item must map size classes to styles, not \(describe(id))",
                help: help ?? overlayHelp ?? "write as: { compact: \(word.keyword), regular: popover }")
            return nil
        }
        return decodeAdaptiveStyle(id, otherwise: word, of: word.keyword)
    }

    /// `{ compact: sheet, regular: popover }`; a class left out takes `otherwise`, the
    /// item's own style.
    private mutating func decodeAdaptiveStyle(_ id: NodeID, otherwise: PresentationStyle, of item: String)
        -> Located<AdaptiveStyle>?
    {
        guard let entries = mapping(id, "'as' of a `\(item)` item", allowed: [.compact, .regular]) else {
            return nil
        }
        var style = AdaptiveStyle(compact: otherwise, regular: otherwise)
        var valid = true
        for sizeClass in SizeClass.allCases {
            let keyword: SpecKeyword = sizeClass == .compact ? .compact : .regular
            guard let value = entries[keyword]?.value else { continue }
            if kind(value) == .scalar, spelling(value) == PresentationStyle.push.keyword {
                let styles = AdaptiveStyle.adaptableStyles.map(\.keyword).joined(separator: ", ")
                report(
                    .wrongType, at: location(value), "a push cannot adapt to the size class",
                    help: "present it in each class (\(styles)), or push it in every class")
                valid = false
            } else if let chosen = choice(
                value, "'as' for \(sizeClass.rawValue)", among: AdaptiveStyle.adaptableStyles)
            {
                switch sizeClass {
                case .compact: style.compact = chosen.value
                case .regular: style.regular = chosen.value
                }
            } else {
                valid = false
            }
        }
        return valid ? Located(style, at: location(id)) : nil
    }
}
