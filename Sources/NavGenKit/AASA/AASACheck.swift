/// `navgen aasa --check`: a deployed association file against the spec's patterns
/// (docs/deeplinks.md, "Checking a deployed file").
///
/// Both ways are judged as far as the file can express them: a URL one of the
/// patterns opens must go to the app; a URL the file sends to the app must be one a
/// pattern opens once its params take any text (the file cannot check a param's
/// type, so `/recipes/abc` for an `Int` id is not held against it).
public enum AASACheck {
    public static func disagreements(
        _ file: AASADeployedFile, patterns: [RoutePattern], host: String
    ) -> [AASADisagreement] {
        let devices = file.details.map { AASAMatcher(components: $0.components) }
        func opensApp(_ path: String, _ query: [(key: String, value: String)]) -> Bool {
            devices.contains { $0.opensApp(path: path, query: query) }
        }
        var found: [AASADisagreement] = []
        for pattern in patterns {
            let (path, query) = witness(of: pattern)
            guard !opensApp(path, query) else { continue }
            found.append(
                AASADisagreement(
                    kind: .toBrowser, witness: url(host, path, query), route: pattern.route,
                    pattern: pattern.source.value))
        }
        let router = DeepLinkMatcher(patterns: patterns.map(untyped), schemes: [], hosts: [.exact(host)])
        for (detailsIndex, details) in file.details.enumerated() {
            let device = devices[detailsIndex]
            for (index, component) in details.components.enumerated() where !component.exclude {
                let query = component.query.map { (key: $0.key, value: instance(of: $0.value, variant: 0)) }
                let witness = instances(of: component.path).first { path in
                    device.decidingComponent(path: path, query: query) == index
                        && router.match(url(host, path, query)) == nil
                }
                guard let witness else { continue }
                found.append(
                    AASADisagreement(
                        kind: .toApp, witness: url(host, witness, query),
                        component: "applinks.details[\(detailsIndex)].components[\(index)]",
                        componentPath: component.path))
            }
        }
        return found
    }

    /// A URL the pattern opens: each param a value of its type, each required query
    /// item present; literals written as a browser writes them.
    static func witness(of pattern: RoutePattern) -> (path: String, query: [(key: String, value: String)]) {
        let segments = pattern.segments.map { segment -> String in
            switch segment {
            case .literal(let text):
                AASAComponents.percentEncoded(text.value, keeping: AASAComponents.pathCharacters)
            case .param(_, let type): sample(type)
            case .rest: "a/b"
            }
        }
        var query: [(key: String, value: String)] = []
        for binding in pattern.query where binding.isRequired {
            let key = AASAComponents.percentEncoded(
                binding.key.value, keeping: AASAComponents.queryKeyCharacters)
            guard !query.contains(where: { $0.key == key }) else { continue }
            switch binding.kind {
            case .param(_, let type, _): query.append((key, sample(type)))
            case .literal(let value):
                query.append(
                    (
                        key,
                        AASAComponents.percentEncoded(value.value, keeping: AASAComponents.queryKeyCharacters)
                    ))
            }
        }
        return ("/" + segments.joined(separator: "/"), query)
    }

    static func sample(_ type: DeepLinkValueType) -> String {
        switch type {
        case .int: "7"
        case .bool: "true"
        case .uuid: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        case .double: "2.5"
        case .string: "abc"
        }
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
        return copy
    }

    /// Paths a component's path pattern matches: every wildcard run at its shortest
    /// (`?` one `x`, `*` nothing), then each run with a `*` made longer by one
    /// character and by two segments, since Apple's `*` crosses `/`.
    static func instances(of pattern: String) -> [String] {
        let runs = wildcardRuns(pattern)
        var paths = [instance(of: pattern, runs: runs, longer: nil, variant: 0)]
        for run in runs.indices where pattern[runs[run]].contains("*") {
            paths.append(instance(of: pattern, runs: runs, longer: run, variant: 1))
            paths.append(instance(of: pattern, runs: runs, longer: run, variant: 2))
        }
        return paths
    }

    static func instance(of value: String, variant: Int) -> String {
        instance(of: value, runs: wildcardRuns(value), longer: nil, variant: variant)
    }

    private static func instance(of pattern: String, runs: [Range<String.Index>], longer: Int?, variant: Int)
        -> String
    {
        var text = ""
        var position = pattern.startIndex
        for (index, run) in runs.enumerated() {
            text += pattern[position..<run.lowerBound]
            text += String(repeating: "x", count: pattern[run].filter { $0 == "?" }.count)
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

    private static func url(_ host: String, _ path: String, _ query: [(key: String, value: String)]) -> String
    {
        "https://\(host)\(path)"
            + (query.isEmpty ? "" : "?" + query.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))
    }
}
