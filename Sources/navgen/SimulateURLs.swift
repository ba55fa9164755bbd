import ArgumentParser
import NavGenKit

/// `simulate --urls FILE|-`: one line out per URL in, streamed, then the totals.
///
/// Blank lines and lines starting with `#` are skipped; each line is trimmed. A
/// matched line is written from the line's bytes and the pattern's prepared names,
/// without building strings, so output keeps up with the matcher.
struct SimulateURLs {
    let simulator: Simulator
    let json: Bool

    /// Every pattern's route and param labels as bytes (`recipes.recipeDetail`,
    /// `id: `) in one pool, so writing a line copies bytes without touching
    /// reference counts.
    private struct Names {
        var pool: [UInt8] = []
        /// Per pattern: the route's range in `pool`, then where its labels start in `labels`.
        var routes: [Range<Int>] = []
        var labelStart: [Int] = [0]
        var labels: [Range<Int>] = []

        init(_ patterns: [RoutePattern]) {
            for pattern in patterns {
                routes.append(add(pattern.route.description))
                for param in pattern.params { labels.append(add(param.name.value + ": ")) }
                labelStart.append(labels.count)
            }
        }

        private mutating func add(_ text: String) -> Range<Int> {
            let start = pool.count
            pool += text.utf8
            return start..<pool.count
        }
    }

    private static let arrow = Array(" -> ".utf8)
    private static let separator = Array(", ".utf8)

    func run(path: String) throws {
        guard let reader = LineReader(path: path) else {
            SimulationSupport.printError("cannot read '\(path)'")
            throw ExitCode(SimulationSupport.couldNotRun)
        }
        var out = OutputBuffer()
        var matched = 0
        var unmatched = 0
        let router = simulator.router
        let names = Names(router.matcher.patterns)
        while let matchedLine = reader.nextLine({ line -> Bool? in
            guard let first = line.first, first != UInt8(ascii: "#") else { return nil }
            if let match = router.match(utf8: line) {
                if json {
                    var target: [UInt8] = []
                    Self.describe(match, names, into: &target)
                    out.line(
                        JSONValue.object([
                            ("ok", .bool(true)), ("url", .string(String(decoding: line, as: UTF8.self))),
                            ("target", .string(String(decoding: target, as: UTF8.self))),
                        ]).rendered())
                } else {
                    out.append(line)
                    out.append(Self.arrow)
                    out.write { Self.describe(match, names, into: &$0) }
                    out.endLine()
                }
                return true
            }
            let url = String(decoding: line, as: UTF8.self)
            let why = router.explain(utf8: line).description
            out.line(
                json
                    ? JSONValue.object([
                        ("ok", .bool(false)), ("url", .string(url)), ("error", .string("no-match")),
                        ("message", .string(why)),
                    ]).rendered()
                    : url + " -> no match: " + why)
            return false
        }) {
            switch matchedLine {
            case true?: matched += 1
            case false?: unmatched += 1
            case nil: continue
            }
        }
        out.line(
            json
                ? JSONValue.object([("matched", .int(matched)), ("unmatched", .int(unmatched))]).rendered()
                : "\(matched) matched, \(unmatched) unmatched")
        out.flush()
        if unmatched > 0 { throw ExitCode(1) }
    }

    /// `recipes.recipeDetail(id: 42, source: nil)` from the match alone, exactly as
    /// ``RouteEntry/description`` writes it.
    private static func describe(_ match: DeepLinkMatch, _ names: Names, into bytes: inout [UInt8]) {
        bytes += names.pool[names.routes[match.pattern]]
        guard !match.arguments.isEmpty else { return }
        bytes.append(UInt8(ascii: "("))
        let firstLabel = names.labelStart[match.pattern]
        for (index, value) in match.arguments.enumerated() {
            if index > 0 { bytes += separator }
            bytes += names.pool[names.labels[firstLabel + index]]
            value.appendSwiftLiteral(to: &bytes)
        }
        bytes.append(UInt8(ascii: ")"))
    }
}

extension String {
    /// Without leading and trailing whitespace (spaces, tabs, line breaks).
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
