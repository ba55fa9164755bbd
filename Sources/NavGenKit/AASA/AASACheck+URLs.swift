/// The URLs `--check` tries: a witness for each pattern, the paths a component's
/// wildcards stand for, and the pattern as the file sees it.
extension AASACheck {
    /// A URL the pattern opens (``DeepLinkWitness``), as a path and its query items. A
    /// redirect's leads to `redirectingTo`, a URL that opens a screen.
    static func witness(
        of pattern: RoutePattern, restLength: Int = 2, raisingLiterals: Bool = false,
        redirectingTo target: String? = nil
    ) -> (
        path: String, query: [(key: String, value: String)], fragment: String?
    ) {
        let witness = DeepLinkWitness(
            of: pattern, restLength: restLength, raisingLiterals: raisingLiterals,
            redirectingTo: pattern.redirect == nil ? nil : target)
        return (witness.path, witness.query.map { ($0.key, $0.value) }, witness.fragment)
    }

    /// The fragment a component's `#` matches, its wildcards at their shortest; nil without `#`.
    static func fragmentInstance(of component: AASAComponent, filler: String) -> String? {
        component.fragment.map { instance(of: $0, filler: filler, variant: 0) }
    }

    /// Query items a component's `?` matches, each wildcard at its shortest.
    static func queryInstance(of component: AASAComponent, filler: String) -> [(key: String, value: String)] {
        guard let pattern = component.queryText else {
            return component.query.map {
                (key: $0.key, value: instance(of: $0.value, filler: filler, variant: 0))
            }
        }
        return instance(of: pattern, filler: filler, variant: 0).split(separator: "&").map { item in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (key: String(pair[0]), value: pair.count > 1 ? String(pair[1]) : "")
        }
    }

    /// What a rest pattern's component sends to the app beyond the pattern, which
    /// no file can keep from it: a param before a literal may take several segments
    /// (`/u/?*/posts/?*` meets `/u/a/b/posts/c`), and an exclude would hide the
    /// pattern's own URLs, whose rest can hold `/posts/` too.
    static func overreach(of patterns: [RoutePattern]) -> AASAMatcher {
        AASAMatcher(
            components: patterns.filter(\.hasRest).map {
                AASAComponent(
                    path: AASAComponents.path(of: $0.segments), query: AASAComponents.query(of: $0),
                    fragment: AASAComponents.fragment(of: $0), comment: "")
            })
    }

    /// The pattern with every param a `String`: what the file can tell of it.
    static func untyped(_ pattern: RoutePattern) -> RoutePattern {
        var copy = pattern
        copy.segments = pattern.segments.map { segment in
            if case .param(let index, _) = segment { return .param(index, .string) }
            return segment
        }
        copy.query = pattern.query.map { binding in
            var binding = binding
            if case .param(let index, _, let isRequired) = binding.kind {
                binding.kind = .param(index, .string, isRequired: isRequired)
            }
            return binding
        }
        copy.fragment?.type = .string
        // Ranges and enumerations too: a file cannot say which values a param takes.
        copy.constraints = []
        return copy
    }

    /// Paths a component's path pattern matches: every wildcard run at its shortest
    /// (`?` one `filler`, `*` nothing), then each run with a `*` made longer by one
    /// character and by two segments, since Apple's `*` crosses `/`.
    static func instances(of pattern: String, filler: String = "x") -> [String] {
        let runs = wildcardRuns(pattern)
        var paths = [instance(of: pattern, runs: runs, filler: filler, longer: nil, variant: 0)]
        for run in runs.indices where pattern[runs[run]].contains("*") {
            paths.append(instance(of: pattern, runs: runs, filler: filler, longer: run, variant: 1))
            paths.append(instance(of: pattern, runs: runs, filler: filler, longer: run, variant: 2))
        }
        return paths
    }

    static func instance(of value: String, filler: String, variant: Int) -> String {
        instance(of: value, runs: wildcardRuns(value), filler: filler, longer: nil, variant: variant)
    }

    private static func instance(
        of pattern: String, runs: [Range<String.Index>], filler: String, longer: Int?, variant: Int
    ) -> String {
        var text = ""
        var position = pattern.startIndex
        for (index, run) in runs.enumerated() {
            text += pattern[position..<run.lowerBound]
            text += String(repeating: filler, count: pattern[run].filter { $0 == "?" }.count)
            if index == longer { text += variant == 1 ? "y" : "y/z" }
            position = run.upperBound
        }
        return text + pattern[position...]
    }

    private static func wildcardRuns(_ pattern: String) -> [Range<String.Index>] {
        var runs: [Range<String.Index>] = []
        var index = pattern.startIndex
        while index < pattern.endIndex {
            guard pattern[index] == "*" || pattern[index] == "?" else {
                index = pattern.index(after: index)
                continue
            }
            let start = index
            while index < pattern.endIndex, pattern[index] == "*" || pattern[index] == "?" {
                index = pattern.index(after: index)
            }
            runs.append(start..<index)
        }
        return runs
    }

    static func url(
        _ host: String, _ path: String, _ query: [(key: String, value: String)], _ fragment: String? = nil
    ) -> String {
        "https://\(host)\(path)"
            + (query.isEmpty ? "" : "?" + query.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))
            + (fragment.map { "#" + $0 } ?? "")
    }
}
