/// The bytes of a JSON text, read a token at a time while counting lines and
/// columns: whitespace, strings, numbers and the three literals, each checked
/// against RFC 8259 and none trusted. Structure is ``JSONReader``'s.
///
/// Anything RFC 8259 does not allow is refused, never repaired, since another
/// reader of the same file may repair it differently: invalid UTF-8, a control
/// character inside a string, an escape of a lone UTF-16 surrogate, a number such
/// as `01` or `1.`. A UTF-8 byte order mark at the start is skipped, as it is in a
/// spec.
struct JSONScanner {
    private let bytes: [UInt8]
    private var offset = 0
    private(set) var position = JSONNode.Position(line: 1, column: 1)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    var isAtEnd: Bool { offset >= bytes.count }

    /// Steps over one byte. A line ends at `\n`, at `\r\n` and at a lone `\r`; a
    /// UTF-8 continuation byte is part of the character before it.
    mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\n"):
            position.line += 1
            position.column = 1
        case UInt8(ascii: "\r") where peek != UInt8(ascii: "\n"):
            position.line += 1
            position.column = 1
        case 0x80...0xBF: break
        default: position.column += 1
        }
    }

    /// Steps over spaces, tabs and line breaks.
    mutating func skipWhitespace() {
        while let byte = peek,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        {
            advance()
        }
    }

    /// The next character as a message quotes it: `'x'`, `the end of the file`, or a
    /// byte that is no printable ASCII by its value.
    var found: String {
        guard let byte = peek else { return "the end of the file" }
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    func failure(_ message: String, at position: JSONNode.Position? = nil) -> JSONReadError {
        JSONReadError(at: position ?? self.position, message)
    }

    // MARK: - Literals

    /// `true`, `false` or `null`, at their first letter.
    mutating func literal() throws(JSONReadError) -> JSONValue {
        let start = position
        for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)]
        where bytes[offset...].starts(with: word.utf8) {
            for _ in word.utf8 { advance() }
            return value
        }
        throw failure("expected a value, found \(found)", at: start)
    }

    // MARK: - Numbers

    /// A number, at its `-` or first digit: its value and its text.
    mutating func number() throws(JSONReadError) -> (value: JSONValue, text: String) {
        let start = offset
        let startPosition = position
        var isInteger = true
        if peek == UInt8(ascii: "-") { advance() }
        if peek == UInt8(ascii: "0") {
            advance()
            if let byte = peek, Self.isDigit(byte) {
                throw failure("a number cannot start with 0 followed by a digit")
            }
        } else {
            try digits(after: "'-'")
        }
        if peek == UInt8(ascii: ".") {
            isInteger = false
            advance()
            try digits(after: "'.'")
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            try digits(after: "the exponent's 'e'")
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let integer = Int(text) { return (.int(integer), text) }
        guard let double = Double(text) else {
            throw failure("\(text) is not a number", at: startPosition)
        }
        return (.double(double), text)
    }

    /// One or more digits.
    private mutating func digits(after what: String) throws(JSONReadError) {
        guard let first = peek, Self.isDigit(first) else {
            throw failure("expected a digit after \(what), found \(found)")
        }
        while let byte = peek, Self.isDigit(byte) { advance() }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    // MARK: - Strings

    /// A string, at its opening quote, with its escapes decoded.
    mutating func string() throws(JSONReadError) -> String {
        let start = position
        advance()
        var text: [UInt8] = []
        while true {
            guard let byte = peek else { throw failure("this string is not closed", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            case 0x00..<0x20:
                throw failure("a control character (U+\(Self.hex(UInt32(byte)))) must be escaped in a string")
            case 0x20..<0x80:
                text.append(byte)
                advance()
            default:
                guard let length = Self.utf8Length(bytes, at: offset) else {
                    throw failure("invalid UTF-8 (\(found)); a JSON file is UTF-8")
                }
                text.append(contentsOf: bytes[offset..<offset + length])
                for _ in 0..<length { advance() }
            }
        }
    }

    /// One escape, at its backslash; a `\u` escape of a UTF-16 surrogate must be
    /// the high half of a pair whose low half follows at once.
    private mutating func escape(into text: inout [UInt8]) throws(JSONReadError) {
        let start = position
        advance()
        guard let letter = peek else { throw failure("this string is not closed", at: start) }
        if let byte = Self.simpleEscapes[letter] {
            advance()
            text.append(byte)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            throw failure("'\\\(Character(Unicode.Scalar(letter)))' is not a JSON escape", at: start)
        }
        advance()
        var unit = try hexUnit()
        if (0xDC00...0xDFFF).contains(unit) {
            throw failure("\\u\(Self.hex(unit)) is half of a UTF-16 pair, without its first half", at: start)
        }
        if (0xD800...0xDBFF).contains(unit) {
            guard bytes[offset...].starts(with: "\\u".utf8) else {
                throw failure(
                    "\\u\(Self.hex(unit)) is half of a UTF-16 pair, without its second half", at: start)
            }
            advance()
            advance()
            let low = try hexUnit()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw failure(
                    "\\u\(Self.hex(unit)) is half of a UTF-16 pair, without its second half", at: start)
            }
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(unit) else {
            throw failure("\\u\(Self.hex(unit)) is not a character", at: start)
        }
        UTF8.encode(scalar) { text.append($0) }
    }

    /// The escapes that stand for one character: `\n` is a line feed.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// The four hex digits of a `\u` escape.
    private mutating func hexUnit() throws(JSONReadError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexDigit(byte) else {
                throw failure("expected four hex digits after '\\u', found \(found)")
            }
            unit = unit << 4 | digit
            advance()
        }
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    private static func hex(_ unit: UInt32) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (2 to 4 bytes, no
    /// overlong form, no surrogate, nothing past U+10FFFF), or nil.
    static func utf8Length(_ bytes: [UInt8], at offset: Int) -> Int? {
        func byte(_ index: Int, in range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            offset + index < bytes.count && range.contains(bytes[offset + index])
        }
        switch bytes[offset] {
        case 0xC2...0xDF: return byte(1) ? 2 : nil
        case 0xE0: return byte(1, in: 0xA0...0xBF) && byte(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF: return byte(1) && byte(2) ? 3 : nil
        case 0xED: return byte(1, in: 0x80...0x9F) && byte(2) ? 3 : nil
        case 0xF0: return byte(1, in: 0x90...0xBF) && byte(2) && byte(3) ? 4 : nil
        case 0xF1...0xF3: return byte(1) && byte(2) && byte(3) ? 4 : nil
        case 0xF4: return byte(1, in: 0x80...0x8F) && byte(2) && byte(3) ? 4 : nil
        default: return nil
        }
    }
}
