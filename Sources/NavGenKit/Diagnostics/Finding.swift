/// One problem in a spec: where it is, which rule found it, and how to fix it.
///
/// Findings are values so that every stage can produce them without I/O; the
/// renderers turn a sorted list of them into text, JSON, SARIF or GitHub commands.
///
/// The message, notes and help are stored as ``UnambiguousText`` writes them:
/// whatever they quote from the spec, two different texts never print alike.
public struct Finding: Hashable, Sendable {
    public var file: String
    public var location: SourceLocation
    /// The stages before the rules (reading, decoding, the file-name check) report
    /// only errors; a rule reports at its described default severity, and the spec's
    /// `rules:` may change it.
    public var severity: Severity
    public var rule: RuleID
    public var message: String
    /// Extra context, each a sentence (`'recipes' is first defined at 3:5`).
    public var notes: [String]
    /// What to do about it (`did you mean 'recipeDetail'?`).
    public var help: String?
    /// The route the finding is about (`coordinator.route`), when there is one:
    /// a route's `allow:` silences the findings scoped to it.
    public var scope: String?

    public init(
        file: String = "",
        location: SourceLocation,
        severity: Severity = .error,
        rule: RuleID,
        message: String,
        notes: [String] = [],
        help: String? = nil,
        scope: String? = nil
    ) {
        self.file = file
        self.location = location
        self.severity = severity
        self.rule = rule
        self.message = UnambiguousText.escaped(message)
        self.notes = notes.map(UnambiguousText.escaped)
        self.help = help.map(UnambiguousText.escaped)
        self.scope = scope
    }
}

extension Finding: Comparable {
    /// Reports list findings by position, then rule, then message, so that output is
    /// deterministic whatever order the stages found them in.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Finding {
    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
