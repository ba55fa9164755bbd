import Testing

@testable import NavGenKit

/// The matcher's UTF-8 check agrees with the standard library's on random bytes.
@Suite struct UTF8ValidationTests {
    @Test func agreesWithTheStandardLibrary() {
        var random = SplitMix(seed: 99)
        let interesting: [UInt8] = [
            0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xA0, 0xED, 0x9F, 0xEF, 0xF0, 0x90, 0xF4, 0x8F,
            0xF5, 0xFF,
        ]
        for _ in 0..<20_000 {
            let count = Int(random.next() % 6)
            let bytes = (0..<count).map { _ in
                random.next() % 2 == 0
                    ? interesting[Int(random.next() % UInt64(interesting.count))]
                    : UInt8(truncatingIfNeeded: random.next())
            }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            let actual = bytes.withUnsafeBufferPointer(UTF8Validation.isValid)
            #expect(actual == expected, "\(bytes)")
        }
    }
}
