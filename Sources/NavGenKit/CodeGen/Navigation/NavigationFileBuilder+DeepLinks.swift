extension NavigationFileBuilder {
    /// `extension <App>NavigationState` with `init?(url:)` and its private URL reader.
    /// `plans`: the spec's deep-link plans; nil when its root cannot be shown.
    func deepLinkExtension(plans: DeepLinkPlans?) throws -> SwiftDeclaration {
        let patterns = readPatterns(plans: plans)
        // The decoder kept only entries that parse.
        let schemes = model.spec.deepLinks.schemes.compactMap { SchemeEntry(parsing: $0.value) }
        let hosts = model.spec.deepLinks.hosts.compactMap { HostPattern(parsing: $0.value) }
        var docs = [
            "The state a deep link opens, exactly as `navgen simulate --url` computes it (docs/spec.md, Deep links):",
            "the launch state plus the shortest sequence of moves that shows the linked route, with",
            "params from the URL. navgen planned each pattern's moves; this only matches and fills in.",
            "Nil when the URL matches no pattern.",
        ]
        if hasActions { docs += ["Nil too for an action link: it shows no screen (`\(names.link)(url:)`)."] }
        if usesWeb {
            docs += [
                "Nil too where a guard's `otherwise: web` hands the link back to the browser",
                "(`\(names.link)(url:conditions:)`).",
            ]
        }
        if hasConditions {
            docs += [
                "Under `conditions` (`--given`), each move's guards are checked first; at the first unmet one",
                "the state is the guarded screen's `otherwise`, or the condition's flow over the screen on",
                "top with `waiting` the link's screen; nil where nothing can show it.",
            ]
        }
        guard let plans, !patterns.isEmpty, !(schemes.isEmpty && hosts.isEmpty) else {
            return try noLinkExtension(docs: docs, plans: plans)
        }
        let matcher = DeepLinkMatcherBuilder(builder: self, plans: plans)
        var readerBuilder = DeepLinkReaderBuilder(
            patterns: patterns, schemes: schemes, hosts: hosts, origins: linkOrigins(plans: plans))
        readerBuilder.handsBackToBrowser = usesWeb
        let reader = readerBuilder.declaration()
        let launchConditions: [SwiftDeclaration] = hasConditions ? [.function(launchConditionsURL())] : []
        guard opensByMode else {
            let initializer = SwiftFunction(
                docs: docs, access: access, kind: .initializer(failable: true),
                parameters: urlParameters,
                body: try perRoot(plans) { try DeepLinkMatcherBuilder(builder: $0, plans: $1).body() })
            return .type(
                SwiftTypeDeclaration(
                    kind: .extension, name: names.stateType,
                    members: launchConditions + [.function(initializer)]
                        + (try actionMembers(matcher: matcher))
                        + (try redirectMembers(matcher: matcher))
                        + [reader]))
        }
        return try openingExtension(
            docs: docs, plans: plans, matcher: matcher, reader: reader, launchConditions: launchConditions)
    }

    /// The extension of a spec no URL can open: `init?(url:)` always nil.
    private func noLinkExtension(docs: [String], plans: DeepLinkPlans?) throws -> SwiftDeclaration {
        let none = SwiftFunction(
            docs: docs, access: access, kind: .initializer(failable: true),
            parameters: urlParameters, body: [.return(.nil)])
        var members: [SwiftDeclaration] =
            (hasConditions ? [.function(launchConditionsURL())] : []) + [.function(none)]
        if opensByMode, let plans { members += try openingMembers(plans: plans, matcher: nil) }
        members += try actionMembers(matcher: nil)
        return .type(SwiftTypeDeclaration(kind: .extension, name: names.stateType, members: members))
    }

    /// The extension of a spec with open modes: `init?(url:)` through a matcher that also
    /// says whether the pattern opens `onTop`, and `open(_:)`. Apart from
    /// ``deepLinkExtension(plans:)`` so that neither holds the other's values on the stack
    /// (a debug build gives each its own slot).
    private func openingExtension(
        docs: [String], plans: DeepLinkPlans, matcher: DeepLinkMatcherBuilder, reader: SwiftDeclaration,
        launchConditions: [SwiftDeclaration]
    ) throws -> SwiftDeclaration {
        var matcher = matcher
        let flag = matcher.onTopName
        matcher.onTopFlag = flag
        // A spec that maps `open` by source tells the matcher where the link comes from.
        let sourceName = usesLinkSource ? matcher.sourceParameterName : nil
        matcher.sourceName = sourceName
        var sourceParameters: [SwiftParameter] = []
        if let sourceName {
            var source = SwiftParameter("source", names.linkSourceType)
            source.name = sourceName
            sourceParameters = [source]
        }
        // With conditions, the flag is the link's screen, set when its guards are met.
        let flagType = hasConditions ? SwiftTypeName.optional(names.destinationType) : .named(["Bool"])
        let flagStart: SwiftExpression = hasConditions ? .nil : .boolean(false)
        var parameter = SwiftParameter("onTop", flagType)
        parameter.name = flag
        parameter.isInout = true
        let matching = SwiftFunction(
            docs: ["`\(urlInitializer)`, also telling whether the pattern that matched opens `onTop`."],
            access: .private, kind: .initializer(failable: true),
            parameters: urlParameters + sourceParameters + [parameter],
            body: try perRoot(plans) { builder, plans in
                var rooted = DeepLinkMatcherBuilder(builder: builder, plans: plans)
                rooted.onTopFlag = flag
                rooted.sourceName = sourceName
                return try rooted.body()
            })
        let initializer = SwiftFunction(
            docs: docs, access: access, kind: .initializer(failable: true),
            parameters: urlParameters,
            body: [
                .binding(isLet: false, name: "onTop", type: hasConditions ? flagType : nil, value: flagStart),
                .expression(
                    .call(
                        .initializer(.self),
                        urlParameters.map { SwiftArgument($0.name, .local($0.name)) }
                            + (usesLinkSource ? [SwiftArgument("source", .dot("external"))] : []) + [
                                SwiftArgument("onTop", .inoutArgument(.local("onTop")))
                            ],
                        trailing: nil)),
            ])
        return .type(
            SwiftTypeDeclaration(
                kind: .extension, name: names.stateType,
                members: launchConditions + [.function(initializer), .function(matching)]
                    + (try openingMembers(plans: plans, matcher: matcher))
                    + (try actionMembers(matcher: matcher))
                    + (try redirectMembers(matcher: matcher))
                    + [reader]))
    }

    /// The patterns the URL reader reads: the plans', and for a list root every entry's,
    /// in precedence order, since a link may run from any of them.
    private func readPatterns(plans: DeepLinkPlans?) -> [LinkPattern] {
        var patterns = plans?.entries.map(\.pattern) ?? []
        guard hasRootList else { return patterns }
        var seen = Set(patterns.map(\.order))
        for entry in rootEntryPlans.compactMap(\.plans).flatMap(\.entries)
        where seen.insert(entry.pattern.order).inserted {
            patterns.append(entry.pattern)
        }
        let byOrder = Dictionary(patterns.map { ($0.order, $0) }, uniquingKeysWith: { first, _ in first })
        return LinkPattern.precedenceOrder(patterns).compactMap { byOrder[$0.order] }
    }

    /// `handle(_:)`, the action links' matcher for a spec with actions, and the links'
    /// matcher under conditions for a spec with a `web` fallback.
    private func actionMembers(matcher: DeepLinkMatcherBuilder?) throws -> [SwiftDeclaration] {
        guard hasLinks else { return [] }
        var members: [SwiftDeclaration] = [.function(handleFunction())]
        if hasActions { members.append(.function(try performedActionFunction(matcher: matcher))) }
        if usesWeb { members.append(.function(try linkFunction(matcher: matcher))) }
        return members
    }

    /// For a spec with redirects: `followingRedirects(_:)`, which every matcher reads its
    /// URL through, and the redirects' own matcher.
    private func redirectMembers(matcher: DeepLinkMatcherBuilder) throws -> [SwiftDeclaration] {
        guard matcher.plans.hasRedirects else { return [] }
        let limit = DeepLinkRouter.redirectLimit
        // With a root list, a redirect's pattern wins where the root shown shows no
        // route whose pattern comes first: the conditions pick the root.
        let conditions = hasRootList ? ", conditions: \(names.conditions)" : ""
        let passed = hasRootList ? ", conditions: conditions" : ""
        let following: [String] = [
            "/// The URL a link opens, read: `url`, or where a redirect's pattern wins (`deeplinks.redirects`),",
            "/// the URL it leads to, followed as `navgen simulate` follows it. Nil where the chain comes back",
            "/// to a URL it has been at (a loop), after more than \(limit) redirects, or at text that is no URL.",
            "private static func followingRedirects(_ url: URL\(conditions)) -> DeepLink? {",
            "    guard var link = DeepLink(url: url) else { return nil }",
            "    var chain = [url.absoluteString]",
            "    while let next = redirectedURL(link\(passed)) {",
            "        guard !chain.contains(next), chain.count <= \(limit), let nextURL = URL(string: next),",
            "            let redirected = DeepLink(url: nextURL)",
            "        else { return nil }",
            "        chain.append(next)",
            "        link = redirected",
            "    }",
            "    return link",
            "}",
        ]
        let redirected = SwiftFunction(
            docs: [
                "The URL a redirect leads to, when a redirect's pattern is the first in precedence order that",
                "this URL matches; nil when a route's or an action's is, or none.",
            ],
            access: .private, isStatic: true, kind: .named("redirectedURL"),
            parameters: [
                SwiftParameter(label: nil, name: matcher.linkName, type: .named(["DeepLink"]))
            ] + (hasRootList ? [SwiftParameter("conditions", names.conditionsType)] : []),
            returnType: .optional(.string),
            body: try perRoot(matcher.plans) { builder, plans in
                var rooted = DeepLinkMatcherBuilder(builder: builder, plans: plans)
                rooted.onTopFlag = matcher.onTopFlag
                return try rooted.redirectBody()
            })
        return [.verbatim(following.map { .text($0) }), .function(redirected)]
    }

    /// `url:`, `conditions:` for a spec with conditions, and `sizeClass:` (compact
    /// unless given) for a spec whose items adapt.
    var urlParameters: [SwiftParameter] {
        [SwiftParameter("url", .named(["URL"]))]
            + (hasConditions ? [SwiftParameter("conditions", names.conditionsType)] : [])
            + sizeClassParameters
    }

    /// How the docs name the initializer that matches URLs.
    var urlInitializer: String { hasConditions ? "init?(url:conditions:)" : "init?(url:)" }

    /// `init?(url:)` of a spec with conditions: the link opened at launch, under the
    /// spec's `initially` values.
    private func launchConditionsURL() -> SwiftFunction {
        SwiftFunction(
            docs: [
                "The state a deep link opens at launch, under the spec's `initially` values: see",
                "`init?(url:conditions:)`.",
            ],
            access: access, kind: .initializer(failable: true),
            parameters: [SwiftParameter("url", .named(["URL"]))],
            body: [
                .expression(
                    .call(
                        .initializer(.self),
                        [
                            SwiftArgument("url", .local("url")),
                            SwiftArgument(
                                "conditions", .call(.type(names.conditionsType), [], trailing: nil)),
                        ], trailing: nil))
            ])
    }

    /// The spec's schemes and hosts as written, when one of its patterns has a scope
    /// (`schemes:`, `hosts:`): the reader notes where a URL arrived, and the matcher
    /// tests each scoped pattern against it. Nil otherwise, leaving that code out.
    func linkOrigins(plans: DeepLinkPlans) -> DeepLinkOrigins? {
        let scoped = plans.entries.contains { $0.pattern.scope != nil }
        return scoped ? DeepLinkOrigins(spec: model.spec) : nil
    }
}
