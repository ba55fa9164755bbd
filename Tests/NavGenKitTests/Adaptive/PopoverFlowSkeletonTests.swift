import NavGenKit
import Testing

/// `start ... as: popover` shows the flow in the popover slot, and closing the flow
/// when it finishes clears that slot, as it clears the sheet's for a sheet flow.
@Suite struct PopoverFlowSkeletonTests {
    @Test func aFlowStartedAsAPopoverIsClosedFromThePopoverSlot() throws {
        let spec = AdaptiveSpecs.social.replacingOccurrences(
            of: "as: { compact: cover, regular: sheet }, then:", with: "as: popover, then:")
        let text = try GeneratedSnippet.file("MainCoordinator.swift", of: loadSpec(spec), ui: .swiftui)
        #expect(
            text.contains("        if case .compose(_)? = popover {\n            popover = nil\n"), "\(text)")
    }
}
