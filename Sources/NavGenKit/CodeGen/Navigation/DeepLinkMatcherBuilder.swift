/// The body of `init?(url:)`: a `switch` on the segment count, and in each case the
/// patterns of that length in precedence order, each an `if` that binds its
/// params and builds the planned state.
struct DeepLinkMatcherBuilder {
    let builder: NavigationFileBuilder
    let plans: DeepLinkPlans
    /// The `inout Bool` an `onTop` pattern sets before it builds its state, when the
    /// matcher reports modes (``NavigationFileBuilder/opensByMode``); nil otherwise.
    var onTopFlag: String? = nil
    /// The matcher's `source` parameter, for a spec that maps `open` by source: a
    /// pattern whose sources open differently sets ``onTopFlag`` for one of them only.
    var sourceName: String? = nil
    /// Which matcher this is: the state's, the action links' (``actionBody()``) or the
    /// redirects' (``redirectBody()``).
    var matching = Matching.state

    enum Matching {
        /// `init?(url:)`: each route's pattern builds its state; an action's returns nil
        /// where it wins, so a URL opens a screen only where no action's pattern wins.
        case state
        /// `performedAction(url:)`: each action's pattern returns its action.
        case actions
        /// `redirectedURL(_:)`: a redirect's pattern returns the URL it leads to; a
        /// route's or action's that wins before it returns nil.
        case redirects
        /// `link(url:conditions:)`, for a spec with a `web` fallback: each route's and
        /// action's pattern returns the link it is under the conditions given (its own
        /// screen or action, `.web`, or nil where a guard refuses it).
        case links
    }

    private var performsActions: Bool { matching == .actions }

    /// Whether the matcher's statements start from the URL alone, building no state.
    private var buildsNoState: Bool { matching == .actions || matching == .links }

    /// The patterns the matcher may test: its root's, then another root's it tests too.
    var patterns: [LinkPattern] { plans.entries.map(\.pattern) + plans.elsewhere.map(\.pattern) }

    /// Whether a first-segment literal is tested with `firstSegment(is:)`: a custom
    /// scheme's host compares without letter case (``DeepLinkReaderBuilder/hostCase``).
    private var hostFoldsInSpec: Bool {
        DeepLinkReaderBuilder(
            patterns: patterns,
            schemes: model.spec.deepLinks.schemes.compactMap { SchemeEntry(parsing: $0.value) }, hosts: []
        ).hostCase.folds
    }

    var model: AppModel { builder.model }

    /// The name of the matcher's `onTop` flag: `onTop`, unless a param has that name.
    var onTopName: String {
        let params = Set(patterns.flatMap { $0.bindings.map(\.name) })
        return ["onTop", "opensOnTop", "isOnTop", "onTopMode"].first { !params.contains($0) } ?? "onTop"
    }

    /// The name of the matcher's link source: `source`, unless a param has that name.
    var sourceParameterName: String {
        let params = Set(patterns.flatMap { $0.bindings.map(\.name) })
        return ["source", "linkSource", "sourceOfLink", "opener"].first { !params.contains($0) } ?? "source"
    }

    /// `flag = value` where `pattern` opens `onTop`: for a pattern whose sources open
    /// differently, only when the link comes from the one that does.
    private func onTopAssignment(_ pattern: LinkPattern, flag: String, _ value: SwiftExpression)
        -> [SwiftStatement]
    {
        let set = SwiftStatement.assignment(.local(flag), value)
        switch (pattern.opensOnTop, pattern.opensOnTopInApp) {
        case (true, true): return [set]
        case (false, false): return []
        case (let external, _):
            guard let sourceName else { return external ? [set] : [] }
            let source = external ? LinkSource.external : .inApp
            return [
                .if(
                    [.expression(.binary(.local(sourceName), "==", .dot(source.rawValue)))], then: [set],
                    else: nil)
            ]
        }
    }

    /// The matcher's name for the URL reader: `link`, unless a param has that name.
    var linkName: String {
        let params = Set(patterns.flatMap { $0.bindings.map(\.name) })
        return ["link", "deepLink", "parsedLink", "urlParts"].first { !params.contains($0) } ?? "link"
    }

    /// The body of the action links' matcher: the action of the first action pattern
    /// that matches, in precedence order, or nil. What a URL performs when the state's
    /// matcher found no screen for it.
    func actionBody() throws -> [SwiftStatement] {
        var matcher = self
        matcher.matching = .actions
        matcher.onTopFlag = nil
        return try matcher.body()
    }

