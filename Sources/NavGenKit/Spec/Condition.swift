/// One entry of `conditions:`: a named Bool fact about the app (signed in, premium)
/// that `requires:` lists guard screens and tabs with.
package struct Condition: Sendable, Hashable {
    /// The id, located at its key under `conditions:`.
    package var id: Located<String>
    /// `initially:`, the value at launch (default false).
    package var initially: Bool = false
    /// `setByApp: true`: the app changes it outside the spec (a purchase, a sign-out
    /// from a server), so a target guarded by it is never without a way in.
    package var setByApp: Bool = false
    /// The flow that makes it true, if the spec has one.
    package var satisfiedBy: SatisfyingFlow?
    /// `params:`: a condition with params holds one Bool per tuple of values (joined
    /// this room), each starting at ``initially``. Empty for a plain condition.
    package var params: [Param] = []
}

/// `satisfiedBy: { start: signIn, outcome: signedIn, as: cover }`: the flow started
/// when a move needs the condition, and the outcome that makes the condition true.
package struct SatisfyingFlow: Sendable, Hashable {
    /// The `satisfiedBy` key.
    package var location: SourceLocation
    /// A stack coordinator id.
    package var start: Located<String>
    package var outcome: Located<String>
    /// `as:`, default `.sheet`.
    package var style: PresentationStyle = .sheet
    /// `as:` written as a mapping by size class; nil when the flow shows in one style.
    package var adaptiveStyle: AdaptiveStyle?

    /// The style the flow shows in under a size class.
    package func style(in sizeClass: SizeClass) -> PresentationStyle { adaptiveStyle?[sizeClass] ?? style }
}

/// One entry of `requires:`: a condition id, possibly negated (`"!signedIn"`: met
/// while the condition is false), with args for a condition with params
/// (`joined(roomId)`: the tuple of the guarded route's `roomId`).
package struct Requirement: Sendable, Hashable {
    /// The id without `!` or args, located at the entry.
    package var condition: Located<String>
    package var isNegated: Bool = false
    /// The names of the params bound to the condition's, in order; nil when the entry
    /// writes no parentheses.
    package var args: [String]? = nil

    /// As the spec writes it: `signedIn`, `!signedIn`, `joined(roomId)`.
    package var spelling: String {
        (isNegated ? "!" : "") + condition.value + (args.map { "(" + $0.joined(separator: ", ") + ")" } ?? "")
    }
}
