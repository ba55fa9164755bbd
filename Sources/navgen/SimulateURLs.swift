import ArgumentParser
import NavGenKit

/// `simulate --urls FILE|-`: one line out per URL in, streamed, then the totals.
///
/// Blank lines and lines starting with `#` are skipped; each line is trimmed. A
/// matched line is written from the line's bytes and the pattern's prepared names,
/// without building strings, so output keeps up with the matcher. The input is
/// read a line at a time (``LineReader``): a line over the limit is reported by
/// its prefix and length, and what comes from the input is shown through
/// ``TerminalText``.
struct SimulateURLs {
    let simulator: Simulator
    let json: Bool
    /// The launch state, with `--given`'s conditions: a spec with conditions opens
    /// each URL under them (``GuardNote``).
    let launch: NavigationState

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
        let reader: LineReader
        do {
            reader = try LineReader(path: path)
        } catch {
            SimulationSupport.printError("cannot read '\(path)': \(error)")
            throw ExitCode(SimulationSupport.couldNotRun)
        }
        let writer = LineWriter(
            router: simulator.router, json: json, limit: reader.limit,
            guards: simulator.hasConditions ? GuardNotes(simulator: simulator, launch: launch) : nil)
        var matched = 0
        var unmatched = 0
        while let matchedLine = reader.nextLine(writer.write) {
            switch matchedLine {
            case true?: matched += 1
            case false?: unmatched += 1
            case nil: continue
            }
        }
        var out = writer.out
        if let failure = reader.failure {
            out.flush()
            SimulationSupport.printError("cannot read '\(path)': \(failure)")
            throw ExitCode(SimulationSupport.couldNotRun)
        }
        out.line(
            json
                ? JSONValue.object([("matched", .int(matched)), ("unmatched", .int(unmatched))]).rendered()
                : "\(matched) matched, \(unmatched) unmatched")
        out.flush()
        if unmatched > 0 { throw ExitCode(1) }
    }

    /// What writes the line for each input line. A class, so that the loop over
    /// 100,000 lines hands one reference to the reader, not copies of the router.
    private final class LineWriter {
        let router: DeepLinkRouter
        let names: Names
        let json: Bool
        let limit: Int
        /// Nil for a spec without conditions: lines come from the match alone.
        let guards: GuardNotes?
        var out = OutputBuffer()

        init(router: DeepLinkRouter, json: Bool, limit: Int, guards: GuardNotes?) {
            self.router = router
            self.names = Names(router.matcher.patterns)
            self.json = json
            self.limit = limit
            self.guards = guards
        }

        /// Writes the line for one input line: true when it matched, false when
        /// not, nil for a blank line or a comment.
        func write(_ line: LineReader.Line) -> Bool? {
            switch line {
            case .text(let url): match(url)
            case .tooLong(let head, let length): refuseLongLine(head, length: length)
            }
        }

        private func match(_ line: UnsafeBufferPointer<UInt8>) -> Bool? {
            guard let first = line.first, first != UInt8(ascii: "#") else { return nil }
            if let match = router.match(utf8: line) {
                var note: GuardNote?
                if let guards {
                    let url = String(decoding: line, as: UTF8.self)
                    switch guards.note(for: url) {
                    case .success(let found): note = found
                    case .failure(let refused):
                        unmatchedLine(url, why: refused)
                        return false
                    }
                }
                if json {
                    var target: [UInt8] = []
                    SimulateURLs.describe(match, names, into: &target)
                    var members: [(String, JSONValue)] = [
                        ("ok", .bool(true)), ("url", .string(String(decoding: line, as: UTF8.self))),
                        ("target", .string(String(decoding: target, as: UTF8.self))),
                    ]
                    if let note { members += note.json }
                    out.line(JSONValue.object(members).rendered())
                } else {
                    out.appendShown(line)
                    out.append(SimulateURLs.arrow)
                    out.writeShown {
                        SimulateURLs.describe(match, names, into: &$0)
                        if let text = note?.text { $0 += text.utf8 }
                    }
                    out.endLine()
                }
                return true
            }
            unmatchedLine(String(decoding: line, as: UTF8.self), why: router.explain(utf8: line))
            return false
        }

        /// A line over the limit is not matched, and not echoed whole: its first
        /// ``shownPrefix`` bytes stand for it, with its length. A long comment is
        /// skipped as any comment is.
        private func refuseLongLine(_ head: UnsafeBufferPointer<UInt8>, length: Int) -> Bool? {
            let start = head.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? head.count
            if start < head.count, head[start] == UInt8(ascii: "#") { return nil }
            var end = min(head.count, start + SimulateURLs.shownPrefix)
            // Cut at a character's first byte, not inside one.
            while end > start, end < head.count, head[end] & 0xC0 == 0x80 { end -= 1 }
            let prefix =
                String(decoding: UnsafeBufferPointer(rebasing: head[start..<end]), as: UTF8.self) + "..."
            unmatchedLine(prefix, why: .noPattern("line too long (\(length) bytes; the limit is \(limit))"))
            return false
        }

        /// `no-match` when no pattern matches the line; `refused` when one does and a
        /// guard or its back stack stops it.
        private func unmatchedLine(_ url: String, why: DeepLinkMismatch) {
            out.line(
                json
                    ? JSONValue.object([
                        ("ok", .bool(false)), ("url", .string(url)), ("error", .string(why.kind)),
                        ("message", .string(why.description)),
                    ]).rendered()
                    : TerminalText.sanitized(url + " -> " + why.label + ": " + why.description))
        }

    }

    /// How many bytes of an over-long line are shown.
    static let shownPrefix = 64

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
