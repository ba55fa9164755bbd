/// An alert or confirmation dialog a coordinator's routes can show: a modal question
/// answered by exactly one of its outcomes. It has no routes, params or deep links.
package struct Alert: Sendable, Hashable {
    /// How the question is shown: the two modal questions UIKit and SwiftUI offer.
    package enum Style: String, Sendable, Hashable, CaseIterable {
        case alert
        case confirmationDialog
    }

    /// The id, located at its key under `alerts:`.
    package var id: Located<String>
    /// As written; nil means `alert`.
    package var style: Located<Style>?
    /// The answers, in order (the last one is the one `back` gives when named `cancel`).
    package var outcomes: [Located<String>] = []

    /// The style, `alert` when none is written.
    package var resolvedStyle: Style { style?.value ?? .alert }
}
