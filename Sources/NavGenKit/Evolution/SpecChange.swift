/// One difference between an old and a new spec, judged as a published contract:
/// the URLs the app opens and the saved navigation states it restores.
package struct SpecChange: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A URL that the old spec opens, the new one does not.
        case linkRemoved = "link-removed"
        /// A URL opens another route, or the same route over another back stack or tab.
        case linkRetargeted = "link-retargeted"
        /// A route param accepts fewer values, or became required.
        case paramNarrowed = "param-narrowed"
        /// A state saved by the old app cannot decode in the new one.
        case stateIncompatible = "state-incompatible"
        /// Something new that nothing old relies on: a route, a link, an optional param.
        case added
        /// A difference that breaks nothing: an `Int` param that became `Double`.
        case changed

        /// Whether an app built from the new spec can fail what the old one promised.
        package var isBreaking: Bool {
            switch self {
            case .linkRemoved, .linkRetargeted, .paramNarrowed, .stateIncompatible: true
            case .added, .changed: false
            }
        }
    }

    package var kind: Kind
    /// `recipes.recipeDetail`, or the coordinator's id for a change to a whole coordinator.
    package var route: String?
    /// The pattern the change is about as written: the old spec's, or the new one's
    /// for an added link.
    package var pattern: String?
    /// A URL that shows the change (it opens in the old spec, and not, or elsewhere, in
    /// the new one), or for `state-incompatible` the path of a saved state that shows it.
    package var witness: String?
    /// Whether ``witness`` is a saved state's path rather than a URL: always for
    /// `state-incompatible`, and for `param-narrowed` when no old link shows it.
    package var witnessIsSavedState = false
    package var message: String

    package var isBreaking: Bool { kind.isBreaking }
}
