/// Whether a host is one that `URL(string:)` keeps as written and that no other
/// host text can become: ASCII letters, digits and `-._~!$&'()*+,;=`, with no
/// label in punycode (`xn--`). Foundation IDNA-encodes a host with any other
/// character (`bücher` becomes `xn--bcher-kva`, a fullwidth letter its ASCII
/// letter) or percent-encodes it, and navgen does not reproduce IDNA; so deep
/// links are read only from plain hosts, by the simulator and the app alike.
///
/// The decoder checks `deeplinks.hosts` with it and the URL matcher every URL's
/// host, so it lives below both.
enum PlainHost {
    /// Whether the bytes in `range` are a plain host.
    @inline(__always)
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var labelStart = range.lowerBound
        for index in range {
            let byte = bytes[index]
            guard isHostByte(byte) else { return false }
            if byte == UInt8(ascii: ".") {
                labelStart = index + 1
            } else if index == labelStart + 3, byte == UInt8(ascii: "-"),
                bytes[index - 1] == UInt8(ascii: "-"),
                bytes[labelStart] | 0x20 == UInt8(ascii: "x"),
                bytes[labelStart + 1] | 0x20 == UInt8(ascii: "n")
            {
                return false
            }
        }
        return true
    }

    /// ``contains(_:_:)`` for a host given as text: `deeplinks.hosts`.
    static func contains(_ host: String) -> Bool {
        var text = host
        return text.withUTF8 { contains($0, 0..<$0.count) }
    }

    @inline(__always)
    private static func isHostByte(_ byte: UInt8) -> Bool {
        let letter = byte | 0x20
        if (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        {
            return true
        }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
            UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }
}
