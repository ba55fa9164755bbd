extension LinkComparison {
    /// `deeplinks.caseInsensitive` turned off or on: one change for the whole spec, since
    /// it changes how every link compares and no single pattern says so. Off is
    /// `link-removed`: a URL that opened with its literals in capitals may open nothing
    /// now; on is `added`. The witness is the first pattern with a letter in a literal
    /// (old spec for off, new for on) with those letters upper-cased, under the first of
    /// its URLs that the other spec does not open alike (a custom scheme's host still
    /// compares without case, so `app://SETTINGS` may open either way).
    func letterCaseChange() -> SpecChange? {
        let before = old.router.catalog.ignoresCase
        let after = new.router.catalog.ignoresCase
        guard before != after else { return nil }
        let (side, other) = before ? (old, new) : (new, old)
        guard let pattern = side.router.recipes.map(\.pattern).first(where: Self.hasLetteredLiteral) else {
            return nil
        }
        let witness = DeepLinkWitness(of: pattern, raisingLiterals: true)
        let urls =
            side.router.catalog.schemes.map { witness.url(scheme: $0) }
            + side.router.catalog.hosts.map { witness.url(host: $0.exampleHost) }
        let opening = urls.filter { url in
            guard case .success(let opened) = side.open(url) else { return false }
            return opened.match.route == pattern.route
        }
        let differing = opening.first { url in
            guard case .success(let opened) = other.open(url) else { return true }
            return opened.match.route != pattern.route
        }
        guard let url = differing ?? opening.first else { return nil }
        if before {
            return SpecChange(
                kind: .linkRemoved, route: nil, pattern: pattern.source.value, witness: url,
                message: "\(url) opened \(pattern.route), and deeplinks.caseInsensitive is false now: "
                    + "path literals, query keys and literal values compare with letter case again")
        }
        return SpecChange(
            kind: .added, route: nil, pattern: pattern.source.value, witness: url,
            message: "\(url) opens \(pattern.route) now: deeplinks.caseInsensitive compares path literals, "
                + "query keys and literal values without letter case")
    }

    /// Whether a literal, key or literal value of the pattern has an ASCII letter.
    private static func hasLetteredLiteral(_ pattern: RoutePattern) -> Bool {
        let path = pattern.segments.contains { segment in
            if case .literal(let text) = segment { ASCIICase.hasLetter(text.value) } else { false }
        }
        return path
            || pattern.query.contains { binding in
                guard binding.isRequired else { return false }
                if case .literal(let value) = binding.kind, ASCIICase.hasLetter(value.value) { return true }
                return ASCIICase.hasLetter(binding.key.value)
            }
    }
}
