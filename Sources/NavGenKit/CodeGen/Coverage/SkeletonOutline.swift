/// What a reader looks for in a skeleton to see whether it keeps up with the spec:
/// the cases of its `switch` statements, the functions it declares, and every name
/// its code uses. Read from the tokens (``SwiftTokenizer``), so comments and string
/// text do not count, and in one pass: the file's formatting, attributes, `#if`
/// guards and the order of its members do not matter.
struct SkeletonOutline {
    /// One `switch` statement: where it starts and the cases it names.
    struct Switch {
        var line: Int
        /// `favorites` for `case .favorites`, `case .favorites(let id)`,
        /// `case .a, .favorites`, `case (.favorites, _)` or `case Route.favorites`;
        /// not the `.b` nested in `case .a(.b)`, which is a value of `a`.
        var cases: Set<String> = []
    }

    private(set) var switches: [Switch] = []
    /// Each declared function (a protocol's requirement too) by name: its first line.
    private(set) var functions: [String: Int] = [:]
    /// Every name in the code.
    private(set) var names: Set<String> = []

    init(_ text: String) {
        read(SwiftTokenizer.tokens(of: text))
        for position in switches.indices {
            for name in switches[position].cases { caseSwitches[name, default: []].append(position) }
        }
    }

    /// The switches with a case of each name, by position in ``switches``, in order.
    private var caseSwitches: [String: [Int]] = [:]

    /// Whether some switch has a case named `name`.
    func hasCase(_ name: String) -> Bool { caseSwitches[name] != nil }

    /// The switches with a case named `name`, by position in ``switches``.
    func switchesWithCase(_ name: String) -> [Int] { caseSwitches[name] ?? [] }

    /// The keywords before a `case` that make it a pattern of a condition, not a switch's label.
    private static let conditionKeywords: Set<String> = ["if", "guard", "while", "for", ","]

    private mutating func read(_ tokens: [SwiftTokenizer.Token]) {
        // Each open brace: the switch whose body it opens, or nil.
        var braces: [Int?] = []
        var depth = 0
        // A `switch` whose body has not opened yet: its index, and the depth of its subject.
        var pendingSwitch: (index: Int, depth: Int)?
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            defer { position += 1 }
            if token.kind == .identifier {
                names.insert(token.text)
            } else if token.kind == .escapedIdentifier {
                names.insert(token.text)
                continue
            }
            switch token.text {
            case "(", "[":
                depth += 1
            case ")", "]":
                depth = max(0, depth - 1)
            case "{":
                if let pending = pendingSwitch, pending.depth == depth {
                    braces.append(pending.index)
                    pendingSwitch = nil
                } else {
                    braces.append(nil)
                }
            case "}":
                _ = braces.popLast()
            case "switch":
                pendingSwitch = (switches.count, depth)
                switches.append(Switch(line: token.line))
            case "func":
                if position + 1 < tokens.count, tokens[position + 1].isIdentifier {
                    let name = tokens[position + 1].text
                    if functions[name] == nil { functions[name] = tokens[position + 1].line }
                }
            case "case":
                guard let open = braces.last, let owner = open,
                    position == 0 || !Self.conditionKeywords.contains(tokens[position - 1].text)
                else { continue }
                let end = Self.labelEnd(tokens, from: position + 1)
                switches[owner].cases.formUnion(Self.caseNames(tokens[(position + 1)..<end]))
                // Continues at the `:`, or at the brace that cut a malformed label short.
                position = end - 1
            default:
                break
            }
        }
    }

    /// Where a case label's patterns end: its `:` outside brackets, else a brace or the end.
    private static func labelEnd(_ tokens: [SwiftTokenizer.Token], from start: Int) -> Int {
        var depth = 0
        var position = start
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case ":" where depth <= 0: return position
                case "{", "}": return position
                default: break
                }
            }
            position += 1
        }
        return position
    }

    /// The names of a label's patterns: `.name` outside any call's parentheses
    /// (a tuple's are fine), up to a `where` clause.
    private static func caseNames(_ label: ArraySlice<SwiftTokenizer.Token>) -> Set<String> {
        var names: Set<String> = []
        // Each open parenthesis: whether it is a tuple's (not after a name or a call),
        // and how many of them are not.
        var tuples: [Bool] = []
        var calls = 0
        var previous: SwiftTokenizer.Token?
        var position = label.startIndex
        while position < label.endIndex {
            let token = label[position]
            defer {
                previous = token
                position += 1
            }
            if token.is("where") { break }
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[":
                let afterName =
                    previous.map { $0.isIdentifier || $0.is(")") || $0.is("]") || $0.is("?") } ?? false
                let isTuple = token.text == "(" && !afterName
                tuples.append(isTuple)
                if !isTuple { calls += 1 }
            case ")", "]":
                if tuples.popLast() == false { calls -= 1 }
            case ".":
                guard calls == 0, position + 1 < label.endIndex, label[position + 1].isIdentifier
                else { continue }
                names.insert(label[position + 1].text)
            default:
                break
            }
        }
        return names
    }
}
