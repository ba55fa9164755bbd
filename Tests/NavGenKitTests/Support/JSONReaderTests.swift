import NavGenKit
import Testing

/// The strict JSON reader: RFC 8259 and nothing else, every value and key placed,
/// a key given twice refused, nesting bounded, and no input that traps.
@Suite struct JSONReaderTests {
    private func read(_ text: String) throws(JSONReadError) -> JSONNode {
        try JSONReader.read(Array(text.utf8))
    }

    /// The error's `line:column: message`, or nil when the text is read.
    private func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try JSONReader.read(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    private func refusal(_ text: String) -> String? { refusal(Array(text.utf8)) }

    @Test func valuesAndKeysKnowWhereTheyStart() throws {
        let node = try read("{\"a\": [1, 2.50, \"x\", true, null],\n  \"b\": {}}")
        guard case .object(let members) = node.content else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members.map(\.keyPosition.description) == ["1:2", "2:3"])
        guard case .array(let items) = members[0].value.content else {
            Issue.record("not an array")
            return
        }
        #expect(items.map(\.position.description) == ["1:8", "1:11", "1:17", "1:22", "1:28"])
        #expect(items.map(\.value) == [.int(1), .double(2.5), .string("x"), .bool(true), .null])
        #expect(items[1].numberText == "2.50")
        #expect(members[1].value.position.description == "2:8")
    }

