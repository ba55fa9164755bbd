/// The naming rules of the spec, checked without regular expressions (which would
/// pull Foundation into the hot path).
package enum NamePattern: Sendable {
    /// Coordinator, route, param and outcome ids: `^[a-z][A-Za-z0-9]*$`.
    case identifier
    /// `app` and custom type names: `^[A-Z][A-Za-z0-9]*$`.
    case typeName

    /// Reads UTF-8 bytes: every allowed character is ASCII, and any byte of a
    /// non-ASCII character is 0x80 or above, so it fails the same test.
    package func matches<S: StringProtocol>(_ text: S) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next() else { return false }
        switch self {
        case .identifier: guard first &- UInt8(ascii: "a") < 26 else { return false }
        case .typeName: guard first &- UInt8(ascii: "A") < 26 else { return false }
        }
        while let byte = bytes.next() {
            let isLetter = byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "A") < 26
            guard isLetter || byte &- UInt8(ascii: "0") < 10 else { return false }
        }
        return true
    }

    /// The rule as users read it in a finding.
    package var requirement: String {
        switch self {
        case .identifier: "lowerCamelCase: a lowercase ASCII letter, then letters and digits"
        case .typeName: "UpperCamelCase: an uppercase ASCII letter, then letters and digits"
        }
    }
}
