/// Text that equals other text only when their UTF-8 bytes are the same: how a
/// deep-link literal or query key compares with a URL, whose segments are bytes.
///
/// `String` compares by Unicode canonical equivalence, so for it the precomposed
/// `é` (U+00E9) and `e` followed by U+0301 are one string; in a URL they are
/// different text (`caf%C3%A9` and `cafe%CC%81`), and the matcher, the generated
/// router and `deeplink-ambiguous` must all treat them as different.
package struct ExactText: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    package var value: String

    package init(_ value: String) {
        self.value = value
    }

    package init(stringLiteral value: String) {
        self.value = value
    }

    package var description: String { value }

    package static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.value.utf8.elementsEqual(rhs.value.utf8)
    }

    /// Byte order, which is also code point order.
    package static func < (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.value.utf8.lexicographicallyPrecedes(rhs.value.utf8)
    }

    package func hash(into hasher: inout Hasher) {
        // `withUTF8` needs a mutable string; the copy shares the storage.
        var text = value
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(text.utf8.count)
    }
}