    /// The body of the links' matcher under conditions: the link the first pattern that
    /// matches gives, in precedence order, or nil (``Matching/links``).
    func linkBody() throws -> [SwiftStatement] {
        var matcher = self
        matcher.matching = .links
        matcher.onTopFlag = nil
        return try matcher.body()
    }

    /// The body of the redirects' matcher: the URL the first pattern that matches leads
    /// to, when it is a redirect's, or nil. Only the patterns that a redirect's may come
    /// after are tested.
    func redirectBody() throws -> [SwiftStatement] {
        var matcher = self
        matcher.matching = .redirects
        matcher.onTopFlag = nil
        return try matcher.body()
    }

    /// Where each matcher tests its patterns. The redirects' stops at the last redirect of
    /// each case; but where a redirect follows the `switch`, every case stays, since a URL
    /// a case's pattern matches never gets there.
    private var layout: DeepLinkMatcherLayout {
        switch matching {
        case .state, .links: return DeepLinkMatcherLayout(plans.openingEntries)
        case .actions: return DeepLinkMatcherLayout(plans.actionEntries)
        case .redirects:
            let layout = DeepLinkMatcherLayout(plans.entries)
            func upToLastRedirect(_ entries: [DeepLinkPlans.Entry]) -> [DeepLinkPlans.Entry] {
                guard let last = entries.lastIndex(where: \.isRedirect) else { return [] }
                return Array(entries[...last])
            }
            let after = upToLastRedirect(layout.after)
            guard after.isEmpty else { return DeepLinkMatcherLayout(cases: layout.cases, after: after) }
            return DeepLinkMatcherLayout(
                cases: layout.cases.map { ($0.count, upToLastRedirect($0.entries)) }.filter { !$0.1.isEmpty },
                after: [])
        }
    }

    func body() throws -> [SwiftStatement] {
        let link = SwiftExpression.local(linkName)
        let count = SwiftExpression.member(.member(link, "segments"), "count")
        let layout = layout
        let hostFolds = hostFoldsInSpec
        var cases: [SwiftSwitchCase] = []
        for (length, entries) in layout.cases {
            var body: [SwiftStatement] = []
            for entry in entries {
                let (test, isUnconditional) = try self.test(
                    entry, link: link, length: nil, hostFolds: hostFolds)
                body += test
                // Only `/` without query items matches every URL of this length;
                // anything after it would be dead code.
                if isUnconditional { break }
            }
            cases.append(SwiftSwitchCase(patterns: [.expression(.integer(length))], body: body))
        }
        var after: [SwiftStatement] = []
        for entry in layout.after {
            after += try test(
                entry, link: link, length: lengthTest(entry.pattern, link: link), hostFolds: hostFolds
            )
            .statements
        }
        cases.append(.default([.break]))
        let others = try elsewhere(link)
        // A root entry with no pattern to test reads no link.
        if builder.hasRootList, layout.cases.isEmpty, layout.after.isEmpty, others.isEmpty {
            return [.return(.nil)]
        }
        // With redirects, the URL read is the one they lead to.
        let read: SwiftExpression =
            plans.hasRedirects
            ? .call(
                .member(.type(.selfType), "followingRedirects"),
                [.unlabelled(.local("url"))] + redirectConditions, trailing: nil)
            : .call(.type(.named(["DeepLink"])), [SwiftArgument("url", .local("url"))], trailing: nil)
        let readLink: SwiftStatement = .guard([.optionalBinding(linkName, read)], else: [.return(.nil)])
        let start: [SwiftStatement] = [
            readLink,
            builder.hasConditions
                ? .expression(
                    .call(
                        .initializer(.self),
                        [
                            SwiftArgument("root", builder.launchRoot),
                            SwiftArgument("conditions", .local("conditions")),
                        ], trailing: nil))
                : .expression(.call(.initializer(.self), [], trailing: nil)),
        ]
        // Without fixed-length patterns, a `switch` of `default` alone says nothing.
        if matching == .redirects {
            // The reader is the function's parameter.
            return (layout.cases.isEmpty ? [] : [.switch(count, cases)]) + after + [.return(.nil)]
        }
        if buildsNoState {
            return [readLink] + (layout.cases.isEmpty ? [] : [.switch(count, cases)]) + after + others
                + [.return(.nil)]
        }
        return start + (layout.cases.isEmpty ? [] : [.switch(count, cases)]) + after + others + [
            .return(.nil)
        ]
    }

