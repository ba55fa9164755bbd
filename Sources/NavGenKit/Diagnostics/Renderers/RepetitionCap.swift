/// Which findings the text format shows in full, so that one mistake repeated
/// thousands of times (a minified list of bad names, a generated spec) does not bury
/// the rest of the report.
///
/// Findings repeat by *shape*: the same rule and the same message once the quoted
/// names are taken out (`unknown action '...' in a transition`). Of one shape the
/// report shows at most ``perLine`` findings on one source line and at most
/// ``perShape`` in all; it counts the others and says how many it left out. The
/// summary line still counts every finding, and the other formats list every one.
struct RepetitionCap {
    /// Findings of one shape shown per source line.
    static let perLine = 5
    /// Findings of one shape shown in the whole report.
    static let perShape = 100

    /// A rule and its message with every `'quoted'` part replaced by `'...'`.
    struct Shape: Hashable {
        var rule: RuleID
        var message: String

        init(_ finding: Finding) {
            rule = finding.rule
            message = Self.unquoted(finding.message)
        }

        /// `no route 'x' in 'y'` becomes `no route '...' in '...'`.
        static func unquoted(_ message: String) -> String {
            var result = ""
            var quoted = false
            for character in message {
                if character == "'" {
                    result += quoted ? "...'" : "'"
                    quoted.toggle()
                } else if !quoted {
                    result.append(character)
                }
            }
            return result
        }
    }

    /// How many findings of a shape were left out.
    struct Omission: Equatable {
        var shape: Shape
        var count: Int
    }

    private var perLine: Int
    private var perShape: Int
    private var shownInAll: [Shape: Int] = [:]
    private var shownOnLine: [Shape: Int] = [:]
    private var leftOutOfLine = OmissionList()
    private var leftOutOfReport = OmissionList()

    init(perLine: Int = Self.perLine, perShape: Int = Self.perShape) {
        self.perLine = perLine
        self.perShape = perShape
    }

    /// Whether to show `finding`, the next in report order; counts it if not.
    mutating func admit(_ finding: Finding) -> Bool {
        let shape = Shape(finding)
        let inAll = shownInAll[shape, default: 0]
        guard inAll < perShape else {
            leftOutOfReport.add(shape)
            return false
        }
        let onLine = shownOnLine[shape, default: 0]
        guard onLine < perLine else {
            leftOutOfLine.add(shape)
            return false
        }
        shownInAll[shape] = inAll + 1
        shownOnLine[shape] = onLine + 1
        return true
    }

    /// What was left out of the line the last findings were on, in the order first
    /// left out; call it when the next finding is on another line, and at the end.
    mutating func closeLine() -> [Omission] {
        shownOnLine.removeAll(keepingCapacity: true)
        return leftOutOfLine.take()
    }

    /// What was left out because its shape had been shown ``perShape`` times.
    mutating func closeReport() -> [Omission] {
        leftOutOfReport.take()
    }
}

/// Omission counts in the order their shapes were first left out.
private struct OmissionList {
    private var omissions: [RepetitionCap.Omission] = []
    private var positions: [RepetitionCap.Shape: Int] = [:]

    mutating func add(_ shape: RepetitionCap.Shape) {
        if let position = positions[shape] {
            omissions[position].count += 1
        } else {
            positions[shape] = omissions.count
            omissions.append(RepetitionCap.Omission(shape: shape, count: 1))
        }
    }

    mutating func take() -> [RepetitionCap.Omission] {
        guard !omissions.isEmpty else { return [] }
        defer {
            omissions.removeAll()
            positions.removeAll()
        }
        return omissions
    }
}
