/// One entry of `conditions:`: a named Bool fact about the app (signed in, premium)
/// that `requires:` lists guard screens and tabs with.
public struct Condition: Sendable, Hashable {
    /// The id, located at its key under `conditions:`.
    public var id: Located<String>
    /// `initially:`, the value at launch (default false).
    public var initially: Bool
    /// `setByApp: true`: the app changes it outside the spec (a purchase, a sign-out
    /// from a server), so a target guarded by it is never without a way in.
    public var setByApp: Bool
    /// The flow that makes it true, if the spec has one.
    public var satisfiedBy: SatisfyingFlow?

    public init(
        id: Located<String>, initially: Bool = false, setByApp: Bool = false,
        satisfiedBy: SatisfyingFlow? = nil
    ) {
        self.id = id
        self.initially = initially
        self.setByApp = setByApp
        self.satisfiedBy = satisfiedBy
    }
}

/// `satisfiedBy: { start: signIn, outcome: signedIn, as: cover }`: the flow started
/// when a move needs the condition, and the outcome that makes the condition true.
public struct SatisfyingFlow: Sendable, Hashable {
    /// The `satisfiedBy` key.
    public var location: SourceLocation
    /// A stack coordinator id.
    public var start: Located<String>
    public var outcome: Located<String>
    /// `as:`, default `.sheet`.
    public var style: PresentationStyle

    public init(
        location: SourceLocation, start: Located<String>, outcome: Located<String>,
        style: PresentationStyle = .sheet
    ) {
        self.location = location
        self.start = start
        self.outcome = outcome
        self.style = style
    }
}

/// One entry of `requires:`: a condition id, possibly negated (`"!signedIn"`: met
/// while the condition is false).
public struct Requirement: Sendable, Hashable {
    /// The id without `!`, located at the entry.
    public var condition: Located<String>
    public var isNegated: Bool

    public init(condition: Located<String>, isNegated: Bool = false) {
        self.condition = condition
        self.isNegated = isNegated
    }

    /// As the spec writes it: `signedIn` or `!signedIn`.
    public var spelling: String { (isNegated ? "!" : "") + condition.value }
}
