/// One recorded finding of a baseline: what it is and where, by spec path, never by line.
package struct BaselineEntry: Hashable, Sendable, Comparable {
    package var rule: String
    package var file: String
    package var path: String
    /// Kept for the reader of the file; matching ignores it, so a reworded message
    /// does not bring an old finding back.
    package var message: String

    package init(rule: String, file: String, path: String, message: String) {
        self.rule = rule
        self.file = file
        self.path = path
        self.message = message
    }

    /// What a finding must share with the entry to be suppressed by it.
    var key: Key { Key(rule: rule, file: file, path: path) }

    struct Key: Hashable {
        var rule: String
        var file: String
        var path: String
    }

    /// Sorted by file, path, rule (then message), the order the file lists them in.
    package static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.file, lhs.path, lhs.rule, lhs.message) < (rhs.file, rhs.path, rhs.rule, rhs.message)
    }
}

extension BaselineEntry {
    /// The entry as the baseline file (and json's `staleBaseline`) writes it.
    var jsonValue: JSONValue {
        .object([
            ("rule", .string(rule)), ("file", .string(file)), ("path", .string(path)),
            ("message", .string(message)),
        ])
    }
}
