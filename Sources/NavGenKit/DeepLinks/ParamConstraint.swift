/// The values a constrained param takes beyond its type: an `Int` range, or the raw
/// values of an enumeration. Checked after the type (the trie knows only types), by
/// the matcher, the explanations and the generated router alike.
package enum ParamConstraint: Hashable, Sendable {
    case range(IntRange)
    /// Raw values compare byte for byte, or ASCII letters without case under
    /// `deeplinks.caseInsensitive`.
    case cases(EnumerationType, ignoresCase: Bool)

    /// The constraint of a param of `type`, if any; `enumerations` by name.
    init?(_ type: ParamType, enumerations: [String: EnumerationType], ignoresCase: Bool) {
        if let range = type.range {
            self = .range(range)
        } else if let name = type.enumeration, let enumeration = enumerations[name] {
            self = .cases(enumeration, ignoresCase: ignoresCase)
        } else {
            return nil
        }
    }

    /// The value of text the type already accepted, or nil when the constraint refuses it.
    func value(_ bytes: UnsafeBufferPointer<UInt8>) -> ParamValue? {
        switch self {
        case .range(let range):
            guard let value = ValueParser.int(bytes), range.contains(value) else { return nil }
            return .int(value)
        case .cases(let type, let ignoresCase):
            let text = String(decoding: bytes, as: UTF8.self)
            let found = type.cases.first {
                ignoresCase
                    ? ASCIICase.lowered($0.rawValue.value) == ASCIICase.lowered(text)
                    : $0.rawValue.value == text
            }
            guard let found else { return nil }
            return .enumeration(caseName: found.name.value, rawValue: found.rawValue.value)
        }
    }

    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { value(bytes) != nil }

    /// The same reading for text that is already a `String` (`set`, `args`).
    func value(_ text: String) -> ParamValue? {
        var copy = text
        return copy.withUTF8 { value($0) }
    }

    /// What to write instead.
    var help: String {
        switch self {
        case .range(let range): "write a whole number in \(range)"
        case .cases(let type, _): "write one of \(type.rawValueList)"
        }
    }

    /// Why text of the right type is refused: `'13' is not in 1...12`,
    /// `'hour' is not a StatsPeriod (day, week, month, year)`.
    func problem(_ text: String) -> String {
        switch self {
        case .range(let range): "'\(text)' is not in \(range)"
        case .cases(let type, _): "'\(text)' is not a \(type.name.value) (\(type.rawValueList))"
        }
    }

    /// The raw values, lowered when compared without case.
    private var rawValues: Set<String> {
        guard case .cases(let type, let ignoresCase) = self else { return [] }
        return Set(type.cases.map { ignoresCase ? ASCIICase.lowered($0.rawValue.value) : $0.rawValue.value })
    }

    /// Whether no value is taken by both (nil: every value of the type).
    static func isDisjoint(_ lhs: ParamConstraint?, _ rhs: ParamConstraint?) -> Bool {
        switch (lhs, rhs) {
        case (.range(let left)?, .range(let right)?): left.isDisjoint(with: right)
        case (.cases?, .cases?): lhs!.rawValues.isDisjoint(with: rhs!.rawValues)
        default: false
        }
    }

    /// Whether `lhs` takes every value `rhs` takes and fewer (nil: every value of the type).
    static func isStrictSubset(_ lhs: ParamConstraint?, of rhs: ParamConstraint?) -> Bool {
        switch (lhs, rhs) {
        case (.range(let left)?, nil): left != IntRange(lower: nil, upper: nil)
        case (.range(let left)?, .range(let right)?): left != right && left.isSubset(of: right)
        case (.cases?, .cases?): lhs!.rawValues.isStrictSubset(of: rhs!.rawValues)
        default: false
        }
    }

    /// Whether the two take the same values.
    static func same(_ lhs: ParamConstraint?, _ rhs: ParamConstraint?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (.range(let left)?, .range(let right)?): left == right
        case (.cases?, .cases?): lhs!.rawValues == rhs!.rawValues
        default: false
        }
    }
}

extension RoutePattern {
    /// The constraint on the param at `index`, if any.
    @inline(__always)
    package func constraint(of index: Int) -> ParamConstraint? {
        constraints.isEmpty ? nil : constraints[index]
    }

    /// The params in the order a URL gives them (path, query, fragment), for comparing
    /// the value sets of two patterns of one shape.
    private var positionedParams: [Int] {
        var result: [Int] = []
        for segment in segments { if case .param(let index, _) = segment { result.append(index) } }
        for binding in query.sorted(by: { $0.key < $1.key }) where binding.isRequired {
            if let (index, _) = binding.binding { result.append(index) }
        }
        return result
    }

    /// How the values of two patterns of one shape relate, at the first position
    /// whose value sets differ: nil when none differs.
    package func valueOrder(against other: RoutePattern) -> ValueOrder? {
        guard !constraints.isEmpty || !other.constraints.isEmpty else { return nil }
        let mine = positionedParams
        let theirs = other.positionedParams
        guard mine.count == theirs.count else { return nil }
        var order: ValueOrder?
        for (left, right) in zip(mine, theirs) {
            let lhs = constraint(of: left)
            let rhs = other.constraint(of: right)
            if ParamConstraint.isDisjoint(lhs, rhs) { return .disjoint }
            if order == nil, !ParamConstraint.same(lhs, rhs) {
                if ParamConstraint.isStrictSubset(lhs, of: rhs) {
                    order = .narrower
                } else if ParamConstraint.isStrictSubset(rhs, of: lhs) {
                    order = .wider
                } else {
                    order = .overlapping
                }
            }
        }
        return order
    }

    /// `sorted`, best first, with each item moved before the first item it ties with
    /// (`ties`: equal required keys and literals) whose values strictly hold its own:
    /// `Int(1...12)` before `Int`. The same order for the trie and the generated matcher.
    static func narrowerFirst<Item>(
        _ sorted: [Item], pattern: (Item) -> RoutePattern?, ties: (Item, Item) -> Bool
    ) -> [Item] {
        var ordered: [Item] = []
        for item in sorted {
            guard let mine = pattern(item) else {
                ordered.append(item)
                continue
            }
            let beaten = ordered.firstIndex { other in
                guard ties(item, other), let theirs = pattern(other) else { return false }
                return mine.valueOrder(against: theirs) == .narrower
            }
            ordered.insert(item, at: beaten ?? ordered.count)
        }
        return ordered
    }

    package enum ValueOrder: Sendable {
        /// No URL matches both.
        case disjoint
        /// At the first position whose value sets differ, this pattern takes fewer: it wins.
        case narrower
        case wider
        /// The sets overlap and neither holds the other.
        case overlapping
    }
}
