/// The slow path, taken only for a URL that matched nothing: say what came closest,
/// so that `--urls` output tells a person what to fix. It works on the segments the
/// search already decoded and walks the same trie, so it costs little more than the
/// match itself.
extension DeepLinkMatcher {
    /// Why nothing matched: what the patterns expect at the first segment none of
    /// them takes, or, when the whole path matched, what the query lacks. Literals
    /// that differ only in letter case are called out, the usual mistake.
    func explainFailure(_ run: inout SearchRun) -> String {
        let (best, rest) = probe(&run)
        let path = display(run, 0..<run.segmentCount)
        let head = "no pattern matches '\(path)': "
        // A pattern in scope whose whole path matched says most: its query is what to
        // fix, whatever a pattern of another scope would open.
        if best.depth == run.segmentCount,
            let pattern = closestPattern(&run, at: best.node, inScopeOnly: true)
        {
            return head + "'\(patterns[pattern].source.value)' of \(patterns[pattern].owner) would, but "
                + queryProblem(&run, pattern: pattern)
        }
        if let scoped = outOfScope(&run) { return scoped }
        let pathMatched = best.depth == run.segmentCount && !trie.terminalRange(best.node).isEmpty
        // A rest segment took the path, so the query is what failed.
        if !pathMatched, let rest, let pattern = closestPattern(&run, at: rest) {
            return head + "'\(patterns[pattern].source.value)' of \(patterns[pattern].owner) would, but "
                + queryProblem(&run, pattern: pattern)
        }
        if best.depth == run.segmentCount {
            guard let pattern = closestPattern(&run, at: best.node) else {
                return head + "the patterns that start like it are longer"
            }
            return head + "'\(patterns[pattern].source.value)' of \(patterns[pattern].owner) would, but "
                + queryProblem(&run, pattern: pattern)
        }
        let text = String(decoding: run.segment(best.depth), as: UTF8.self)
        let (literals, literalCount) = trie.literalSummary(best.node)
        let types = DeepLinkValueType.allCases.filter { trie.typedChild(best.node, $0) >= 0 }
        let place = best.depth == 0 ? "" : "after '\(display(run, 0..<best.depth))', "
        if literalCount == 0, types.isEmpty {
            return head + "none goes on " + (best.depth == 0 ? "from the start" : place.dropLast(2))
        }
        if let folded = trie.literal(matchingIgnoringCase: text, at: best.node) {
            // Only ASCII letters fold, under `caseInsensitive` and for a custom scheme's host.
            let rule =
                trie.literals.folding || (best.depth == 0 && run.hostIsFirst)
                ? "path literals compare only ASCII letters without case"
                : "path literals are case-sensitive"
            return head + rule + ", and '\(text)' is not '\(folded)'"
        }
        // What each param type says about the text: "is not an Int", "does not fit...".
        let predicates = types.map { Self.typeProblem(text, $0) }
        let listed =
            literals.map { "'\($0)'" }
            + (literalCount > literals.count ? ["\(literalCount - literals.count) more"] : [])
            + predicates.filter { $0.hasPrefix("is not ") }.map { String($0.dropFirst(7)) }
        var parts: [String] = []
        if !listed.isEmpty {
            let list =
                listed.count == 1
                ? listed[0] : listed.dropLast().joined(separator: ", ") + " or " + listed[listed.count - 1]
            parts.append("is not " + list)
        }
        parts += predicates.filter { !$0.hasPrefix("is not ") }
        return head + place + "'\(text)' " + parts.joined(separator: ", and ")
    }

    /// When only scopes refused the URL: the pattern that would open it were it in
    /// scope, and the origins it applies to.
    private func outOfScope(_ run: inout SearchRun) -> String? {
        guard checksScopes else { return nil }
        run.ignoresScopes = true
        defer { run.ignoresScopes = false }
        let found = descend(&run)
        guard found >= 0, let scope = patterns[Int(found)].scope else { return nil }
        let pattern = patterns[Int(found)]
        return "'\(pattern.source.value)' of \(pattern.owner) applies only to "
            + "\(origins.describe(scope: scope)) URLs"
    }