    /// Columns count characters, a BOM is not one, and `\r\n`, `\r` and `\n` each
    /// end a line.
    @Test func linesAndColumnsCountCharacters() {
        #expect(refusal("\u{FEFF}{\"é\": x}") == "1:7: expected a value, found 'x'")
        #expect(
            refusal("{\r\n\"a\":\r1,\n\"ü€😀\" 2}") == "4:7: expected ':' after the key \"ü€😀\", found '2'")
    }

    /// Foundation's decoder keeps the first of two equal keys and `JSON.parse` the
    /// last: a file with both is read by neither rule.
    @Test func aKeyGivenTwiceIsRefusedWithBothPlaces() {
        #expect(
            refusal(#"{"applinks": {"details": [], "details": [{"/": "*"}]}}"#)
                == "1:30: applinks.details is given twice (first at 1:15); JSON readers differ on which "
                + "one counts, so navgen reads neither")
        #expect(
            refusal("[{\"a\": 1}, {\"b\": 1, \"a.b\": 2,\n \"a.b\": 3}]")?.hasPrefix(
                #"2:2: [1]["a.b"] is given twice (first at 1:21)"#) == true)
        // An escape spells the same characters; another normalization does not.
        #expect(refusal(#"{"\u00e9": 1, "é": 2}"#)?.hasPrefix(#"1:15: ["é"] is given twice"#) == true)
        #expect(refusal("{\"\u{E9}\": 1, \"e\u{301}\": 2}") == nil)
        #expect(refusal(#"[{"a": 1}, {"a": 2}]"#) == nil, "equal keys of two objects")
    }

    @Test func nestingIsBoundedWithoutRecursion() {
        let deepest = String(repeating: "[", count: JSONReader.maxDepth) + String(repeating: "]", count: 512)
        #expect(refusal(deepest) == nil)
        #expect(
            refusal("[" + deepest + "]")
                == "1:513: arrays and objects nest deeper than 512 levels")
        #expect(
            refusal(String(repeating: "{\"a\":", count: 200_000))?.hasSuffix("nest deeper than 512 levels")
                == true)
        #expect(refusal(String(repeating: "[", count: 1_000_000)) != nil)
    }

    @Test(
        arguments: [
            ([0x22, 0xFF, 0x22], "1:2: invalid UTF-8 (byte 0xFF); a JSON file is UTF-8"),
            ([0x22, 0xC0, 0x80, 0x22], "1:2: invalid UTF-8 (byte 0xC0); a JSON file is UTF-8"),
            ([0x22, 0xED, 0xA0, 0x80, 0x22], "1:2: invalid UTF-8 (byte 0xED); a JSON file is UTF-8"),
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "1:2: invalid UTF-8 (byte 0xF4); a JSON file is UTF-8"),
            ([0x22, 0xE2, 0x82, 0x22], "1:2: invalid UTF-8 (byte 0xE2); a JSON file is UTF-8"),
            ([0x22, 0x00, 0x22], "1:2: a control character (U+0000) must be escaped in a string"),
            ([0x00], "1:1: expected a value, found byte 0x00"),
            ([0x31, 0x00], "1:2: expected the end of the file after its value, found byte 0x00"),
            ([0xC3, 0xA9], "1:1: expected a value, found byte 0xC3"),
            ([], "1:1: expected a value, found the end of the file"),
            ([0xEF, 0xBB, 0xBF], "1:1: expected a value, found the end of the file"),
        ] as [([UInt8], String)])
    func bytesThatAreNotJSONAreRefused(_ bytes: [UInt8], _ message: String) {
        #expect(refusal(bytes) == message)
    }

    @Test(arguments: [
        (#""\ud800""#, #"1:2: \uD800 is half of a UTF-16 pair, without its second half"#),
        (#""\ud800\u0041""#, #"1:2: \uD800 is half of a UTF-16 pair, without its second half"#),
        (#""\udc00\ud800""#, #"1:2: \uDC00 is half of a UTF-16 pair, without its first half"#),
        (#""\u12g4""#, "1:6: expected four hex digits after '\\u', found 'g'"),
        (#""\x""#, "1:2: '\\x' is not a JSON escape"),
        ("\"abc", "1:1: this string is not closed"),
        ("01", "1:2: a number cannot start with 0 followed by a digit"),
        ("1.", "1:3: expected a digit after '.', found the end of the file"),
        ("-", "1:2: expected a digit after '-', found the end of the file"),
        ("1e+", "1:4: expected a digit after the exponent's 'e', found the end of the file"),
        (".5", "1:1: expected a value, found '.'"),
        ("+1", "1:1: expected a value, found '+'"),
        ("tru", "1:1: expected a value, found 't'"),
        ("NaN", "1:1: expected a value, found 'N'"),
        ("[1,]", "1:4: expected a value, found ']'"),
        (#"{"a": 1,}"#, "1:9: expected a key in double quotes, found '}'"),
        (#"{'a': 1}"#, "1:2: expected a key in double quotes, found '''"),
        (#"{"a" 1}"#, "1:6: expected ':' after the key \"a\", found '1'"),
        (#"{"a": [1 2]}"#, "1:10: expected ',' or ']' after an item of a, found '2'"),
        (#"{"a": 1 "b": 2}"#, "1:9: expected ',' or '}' after a member of the top level, found '\"'"),
        ("[] []", "1:4: expected the end of the file after its value, found '['"),
        ("// c\n{}", "1:1: expected a value, found '/'"),
    ])
    func textThatIsNotJSONIsRefused(_ text: String, _ message: String) {
        #expect(refusal(text) == message)
    }

    @Test func stringsAndNumbersReadAsTheyMean() throws {
        #expect(
            try read(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00\u0000""#).value
                == .string("a\"\\/\u{8}\u{C}\n\r\té😀\u{0}"))
        #expect(try read("-0").value == .int(0))
        #expect(try read("1.0").value == .double(1))
        #expect(try read("1.0").numberText == "1.0")
        #expect(try read("1E2").numberText == "1E2")
        #expect(try read("9223372036854775807").value == .int(.max))
        #expect(try read("9223372036854775808").value == .double(9_223_372_036_854_775_808))
        #expect(try read("1e999999").value == .double(.infinity))
        #expect(try read("-" + String(repeating: "9", count: 100_000)).value == .double(-.infinity))
        #expect(try read(" \t\n\r true \n").value == .bool(true))
    }

    /// What navgen writes, it reads back as the same value.
    @Test func renderedValuesReadBack() throws {
        let values: [JSONValue] = [
            .object([
                ("version", .int(1)), ("é\u{301}", .string("\u{0}\u{7F}\u{202E}\n")),
                ("list", .array([.null, .bool(false), .double(0.1), .object([]), .array([])])),
            ]),
            .string(""), .int(-42),
        ]
        for value in values {
            #expect(try JSONReader.read(Array(value.rendered().utf8)).value == value)
            #expect(try JSONReader.read(Array(value.rendered(pretty: true).utf8)).value == value)
        }
    }

    /// Random bytes, and random mutations of a small document, never trap.
    @Test func noInputTraps() throws {
        var generator = SplitMix(seed: 31)
        let document = Array(#"{"a": [1, -2.5e3, "\u00e9\ud83d\ude00", {"b": null}], "c": true}"#.utf8)
        let alphabet =
            Array(#"{}[]:,"\-.0123456789eEtrufalsn u"#.utf8) + [0x00, 0x80, 0xC3, 0xED, 0xF4, 0xFF]
        for round in 0..<3_000 {
            var bytes = round.isMultiple(of: 2) ? document : []
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                let byte = alphabet.randomElement(using: &generator)!
                if bytes.isEmpty || Bool.random(using: &generator) {
                    bytes.insert(byte, at: Int.random(in: 0...bytes.count, using: &generator))
                } else {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = byte
                }
            }
            if let node = try? JSONReader.read(bytes) {
                #expect(try JSONReader.read(Array(node.value.rendered().utf8)).value == node.value)
            }
        }
    }
}