    /// Whether the matcher tests another root entry's patterns after its own: the
    /// state's, and the links' (a link `deeplinks.requires` stops goes to the browser
    /// whatever the root).
    private var readsElsewhere: Bool { matching == .state || matching == .links }

    /// The patterns only another root entry shows (``DeepLinkPlans/elsewhere``), after
    /// this entry's own: the first that matches waits while `deeplinks.requires` is
    /// unmet, as a link does (or is `.web`, for the links' matcher), and is no match
    /// otherwise. Empty for any other spec.
    private func elsewhere(_ link: SwiftExpression) throws -> [SwiftStatement] {
        guard readsElsewhere, !plans.elsewhere.isEmpty else { return [] }
        let hostFolds = hostFoldsInSpec
        var tested: [(statements: [SwiftStatement], opens: Bool)] = []
        for entry in plans.elsewhere {
            var (conditions, bindings) = self.conditions(entry.pattern, link: link, hostFolds: hostFolds)
            let emitter = DeepLinkStateEmitter(
                model: model, builder: builder, plans: plans, pattern: entry.pattern, bindings: bindings)
            let waiting = try emitter.topDestination(of: entry.state)
            let opening = GuardedOpening(engine: plans.planner.engine)
            let tree = try ConditionTree.explore { reader in try opening.openAction(&reader) }
            var waits = false
            var opensSomething = false
            let web = webLink(link)
            // The links' matcher is static: it reads its `conditions` parameter.
            let reading: SwiftExpression =
                matching == .links ? .local("conditions") : .member(.self, "conditions")
            let build = try builder.statements(for: tree, reading: reading) { outcome in
                switch outcome {
                case .web where matching == .links:
                    opensSomething = true
                    return [.return(web)]
                case .refused, .web, .shown(_, .target):
                    return [.return(.nil)]
                case .shown where matching == .links:
                    guard let waiting else { return [.return(.nil)] }
                    opensSomething = true
                    waits = true  // the link's screen reads its params
                    return [.return(.dotCall("destination", [.unlabelled(waiting)]))]
                case .shown(let node, let ending):
                    opensSomething = true
                    var shown = try emitter.statements(for: node)
                    if case .waiting = ending, let waiting {
                        waits = true
                        shown.append(.assignment(.member(.self, "waiting"), waiting))
                    }
                    return shown + [.return(nil)]
                }
            }
            // Where the link never waits (`otherwise: stay`), its params are only matched.
            if !waits {
                conditions = conditions.map { condition in
                    guard case .optionalBinding(_, let read) = condition else { return condition }
                    return .expression(.binary(read, "!=", .nil))
                }
            }
            let comment = SwiftStatement.comment(
                "\(entry.pattern.owner): \(entry.pattern.source.value), shown under another root")
            let test = SwiftStatement.if(
                [lengthTest(entry.pattern, link: link)] + conditions, then: build, else: nil)
            tested.append(([comment, test], opensSomething))
        }
        // Patterns at the end that are nil under every combination are what the matcher
        // gives anyway (one before a pattern that opens still claims its URLs).
        while let last = tested.last, !last.opens { tested.removeLast() }
        return tested.flatMap(\.statements)
    }

    /// `link.segments.count == 2` (`>=` for a pattern with a rest segment, which matches
    /// one or more): the test a pattern outside the `switch` on the count starts with.
    private func lengthTest(_ pattern: LinkPattern, link: SwiftExpression) -> SwiftCondition {
        .expression(
            .binary(
                .member(.member(link, "segments"), "count"), pattern.hasRest ? ">=" : "==",
                .integer(pattern.segments.count)))
    }

    /// `link.webURL.map(AppLink.web)`: the link handed back to the browser, nil unless it is
    /// an http or https URL.
    private func webLink(_ link: SwiftExpression) -> SwiftExpression {
        .call(.member(link, "webURL"), "map", .unlabelled(.member(.type(builder.names.linkType), "web")))
    }

    /// The conditions that pick the root redirects are matched under, for a spec whose
    /// root is a list: the matcher's own, or the action links' (which take none) the
    /// spec's `initially` values.
    private var redirectConditions: [SwiftArgument] {
        guard builder.hasRootList else { return [] }
        let given: SwiftExpression =
            matching == .actions
            ? .call(.type(model.names.conditionsType), [], trailing: nil) : .local("conditions")
        return [SwiftArgument("conditions", given)]
    }

