/// The naming rules of the spec, checked without regular expressions (which would
/// pull Foundation into the hot path).
public enum NamePattern: Sendable {
    /// Coordinator, route, param and outcome ids: `^[a-z][A-Za-z0-9]*$`.
    case identifier
    /// `app` and custom type names: `^[A-Z][A-Za-z0-9]*$`.
    case typeName

    public func matches<S: StringProtocol>(_ text: S) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        switch self {
        case .identifier: guard ("a"..."z").contains(first) else { return false }
        case .typeName: guard ("A"..."Z").contains(first) else { return false }
        }
        while let scalar = scalars.next() {
            guard ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            else { return false }
        }
        return true
    }

    /// The rule as users read it in a finding.
    public var requirement: String {
        switch self {
        case .identifier: "lowerCamelCase: a lowercase ASCII letter, then letters and digits"
        case .typeName: "UpperCamelCase: an uppercase ASCII letter, then letters and digits"
        }
    }
}
