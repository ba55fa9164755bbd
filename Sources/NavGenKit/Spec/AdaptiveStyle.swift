/// `as: { compact: sheet, regular: popover }`: the style a presentation shows in under
/// each size class.
///
/// The one place a size class picks a style, so that every stage resolves an adaptive
/// item the same way. An item keeps its word (`sheet share`, `start compose`) whatever
/// style it resolves to; only how it shows changes.
package struct AdaptiveStyle: Sendable, Hashable {
    package var compact: PresentationStyle
    package var regular: PresentationStyle

    package init(compact: PresentationStyle, regular: PresentationStyle) {
        self.compact = compact
        self.regular = regular
    }

    /// The styles a presentation may adapt between: the modal ones, since a push
    /// cannot become a presentation in one class and stay on the stack in another.
    package static let adaptableStyles = PresentationStyle.allCases.filter(\.isModal)

    /// The style under a size class.
    package subscript(_ sizeClass: SizeClass) -> PresentationStyle {
        switch sizeClass {
        case .compact: compact
        case .regular: regular
        }
    }

    /// How `routes` and `graph` show it: `sheet (compact) / popover (regular)`, or the
    /// one style when both classes agree.
    package var label: String {
        guard compact != regular else { return compact.keyword }
        return SizeClass.allCases.map { "\(self[$0].keyword) (\($0.rawValue))" }.joined(separator: " / ")
    }

    /// The style under each size class, in the classes' order.
    package var styles: [PresentationStyle] { SizeClass.allCases.map { self[$0] } }

    /// Whether the item shows in `style` (as the rules and moves count it) under some
    /// size class: a cover in either class needs a way out.
    package func canShow(as style: PresentationStyle) -> Bool {
        styles.contains { $0.behavesAs == style.behavesAs }
    }
}
