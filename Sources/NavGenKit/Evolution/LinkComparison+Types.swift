/// Constrained params in `navgen diff`'s links: a witness that shows a narrowed range
/// or enumeration, and old witnesses kept clear of the raw values an enumeration lost
/// (the type's `state-incompatible` change tells those, once).
extension LinkComparison {
    /// The old pattern's witness with each param of a `broken` enumeration given the
    /// first raw value the new spec still has; nil when such a param has none left (its
    /// type's change is the link's too).
    func keptWitness(of pattern: RoutePattern, broken: Set<String>, newTypes: [String: EnumerationType])
        -> DeepLinkWitness?
    {
        var witness = DeepLinkWitness(of: pattern)
        guard !broken.isEmpty else { return witness }
        for (index, param) in pattern.params.enumerated() {
            guard let name = param.type.value.enumeration, broken.contains(name) else { continue }
            let kept = newTypes[name]?.rawValues ?? []
            guard
                let raw = old.spec.enumeration(named: name)?.cases.first(where: {
                    kept.contains($0.rawValue.value)
                })
            else { return nil }
            witness = witness.giving(raw.rawValue.value, toParam: index, of: pattern)
        }
        return witness
    }

    /// For each narrowed route no old witness shows, an old link with a value the old
    /// type accepts and the new one refuses (the first of: the range's nearest values
    /// below and above the new bounds, an enumeration's first lost raw value), made
    /// the change's witness when the old spec opens it to the route and the new one
    /// opens nothing.
    func attributeNarrowedLinks(to routes: inout RouteComparison) {
        for (route, types) in routes.narrowingsWithoutWitness {
            search: for recipe in old.router.recipes where recipe.pattern.route == route {
                let pattern = recipe.pattern
                for (index, param) in pattern.params.enumerated() {
                    guard let (before, after) = types[param.name.value],
                        let value = refusedValue(before, after, routes: routes)
                    else { continue }
                    let witness = DeepLinkWitness(of: pattern).giving(value, toParam: index, of: pattern)
                    for origin in Self.witnesses(of: pattern, in: old.router, witness: witness) {
                        guard case .success(let opened) = old.open(origin.url), opened.match.route == route,
                            case .failure = new.open(origin.url)
                        else { continue }
                        _ = routes.attribute(witness: origin.url, pattern: pattern.source.value, to: route)
                        break search
                    }
                }
            }
        }
    }

    /// A value (as text) `before` accepts and `after` refuses, for the narrowings a
    /// witness's sample may miss: ranges and enumerations.
    private func refusedValue(_ before: ParamType, _ after: ParamType, routes: RouteComparison) -> String? {
        if let newRange = after.range {
            let oldRange = before.range ?? IntRange(lower: nil, upper: nil)
            let candidates = [
                newRange.lower.flatMap { $0 == .min ? nil : $0 - 1 },
                newRange.upper.flatMap { $0 == .max ? nil : $0 + 1 },
            ]
            return candidates.compactMap { $0 }.first { oldRange.contains($0) && !newRange.contains($0) }
                .map(String.init)
        }
        guard let was = before.enumeration, let now = after.enumeration else { return nil }
        let kept = routes.newTypes[now]?.rawValues ?? []
        return routes.oldTypes[was]?.cases.first { !kept.contains($0.rawValue.value) }?.rawValue.value
    }
}

extension DeepLinkWitness {
    /// The same witness with the param at `index` of `pattern` (its source) given
    /// `text` wherever the pattern binds it, percent-encoded for that place; a query
    /// param the witness left out (optional) is added.
    func giving(_ text: String, toParam index: Int, of pattern: RoutePattern, restLength: Int = 2)
        -> DeepLinkWitness
    {
        var copy = self
        var components = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(
            String.init)
        var position = 0
        for segment in pattern.segments {
            switch segment {
            case .param(let param, _):
                if param == index, position < components.count {
                    components[position] = Self.percentEncoded(text, keeping: Self.pathCharacters)
                }
                position += 1
            case .rest: position += restLength
            case .literal: position += 1
            }
        }
        copy.path = "/" + components.joined(separator: "/")
        let value = Self.percentEncoded(text, keeping: Self.queryCharacters)
        for binding in pattern.query where binding.binding?.param == index {
            let key = Self.percentEncoded(binding.key.value, keeping: Self.queryCharacters)
            if let item = copy.query.firstIndex(where: { $0.key == key }) {
                copy.query[item].value = value
            } else {
                copy.query.append(QueryItem(key: key, value: value))
            }
        }
        if pattern.fragment?.param == index {
            copy.fragment = Self.percentEncoded(text, keeping: Self.queryCharacters)
        }
        return copy
    }
}
