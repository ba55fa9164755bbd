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
        while let raw = reader.next() {
            let url = raw.trimmingWhitespace
            if url.isEmpty || url.hasPrefix("#") { continue }
            if let match = router.match(url) {
                matched += 1
                let target = Self.describe(match, router)
                out.line(
                    json
                        ? JSONValue.object([
                            ("ok", .bool(true)), ("url", .string(url)), ("target", .string(target)),
                        ])
                        .rendered()
                        : "\(url) -> \(target)")
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

    /// `recipes.recipeDetail(id: 42, source: nil)`, from the match alone.
    static func describe(_ match: DeepLinkMatch, _ router: DeepLinkRouter) -> String {
        let params = router.matcher.patterns[match.pattern].params
        let entry = RouteEntry(
            route: match.route,
            arguments: zip(params, match.arguments).map { RouteArgument(name: $0.name.value, value: $1) })
        return entry.description
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
