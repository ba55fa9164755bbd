/// Where `init?(url:)` tests each pattern: a `switch` on the URL's segment count
/// whose cases hold the fixed-length patterns, then, after the `switch`, the
/// patterns with a rest segment `{name...}`, each testing the count itself.
///
/// The generated matcher returns at the first pattern that matches, so it must try
/// them in an order where that one is the precedence winner. Patterns of different
/// lengths never match one URL, so the fixed-length ones may be grouped by length;
/// but a rest pattern matches URLs of many lengths and may win over a longer one
/// (`/files/{path...}` over `/{owner}/{repo}/{branch}`). Such a fixed-length
/// pattern follows the `switch` too, after the rest patterns that go before it,
/// and so does any fixed-length pattern that one of those may win over. Specs
/// without rest segments keep the `switch` alone.
struct DeepLinkMatcherLayout {
    /// The fixed-length patterns tested in the `switch`: per segment count
    /// (ascending), in precedence order.
    let cases: [(count: Int, entries: [DeepLinkPlans.Entry])]
    /// The patterns tested after the `switch`, in precedence order.
    let after: [DeepLinkPlans.Entry]

    init(cases: [(count: Int, entries: [DeepLinkPlans.Entry])], after: [DeepLinkPlans.Entry]) {
        self.cases = cases
        self.after = after
    }

    /// `entries` in precedence order (``DeepLinkPlans/entries``).
    init(_ entries: [DeepLinkPlans.Entry]) {
        var after: [DeepLinkPlans.Entry] = []
        var fixed: [DeepLinkPlans.Entry] = []
        for entry in entries {
            // Any URL the two share goes to the pattern before it: test it after that one.
            if entry.pattern.hasRest
                || after.contains(where: { $0.pattern.mayShareAPath(with: entry.pattern) })
            {
                after.append(entry)
            } else {
                fixed.append(entry)
            }
        }
        let counts = Set(fixed.map(\.pattern.segments.count)).sorted()
        cases = counts.map { count in (count, fixed.filter { $0.pattern.segments.count == count }) }
        self.after = after
    }
}
