#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One value of a route param, as the simulator holds it and prints it.
///
/// Values come from a matched URL or from an action's Swift-like arguments. They
/// print the way Swift prints the param's type, so that the simulator's text and
/// the generated `description` agree: `42`, `2.5`, `true`, `"home"`.
package enum ParamValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case uuid(UUID)
    /// A value of one of the app's own types. The simulator cannot build one, so it
    /// keeps the text the action gave (`recipe: "pasta"`) and prints it quoted.
    case custom(String)
    /// A web URL, kept as its text: printed and in JSON quoted like a `String`.
    case url(String)
    /// A case of one of the spec's `types`: printed `.week`, in JSON its raw value.
    case enumeration(caseName: String, rawValue: String)

    /// How Swift prints it: numbers and booleans with `description`, text
    /// double-quoted with Swift escapes, UUIDs quoted and uppercase.
    package var swiftLiteral: String {
        switch self {
        case .string(let text), .custom(let text), .url(let text): text.debugDescription
        case .enumeration(let name, _): "." + name
        case .int(let value): String(value)
        case .double(let value): value.description
        case .bool(let value): value ? "true" : "false"
        case .uuid(let value): "\"" + value.uuidString.uppercased() + "\""
        }
    }

    /// The JSON of the state's `params`: numbers, booleans, strings.
    package var json: JSONValue {
        switch self {
        case .string(let text), .custom(let text), .url(let text), .enumeration(_, let text): .string(text)
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .bool(let value): .bool(value)
        case .uuid(let value): .string(value.uuidString.uppercased())
        }
    }
}

extension ParamValue {
    /// Appends ``swiftLiteral``'s UTF-8 to `out`, without building a `String` for
    /// the common values: `--urls` prints one per param per line.
    package func appendSwiftLiteral(to out: inout [UInt8]) {
        switch self {
        case .int(let value):
            Self.appendDecimal(value, to: &out)
        case .bool(let value):
            out += value ? Self.trueBytes : Self.falseBytes
        case .string(let text), .custom(let text), .url(let text):
            var text = text
            let plain = text.withUTF8 { bytes in
                bytes.allSatisfy {
                    $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
                        && $0 != UInt8(ascii: "'")
                }
            }
            if plain {
                out.append(UInt8(ascii: "\""))
                out += text.utf8
                out.append(UInt8(ascii: "\""))
            } else {
                out += swiftLiteral.utf8
            }
        case .double, .uuid, .enumeration:
            out += swiftLiteral.utf8
        }
    }

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)

    private static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        guard value != 0 else {
            out.append(UInt8(ascii: "0"))
            return
        }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[count] = UInt8(magnitude % 10) + UInt8(ascii: "0")
                magnitude /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[index]) }
        }
    }
}

extension Optional where Wrapped == ParamValue {
    /// `nil` for an absent optional, else the value as Swift prints it.
    package var swiftLiteral: String { self?.swiftLiteral ?? "nil" }
    package var json: JSONValue { self?.json ?? .null }

    /// Appends ``swiftLiteral`` (`nil` when absent) to `out`.
    package func appendSwiftLiteral(to out: inout [UInt8]) {
        if let value = self {
            value.appendSwiftLiteral(to: &out)
        } else {
            out += [UInt8(ascii: "n"), UInt8(ascii: "i"), UInt8(ascii: "l")]
        }
    }
}
