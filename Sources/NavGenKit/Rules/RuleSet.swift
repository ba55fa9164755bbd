/// A set of rule ids as one bit each: what an `allow:` list silences, kept per route
/// by ``SeverityPolicy`` without a hash set per route.
struct RuleSet: Sendable {
    private var bits: UInt64 = 0

    /// Each rule's bit: its position among all rules.
    private static let bitOf: [RuleID: UInt64] = {
        precondition(RuleID.allCases.count <= 64, "a RuleSet holds at most 64 rules")
        return Dictionary(uniqueKeysWithValues: RuleID.allCases.enumerated().map { ($1, UInt64(1) << $0) })
    }()

    mutating func insert(_ rule: RuleID) {
        bits |= Self.bitOf[rule] ?? 0
    }

    func contains(_ rule: RuleID) -> Bool {
        bits & (Self.bitOf[rule] ?? 0) != 0
    }
}