    /// The deepest trie node the segments reach (the first in search order), walked
    /// with the search's own stack of frames; and the first rest node met on the way
    /// with segments left for it.
    private func probe(_ run: inout SearchRun) -> (best: (depth: Int, node: Int), rest: Int?) {
        var best = (depth: 0, node: 0)
        var rest: Int?
        let frames = run.frames
        frames[0] = 0
        var depth = 0
        while depth >= 0 {
            let node = frames[depth] >> 4
            guard depth < run.segmentCount else {
                depth -= 1
                continue
            }
            if rest == nil, trie.restChild(node) >= 0, restAccepts(run, from: depth) {
                rest = Int(trie.restChild(node))
            }
            var edge = frames[depth] & 15
            let child = nextChild(&run, node: node, depth: depth, edge: &edge)
            frames[depth] = node << 4 | edge
            guard child >= 0 else {
                depth -= 1
                continue
            }
            depth += 1
            frames[depth] = Int(child) << 4
            if depth > best.depth { best = (depth, Int(child)) }
        }
        return (best, rest)
    }

    /// Of the patterns whose path ends at `node`, the one whose query literals are
    /// nearest to the URL's values: by edit distance ignoring letter case, then with
    /// it, then the first declared (with `inScopeOnly`, only patterns whose scope the URL
    /// arrived through). `/settings/NEWTAB` is closer to `/settings/newTab`
    /// than to whichever pattern came first. Only the first ``hintCandidates`` patterns
    /// there are compared, so that a near miss on a path hundreds of patterns share
    /// costs no more to explain than one on a path of a few.
    private func closestPattern(_ run: inout SearchRun, at node: Int, inScopeOnly: Bool = false) -> Int? {
        var best: (key: (Int, Int, Int), pattern: Int)?
        for slot in trie.terminalRange(node).prefix(Self.hintCandidates) {
            let pattern = Int(trie.terminals[slot])
            if inScopeOnly, !inScope(run, pattern: pattern) { continue }
            var folded = 0
            var exact = 0
            for binding in table.queryRange(pattern).map({ table.queryParams[$0] }) {
                let value: String
                switch lookup(&run, binding) {
                case .absent:
                    guard binding.isLiteral || binding.isRequired else { continue }
                    value = ""
                case .value(let range):
                    guard binding.isLiteral else { continue }
                    value = String(decoding: run.scratchBytes(range), as: UTF8.self)
                }
                let literal =
                    binding.isLiteral
                    ? String(
                        decoding: table.keys[
                            Int(binding.literalStart)..<Int(binding.literalStart + binding.literalLength)],
                        as: UTF8.self) : "?"
                folded += Self.distance(value.lowercased(), literal.lowercased())
                exact += Self.distance(value, literal)
            }
            let key = (folded, exact, patterns[pattern].order)
            if best.map({ key < $0.key }) ?? true { best = (key, pattern) }
        }
        return best?.pattern
    }

    /// The most patterns a hint compares.
    static let hintCandidates = 32

    /// Edit distance over at most the first 64 characters of each side, so that a
    /// long hostile value costs no more than a short one.
    private static func distance(_ lhs: String, _ rhs: String) -> Int {
        Suggestion.editDistance(Array(lhs.unicodeScalars.prefix(64)), Array(rhs.unicodeScalars.prefix(64)))
    }

