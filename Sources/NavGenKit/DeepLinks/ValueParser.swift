#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a decoded URL segment or query value as a param type (docs/spec.md, "Values").
///
/// Works on UTF-8 bytes so that the matcher can test a segment against a type
/// without building a `String`; only a match that is kept builds its values.
///
/// - `Int`: an optional `+` or `-`, then one or more ASCII digits, fitting in a
///   64-bit `Int` (what Swift's `Int(_:)` accepts).
/// - `Double`: whatever Swift's `Double(_:)` accepts (so `1e3`, `.5`, `0x1p3`),
///   provided the result is finite: `inf`, `nan` and `1e400` do not match.
/// - `Bool`: exactly `true` or `false`.
/// - `UUID`: what Foundation's `UUID(uuidString:)` accepts on Apple platforms,
///   where the generated code runs: 36 characters, hex digits in either case with
///   `-` at offsets 8, 13, 18 and 23. (swift-corelibs-foundation on Linux is laxer,
///   taking e.g. `E621E1F8-C 6C-...`; navgen does not follow it.)
/// - `URL`: a web URL (``WebURL``).
/// - an enumeration: any non-empty UTF-8 text here; which raw values it takes is the
///   pattern's ``RoutePattern/constraints``, checked after.
/// - `String`: any non-empty text that is valid UTF-8.
enum ValueParser {
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, as type: DeepLinkValueType) -> ParamValue? {
        switch type {
        case .int: int(bytes).map(ParamValue.int)
        case .bool: bool(bytes).map(ParamValue.bool)
        case .uuid: uuid(bytes).map(ParamValue.uuid)
        case .double: double(bytes).map(ParamValue.double)
        case .string, .enumeration: string(bytes).map(ParamValue.string)
        case .url: WebURL.accepts(bytes) ? string(bytes).map(ParamValue.url) : nil
        }
    }

    /// Whether the text parses as the type, without keeping the value where that is cheaper.
    static func accepts(_ bytes: UnsafeBufferPointer<UInt8>, as type: DeepLinkValueType) -> Bool {
        switch type {
        case .int: int(bytes) != nil
        case .bool: bool(bytes) != nil
        case .uuid: isUUID(bytes)
        case .double: double(bytes) != nil
        case .string, .enumeration: !bytes.isEmpty && UTF8Validation.isValid(bytes)
        case .url: WebURL.accepts(bytes)
        }
    }

    static func int(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        guard index < bytes.count else { return nil }
        // Accumulate as a negative number: its range includes Int.min.
        var value = 0
        while index < bytes.count {
            let digit = Int(bytes[index]) - 48
            guard digit >= 0, digit <= 9 else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = times10.subtractingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = next
            index += 1
        }
        if negative { return value }
        return value == Int.min ? nil : -value
    }

    static func bool(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        if bytes.elementsEqual("true".utf8) { return true }
        if bytes.elementsEqual("false".utf8) { return false }
        return nil
    }

    static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        // Swift's parser needs a String; segments are short, so this is usually a
        // small string that lives inline without a heap allocation.
        guard !bytes.isEmpty, let text = UTF8Validation.string(bytes),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        bytes.isEmpty ? nil : UTF8Validation.string(bytes)
    }

    static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for index in 0..<36 {
            let byte = bytes[index]
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard hexValue(byte) != nil else { return false }
            }
        }
        return true
    }

    static func uuid(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard isUUID(bytes) else { return nil }
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &raw) { out in
            var nibbles = 0
            for byte in bytes where byte != UInt8(ascii: "-") {
                let value = hexValue(byte) ?? 0
                if nibbles % 2 == 0 {
                    out[nibbles / 2] = value << 4
                } else {
                    out[nibbles / 2] |= value
                }
                nibbles += 1
            }
        }
        return UUID(uuid: raw)
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension ValueParser {
    /// The same reading for text that is already a `String` (action arguments, tests).
    static func parse(_ text: String, as type: DeepLinkValueType) -> ParamValue? {
        var copy = text
        return copy.withUTF8 { parse($0, as: type) }
    }
}
