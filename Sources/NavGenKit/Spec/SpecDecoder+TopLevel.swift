extension SpecDecoder {
    static let topLevelKeys: [SpecKeyword] = [
        .navgen, .app, .root, .deeplinks, .generate, .rules, .coordinators, .conditions, .actions, .include,
        .types,
    ]

    static let deepLinkSettingsKeys: [SpecKeyword] = [
        .schemes, .hosts, .caseInsensitive, .redirects, .requires, .otherwise,
    ]

    mutating func decodeSpec() -> NavigationSpec? {
        guard let rootNode = document.root, !isNullDocument(rootNode) else {
            report(
                .missingField, at: .start, "the spec is empty",
                help: "start from `navgen init`, or write at least navgen: 1, app, root and coordinators")
            return nil
        }
        guard let top = mapping(rootNode, "the spec", allowed: Self.topLevelKeys) else { return nil }
        if let version = top[.navgen]?.value {
            guard decodeVersion(version) else { return nil }
        } else {
            report(
                .missingField, at: .start, "the spec is missing the required key 'navgen'",
                help: "add `navgen: 1`")
        }
        let app = require(.app, in: top, of: "the spec", at: .start).flatMap {
            name($0, "app name", pattern: .typeName)
        }
        let root = require(.root, in: top, of: "the spec", at: .start).flatMap { decodeRoot($0) }
        let deepLinks = top[.deeplinks].map { decodeDeepLinks($0.value) } ?? DeepLinkSettings()
        let generate = top[.generate].map { decodeGenerate($0.value) } ?? GenerateSettings()
        let rules = top[.rules].map { decodeRuleSettings($0.value) } ?? []
        let conditions = top[.conditions].map { decodeConditions($0.value) } ?? []
        let actions = top[.actions].map { decodeActions($0.value) } ?? []
        let types = top[.types].map { decodeTypes($0.value) } ?? []
        includes = top[.include].map { decodeIncludes($0.value) } ?? []
        let coordinators =
            require(.coordinators, in: top, of: "the spec", at: .start).map { decodeCoordinators($0) }
        guard let app, let root, let coordinators else { return nil }
        var spec = NavigationSpec(
            file: file, app: app, root: root.root, deepLinks: deepLinks, generate: generate, rules: rules,
            coordinators: coordinators)
        spec.rootList = root.list
        spec.conditions = conditions
        spec.actions = actions
        spec.types = types
        return spec
    }

    /// An empty file, a file of comments or a document that is just `~` / `null`.
    func isNullDocument(_ id: NodeID) -> Bool {
        let node = document[id]
        return node.kind == .scalar && node.isPlain && ["", "~", "null", "Null", "NULL"].contains(node.text)
    }

    /// `navgen` must be the plain integer 1. Returns false when decoding should stop:
    /// another format version's keys would only produce misleading findings.
    private mutating func decodeVersion(_ id: NodeID) -> Bool {
        let node = document[id]
        guard node.kind == .scalar, node.isPlain, let version = Int(node.text) else {
            report(
                .wrongType, at: node.location, "navgen must be the integer 1, not \(describe(id))",
                help: "write `navgen: 1` without quotes")
            return true
        }
        guard version == 1 else {
            report(
                .unsupportedVersion, at: node.location,
                "this navgen reads format 1, but the spec says navgen: \(version)",
                help: "write `navgen: 1`, or use the navgen release that reads format \(version)")
            return false
        }
        return true
    }

    private mutating func decodeDeepLinks(_ id: NodeID) -> DeepLinkSettings {
        guard let entries = mapping(id, "deeplinks", allowed: Self.deepLinkSettingsKeys) else {
            return DeepLinkSettings()
        }
        let schemes = entries[.schemes].map { textList($0.value, "schemes") } ?? []
        for scheme in schemes {
            guard case .failure(let problem) = SchemeEntry.parse(scheme.value) else { continue }
            reportScheme(scheme, problem)
        }
        let hosts = entries[.hosts].map { textList($0.value, "hosts") } ?? []
        for host in hosts {
            guard case .failure(let problem) = HostPattern.parse(host.value) else { continue }
            reportHost(host, problem)
        }
        var settings = DeepLinkSettings(
            schemes: schemes.filter { SchemeEntry(parsing: $0.value) != nil },
            hosts: hosts.filter { HostPattern(parsing: $0.value) != nil },
            caseInsensitive: entries[.caseInsensitive].flatMap { bool($0.value, "caseInsensitive") },
            redirects: entries[.redirects].map { decodeRedirects($0.value) } ?? [])
        if let node = entries[.requires]?.value {
            settings.requires = decodeRequires(node, unbound: "deeplinks.requires")
        }
        if let entry = entries[.otherwise] {
            settings.otherwise = decodeLinkOtherwise(entry.value, requires: settings.requires)
            if entries[.requires] == nil {
                report(
                    .missingField, at: location(entry.key),
                    "deeplinks has otherwise but no requires, so otherwise never runs",
                    help: "list the conditions every link needs: requires: [signedIn], or remove otherwise")
            }
        }
        return settings
    }

    private mutating func reportScheme(_ scheme: Located<String>, _ problem: SchemeEntry.Problem) {
        switch problem {
        case .notAScheme:
            report(
                .wrongType, at: scheme.location, "'\(scheme.value)' is not a URL scheme",
                help: Self.bareScheme(scheme.value).map { "write just the scheme: '\($0)'" })
        case .notAHost:
            report(
                .wrongType, at: scheme.location,
                "'\(scheme.value)' is not a scheme with a plain host",
                help:
                    "write the scheme alone ('\(Self.bareScheme(scheme.value) ?? "app")') or with a plain ASCII "
                    + "host and nothing after it, e.g. 'ksr://www.kickstarter.com'")
        case .wildcardHost:
            report(
                .wrongType, at: scheme.location,
                "'\(scheme.value)' has a wildcard host; a scheme's host is written out",
                help: "list each host as its own entry, e.g. 'ksr://www.kickstarter.com'")
        }
    }

    private mutating func reportHost(_ host: Located<String>, _ problem: HostPattern.Problem) {
        switch problem {
        case .notAHost:
            report(
                .wrongType, at: host.location, "'\(host.value)' is not a host name",
                help: "write the host alone, e.g. 'recipes.example.com'")
        case .notPlain:
            // No URL would ever match: the simulator and the app read only plain hosts.
            report(
                .wrongType, at: host.location, "'\(host.value)' is not a plain ASCII host name",
                notes: [
                    "Foundation rewrites a host with other characters (IDNA, percent-encoding), and "
                        + "makes punycode (xn--) of non-ASCII hosts, so deep links are read from plain hosts only"
                ],
                help: "use ASCII letters, digits and -._~!$&'()*+,;=, without %-escapes or xn-- labels")
        case .misplacedWildcard:
            report(
                .wrongType, at: host.location, "'\(host.value)' has a wildcard that is not a leading '*.'",
                help: "write '*.' before a domain for any of its subdomains, e.g. '*.example.com'")
        }
    }

    private static func bareScheme(_ text: String) -> String? {
        let candidate = text.split(separator: ":").first.map(String.init) ?? ""
        return SchemeEntry.isScheme(candidate) ? candidate : nil
    }

    static let generateKeys: [SpecKeyword] = [.output, .ui, .access, .minimumOS, .typePrefix]

    private mutating func decodeGenerate(_ id: NodeID) -> GenerateSettings {
        guard let entries = mapping(id, "generate", allowed: Self.generateKeys) else {
            return GenerateSettings()
        }
        return GenerateSettings(
            output: entries[.output].flatMap { text($0.value, "generate.output") },
            ui: entries[.ui].flatMap { choice($0.value, "generate.ui", as: UIFramework.self) },
            access: entries[.access].flatMap { choice($0.value, "generate.access", as: AccessLevel.self) },
            minimumOS: entries[.minimumOS].flatMap { decodeMinimumOS($0.value, key: $0.key) },
            typePrefix: entries[.typePrefix].flatMap { decodeTypePrefix($0.value) })
    }

    private mutating func decodeRuleSettings(_ id: NodeID) -> [RuleSetting] {
        guard kind(id) == .mapping else {
            report(
                .wrongType, at: location(id),
                "rules must be a mapping of rule id to severity, not \(describe(id))")
            return []
        }
        var settings: [RuleSetting] = []
        for entry in document.entries(of: id) {
            let key = Located(spelling(entry.key), at: location(entry.key))
            let severity = choice(entry.value, "the severity of '\(key.value)'", as: ConfiguredSeverity.self)
            if let rule = ruleID(key, in: "rules"), let severity {
                settings.append(RuleSetting(rule: Located(rule, at: key.location), severity: severity))
            }
        }
        return settings
    }

    /// A rule id from `rules:` or `allow:`, `unknown-reference` when navgen has no such
    /// rule. Whether the rule may be configured is the rules' own business: the
    /// ``SeverityPolicy`` reports a rule that is always an error.
    mutating func ruleID(_ name: Located<String>, in what: String) -> RuleID? {
        guard let rule = RuleID(rawValue: name.value) else {
            report(
                .unknownReference, at: name.location, "unknown rule '\(name.value)' in \(what)",
                help: Suggestion.help(for: name.value, among: RuleID.allCases.map(\.rawValue))
                    ?? "`navgen rules` lists every rule id")
            return nil
        }
        return rule
    }
}
