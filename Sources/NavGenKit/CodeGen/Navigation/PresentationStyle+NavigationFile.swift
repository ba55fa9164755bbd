extension PresentationStyle {
    /// The case of the generated state's `PresentationStyle` a modal of this style is
    /// saved with; nil for a push, which the state keeps in a path, not a modal.
    ///
    /// The one place the navigation file spells a style, so a new style adds a line here.
    var stateCase: String? {
        switch self {
        case .push: nil
        case .sheet: "sheet"
        case .cover: "cover"
        case .popover: "popover"
        }
    }

    /// "sheet, cover or popover": the modal styles, as the generated docs list them.
    static var modalWords: String {
        let words = allCases.compactMap(\.stateCase)
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}

extension AdaptiveStyle {
    /// The style as the generated state writes it: `.sheet`, or, for an item that
    /// adapts, `sizeClass == .compact ? .sheet : .popover`, read from the `sizeClass`
    /// in scope. Nil for a push.
    var stateExpression: SwiftExpression? {
        guard let compact = compact.stateCase, let regular = regular.stateCase else { return nil }
        guard compact != regular else { return .dot(compact) }
        return .ternary(.binary(.local("sizeClass"), "==", .dot("compact")), .dot(compact), .dot(regular))
    }
}

extension Transition {
    /// The style a presentation or `start` item shows in, as the generated state writes
    /// it (``AdaptiveStyle/stateExpression``); nil for a push and any other action.
    var stateStyle: SwiftExpression? {
        guard let compact = style(in: .compact), let regular = style(in: .regular) else { return nil }
        return AdaptiveStyle(compact: compact, regular: regular).stateExpression
    }
}

extension ResolvedSatisfyingFlow {
    /// The style the flow shows in, as the generated state writes it; nil for a push.
    var stateStyle: SwiftExpression? {
        AdaptiveStyle(compact: style(in: .compact), regular: style(in: .regular)).stateExpression
    }
}

extension AppModel {
    /// The state's `PresentationStyle`: modal styles no alias of another's, or shown.
    var stateStyles: [PresentationStyle] {
        PresentationStyle.allCases.filter { $0.isModal && ($0.behavesAs == $0 || shownStyles.contains($0)) }
    }
}
