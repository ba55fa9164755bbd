/// A route's deep-link pattern checked against the route's params and typed: what
/// the matcher, the deep-link rules and the generated code work from.
package struct RoutePattern: Hashable, Sendable {
    package enum Segment: Hashable, Sendable {
        /// Matches a URL segment whose decoded bytes equal this text.
        case literal(ExactText)
        /// Matches a URL segment that parses as `type`; binds route param `param`.
        case param(Int, DeepLinkValueType)
        /// `{name...}`, always last: matches one or more remaining URL segments and
        /// binds them, each decoded, joined with `/`, to route param `param` (a
        /// required `String`).
        case rest(Int)
    }

    /// `key={param}` or `key=literal`. A literal item and a required binding (the
    /// route param has no `?`) must be present; an optional binding may be absent
    /// (`nil`) but, if present, must parse.
    package struct QueryBinding: Hashable, Sendable {
        package enum Kind: Hashable, Sendable {
            /// Binds the param at this index in ``RoutePattern/params``.
            case param(Int, DeepLinkValueType, isRequired: Bool)
            /// The decoded value must equal this text, byte for byte.
            case literal(ExactText)
        }

        /// Decoded, and compared byte for byte (so case-sensitively).
        package var key: ExactText
        package var kind: Kind
        /// `{name!}`: required although the param is optional (messages name it so).
        package var isDemanded = false

        /// Whether a matching URL must carry the item: literals always do.
        package var isRequired: Bool {
            switch kind {
            case .param(_, _, let isRequired): isRequired
            case .literal: true
            }
        }

        /// The bound param's index and type; nil for a literal item.
        package var binding: (param: Int, type: DeepLinkValueType)? {
            if case .param(let param, let type, _) = kind { (param, type) } else { nil }
        }
    }

    /// `#{name}`: the URL's fragment, percent-decoded once, binds the param at `param`.
    /// An empty fragment is absent: no match when required, else `nil`.
    package struct FragmentBinding: Hashable, Sendable {
        package var param: Int
        package var type: DeepLinkValueType
        /// The param is required, or the pattern writes `#{name!}`.
        package var isRequired: Bool
        /// `#{name!}`.
        package var isDemanded = false

        /// How precedence names the fragment among the required query keys.
        package static let key = ExactText("#")
    }

    /// A param a long-hand pattern's `set` gives a constant: the URL does not carry it.
    package struct FixedValue: Hashable, Sendable {
        /// The index in ``RoutePattern/params``.
        package var param: Int
        package var type: DeepLinkValueType
        package var value: ParamValue
    }

    package var route: RouteRef
    /// The pattern as written, located at its scalar in the spec.
    package var source: Located<String>
    package var segments: [Segment]
    package var query: [QueryBinding]
    /// `#{name}`: the param the URL's whole fragment binds.
    package var fragment: FragmentBinding? {
        get { uncommon?.parts.fragment }
        set { edit { $0.fragment = newValue } }
    }
    /// All of the route's params in declaration order: a match gives one value (or
    /// `nil`) per param.
    package var params: [Param]
    /// Where the pattern is in the spec's declaration order (coordinators, routes,
    /// patterns). Among patterns of one shape, the earlier one wins.
    package var order: Int
    /// What a pattern usually leaves out, boxed: nil while all of it is at its default
    /// (``Uncommon``).
    private var uncommon: Uncommon?

    /// A pattern of `route` as its segments and query read it, with every setting a
    /// long-hand form, an action or a redirect adds at its default.
    package init(
        route: RouteRef, source: Located<String>, segments: [Segment], query: [QueryBinding], params: [Param],
        order: Int
    ) {
        self.route = route
        self.source = source
        self.segments = segments
        self.query = query
        self.params = params
        self.order = order
    }

    /// Changes the boxed settings, keeping no box when they are all at their defaults.
    private mutating func edit(_ change: (inout UncommonSettings) -> Void) {
        Uncommon.edit(&uncommon, empty: UncommonSettings(), change)
    }

    /// How an external link opens on the current state: `reset` unless written long-hand
    /// with `open:`. Whatever knows no source reads this one.
    package var mode: DeepLinkOpenMode {
        get { uncommon?.parts.mode ?? .reset }
        set { edit { $0.mode = newValue } }
    }
    /// How a link tapped inside the app opens: ``mode`` unless `open` maps the sources.
    package var inAppMode: DeepLinkOpenMode {
        get { uncommon?.parts.inAppMode ?? .reset }
        set { edit { $0.inAppMode = newValue } }
    }

    /// The mode a link from `source` opens in.
    package func mode(for source: LinkSource) -> DeepLinkOpenMode {
        source == .external ? mode : inAppMode
    }
    /// `via:`: the route ids under the target as written, bottom first; nil for the
    /// shortest back stack.
    package var via: Located<[Located<String>]>? {
        get { uncommon?.parts.via }
        set { edit { $0.via = newValue } }
    }
    /// `set:`: params the pattern fixes. They play no part in matching, precedence or
    /// ambiguity (``shape`` leaves them out); a match holds them as the URL's own values.
    package var fixed: [FixedValue] {
        get { uncommon?.parts.fixed ?? [] }
        set { edit { $0.fixed = newValue } }
    }
    /// The action a pattern of `actions:` performs; nil for a route's pattern. An
    /// action's pattern names no route: its ``route`` is ``RouteRef/noRoute``.
    package var action: String? {
        get { uncommon?.parts.action }
        set { edit { $0.action = newValue } }
    }
    /// Per param (indexed as ``params``), the values a range or an enumeration allows;
    /// empty when no param of the pattern is constrained.
    package var constraints: [ParamConstraint?] {
        get { uncommon?.parts.constraints ?? [] }
        set { edit { $0.constraints = newValue } }
    }
    /// The origins (``DeepLinkOrigins``) it applies to, sorted; nil for every origin.
    package var scope: [Int]? {
        get { uncommon?.parts.scope }
        set { edit { $0.scope = newValue } }
    }

    /// For an item of `deeplinks.redirects`: which one, and the param holding the URL it
    /// opens. Such a pattern, like an action's, names no route.
    package var redirect: RedirectBinding? {
        get { uncommon?.parts.redirect }
        set { edit { $0.redirect = newValue } }
    }

    /// What messages call the pattern's owner: `main.tab`, `action openApp`, or
    /// `deeplinks.redirects[0]`.
    package var owner: String {
        if let redirect { return redirect.owner }
        return action.map { "action \($0)" } ?? route.description
    }
    /// `deeplinks.caseInsensitive`: literals, keys and literal values compare ASCII letters
    /// without case, so the shape holds them lowered and two spellings are one.
    package var ignoresCase = false

    /// The segment kinds and required query items that decide precedence and ambiguity.
    package var shape: DeepLinkShape {
        DeepLinkShape(
            segments: segments.map { segment in
                switch segment {
                case .literal(let text): .literal(text.folded(ignoresCase))
                case .param(_, let type): .param(type)
                case .rest: .rest
                }
            },
            query: queryShape)
    }

    /// The required query keys, each with its literal or `nil` for a param.
    package var queryShape: DeepLinkShape.QueryShape {
        var items: [DeepLinkShape.QueryShape.Item] = []
        for binding in query where binding.isRequired {
            let key = binding.key.folded(ignoresCase)
            switch binding.kind {
            case .literal(let text): items.append(.init(key: key, literal: text.folded(ignoresCase)))
            case .param: items.append(.init(key: key, literal: nil))
            }
        }
        // A required fragment is one more required key, `#`.
        if let fragment, fragment.isRequired { items.append(.init(key: FragmentBinding.key, literal: nil)) }
        return DeepLinkShape.QueryShape(items: items)
    }

    /// Whether two patterns have the same ``shape``, decided without building either.
    package func hasSameShape(as other: RoutePattern) -> Bool {
        guard segments.count == other.segments.count else { return false }
        for (mine, theirs) in zip(segments, other.segments) {
            switch (mine, theirs) {
            case (.literal(let left), .literal(let right))
            where left.folded(ignoresCase) == right.folded(other.ignoresCase):
                continue
            case (.param(_, let left), .param(_, let right)) where left == right: continue
            case (.rest, .rest): continue
            default: return false
            }
        }
        return true
    }

    /// Hashes the ``shape`` alone, agreeing with ``hasSameShape(as:)``.
    package func hashShape(into hasher: inout Hasher) {
        hasher.combine(segments.count)
        for segment in segments {
            switch segment {
            case .literal(let text):
                hasher.combine(0)
                hasher.combine(text.folded(ignoresCase))
            case .param(_, let type):
                hasher.combine(1)
                hasher.combine(type)
            case .rest:
                hasher.combine(2)
            }
        }
    }

    /// A param a matching URL always gives: its name, its URL type and, for an
    /// enumeration, which one (two enumerations are one URL type but two Swift types:
    /// a value of one is no value of the other).
    package typealias GuaranteedBinding = (name: String, type: DeepLinkValueType, enumeration: String?)

    /// The params a URL matching this pattern always supplies: the path params and
    /// the required query params, each name once with its type (a name bound twice
    /// keeps its last type). A list, since a pattern has few: a back-stack check
    /// searches it faster than a dictionary, and builds it faster.
    package var guaranteedBindings: [GuaranteedBinding] {
        var bindings: [GuaranteedBinding] = []
        func bind(_ param: Int, _ type: DeepLinkValueType) {
            let name = params[param].name.value
            let enumeration = params[param].type.value.enumeration
            if let known = bindings.firstIndex(where: { $0.name == name }) {
                bindings[known].type = type
                bindings[known].enumeration = enumeration
            } else {
                bindings.append((name, type, enumeration))
            }
        }
        for segment in segments {
            switch segment {
            case .literal: continue
            case .param(let param, let type): bind(param, type)
            case .rest(let param): bind(param, .string)
            }
        }
        for binding in query {
            if case .param(let param, let type, isRequired: true) = binding.kind { bind(param, type) }
        }
        if let fragment, fragment.isRequired { bind(fragment.param, fragment.type) }
        for value in fixed { bind(value.param, value.type) }
        return bindings
    }

    /// ``guaranteedBindings`` by name.
    package var guaranteedParams: [String: DeepLinkValueType] {
        Dictionary(guaranteedBindings.map { ($0.name, $0.type) }, uniquingKeysWith: { _, last in last })
    }

    /// Every param the pattern binds, by name with its type and whether a matching
    /// URL always gives it.
    package var boundParams: [String: (type: DeepLinkValueType, always: Bool)] {
        var result: [String: (type: DeepLinkValueType, always: Bool)] = [:]
        for segment in segments {
            switch segment {
            case .literal: continue
            case .param(let index, let type): result[params[index].name.value] = (type, true)
            case .rest(let index): result[params[index].name.value] = (.string, true)
            }
        }
        for binding in query {
            if case .param(let index, let type, let isRequired) = binding.kind {
                result[params[index].name.value] = (type, isRequired)
            }
        }
        if let fragment { result[params[fragment.param].name.value] = (fragment.type, fragment.isRequired) }
        for value in fixed { result[params[value.param].name.value] = (value.type, true) }
        return result
    }
}
