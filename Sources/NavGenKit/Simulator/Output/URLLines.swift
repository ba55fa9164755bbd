/// `simulate --urls`: matches one URL a line and appends the line its renderer
/// writes for it.
///
/// Blank lines and lines starting with `#` are skipped. A matched line is written
/// from the line's bytes and the pattern's prepared names, without building
/// strings, so output keeps up with the matcher. A class, so that the loop over
/// 100,000 lines hands one reference to the reader, not copies of the router.
package final class URLLines {
    private let router: DeepLinkRouter
    private let names: Names
    private let renderer: any SimulateRenderer
    /// The longest line read; a longer one is refused.
    private let limit: Int
    /// Nil for a spec without conditions: lines come from the match alone.
    private let guards: (simulator: Simulator, launch: NavigationState)?
    /// Whether lines say what kind of link matched (``LinkKind``).
    private let hasActions: Bool
    /// Whether lines say which redirects a link followed: only for a spec with redirects.
    private let hasRedirects: Bool
    /// Whether `deeplinks.requires` guards action links too.
    private let guardsEveryLink: Bool

    /// `launch`: the state with the command line's conditions, under which a spec
    /// with conditions opens each URL (``GuardNote``).
    package init(simulator: Simulator, launch: NavigationState, renderer: any SimulateRenderer, limit: Int) {
        router = simulator.router
        names = Names(router.matcher.patterns)
        hasActions = !simulator.spec.actions.isEmpty
        hasRedirects = !simulator.spec.deepLinks.redirects.isEmpty
        guardsEveryLink = !simulator.model.linkGuards.isEmpty
        self.renderer = renderer
        self.limit = limit
        guards = simulator.hasConditions ? (simulator, launch) : nil
    }

    /// How many bytes of an over-long line are shown.
    static let shownPrefix = 64

    /// Every pattern's route (or action) and param labels as bytes
    /// (`recipes.recipeDetail`, `id: `) in one pool, so writing a line copies bytes without touching
    /// reference counts.
    private struct Names {
        var pool: [UInt8] = []
        /// Per pattern: the route's range in `pool`, then where its labels start in `labels`.
        var routes: [Range<Int>] = []
        var labelStart: [Int] = [0]
        var labels: [Range<Int>] = []

        init(_ patterns: [RoutePattern]) {
            for pattern in patterns {
                routes.append(add(pattern.action ?? pattern.route.description))
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

    /// Appends the line of one input line (trimmed): true when it matched, false
    /// when not, nil for a blank line or a comment.
    package func match(_ line: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) -> Bool? {
        guard let first = line.first, first != UInt8(ascii: "#") else { return nil }
        guard var match = router.match(utf8: line) else {
            renderer.appendUnmatched(
                String(decoding: line, as: UTF8.self), why: router.explain(utf8: line), to: &bytes)
            return false
        }
        var redirects: [String] = []
        if router.matcher.patterns[match.pattern].redirect != nil {
            let url = String(decoding: line, as: UTF8.self)
            switch router.followingRedirects(url) {
            case .failure(let why):
                renderer.appendUnmatched(url, why: why, to: &bytes)
                return false
            case .success(let followed): (match, redirects) = followed
            }
        }
        var note: GuardNote?
        // An action link shows no screen, so no route's guard has a say in it;
        // `deeplinks.requires` does.
        if let guards, router.action(of: match) == nil || guardsEveryLink {
            let url = String(decoding: line, as: UTF8.self)
            switch GuardNote.of(url, in: guards.simulator, under: guards.launch) {
            case .success(let found): note = found
            case .failure(let refused):
                renderer.appendUnmatched(url, why: refused, to: &bytes)
                return false
            }
        }
        let link: LinkKind? = hasActions ? (router.action(of: match) == nil ? .route : .action) : nil
        renderer.appendMatched(
            line, target: { self.describe(match, into: &$0) }, link: link,
            redirects: hasRedirects ? redirects : nil,
            note: note, to: &bytes)
        return true
    }

    /// A line over the limit is not matched, and not echoed whole: its first
    /// ``shownPrefix`` bytes stand for it, with its length. A long comment is
    /// skipped as any comment is.
    package func refuseLongLine(_ head: UnsafeBufferPointer<UInt8>, length: Int, to bytes: inout [UInt8])
        -> Bool?
    {
        let start = head.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? head.count
        if start < head.count, head[start] == UInt8(ascii: "#") { return nil }
        var end = min(head.count, start + Self.shownPrefix)
        // Cut at a character's first byte, not inside one.
        while end > start, end < head.count, head[end] & 0xC0 == 0x80 { end -= 1 }
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: head[start..<end]), as: UTF8.self) + "..."
        renderer.appendUnmatched(
            prefix, why: .noPattern("line too long (\(length) bytes; the limit is \(limit))"), to: &bytes)
        return false
    }

    /// `recipes.recipeDetail(id: 42, source: nil)` from the match alone, exactly as
    /// ``RouteEntry/description`` writes it.
    private func describe(_ match: DeepLinkMatch, into bytes: inout [UInt8]) {
        bytes += names.pool[names.routes[match.pattern]]
        guard !match.arguments.isEmpty else { return }
        bytes.append(UInt8(ascii: "("))
        let firstLabel = names.labelStart[match.pattern]
        for (index, value) in match.arguments.enumerated() {
            if index > 0 { bytes += [UInt8(ascii: ","), UInt8(ascii: " ")] }
            bytes += names.pool[names.labels[firstLabel + index]]
            value.appendSwiftLiteral(to: &bytes)
        }
        bytes.append(UInt8(ascii: ")"))
    }
}

/// What a guard does to a URL of a spec with conditions, opened under the launch
/// conditions: shown straight, stopped by an `otherwise`, or waiting for a
/// condition's satisfying flow.
package struct GuardNote: Sendable {
    /// The screen shown.
    package var top: String
    /// The condition waited for, and the move that resumes.
    package var waiting: (condition: String, move: String)?
    /// Whether the screen shown is not the link's target.
    package var isOtherwise: Bool
    /// How the link ended when it met `stay` or `web`.
    package var fallback: LinkFallbackEnd? = nil
    /// Whether the spec has a `web` fallback: JSON lines then say whether the link
    /// went to the browser.
    package var showsWeb = false

    /// The note, or why a guard refuses the link (it is then unmatched).
    static func of(_ url: String, in simulator: Simulator, under launch: NavigationState) -> Result<
        GuardNote, DeepLinkMismatch
    > {
        switch simulator.router.open(url, resettingUnder: launch.conditions, tuples: launch.conditionTuples) {
        case .failure(let mismatch):
            return .failure(mismatch)
        case .success(let opening):
            let waiting = opening.state.waiting.map { waiting in
                let names = simulator.conditionNames
                let index = waiting.condition.rawValue
                return (condition: names.indices.contains(index) ? names[index] : "", move: waiting.text)
            }
            return .success(
                GuardNote(
                    top: opening.state.topText ?? "nothing", waiting: waiting,
                    isOtherwise: opening.action == nil && opening.state.top?.route != opening.match.route,
                    fallback: opening.fallback, showsWeb: simulator.spec.usesWebFallback))
        }
    }
}
