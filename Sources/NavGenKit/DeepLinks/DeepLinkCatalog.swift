/// Every deep-link pattern of a spec, parsed and checked against its route: the
/// one place where patterns are read, so the rules, the matcher, the simulator
/// and `routes` agree on what each pattern means.
package struct DeepLinkCatalog: Sendable {
    /// One pattern as written, with what became of it. A usable pattern is in
    /// ``patterns`` (its ``RoutePattern/order`` is the entry's index); the parsed text
    /// is not kept, since a large spec has a hundred thousand of them.
    package struct Entry: Sendable {
        /// The route it opens; ``RouteRef/noRoute`` for an action's pattern.
        package var route: RouteRef
        package var source: Located<String>
        /// What is wrong with it (`deeplink-syntax` or `deeplink-param`), in order.
        package var problems: [DeepLinkProblem]
        /// An action's or a redirect's, boxed: a route's pattern, the common case,
        /// keeps one empty reference instead of the room of both.
        private var owner: Owner?

        private indirect enum Owner: Sendable {
            case other(action: String?, redirect: Int?)
        }

        package init(route: RouteRef, source: Located<String>, problems: [DeepLinkProblem]) {
            self.route = route
            self.source = source
            self.problems = problems
        }

        /// The action it performs, for a pattern of `actions:`.
        package var action: String? {
            get { if case .other(let action, _) = owner { action } else { nil } }
            set { owner = Self.owner(action: newValue, redirect: redirect) }
        }
        /// Its position in `deeplinks.redirects`, for a redirect's pattern.
        package var redirect: Int? {
            get { if case .other(_, let redirect) = owner { redirect } else { nil } }
            set { owner = Self.owner(action: action, redirect: newValue) }
        }

        private static func owner(action: String?, redirect: Int?) -> Owner? {
            action == nil && redirect == nil ? nil : .other(action: action, redirect: redirect)
        }

        /// The route whose `allow:` may silence a finding on it: none for an action or
        /// a redirect.
        package var scope: RouteRef? { action == nil && redirect == nil ? route : nil }
    }

    /// Every pattern, in declaration order (coordinators, routes, patterns).
    package private(set) var entries: [Entry] = []
    /// The routes' usable patterns, in declaration order; ``RoutePattern/order``
    /// indexes ``entries``.
    package private(set) var patterns: [RoutePattern] = []
    /// The actions' usable patterns, in declaration order, after every route's: an
    /// action opens no screen, so it has no recipe.
    package private(set) var actionPatterns: [RoutePattern] = []
    /// The redirects' usable patterns, in declaration order, after every action's.
    package private(set) var redirectPatterns: [RoutePattern] = []
    /// `deeplinks.schemes`, lowercased: bare schemes and `scheme://host` entries.
    package let schemes: [SchemeEntry]
    /// `deeplinks.hosts`, lowercased: hosts and `*.` domains.
    package let hosts: [HostPattern]
    /// `deeplinks.caseInsensitive`: literals and keys compare ASCII letters without case.
    package let ignoresCase: Bool
    /// The entries of `deeplinks.schemes` and `deeplinks.hosts` that patterns' scopes name.
    package let origins: DeepLinkOrigins
    /// Whether some pattern has a scope: only then does the matcher note a URL's origins.
    package private(set) var hasScopes = false

    /// `types:` by name, for the constraints of enumeration params.
    private let enumerations: [String: EnumerationType]
    /// Their names, in spec order: what a misspelt app type may have meant.
    private let typeNames: [String]

    package init(spec: NavigationSpec) {
        ignoresCase = spec.deepLinks.ignoresCase
        enumerations = Dictionary(spec.types.map { ($0.name.value, $0) }) { first, _ in first }
        typeNames = spec.types.map(\.name.value)
        // The decoder kept only entries that parse.
        schemes = spec.deepLinks.schemes.compactMap { SchemeEntry(parsing: $0.value) }
        hosts = spec.deepLinks.hosts.compactMap { HostPattern(parsing: $0.value) }
        origins = DeepLinkOrigins(spec: spec)
        let count = Self.declaredCount(in: spec)
        entries.reserveCapacity(count)
        patterns.reserveCapacity(count)
        // The query bindings of the last usable pattern: neighbouring patterns often bind
        // the same query, and sharing the list keeps one copy of it.
        var lastQuery: [RoutePattern.QueryBinding] = []
        for coordinator in spec.coordinators where coordinator.kind != .tabs {
            for route in coordinator.routes {
                let ref = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                for (position, source) in route.deepLinks.enumerated() {
                    let form = route.deepLinkForms.isEmpty ? nil : route.deepLinkForm(at: position)
                    add(source, of: route, ref, set: form?.set ?? [], lastQuery: &lastQuery)
                    if let form,
                        patterns.last?.order == entries.count - 1
                    {
                        patterns[patterns.count - 1].mode = form.mode
                        patterns[patterns.count - 1].inAppMode = form.inAppMode
                        patterns[patterns.count - 1].via = form.via
                        patterns[patterns.count - 1].scope = origins.scope(of: form)
                        if form.isScoped { hasScopes = true }
                    }
                }
            }
        }
        for action in spec.actions {
            let route = action.asRoute
            for (position, source) in action.deepLinks.enumerated() {
                let order = entries.count
                let form = action.deepLinkForms.isEmpty ? nil : route.deepLinkForm(at: position)
                add(
                    source, of: route, .noRoute, owner: "action \(action.id.value)", set: form?.set ?? [],
                    lastQuery: &lastQuery)
                entries[order].action = action.id.value
                guard patterns.last?.order == order else { continue }
                var pattern = patterns.removeLast()
                pattern.action = action.id.value
                if let form {
                    pattern.scope = origins.scope(of: form)
                    if form.isScoped { hasScopes = true }
                }
                actionPatterns.append(pattern)
            }
        }
        for (index, redirect) in spec.deepLinks.redirects.enumerated() {
            addRedirect(redirect, at: index, lastQuery: &lastQuery)
        }
    }

    /// A redirect's pattern, read as an action's is: as a route whose params are the
    /// names it binds, each a required `String`.
    private mutating func addRedirect(
        _ redirect: LinkRedirect, at index: Int, lastQuery: inout [RoutePattern.QueryBinding]
    ) {
        let route = Self.route(of: redirect, at: index)
        let order = entries.count
        add(
            redirect.pattern, of: route, .noRoute, owner: RedirectBinding.owner(index), set: [],
            lastQuery: &lastQuery)
        entries[order].redirect = index
        let param = route.params.firstIndex { $0.name.value == redirect.redirect.value }
        if param == nil, entries[order].problems.isEmpty {
            let names = route.params.map(\.name.value)
            entries[order].problems.append(
                .param(
                    message:
                        "redirect names '\(redirect.redirect.value)', which is not a param of the pattern "
                        + "'\(redirect.pattern.value)'",
                    help: Suggestion.help(for: redirect.redirect.value, among: names)
                        ?? (names.isEmpty
                            ? "bind the URL to open in the pattern, e.g. '/go?to={to}', and name it"
                            : "name the param that holds the URL to open: "
                                + names.map { "'\($0)'" }.joined(separator: ", ")),
                    at: redirect.redirect.location))
        }
        guard patterns.last?.order == order else { return }
        var pattern = patterns.removeLast()
        guard let param, entries[order].problems.isEmpty else { return }
        pattern.redirect = RedirectBinding(index: index, param: param)
        if redirect.form.isScoped {
            pattern.scope = origins.scope(of: redirect.form)
            hasScopes = true
        }
        redirectPatterns.append(pattern)
    }

    /// The params of a redirect's pattern: each name it binds, once, as a required
    /// `String` located at the pattern. A pattern that does not parse binds none.
    static func route(of redirect: LinkRedirect, at index: Int) -> Route {
        var names: [String] = []
        if let parsed = try? DeepLinkPattern(parsing: redirect.pattern.value) {
            for segment in parsed.segments {
                switch segment {
                case .literal: continue
                case .param(let name), .rest(let name): names.append(name)
                }
            }
            names += parsed.query.compactMap(\.param)
            if let fragment = parsed.fragment { names.append(fragment.name) }
        }
        var seen = Set<String>()
        let params = names.filter { seen.insert($0).inserted }.map { name in
            Param(
                name: Located(name, at: redirect.pattern.location),
                type: Located(ParamType(base: .string), at: redirect.pattern.location))
        }
        return Route(id: Located(RedirectBinding.owner(index), at: redirect.pattern.location), params: params)
    }

    /// Every usable pattern, the routes', the actions' then the redirects': the one pool
    /// precedence and ambiguity are decided in, since one URL opens a screen, performs an
    /// action or redirects.
    package var pool: [RoutePattern] {
        actionPatterns.isEmpty && redirectPatterns.isEmpty
            ? patterns : patterns + actionPatterns + redirectPatterns
    }

    /// How many patterns the spec declares where the catalog reads them: on the routes
    /// of stack coordinators.
    static func declaredCount(in spec: NavigationSpec) -> Int {
        spec.coordinators.reduce(0) { sum, coordinator in
            coordinator.kind != .tabs ? coordinator.routes.reduce(sum) { $0 + $1.deepLinks.count } : sum
        }
    }

    private mutating func add(
        _ source: Located<String>, of route: Route, _ ref: RouteRef, owner: String? = nil, set: [SetValue],
        lastQuery: inout [RoutePattern.QueryBinding]
    ) {
        var entry = Entry(route: ref, source: source, problems: [])
        do throws(DeepLinkPatternError) {
            let parsed = try DeepLinkPattern(parsing: source.value)
            if ignoresCase, let repeated = Self.keyRepeatedIgnoringCase(parsed) {
                throw repeated
            }
            entry.problems =
                DeepLinkParamCheck.problems(
                    of: parsed, on: route, owner ?? ref.description, set: set,
                    typeNames: typeNames)
                + SetValueReading.problems(
                    of: set, on: route, enumerations: enumerations, ignoresCase: ignoresCase)
            if entry.problems.isEmpty,
                var pattern = Self.typed(
                    parsed, route: route, ref, source: source, order: entries.count, lastQuery: &lastQuery)
            {
                pattern.fixed = SetValueReading.values(
                    of: set, on: route, enumerations: enumerations, ignoresCase: ignoresCase)
                pattern.ignoresCase = ignoresCase
                let constraints = route.params.map {
                    ParamConstraint($0.type.value, enumerations: enumerations, ignoresCase: ignoresCase)
                }
                if constraints.contains(where: { $0 != nil }) { pattern.constraints = constraints }
                patterns.append(pattern)
            }
        } catch {
            entry.problems = [.syntax(error)]
        }
        entries.append(entry)
    }

    /// Types a pattern whose names were checked: every name is a param with a URL type.
    /// Its query bindings are `lastQuery` when they are the same, and become it.
    private static func typed(
        _ parsed: DeepLinkPattern, route: Route, _ ref: RouteRef, source: Located<String>, order: Int,
        lastQuery: inout [RoutePattern.QueryBinding]
    ) -> RoutePattern? {
        func lookup(_ name: String) -> (Int, DeepLinkValueType, Bool)? {
            guard let index = route.params.firstIndex(where: { $0.name.value == name }),
                let type = DeepLinkValueType(route.params[index].type.value)
            else { return nil }
            return (index, type, !route.params[index].type.value.isOptional)
        }
        var segments: [RoutePattern.Segment] = []
        segments.reserveCapacity(parsed.segments.count)
        for segment in parsed.segments {
            switch segment {
            case .literal(let text): segments.append(.literal(text))
            case .param(let name):
                guard let (index, type, _) = lookup(name) else { return nil }
                segments.append(.param(index, type))
            case .rest(let name):
                guard let (index, _, _) = lookup(name) else { return nil }
                segments.append(.rest(index))
            }
        }
        var query: [RoutePattern.QueryBinding] = []
        query.reserveCapacity(parsed.query.count)
        for item in parsed.query {
            switch item.value {
            case .literal(let text):
                query.append(RoutePattern.QueryBinding(key: item.key, kind: .literal(text)))
            case .param(let name):
                guard let (index, type, required) = lookup(name) else { return nil }
                query.append(
                    RoutePattern.QueryBinding(
                        key: item.key, kind: .param(index, type, isRequired: required || item.isDemanded),
                        isDemanded: item.isDemanded))
            }
        }
        if query == lastQuery { query = lastQuery } else { lastQuery = query }
        var pattern = RoutePattern(
            route: ref, source: source, segments: segments, query: query, params: route.params, order: order)
        if let fragment = parsed.fragment {
            guard let (index, type, required) = lookup(fragment.name) else { return nil }
            pattern.fragment = RoutePattern.FragmentBinding(
                param: index, type: type, isRequired: required || fragment.isDemanded,
                isDemanded: fragment.isDemanded)
        }
        return pattern
    }

    /// Under `caseInsensitive`, a query key that repeats an earlier one but for letter
    /// case: a URL's first item of that key (either spelling) would feed both. Located
    /// at the repeated item, as the parser locates an exact repeat.
    private static func keyRepeatedIgnoringCase(_ pattern: DeepLinkPattern) -> DeepLinkPatternError? {
        let keys = pattern.query.map(\.key.caseFolded)
        guard let second = keys.indices.first(where: { keys[..<$0].contains(keys[$0]) }),
            let first = keys.firstIndex(of: keys[second])
        else { return nil }
        let scalars = Array(pattern.text.unicodeScalars)
        var offset = (scalars.firstIndex(of: "?") ?? 0) + 1
        for _ in 0..<second {
            offset = (scalars[offset...].firstIndex(of: "&") ?? scalars.count - 1) + 1
        }
        return DeepLinkPatternError(
            message: "the query key '\(pattern.query[second].key)' is '\(pattern.query[first].key)' but for "
                + "letter case, and deeplinks.caseInsensitive makes them one key",
            offset: offset, help: "a URL gives one value per key, whatever its case: bind it once")
    }
}

/// A problem of one pattern, for `deeplink-syntax` and `deeplink-param`.
package enum DeepLinkProblem: Hashable, Sendable {
    case syntax(DeepLinkPatternError)
    /// `at`: where, when not at the pattern (a key of its `set`).
    case param(message: String, help: String?, at: SourceLocation? = nil)
    /// A value of the pattern's `set` that does not read as its param's type
    /// (`wrong-type`), at the value.
    case value(message: String, help: String, at: SourceLocation)
}
