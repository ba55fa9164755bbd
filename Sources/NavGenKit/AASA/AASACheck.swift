/// `navgen aasa --check`: a deployed association file against the spec's patterns
/// (docs/deeplinks.md, "Checking a deployed file").
///
/// Both ways are judged as far as the file can express them: a URL one of the
/// patterns opens must go to the app; a URL the file sends to the app must be one a
/// pattern opens once its params take any text (the file cannot check a param's
/// type, so `/recipes/abc` for an `Int` id is not held against it).
package enum AASACheck {
    package static func disagreements(
        _ file: AASADeployedFile, patterns: [RoutePattern], host: String
    ) -> [AASADisagreement] {
        let context = Context(file: file, patterns: patterns, host: host)
        return toBrowser(context) + toApp(context)
    }

    /// What both sides are judged with.
    private struct Context {
        var file: AASADeployedFile
        var patterns: [RoutePattern]
        var host: String
        var devices: [AASAMatcher]
        /// Where a redirect's witness leads: the path, query and fragment of the first
        /// route pattern's witness, so that the redirect opens a screen.
        var redirectTarget: String

        init(file: AASADeployedFile, patterns: [RoutePattern], host: String) {
            self.file = file
            self.patterns = patterns
            self.host = host
            devices = file.details.map { AASAMatcher(components: $0.components) }
            let route = patterns.first { $0.action == nil && $0.redirect == nil }
            let witness = route.map { DeepLinkWitness(of: $0) }
            redirectTarget = witness.map { $0.path + $0.queryText + $0.fragmentText } ?? "/"
        }

        /// Whether any `details` entry opens the URL.
        func opensApp(_ path: String, _ query: [(key: String, value: String)], _ fragment: String? = nil)
            -> Bool
        {
            devices.contains { $0.opensApp(path: path, query: query, fragment: fragment) }
        }
    }

    /// Patterns with a URL the file sends to the browser, once each: the pattern's
    /// witness, then the URLs a component's wildcards stand for.
    private static func toBrowser(_ context: Context) -> [AASADisagreement] {
        var found: [AASADisagreement] = []
        var reported: Set<Int> = []
        func report(
            _ index: Int, _ path: String, _ query: [(key: String, value: String)], _ fragment: String?
        ) {
            guard reported.insert(index).inserted else { return }
            let pattern = context.patterns[index]
            found.append(
                AASADisagreement(
                    kind: .toBrowser, witness: url(context.host, path, query, fragment),
                    route: pattern.action == nil ? pattern.route : nil, action: pattern.action,
                    pattern: pattern.source.value))
        }
        for (index, pattern) in context.patterns.enumerated() {
            // A rest of 2, 1 and 3 segments (a longer one can meet another pattern's
            // excludes); the items in another order or beside another item, which the
            // router ignores and a `?` written as one pattern may not.
            let extra = (key: "utm_source", value: "x")
            // Under `caseInsensitive`, the literals in capitals too: the app opens them.
            let spellings = pattern.ignoresCase ? [false, true] : [false]
            search: for (restLength, raised) in (pattern.hasRest ? [2, 1, 3] : [2]).flatMap({ length in
                spellings.map { (length, $0) }
            }) {
                let (path, query, fragment) = witness(
                    of: pattern, restLength: restLength, raisingLiterals: raised,
                    redirectingTo: context.redirectTarget)
                for items in [query, [extra] + query, query + [extra], query.reversed()]
                where !context.opensApp(path, items, fragment) {
                    report(index, path, items, fragment)
                    break search
                }
            }
        }
        // A pattern's URLs that another component's wildcards meet, such as a rest's
        // `/files/a/b/raw` under an exclude `/files/?*/?*/raw` placed above it.
        let router = DeepLinkMatcher(patterns: context.patterns, schemes: [], hosts: [.exact(context.host)])
        for component in context.file.details.flatMap(\.components) {
            for filler in ["x", "7"] {
                let query = queryInstance(of: component, filler: filler)
                let fragment = fragmentInstance(of: component, filler: filler)
                for path in instances(of: component.path, filler: filler)
                where !context.opensApp(path, query, fragment) {
                    // A redirect's URL here leads wherever the filler does: its witness
                    // above, leading to a screen, stands for it.
                    if let match = router.match(url(context.host, path, query, fragment)),
                        context.patterns[match.pattern].redirect == nil
                    {
                        report(match.pattern, path, query, fragment)
                    }
                }
            }
        }
        return found
    }

    /// Components that decide for a URL no pattern opens, even with its params taking
    /// any text, and that no file could keep from the app; one witness each.
    private static func toApp(_ context: Context) -> [AASADisagreement] {
        let router = DeepLinkMatcher(
            patterns: context.patterns.map(untyped), schemes: [], hosts: [.exact(context.host)])
        let beyondRests = overreach(of: context.patterns)
        var found: [AASADisagreement] = []
        for (detailsIndex, details) in context.file.details.enumerated() {
            let device = context.devices[detailsIndex]
            for (index, component) in details.components.enumerated() where !component.exclude {
                // A `?` pattern's `?*` may also take the `&` after an empty value.
                let queries =
                    [queryInstance(of: component, filler: "x")]
                    + (component.queryText == nil ? [] : [queryInstance(of: component, filler: "&y")])
                var paths = instances(of: component.path)
                // Letter case aside, the spellings a router that keeps case would refuse.
                if !component.caseSensitive {
                    paths += paths.map { $0.uppercased() } + paths.map { $0.lowercased() }
                }
                let candidates = queries.flatMap { query in paths.map { (path: $0, query: query) } }
                let fragment = fragmentInstance(of: component, filler: "x")
                let witness = candidates.first { path, query in
                    device.decidingComponent(path: path, query: query, fragment: fragment) == index
                        && router.match(url(context.host, path, query, fragment)) == nil
                        && !beyondRests.opensApp(path: path, query: query, fragment: fragment)
                }
                guard let witness else { continue }
                found.append(
                    AASADisagreement(
                        kind: .toApp, witness: url(context.host, witness.path, witness.query, fragment),
                        component: "applinks.details[\(detailsIndex)].components[\(index)]",
                        componentPath: component.path))
            }
        }
        return found
    }
}
