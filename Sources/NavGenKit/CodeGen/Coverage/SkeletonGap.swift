/// A route, transition, outcome, alert or flow of the spec that a skeleton the
/// app has kept no longer covers (docs/generate.md, "Bringing a skeleton up to
/// date"). navgen only reports it: the skeleton is the app's code.
package struct SkeletonGap: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        /// A route with no `case` in the skeleton's switches.
        case route
        /// A route set the stack uses, with no `case .set(let route)`.
        case routeSet = "route set"
        /// A transition with no method.
        case transition
        /// An alert or confirmation dialog with no method that answers it.
        case alert
        /// An answer of an alert with no `case`.
        case answer
        /// A child flow the coordinator starts that the skeleton never makes.
        case child
        /// A tab of a tab bar whose coordinator the skeleton never holds.
        case tab
        /// An outcome of a child flow with no `case`.
        case outcome
        /// A condition a flow satisfies, which the root does not wait for.
        case condition
        /// A flow some start begins at a route, whose skeleton cannot show another first
        /// screen (SwiftUI: no `root`; UIKit: no `start(at:)`).
        case startAt = "start at"
    }

    /// The skeleton's file name, relative to the output folder.
    package var file: String
    /// Where to add it: the switch or method next to which it belongs, when the file has one.
    package var line: Int?
    package var kind: Kind
    /// The spec's name for it, or the method's name for a transition.
    package var name: String
    /// What is missing: "the spec's route 'favorites' has no case in the skeleton".
    package var message: String
    /// How to add it by hand: "add `case .favorites` to the switch over `RecipesRoute`".
    package var help: String

    /// The rule id at the end of the warning, for searching the docs.
    package static let ruleID = "skeleton-coverage"

    /// One line that Xcode and CI annotators read as a warning on the file:
    /// `path:line: warning: message; help, or ... [skeleton-coverage]`.
    package func warning(path: String) -> String {
        let place = line.map { "\(path):\($0)" } ?? path
        return "\(place): warning: \(message); \(help), or generate the file into a scratch folder "
            + "(`navgen generate --output <folder>`) and move the new code over [\(Self.ruleID)]"
    }
}
