/// One problem in a spec: where it is, which rule found it, and how to fix it.
///
/// Findings are values so that every stage can produce them without I/O; the
/// renderers turn a sorted list of them into text, JSON, SARIF or GitHub commands.
///
/// The message, notes and help are stored as ``UnambiguousText`` writes them:
/// whatever they quote from the spec, two different texts never print alike.
package struct Finding: Hashable, Sendable {
    package var file: String
    package var location: SourceLocation
    /// The stages before the rules (reading, decoding, the file-name check) report
    /// only errors; a rule reports at its described default severity, and the spec's
    /// `rules:` may change it.
    package var severity: Severity
    package var rule: RuleID
    package var message: String
    /// Extra context, each a sentence (`'recipes' is first defined at 3:5`).
    package var notes: [String]
    /// What to do about it (`did you mean 'recipeDetail'?`).
    package var help: String?
    /// The route the finding is about (`coordinator.route`), when there is one:
    /// a route's `allow:` silences the findings scoped to it.
    package var scope: String?

    package init(
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
    package static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Finding {
    package var errorCount: Int { count { $0.severity == .error } }
    package var warningCount: Int { count { $0.severity == .warning } }
    package var hasErrors: Bool { contains { $0.severity == .error } }
}
