/// How a move shows a route or a child flow: pushed on the stack, or presented as a
/// sheet, a full-screen cover or a popover.
///
/// It is the one place a style's traits are written, so that a new style is a new case
/// here and one spelling per output, not a case in every move type and rule.
package enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    case push
    case sheet
    case cover
    /// A sheet in every rule and move, shown as a popover.
    case popover

    /// Every style's keyword, comma-separated: the start of a message's list of actions.
    package static var keywords: String { allCases.map(\.keyword).joined(separator: ", ") }

    /// The spec's keyword for a move in this style (`sheet: route`).
    package var keyword: String { rawValue }

    /// Whether the style presents over what is on screen instead of pushing on the stack.
    package var isModal: Bool { self != .push }

    /// Whether `back` closes what this style shows: a push is popped, a sheet or popover
    /// is swiped away; a cover needs `dismiss`.
    package var closedByBack: Bool { self != .cover }

    /// What the style counts as in the rules, the moves and the deep-link search: a
    /// popover is a sheet everywhere but in its spelling.
    package var behavesAs: PresentationStyle { self == .popover ? .sheet : self }
}
