/// Swift source cut into the tokens a reader of names needs: identifiers and
/// punctuation, each with its line. Comments and the text of string literals are
/// skipped, so a name that appears only there is not in the code; the code inside
/// a string's interpolation is read as code.
///
/// One pass over the bytes, with a stack of its own for strings inside
/// interpolations inside strings: no recursion, and time linear in the input.
/// It is not a compiler's lexer: a regex literal is read as operators, and an
/// unterminated single-line string ends at its line's end, so one stray quote
/// does not hide the rest of a file.
struct SwiftTokenizer {
    struct Token: Equatable {
        enum Kind: Equatable {
            /// A name or a keyword: `case`, `showFavorites`, `$path`.
            case identifier
            /// A name in backticks: never a keyword.
            case escapedIdentifier
            /// One byte of punctuation or an operator: `.`, `(`, `:`, `{`.
            case punctuation
            /// A number literal.
            case number
        }

        var kind: Kind
        var text: String
        /// 1-based.
        var line: Int

        var isIdentifier: Bool { kind == .identifier || kind == .escapedIdentifier }

        /// Whether this is the keyword (or punctuation) `text`, not a name in backticks.
        func `is`(_ text: String) -> Bool {
            (kind == .identifier || kind == .punctuation) && self.text == text
        }
    }

    /// What the bytes being read belong to.
    private enum Frame {
        /// A string literal: `#` count of a raw string, and whether it is `"""`.
        case string(hashes: Int, multiline: Bool)
        /// The code of `\( ... )` inside a string: the parentheses open in it.
        case interpolation(depth: Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var frames: [Frame] = []
    private var tokens: [Token] = []

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The tokens of `text`, in order.
    static func tokens(of text: String) -> [Token] {
        var tokenizer = SwiftTokenizer(text)
        tokenizer.run()
        return tokenizer.tokens
    }

    private mutating func run() {
        while index < bytes.count {
            if case .string(let hashes, let multiline) = frames.last {
                readString(hashes: hashes, multiline: multiline)
            } else {
                readCode()
            }
        }
    }

    // MARK: - Code

    private mutating func readCode() {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\n"):
            line += 1
            index += 1
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            index += 1
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "\""):
            openString(hashes: 0)
        case UInt8(ascii: "#") where rawStringHashes() != nil:
            let hashes = rawStringHashes() ?? 0
            index += hashes
            openString(hashes: hashes)
        case UInt8(ascii: "`"):
            readEscapedIdentifier()
        case UInt8(ascii: "("):
            if case .interpolation(let depth) = frames.last {
                frames[frames.count - 1] = .interpolation(depth: depth + 1)
            }
            punctuation()
        case UInt8(ascii: ")"):
            if case .interpolation(let depth) = frames.last {
                if depth == 0 {
                    // The end of `\( ... )`: back to the string's text.
                    frames.removeLast()
                    index += 1
                    return
                }
                frames[frames.count - 1] = .interpolation(depth: depth - 1)
            }
            punctuation()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
            append(.number, from: start, to: index)
        case UInt8(ascii: "$"):
            let start = index
            index += 1
            while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
            append(index - start > 1 ? .identifier : .punctuation, from: start, to: index)
        default:
            if Self.isIdentifierStart(byte) {
                let start = index
                while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                append(.identifier, from: start, to: index)
            } else {
                punctuation()
            }
        }
    }

    /// `/* ... */`, which nests in Swift.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
    }

    /// The number of `#` before a quote at `index` (`#"`, `##"""`), or nil when the
    /// `#` starts something else (`#if`, `#available`).
    private func rawStringHashes() -> Int? {
        var count = 0
        while index + count < bytes.count, bytes[index + count] == UInt8(ascii: "#") { count += 1 }
        return index + count < bytes.count && bytes[index + count] == UInt8(ascii: "\"") ? count : nil
    }

    /// At the opening quote: `"` or `"""`.
    private mutating func openString(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        frames.append(.string(hashes: hashes, multiline: multiline))
    }

    private mutating func readEscapedIdentifier() {
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > start else {
            punctuation()
            return
        }
        append(.escapedIdentifier, from: start, to: end)
        index = end + 1
    }

    private mutating func punctuation() {
        append(.punctuation, from: index, to: index + 1)
        index += 1
    }

    // MARK: - Strings

    /// Skips a string's text up to its end or an interpolation.
    private mutating func readString(hashes: Int, multiline: Bool) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
                if !multiline {
                    // Unterminated: the string ends with its line.
                    frames.removeLast()
                    return
                }
            } else if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: index + 1) {
                let next = index + 1 + hashes
                if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
                    index = next + 1
                    frames.append(.interpolation(depth: 0))
                    return
                }
                // An escape: the character after it is text, a quote too.
                index = next < bytes.count && bytes[next] != UInt8(ascii: "\n") ? next + 1 : next
            } else if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
                    hashesFollow(hashes, at: index + quotes)
                {
                    index += quotes + hashes
                    frames.removeLast()
                    return
                }
                index += 1
            } else {
                index += 1
            }
        }
    }

    private func hashesFollow(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[position + $0] == UInt8(ascii: "#") }
    }

    // MARK: - Bytes

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func append(_ kind: Token.Kind, from start: Int, to end: Int) {
        tokens.append(
            Token(kind: kind, text: String(decoding: bytes[start..<end], as: UTF8.self), line: line))
    }

    /// Letters, `_`, and any byte of a non-ASCII character (Swift allows most of them in names).
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
