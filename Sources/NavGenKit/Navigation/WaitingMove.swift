/// A move that a guard stopped: the condition's satisfying flow is shown over the
/// screen the move was made from, and the move resumes when that flow finishes
/// with the satisfying outcome (docs/spec.md, "Conditions that resume").
package struct WaitingMove: Hashable, Sendable, CustomStringConvertible {
    /// The action that will resume, as printed: `open recipes://account`,
    /// `tab account`, `push premiumRecipe(id: 4)` (absent optional args left out).
    package var text: String
    /// The condition whose satisfying flow is shown.
    package var condition: ConditionIndex
    /// Pairs the move with its flow (``SatisfyingMark/token``).
    var token: Int32
    var resumption: Resumption
    /// A waiting deep link: when its flow's condition swaps the root, it runs again
    /// from the new one. nil for any other move.
    var link: WaitingLink? = nil
    /// For a condition with params, the tuple the satisfying flow sets when it
    /// finishes with its outcome; nil for a plain condition.
    var tuple: ConditionTuple? = nil

    package var description: String { text }

    /// What runs again when the flow finishes with the satisfying outcome.
    enum Resumption: Hashable, Sendable {
        /// A transition (or a `then` action) of the route on top, with the arguments
        /// it was given; for a then-start, `origin` says where it is written, so that
        /// the flow's own `then` runs when it finishes after resuming.
        case transition(Action, at: Int?, arguments: [ActionArgument], origin: FlowOrigin? = nil)
        /// The system's selection of a tab.
        case selectTab(String)
        /// The rest of a deep link's sequence.
        case deepLink(DeepLinkRemainder)
        /// An `onTop` link's one move: `entry` pushed or presented over the top.
        case onTop(RouteEntry, url: String, source: LinkSource)
        /// An action link stopped by `deeplinks.requires`: it changes no screen.
        case nothing
    }
}

/// A link that waits, as it was opened: run again, it keeps its source, which decides
/// its pattern's mode.
struct WaitingLink: Hashable, Sendable {
    var url: String
    var source: LinkSource
}

/// Where a deep link's sequence stopped at a guard, and what is left of it.
struct DeepLinkRemainder: Hashable, Sendable {
    /// The link as opened: a URL, or a route opened by value.
    var url: String
    /// Where the link came from (a route opened by value is external).
    var source: LinkSource = .external
    /// The sequence's state when it stopped, as the search builds it: every tab
    /// bar's selection as the moves made it, hidden or not.
    var stopped: NavigationNode
    /// The moves still to make, the stopped one first.
    var moves: [ForwardMove]
    /// Pushed on the top stack after the moves, for a route no forward move shows.
    var pushedTarget: RouteRef?
    /// The link's whole path with the URL's values: screens are filled from it.
    var filled: [RouteEntry]
}
