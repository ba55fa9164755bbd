import ArgumentParser
import NavGenKit

/// `simulate --urls FILE|-`: one line out per URL in, streamed, then the totals.
///
/// Blank lines and lines starting with `#` are skipped; each line is trimmed.
struct SimulateURLs {
    let simulator: Simulator
    let json: Bool

    func run(path: String) throws {
        guard let reader = LineReader(path: path) else {
            SimulationSupport.printError("cannot read '\(path)'")
            throw ExitCode(SimulationSupport.couldNotRun)
        }
        var out = OutputBuffer()
        var matched = 0
        var unmatched = 0
        let router = simulator.router
        let names = router.matcher.patterns.map { pattern in
            (route: pattern.route.description, labels: pattern.params.map { $0.name.value + ": " })
        }
        while let raw = reader.next() {
            let url = raw.trimmingWhitespace
            if url.isEmpty || url.hasPrefix("#") { continue }
            if let match = router.match(url) {
                matched += 1
                let target = Self.describe(match, names[match.pattern])
                out.line(
                    json
                        ? JSONValue.object([
                            ("ok", .bool(true)), ("url", .string(url)), ("target", .string(target)),
                        ])
                        .rendered()
                        : url + " -> " + target)
            } else {
                unmatched += 1
                let why: String
                if case .failure(let mismatch) = router.open(url) {
                    why = mismatch.description
                } else {
                    why = ""
                }
                out.line(
                    json
                        ? JSONValue.object([
                            ("ok", .bool(false)), ("url", .string(url)), ("error", .string("no-match")),
                            ("message", .string(why)),
                        ]).rendered()
                        : "\(url) -> no match: \(why)")
            }
        }
        out.line(
            json
                ? JSONValue.object([("matched", .int(matched)), ("unmatched", .int(unmatched))]).rendered()
                : "\(matched) matched, \(unmatched) unmatched")
        out.flush()
        if unmatched > 0 { throw ExitCode(1) }
    }

    /// `recipes.recipeDetail(id: 42, source: nil)` from the match alone, as
    /// ``RouteEntry/description`` writes it, with the names prepared once per pattern.
    static func describe(_ match: DeepLinkMatch, _ names: (route: String, labels: [String])) -> String {
        guard !match.arguments.isEmpty else { return names.route }
        var text = names.route + "("
        for (index, value) in match.arguments.enumerated() {
            if index > 0 { text += ", " }
            text += names.labels[index]
            text += value.swiftLiteral
        }
        return text + ")"
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        // The usual line has neither leading nor trailing space: no scalar lookups.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80
        {
            return self
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
