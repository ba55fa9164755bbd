/// `%XX` decoding, the only decoding navgen applies to URLs: `+` stays `+`.
enum PercentDecoding {
    /// Decodes `source` into `destination` from `start`, returning where the decoded
    /// bytes end.
    ///
    /// A `%` that does not start an escape of two hex digits stands for itself, as it
    /// does for an app: Foundation's `URL(string:)` turns such a `%` into `%25`
    /// (`q=%ZZ` becomes `q=%25ZZ`), whose decoded text is `%ZZ`.
    ///
    /// The decoded text is never longer than the source, so a destination as large
    /// as the whole URL always has room.
    @inline(__always)
    static func decode(
        _ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        into destination: UnsafeMutableBufferPointer<UInt8>, at start: Int
    ) -> Int {
        var out = start
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = source[index]
            if byte == UInt8(ascii: "%"), index + 2 < range.upperBound,
                let high = ValueParser.hexValue(source[index + 1]),
                let low = ValueParser.hexValue(source[index + 2])
            {
                destination[out] = high << 4 | low
                index += 3
            } else {
                destination[out] = byte
                index += 1
            }
            out += 1
        }
        return out
    }

    /// Decodes text outside the hot path (pattern literals and keys), where a `%`
    /// must start an escape; nil when one does not or the result is not UTF-8.
    static func decodeStrictly(_ text: Substring) -> String? {
        let source = Array(text.utf8)
        guard source.contains(UInt8(ascii: "%")) else { return String(text) }
        for (index, byte) in source.enumerated() where byte == UInt8(ascii: "%") {
            guard index + 2 < source.count, ValueParser.hexValue(source[index + 1]) != nil,
                ValueParser.hexValue(source[index + 2]) != nil
            else { return nil }
        }
        var destination = [UInt8](repeating: 0, count: source.count)
        let end = source.withUnsafeBufferPointer { input in
            destination.withUnsafeMutableBufferPointer { output in
                decode(input, 0..<input.count, into: output, at: 0)
            }
        }
        return String(validating: destination[..<end], as: UTF8.self)
    }
}
