/// The one place the UIKit skeleton spells a style, so that a new style is a case in
/// ``PresentationStyle/uiKitModalStyle`` and nothing else.
extension PresentationStyle {
    /// The `UIModalPresentationStyle` case a screen shown in this style is presented
    /// with; nil for a push, which goes on the navigation controller.
    var uiKitModalStyle: String? {
        switch self {
        case .push: nil
        case .sheet: "pageSheet"
        case .cover: "fullScreen"
        // On iPad, the popover's `sourceView` is set in `makeViewController(for:)`.
        case .popover: "popover"
        }
    }

    /// `style == .popover ? .popover : style == .sheet ? .pageSheet : .fullScreen`: the
    /// `UIModalPresentationStyle` of `style`, a value of the state's style, whose cases
    /// are `styles`; the last case of the state is the one left.
    static func uiKitModalStyle(of style: SwiftExpression, among styles: [PresentationStyle])
        -> SwiftExpression
    {
        let cases = styles.filter { $0 != .cover }.compactMap { style in
            style.stateCase.flatMap { state in style.uiKitModalStyle.map { (state, $0) } }
        }
        return cases.reduce(SwiftExpression.dot(cover.uiKitModalStyle ?? "")) { other, next in
            .ternary(.binary(style, "==", .dot(next.0)), .dot(next.1), other)
        }
    }

    /// The state's style of a presented view controller, from its `modalPresentationStyle`:
    /// the inverse of ``uiKitModalStyle(of:among:)``, a sheet when no other fits.
    static func stateStyle(ofPresented presented: SwiftExpression, among styles: [PresentationStyle])
        -> SwiftExpression
    {
        let cases = styles.filter { $0 != .sheet }.compactMap { style in
            style.uiKitModalStyle.flatMap { modal in style.stateCase.map { (modal, $0) } }
        }
        return cases.reduce(SwiftExpression.dot(sheet.stateCase ?? "")) { other, next in
            .ternary(
                .binary(.member(presented, "modalPresentationStyle"), "==", .dot(next.0)), .dot(next.1), other
            )
        }
    }
}
