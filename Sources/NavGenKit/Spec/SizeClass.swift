/// The horizontal size class a presentation adapts to: `compact` on an iPhone and in a
/// narrow iPad window, `regular` in a wide one.
///
/// Compact comes first: it is the class navgen simulates and the generated code opens
/// links in unless told otherwise, as most devices run it.
package enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact
    case regular
}
