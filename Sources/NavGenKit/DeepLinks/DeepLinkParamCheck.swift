/// The `deeplink-param` checks of a well-formed pattern against its route (or action,
/// read as a route: ``LinkAction/asRoute``), named `ref` in messages:
/// every `{param}` names a param of the route, of a type a URL can carry, bound
/// once; a rest segment `{name...}` binds a required `String`; each name of the
/// long-hand `set` is a URL-typed param the pattern does not bind; and every required
/// param is bound or set.
enum DeepLinkParamCheck {
    /// `typeNames`: the spec's `types`, for the app type that was meant to be one.
    static func problems(
        of pattern: DeepLinkPattern, on route: Route, _ ref: String, set: [SetValue] = [],
        typeNames: [String] = []
    ) -> [DeepLinkProblem] {
        if isClean(pattern, on: route, set: set) { return [] }
        return allProblems(of: pattern, on: route, ref, typeNames: typeNames) { seen in
            setProblems(set, of: pattern, on: route, ref, seen: &seen)
        }
    }

    /// Whether the pattern has none of the problems below, checked without building
    /// sets or messages: the common case, once per pattern of the spec.
    private static func isClean(_ pattern: DeepLinkPattern, on route: Route, set: [SetValue]) -> Bool {
        var bound = [Bool](repeating: false, count: route.params.count)
        func bind(_ name: String) -> Bool {
            guard let index = route.params.firstIndex(where: { $0.name.value == name }), !bound[index],
                !route.params[index].type.value.isCustom
            else { return false }
            bound[index] = true
            return true
        }
        for segment in pattern.segments {
            switch segment {
            case .literal: continue
            case .param(let name): if !bind(name) { return false }
            case .rest(let name):
                guard bind(name), route.param(named: name)?.type.value == Self.requiredString else {
                    return false
                }
            }
        }
        for item in pattern.query {
            if let name = item.param, !bind(name) { return false }
        }
        if let fragment = pattern.fragment, !bind(fragment.name) { return false }
        for entry in set where !bind(entry.name.value) { return false }
        for (index, param) in route.params.enumerated() where !bound[index] && !param.type.value.isOptional {
            return false
        }
        return true
    }

    private static let requiredString = ParamType(base: .string, isOptional: false)

    /// The name of the pattern's rest segment, if it has one.
    private static func restName(_ pattern: DeepLinkPattern) -> String? {
        guard case .rest(let name) = pattern.segments.last else { return nil }
        return name
    }

    /// `given`: the problems of the names of `set`, which mark the names they give as seen.
    private static func allProblems(
        of pattern: DeepLinkPattern, on route: Route, _ ref: String, typeNames: [String],
        given: (inout Set<String>) -> [DeepLinkProblem]
    ) -> [DeepLinkProblem] {
        var problems: [DeepLinkProblem] = []
        var seen: Set<String> = []
        var reportedTwice: Set<String> = []
        // A misspelt name and the unbound param it was meant for are one mistake.
        var meant: Set<String> = []
        let names = route.params.map(\.name.value)
        for name in pattern.boundNames {
            if seen.contains(name) {
                if reportedTwice.insert(name).inserted {
                    problems.append(
                        .param(
                            message: "'\(pattern.text)' binds '\(name)' more than once",
                            help: "bind each param in one place: a path segment or a query item"))
                }
                continue
            }
            seen.insert(name)
            guard let param = route.param(named: name) else {
                if let suggestion = Suggestion.closest(to: name, among: names) { meant.insert(suggestion) }
                let help =
                    names.isEmpty
                    ? "declare it under the route's params, e.g. \(name): String"
                    : Suggestion.help(for: name, among: names)
                        ?? "the params of \(ref) are \(names.map { "'\($0)'" }.joined(separator: ", "))"
                problems.append(
                    .param(message: "'{\(name)}' in '\(pattern.text)' is not a param of \(ref)", help: help))
                continue
            }
            if name == restName(pattern), param.type.value != requiredString {
                problems.append(
                    .param(
                        message:
                            "'{\(name)...}' in '\(pattern.text)' binds the rest of the path, "
                            + "but '\(name)' is \(param.type.value.specSpelling), not String",
                        help: "declare it as \(name): String: the rest of a path is text, joined with '/'"))
                continue
            }
            if case .custom(let type) = param.type.value.base {
                problems.append(
                    .param(
                        message:
                            "'\(pattern.text)' binds '\(name)' of type \(type), which a URL cannot carry",
                        help: Suggestion.closest(to: type, among: typeNames).map {
                            "did you mean '\($0)', an entry of types? (a URL can carry its raw values)"
                        } ?? "bind an identifier instead (e.g. \(name)ID: Int) and load the \(type) from it")
                )
            }
        }
        problems += given(&seen)
        for param in route.params
        where !param.type.value.isOptional && !seen.contains(param.name.value)
            && !meant.contains(param.name.value)
        {
            let name = param.name.value
            let type = param.type.value
            let help =
                type.isCustom
                ? "a URL cannot carry \(type); make it optional (\(type)?) or drop the deep link"
                : "bind it, e.g. '/.../{\(name)}', or make it optional: \(name): \(type.specSpelling)?"
            problems.append(
                .param(
                    message:
                        "'\(pattern.text)' does not bind the required param '\(name): \(type.specSpelling)' of \(ref)",
                    help: help))
        }
        return problems
    }

    /// Each name of `set` must be a param of a type a URL carries, one the pattern does
    /// not bind; each is reported at its key. A name given counts as bound (`seen`).
    private static func setProblems(
        _ set: [SetValue], of pattern: DeepLinkPattern, on route: Route, _ ref: String,
        seen: inout Set<String>
    ) -> [DeepLinkProblem] {
        var problems: [DeepLinkProblem] = []
        let names = route.params.map(\.name.value)
        let bound = Set(pattern.boundNames)
        for entry in set {
            let name = entry.name.value
            guard let param = route.param(named: name) else {
                // A misspelt name and the unset param it was meant for are one mistake.
                if let meant = Suggestion.closest(to: name, among: names) { seen.insert(meant) }
                let help =
                    Suggestion.help(for: name, among: names)
                    ?? (names.isEmpty
                        ? "declare it under params, e.g. \(name): String"
                        : "the params of \(ref) are \(names.map { "'\($0)'" }.joined(separator: ", "))")
                problems.append(
                    .param(
                        message: "set gives '\(name)', which is not a param of \(ref)", help: help,
                        at: entry.name.location))
                continue
            }
            seen.insert(name)
            if case .custom(let type) = param.type.value.base {
                problems.append(
                    .param(
                        message: "set gives '\(name)' of type \(type), which cannot be written as URL text",
                        help: "set only params of type String, Int, Double, Bool or UUID",
                        at: entry.name.location))
            } else if bound.contains(name) {
                problems.append(
                    .param(
                        message: "set gives '\(name)', which '\(pattern.text)' binds from the URL",
                        help: "remove '\(name)' from set, or stop binding it in the pattern",
                        at: entry.name.location))
            }
        }
        return problems
    }
}