    /// A pattern's comment and `if` (its statements alone when it has no condition):
    /// `length`, the segment count test when outside the `switch`, comes first.
    private func test(
        _ entry: DeepLinkPlans.Entry, link: SwiftExpression, length: SwiftCondition?, hostFolds: Bool
    ) throws
        -> (statements: [SwiftStatement], isUnconditional: Bool)
    {
        let pattern = entry.pattern
        var (conditions, bindings) = self.conditions(pattern, link: link, hostFolds: hostFolds)
        let isOutcome =
            switch matching {
            case .state: entry.action == nil
            case .actions: entry.action != nil
            case .redirects: entry.isRedirect
            case .links: true
            }
        if !isOutcome || matching == .redirects {
            // A pattern that is not this matcher's outcome only needs to match; a
            // redirect's binds just the param holding the URL it leads to.
            let kept = isOutcome ? entry.pattern.redirect : nil
            conditions = conditions.map { condition in
                guard case .optionalBinding(let name, let read) = condition, name != kept else {
                    return condition
                }
                return .expression(.binary(read, "!=", .nil))
            }
        }
        let emitter = DeepLinkStateEmitter(
            model: model, builder: builder, plans: plans, pattern: pattern, bindings: bindings)
        var build: [SwiftStatement]
        if let redirect = entry.pattern.redirect, matching == .redirects {
            build = [.return(.call(link, "redirect", SwiftArgument("to", .local(redirect))))]
        } else if matching == .redirects {
            build = [.return(.nil)]
        } else if matching == .links {
            build = try linkStatements(entry, emitter, link: link, bindings: bindings)
        } else if let action = entry.action {
            build = [.return(performsActions ? actionCase(action, bindings: bindings) : .nil)]
        } else if builder.hasConditions {
            build = try guardedStatements(entry, emitter)
        } else {
            build = try emitter.statements(for: entry.state) + [.return(nil)]
            if let onTopFlag {
                build.insert(contentsOf: onTopAssignment(pattern, flag: onTopFlag, .boolean(true)), at: 0)
            }
        }
        let comment = SwiftStatement.comment("\(pattern.owner): \(pattern.source.value)")
        let all = (length.map { [$0] } ?? []) + conditions
        if all.isEmpty { return ([comment] + build, true) }
        return ([comment, .if(all, then: build, else: nil)], false)
    }

    /// `.setTelemetry(url: url)`: the action's case with each param bound by the
    /// pattern, `nil` for an optional one it does not bind.
    private func actionCase(_ action: String, bindings: [String: MatcherBinding]) -> SwiftExpression {
        let params = model.spec.action(named: action)?.params ?? []
        return .dotCall(
            action,
            params.map { param in
                let name = param.name.value
                return SwiftArgument(name, bindings[name].map { $0.constant ?? .local(name) } ?? .nil)
            })
    }

    /// What a pattern's link is under the `conditions` parameter: one `if` per condition
    /// that changes it, each ending in the link's own screen or action, `.web` with the
    /// URL read (nil unless it is an http or https URL, which alone can go back to the
    /// browser), or nil where a guard refuses the link.
    private func linkStatements(
        _ entry: DeepLinkPlans.Entry, _ emitter: DeepLinkStateEmitter, link: SwiftExpression,
        bindings: [String: MatcherBinding]
    ) throws -> [SwiftStatement] {
        enum Verdict: Hashable, Sendable { case opened, web, refused }
        func verdict(_ outcome: GuardedOpening.Outcome) -> Verdict {
            switch outcome {
            case .refused: .refused
            case .web: .web
            case .shown: .opened
            }
        }
        let opening = GuardedOpening(engine: plans.planner.engine, bound: emitter.valuedNames)
        let tree: ConditionTree<Verdict>
        do {
            tree = try ConditionTree.explore { reader in
                guard entry.action == nil else { return verdict(try opening.openAction(&reader)) }
                return verdict(try opening.open(entry.plan, planner: plans.planner, &reader))
            }
        } catch {
            throw builder.tooManyCombinations(
                "deep link '\(entry.pattern.source.value)'", at: entry.pattern.source.location)
        }
        let opened: SwiftExpression
        if let action = entry.action {
            opened = .dotCall("action", [.unlabelled(actionCase(action, bindings: bindings))])
        } else if let destination = try emitter.topDestination(of: entry.state) {
            opened = .dotCall("destination", [.unlabelled(destination)])
        } else {
            opened = .nil
        }
        let web = webLink(link)
        return builder.statements(for: tree, reading: .local("conditions"), values: emitter.value(named:)) {
            verdict in
            switch verdict {
            case .opened: [.return(opened)]
            case .web: [.return(web)]
            case .refused: [.return(.nil)]
            }
        }
    }

