/// How much a finding matters. `off` exists only in configuration: a rule set to
/// `off` produces no findings at all.
package enum Severity: String, Hashable, Sendable, CaseIterable, Comparable {
    case error
    case warning

    package static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .error && rhs == .warning
    }
}

/// A severity as written in `rules:`: one of the two severities, or `off`.
package enum ConfiguredSeverity: String, Hashable, Sendable, CaseIterable {
    case error
    case warning
    case off

    package var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .off: nil
        }
    }
}
