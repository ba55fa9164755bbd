extension PresentationStyle {
    /// The SwiftUI skeleton's property a route shown in this style goes into; nil for a
    /// push, which goes on the `path`. A popover has a slot of its own only when the
    /// coordinator shows one (`hasPopoverSlot`); else it would be a sheet there.
    ///
    /// The one place the SwiftUI skeleton spells a route's style.
    func swiftUISlot(hasPopoverSlot: Bool) -> String? {
        switch self {
        case .push: nil
        case .sheet: "sheet"
        case .cover: "cover"
        case .popover: hasPopoverSlot ? "popover" : "sheet"
        }
    }
}
