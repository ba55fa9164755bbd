/// The values an `Int` param accepts, as `Int(1...12)`, `Int(1901...)` or `Int(...0)`
/// spells them: bounds included, an absent bound open.
package struct IntRange: Sendable, Hashable, CustomStringConvertible {
    package var lower: Int?
    package var upper: Int?

    package init(lower: Int?, upper: Int?) {
        self.lower = lower
        self.upper = upper
    }

    package func contains(_ value: Int) -> Bool {
        (lower.map { value >= $0 } ?? true) && (upper.map { value <= $0 } ?? true)
    }

    /// Whether no value is in both.
    package func isDisjoint(with other: IntRange) -> Bool {
        let low = Swift.max(lower ?? .min, other.lower ?? .min)
        let high = Swift.min(upper ?? .max, other.upper ?? .max)
        return low > high
    }

    /// Whether every value of `self` is in `other`.
    package func isSubset(of other: IntRange) -> Bool {
        (lower ?? .min) >= (other.lower ?? .min) && (upper ?? .max) <= (other.upper ?? .max)
    }

    /// `1...12`, `1901...`, `...0`: as the spec writes it and as findings quote it.
    package var description: String {
        (lower.map(String.init) ?? "") + "..." + (upper.map(String.init) ?? "")
    }

    /// Reads `Int(A...B)`, `Int(A...)` or `Int(...B)` (no `?`): decimal bounds with an
    /// optional `-`, no spaces, A ≤ B. nil for anything else.
    init?(typeSpelling text: String) {
        guard text.hasPrefix("Int("), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst(4).dropLast()
        guard let dots = inner.firstRange(of: "...") else { return nil }
        let lowText = inner[..<dots.lowerBound]
        let highText = inner[dots.upperBound...]
        guard !(lowText.isEmpty && highText.isEmpty) else { return nil }
        guard let lower = Self.bound(lowText), let upper = Self.bound(highText) else { return nil }
        if let low = lower, let high = upper, low > high { return nil }
        self.init(lower: lower, upper: upper)
    }

    /// `.some(nil)` for an open end, nil for text that is no bound.
    private static func bound(_ text: Substring) -> Int?? {
        if text.isEmpty { return .some(nil) }
        let digits = text.hasPrefix("-") ? text.dropFirst() : text
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }),
            let value = Int(text)
        else { return nil }
        return .some(value)
    }
}
