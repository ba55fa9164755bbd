/// The one place the SwiftUI skeleton spells a style, so that a new style is a case
/// in ``PresentationStyle/swiftUISlot`` and nothing else.
extension PresentationStyle {
    /// The property of a SwiftUI stack coordinator that holds what it shows in one
    /// style, and the view modifier that puts that on screen.
    struct SwiftUISlot {
        var property: String
        var modifier: String
        var docs: String
        /// Whether a coordinator has the slot only when it shows this style itself;
        /// else the style goes into the slot of the style it behaves as.
        var onlyWhenShown = false
    }

    /// nil for a push, which goes on the `path`.
    var swiftUISlot: SwiftUISlot? {
        switch self {
        case .push: nil
        case .sheet: SwiftUISlot(property: "sheet", modifier: "sheet", docs: "The sheet on screen.")
        case .cover:
            SwiftUISlot(
                property: "cover", modifier: "fullScreenCover", docs: "The full-screen cover on screen.")
        case .popover:
            SwiftUISlot(
                property: "popover", modifier: "popover", docs: "The popover on screen (a sheet on iPhone).",
                onlyWhenShown: true)
        }
    }

    /// Every slot's property: names a coordinator keeps for them.
    static var swiftUISlotProperties: [String] { allCases.compactMap(\.swiftUISlot?.property) }
}

extension SkeletonPlan {
    /// The styles whose slot this coordinator's SwiftUI skeleton has when it presents,
    /// in declaration order.
    var swiftUISlots: [PresentationStyle] {
        // A move that adapts shows in the style of each size class.
        let shown = Set(
            Self.shownActions(of: coordinator, model: model).compactMap { action -> PresentationStyle? in
                if case .show(_, let style) = action { style } else { nil }
            }
        ).union(model.adapts ? adaptiveStyles : [])
        return PresentationStyle.allCases.filter { style in
            guard let slot = style.swiftUISlot else { return false }
            return !slot.onlyWhenShown || shown.contains(style)
        }
    }

    /// The property a route shown in `style` goes into; nil for a push.
    func swiftUISlot(for style: PresentationStyle) -> String? {
        (swiftUISlots.contains(style) ? style : style.behavesAs).swiftUISlot?.property
    }
}