    /// Why a pattern whose path matched fails on the query.
    private func queryProblem(_ run: inout SearchRun, pattern: Int) -> String {
        for slot in table.pathRange(pattern) {
            let param = table.pathParams[slot]
            let bytes = run.segment(Int(param.position))
            guard let constraint = patterns[pattern].constraint(of: Int(param.param)),
                !constraint.accepts(bytes)
            else { continue }
            return constraint.problem(String(decoding: bytes, as: UTF8.self))
        }
        for slot in table.queryRange(pattern) {
            let binding = table.queryParams[slot]
            let stored = String(
                decoding: table.keys[Int(binding.keyStart)..<Int(binding.keyStart + binding.keyLength)],
                as: UTF8.self)
            // The table holds keys folded under `caseInsensitive`: say the pattern's own.
            let key =
                patterns[pattern].ignoresCase
                ? patterns[pattern].query.first { ASCIICase.lowered($0.key.value) == stored }?.key.value
                    ?? stored
                : stored
            let literal =
                binding.isLiteral
                ? String(
                    decoding: table.keys[
                        Int(binding.literalStart)..<Int(binding.literalStart + binding.literalLength)],
                    as: UTF8.self) : nil
            switch lookup(&run, binding) {
            case .absent:
                if let literal { return "the query item '\(key)=\(literal)' is missing" }
                if binding.isDemanded { return "it needs the query item '\(key)'" }
                if binding.isRequired { return "the required query item '\(key)' is missing or empty" }
            case .value(let range):
                let bytes = run.scratchBytes(range)
                let value = String(decoding: bytes, as: UTF8.self)
                if let literal {
                    if table.literal(of: binding, equals: bytes) { continue }
                    return "'\(key)=\(value)' is not '\(key)=\(literal)'"
                }
                let name = patterns[pattern].params[Int(binding.param)].name.value
                if ValueParser.accepts(bytes, as: binding.type) {
                    guard let constraint = patterns[pattern].constraint(of: Int(binding.param)),
                        !constraint.accepts(bytes)
                    else { continue }
                    return "in '\(key)=\(value)', " + constraint.problem(value) + " for {\(name)}"
                }
                return "'\(key)=\(value)' " + Self.typeProblem(value, binding.type) + " for {\(name)}"
            }
        }
        return fragmentProblem(&run, pattern: pattern) ?? "a better pattern of the same shape matched first"
    }

    /// Why a pattern's `#{name}` refuses the URL's fragment, if it does.
    private func fragmentProblem(_ run: inout SearchRun, pattern: Int) -> String? {
        let fragment = table.fragments[pattern]
        guard fragment.param >= 0 else { return nil }
        let name = patterns[pattern].params[Int(fragment.param)].name.value
        switch lookupFragment(&run) {
        case .absent:
            return fragment.isRequired ? "it needs a non-empty fragment for #{\(name)}" : nil
        case .value(let range):
            let bytes = run.scratchBytes(range)
            let value = String(decoding: bytes, as: UTF8.self)
            if ValueParser.accepts(bytes, as: fragment.type) {
                guard let constraint = patterns[pattern].constraint(of: Int(fragment.param)),
                    !constraint.accepts(bytes)
                else { return nil }
                return "in the fragment, " + constraint.problem(value) + " for #{\(name)}"
            }
            return "the fragment '\(value)' " + Self.typeProblem(value, fragment.type) + " for #{\(name)}"
        }
    }

    /// The decoded segments as a path, a `/` inside a segment shown as `%2F`.
    private func display(_ run: SearchRun, _ segments: Range<Int>) -> String {
        guard !segments.isEmpty else { return "/" }
        var text = ""
        for index in segments {
            text += "/"
            let segment = String(decoding: run.segment(index), as: UTF8.self)
            text +=
                segment.utf8.contains(UInt8(ascii: "/"))
                ? segment.split(separator: "/", omittingEmptySubsequences: false).joined(separator: "%2F")
                : segment
        }
        return text
    }

    /// What a type says about text it does not take: `is not an Int`, or the more
    /// precise reason for numbers that parse but are out of range.
    static func typeProblem(_ text: String, _ type: DeepLinkValueType) -> String {
        switch type {
        case .int:
            let digits = text.drop { $0 == "-" || $0 == "+" }
            if !digits.isEmpty, digits.count + 1 >= text.count, digits.allSatisfy(\.isASCIIDigit) {
                return "does not fit in a 64-bit Int"
            }
            return "is not an Int"
        case .double:
            if let value = Double(text), !value.isFinite { return "is not a finite Double" }
            return "is not a Double"
        case .bool: return "is not true or false"
        case .uuid: return "is not a UUID"
        case .string, .enumeration: return "is not text"
        case .url: return "is not a web URL"
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
