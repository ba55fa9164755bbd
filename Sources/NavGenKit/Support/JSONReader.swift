/// Reads a JSON file (RFC 8259) strictly, into ``JSONNode``s that know where they
/// start, for the files navgen judges: a deployed `apple-app-site-association`
/// file and a baseline.
///
/// Strict because a lenient reader can see another file than the one deployed:
/// Foundation's decoder keeps the first of two equal keys, while browsers'
/// `JSON.parse`, Python and CDNs keep the last, so a file whose second `details`
/// sends every URL to the app once "agreed with the spec". A key given twice is
/// refused, naming both places. Containers nest at most ``maxDepth`` deep and are
/// read with a stack of their own, not by recursion, so no input exhausts the
/// call stack; no input traps (see ``JSONScanner`` for the tokens).
package enum JSONReader {
    /// Far beyond any association file or baseline (they nest 5 and 3 deep).
    package static let maxDepth = 512

    package static func read(_ bytes: [UInt8]) throws(JSONReadError) -> JSONNode {
        var builder = Builder(scanner: JSONScanner(bytes))
        return try builder.document()
    }

    /// An array or object not yet closed.
    private struct OpenContainer {
        var isObject: Bool
        var position: JSONNode.Position
        /// How its parent names it: its key, or its index.
        var step: Step
        var items: [JSONNode] = []
        var members: [JSONMember] = []
        /// Where each key was first given, by its UTF-8 bytes: keys are equal when
        /// their characters are (`"\u00e9"` and `"é"`), as for every JSON reader,
        /// not when Swift's `==` says so (which also equates other spellings).
        var keys: [[UInt8]: JSONNode.Position] = [:]
        var pendingKey: (key: String, position: JSONNode.Position)?

        enum Step {
            case top
            case key(String)
            case index(Int)
        }

        var closer: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }

        var node: JSONNode {
            JSONNode(isObject ? .object(members) : .array(items), at: position)
        }

        mutating func add(_ node: JSONNode) {
            if let pendingKey {
                members.append(JSONMember(key: pendingKey.key, at: pendingKey.position, value: node))
                self.pendingKey = nil
            } else {
                items.append(node)
            }
        }

        /// The step a value added now takes.
        var nextStep: Step {
            if let pendingKey { return .key(pendingKey.key) }
            return .index(items.count)
        }
    }

    private struct Builder {
        var scanner: JSONScanner
        var open: [OpenContainer] = []

        /// The path of the innermost open container, joined with `last` if given.
        func path(then last: OpenContainer.Step? = nil) -> String {
            var path = ""
            for step in open.map(\.step) + (last.map { [$0] } ?? []) {
                switch step {
                case .top: break
                case .key(let key): path = DataPath.joined(path, key)
                case .index(let index): path = DataPath.indexed(path, index)
                }
            }
            return path
        }

        mutating func document() throws(JSONReadError) -> JSONNode {
            while true {
                var done = try value()
                // Add each finished value to its container; a container closed by
                // the byte after it is finished in turn.
                while let container = open.last {
                    open[open.count - 1].add(done)
                    scanner.skipWhitespace()
                    if scanner.peek == UInt8(ascii: ",") {
                        scanner.advance()
                        if container.isObject { try key() }
                        break
                    }
                    guard scanner.peek == container.closer else {
                        let what = container.isObject ? "a member" : "an item"
                        let closer = Character(Unicode.Scalar(container.closer))
                        throw scanner.failure(
                            "expected ',' or '\(closer)' after \(what) of \(describe(path())), found \(scanner.found)"
                        )
                    }
                    scanner.advance()
                    done = open.removeLast().node
                    if open.isEmpty { return try end(done) }
                }
                if open.isEmpty { return try end(done) }
            }
        }

        /// The top value, with nothing but whitespace after it.
        private mutating func end(_ node: JSONNode) throws(JSONReadError) -> JSONNode {
            scanner.skipWhitespace()
            guard scanner.isAtEnd else {
                throw scanner.failure("expected the end of the file after its value, found \(scanner.found)")
            }
            return node
        }

        /// The next value if it is a scalar or an empty container; a container with
        /// content is opened instead, and its first value (after its key) read, down
        /// to the first value that is complete.
        private mutating func value() throws(JSONReadError) -> JSONNode {
            while true {
                scanner.skipWhitespace()
                let start = scanner.position
                guard let byte = scanner.peek else {
                    throw scanner.failure("expected a value, found the end of the file")
                }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard open.count < JSONReader.maxDepth else {
                        throw scanner.failure(
                            "arrays and objects nest deeper than \(JSONReader.maxDepth) levels")
                    }
                    let step = open.last?.nextStep ?? .top
                    open.append(
                        OpenContainer(isObject: byte == UInt8(ascii: "{"), position: start, step: step))
                    scanner.advance()
                    scanner.skipWhitespace()
                    if scanner.peek == open[open.count - 1].closer {
                        scanner.advance()
                        return open.removeLast().node
                    }
                    if byte == UInt8(ascii: "{") { try key() }
                case UInt8(ascii: "\""):
                    return JSONNode(.scalar(.string(try scanner.string())), at: start)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let (value, text) = try scanner.number()
                    return JSONNode(.scalar(value), at: start, numberText: text)
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    return JSONNode(.scalar(try scanner.literal()), at: start)
                default:
                    throw scanner.failure("expected a value, found \(scanner.found)")
                }
            }
        }

        /// A key of the innermost object and its `:`; a key the object already has
        /// is refused.
        private mutating func key() throws(JSONReadError) {
            scanner.skipWhitespace()
            let start = scanner.position
            guard scanner.peek == UInt8(ascii: "\"") else {
                throw scanner.failure("expected a key in double quotes, found \(scanner.found)")
            }
            let key = try scanner.string()
            let bytes = Array(key.utf8)
            let index = open.count - 1
            if let first = open[index].keys[bytes] {
                throw JSONReadError(
                    at: start,
                    "\(path(then: .key(key))) is given twice (first at \(first)); JSON readers differ on "
                        + "which one counts, so navgen reads neither")
            }
            open[index].keys[bytes] = start
            scanner.skipWhitespace()
            guard scanner.peek == UInt8(ascii: ":") else {
                throw scanner.failure(
                    "expected ':' after the key \(JSONValue.string(key).rendered()), found \(scanner.found)")
            }
            scanner.advance()
            open[index].pendingKey = (key, start)
        }

        private func describe(_ path: String) -> String { path.isEmpty ? "the top level" : path }
    }
}
