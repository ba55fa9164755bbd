extension PresentationStyle {
    /// The `UIModalPresentationStyle` case a screen shown in this style is presented
    /// with; nil for a push, which goes on the navigation controller.
    ///
    /// The one place the UIKit skeleton spells a style.
    var uiKitModalStyle: String? {
        switch self {
        case .push: nil
        case .sheet: "pageSheet"
        case .cover: "fullScreen"
        // On iPad, the popover's `sourceView` is set in `makeViewController(for:)`.
        case .popover: "popover"
        }
    }
}
