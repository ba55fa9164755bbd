/// The identifiers of Swift source, as a small lexer sees them: words outside
/// comments and string literals (but inside interpolations), backticked names
/// without their backticks, attribute names without `@`. What it skips: numbers,
/// `$0` and other `$` names, `#if` and other `#` directives' keywords.
///
/// Enough for generated code, the stand-in frameworks and the compiler's dump of
/// macro expansions, which is what the name tests read.
enum SwiftIdentifiers {
    static func identifiers(in source: String) -> Set<String> {
        var lexer = Lexer(Array(source.utf8))
        lexer.code(untilParenthesis: false)
        return lexer.found
    }

    private struct Lexer {
        let bytes: [UInt8]
        var position = 0
        var found: Set<String> = []

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        func byte(_ offset: Int = 0) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
        }

        static func isWordStart(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            isWordStart(byte) || (byte >= 0x30 && byte <= 0x39)
        }

        mutating func word() -> String {
            let start = position
            while let next = byte(), Self.isWordByte(next) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// Code up to the end, or up to the `)` that closes an interpolation.
        mutating func code(untilParenthesis: Bool) {
            var depth = 0
            while let current = byte() {
                switch current {
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                    while let next = byte(), next != UInt8(ascii: "\n") { position += 1 }
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                    blockComment()
                case UInt8(ascii: "\""):
                    position += 1
                    string()
                case UInt8(ascii: "("):
                    depth += 1
                    position += 1
                case UInt8(ascii: ")"):
                    position += 1
                    if untilParenthesis, depth == 0 { return }
                    depth -= 1
                case UInt8(ascii: "`"):
                    position += 1
                    let name = word()
                    if byte() == UInt8(ascii: "`") { position += 1 }
                    found.insert(name)
                case UInt8(ascii: "@"):
                    position += 1
                    found.insert(word())
                case UInt8(ascii: "$"), UInt8(ascii: "#"):
                    position += 1
                    _ = word()
                case _ where Self.isWordStart(current):
                    found.insert(word())
                case _ where Self.isWordByte(current):
                    _ = word()
                default:
                    position += 1
                }
            }
        }

        mutating func blockComment() {
            position += 2
            var depth = 1
            while depth > 0, byte() != nil {
                if byte() == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                    depth -= 1
                    position += 2
                } else if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    depth += 1
                    position += 2
                } else {
                    position += 1
                }
            }
        }

        /// A single-line string's body after its opening quote; interpolations are code.
        mutating func string() {
            while let current = byte() {
                position += 1
                switch current {
                case UInt8(ascii: "\""), UInt8(ascii: "\n"):
                    return
                case UInt8(ascii: "\\"):
                    if byte() == UInt8(ascii: "(") {
                        position += 1
                        code(untilParenthesis: true)
                    } else {
                        position += 1
                    }
                default:
                    continue
                }
            }
        }
    }
}