    /// A pattern's state under conditions: one `if` per condition its moves check,
    /// each ending in the state shown instead (the `otherwise` screen, or the
    /// satisfying flow with `waiting` set to the link's screen) or `return nil`. An
    /// `onTop` pattern first sets the flag to its screen.
    private func guardedStatements(_ entry: DeepLinkPlans.Entry, _ emitter: DeepLinkStateEmitter) throws
        -> [SwiftStatement]
    {
        let opening = GuardedOpening(engine: plans.planner.engine, bound: emitter.valuedNames)
        let tree: ConditionTree<GuardedOpening.Outcome>
        do {
            tree = try ConditionTree.explore { reader in
                try opening.open(entry.plan, planner: plans.planner, &reader)
            }
        } catch {
            throw builder.tooManyCombinations(
                "deep link '\(entry.pattern.source.value)'", at: entry.pattern.source.location)
        }
        let waiting = try emitter.topDestination(of: entry.state)
        var flag: [SwiftStatement] = []
        if let onTopFlag, let waiting {
            // The link's screen, for `open(_:)` to try one move to (its guards checked there).
            flag = onTopAssignment(entry.pattern, flag: onTopFlag, waiting)
        }
        return try flag
            + builder.statements(for: tree, values: emitter.value(named:)) { outcome in
                switch outcome {
                case .refused, .web:
                    return [.return(.nil)]
                case .shown(let node, .target), .shown(let node, .otherwise):
                    return try emitter.statements(for: node) + [.return(nil)]
                case .shown(let node, .waiting(let read)):
                    var statements = try emitter.aliasing(read).statements(for: node)
                    if let waiting { statements.append(.assignment(.member(.self, "waiting"), waiting)) }
                    return statements + [.return(nil)]
                }
            }
    }

    /// One condition per segment and query item, in order: literals compared,
    /// params bound by parsing, a rest bound to the segments it takes.
    private func conditions(_ pattern: LinkPattern, link: SwiftExpression, hostFolds: Bool) -> (
        [SwiftCondition], [String: MatcherBinding]
    ) {
        var conditions: [SwiftCondition] = []
        var bindings: [String: MatcherBinding] = [:]
        if let scope = pattern.scope { conditions.append(.expression(arrived(link, scope))) }
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .literal(let literal) where index == 0 && hostFolds:
                // A custom scheme's host compares without letter case.
                conditions.append(
                    .expression(.call(link, "firstSegment", SwiftArgument("is", .string(literal.value)))))
            case .literal(let literal):
                conditions.append(
                    .expression(
                        .call(
                            link, "segment", .unlabelled(.integer(index)),
                            SwiftArgument(
                                pattern.ignoresCase ? "equalsIgnoringCase" : "is", .string(literal.value)))))
            case .param(let param):
                let read = SwiftExpression.call(
                    link, "segment", .unlabelled(.integer(index)),
                    .unlabelled(parser(param, ignoresCase: pattern.ignoresCase)))
                conditions.append(.optionalBinding(param.name, read))
                bindings[param.name] = MatcherBinding(base: param.type.base, isOptional: false)
            case .rest(let param):
                let read = SwiftExpression.call(link, "rest", SwiftArgument("from", .integer(index)))
                conditions.append(.optionalBinding(param.name, read))
                bindings[param.name] = MatcherBinding(base: param.type.base, isOptional: false)
            }
        }
        for item in pattern.query {
            // Under `caseInsensitive` the reader stores keys lowered.
            let key = item.key.folded(pattern.ignoresCase).value
            switch item.value {
            case .literal(let literal):
                conditions.append(
                    .expression(
                        .call(
                            link, "query", .unlabelled(.string(key)),
                            SwiftArgument(
                                pattern.ignoresCase ? "equalsIgnoringCase" : "is", .string(literal.value)))))
            case .param(let param):
                // `{name!}` reads an optional param's item as a required one.
                let optional = !item.isRequired
                let read = SwiftExpression.call(
                    link, optional ? "optionalQuery" : "query", .unlabelled(.string(key)),
                    .unlabelled(parser(param, ignoresCase: pattern.ignoresCase)))
                conditions.append(.optionalBinding(param.name, read))
                bindings[param.name] = MatcherBinding(base: param.type.base, isOptional: optional)
            }
        }
        if let (param, isRequired) = pattern.fragment {
            let read = SwiftExpression.call(
                link, isRequired ? "fragment" : "optionalFragment",
                .unlabelled(parser(param, ignoresCase: pattern.ignoresCase)))
            conditions.append(.optionalBinding(param.name, read))
            bindings[param.name] = MatcherBinding(base: param.type.base, isOptional: !isRequired)
        }
        for (param, value) in pattern.fixed {
            var binding = MatcherBinding(base: param.type.base, isOptional: false)
            if let constant = Self.constant(value) {
                binding.constant = constant
            } else if case .enumeration(let name, _) = value {
                binding.constant = .dot(name)
            } else {
                // A UUID or a URL has no literal: it is read from its text, which always succeeds.
                conditions.append(.optionalBinding(param.name, Self.uuid(value)))
            }
            bindings[param.name] = binding
        }
        return (conditions, bindings)
    }

    /// A value of `set` as a Swift literal; nil for a UUID, which has none.
    static func constant(_ value: ParamValue) -> SwiftExpression? {
        switch value {
        case .string(let text), .custom(let text): .string(text)
        case .int(let number): .integer(number)
        case .double(let number): .floatingPoint(number)
        case .bool(let flag): .boolean(flag)
        case .uuid, .url, .enumeration: nil
        }
    }

    /// `UUID(uuidString: "E621E1F8-...")`.
    private static func uuid(_ value: ParamValue) -> SwiftExpression {
        if case .url(let text) = value {
            return .call(.type(.named(["URL"])), [SwiftArgument("string", .string(text))], trailing: nil)
        }
        guard case .uuid(let uuid) = value else { return .nil }
        return .call(
            .type(.named(["UUID"])), [SwiftArgument("uuidString", .string(uuid.uuidString.uppercased()))],
            trailing: nil)
    }

    /// `link.arrived(schemes: ["blog"], hosts: ["blog.example.com"])`: a scoped pattern
    /// applies only to URLs that arrived through an entry it lists, written as in the spec.
    private func arrived(_ link: SwiftExpression, _ scope: [Int]) -> SwiftExpression {
        let origins = DeepLinkOrigins(spec: model.spec)
        let schemes = scope.filter { !origins.isHost($0) }.map { origins.schemes[$0] }
        let hosts = scope.filter(origins.isHost).map { origins.hosts[$0 - origins.schemes.count] }
        var arguments: [SwiftArgument] = []
        if !schemes.isEmpty {
            arguments.append(SwiftArgument("schemes", .array(schemes.map { .string($0) })))
        }
        if !hosts.isEmpty { arguments.append(SwiftArgument("hosts", .array(hosts.map { .string($0) }))) }
        return .call(.member(link, "arrived"), arguments, trailing: nil)
    }

    /// `DeepLink.int`, `DeepLink.int(in: 1...12)`, `DeepLink.value(of: StatsPeriod.self)`.
    private func parser(_ param: LinkPattern.LinkParam, ignoresCase: Bool) -> SwiftExpression {
        let reader = SwiftExpression.type(.named(["DeepLink"]))
        if let range = param.type.range {
            return .call(
                .member(reader, "int"), [SwiftArgument("in", Self.rangeExpression(range))], trailing: nil)
        }
        if let name = param.type.enumeration {
            return .call(
                .member(reader, ignoresCase ? "valueIgnoringCase" : "value"),
                [SwiftArgument("of", .metatype(.named([builder.names.enumeration(name)])))], trailing: nil)
        }
        return .member(reader, DeepLinkReaderBuilder.parserName(param.valueType))
    }

    /// `1...12`, `1901...`, `...(-1)`: a negative bound after `...` is parenthesized, as
    /// `...-1` would be one operator.
    private static func rangeExpression(_ range: IntRange) -> SwiftExpression {
        func bound(_ value: Int, after: Bool) -> SwiftExpression {
            after && value < 0 ? .parenthesized(.integer(value)) : .integer(value)
        }
        switch (range.lower, range.upper) {
        case (let lower?, let upper?):
            return .binary(bound(lower, after: false), "...", bound(upper, after: true))
        case (let lower?, nil): return .rangeFrom(bound(lower, after: false))
        case (nil, let upper?): return .rangeThrough(bound(upper, after: true))
        case (nil, nil): return .rangeFrom(.integer(Int.min))
        }
    }
}
