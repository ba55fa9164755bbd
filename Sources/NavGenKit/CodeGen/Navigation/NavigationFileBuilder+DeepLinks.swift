extension NavigationFileBuilder {
    /// `extension <App>NavigationState` with `init?(url:)` and its private URL reader.
    func deepLinkExtension() throws -> SwiftDeclaration {
        let plans = router.flatMap(DeepLinkPlans.init(router:)) ?? DeepLinkPlans(model: model.model)
        let patterns = plans?.entries.map(\.pattern) ?? []
        let schemes = model.spec.deepLinks.schemes.map { $0.value.lowercased() }
        let hosts = model.spec.deepLinks.hosts.map { $0.value.lowercased() }
        let docs = [
            "The state a deep link opens, exactly as `navgen simulate --url` computes it (docs/spec.md, Deep links):",
            "the launch state plus the shortest sequence of moves that shows the linked route, with",
            "params from the URL. navgen planned each pattern's moves; this only matches and fills in.",
            "Nil when the URL matches no pattern.",
        ]
        guard let plans, !patterns.isEmpty, !(schemes.isEmpty && hosts.isEmpty) else {
            let none = SwiftFunction(
                docs: docs, access: access, kind: .initializer(failable: true),
                parameters: [SwiftParameter("url", .named(["URL"]))], body: [.return(.nil)])
            var members: [SwiftDeclaration] = [.function(none)]
            if opensByMode, let plans { members += try openingMembers(plans: plans, matcher: nil) }
            return .type(SwiftTypeDeclaration(kind: .extension, name: names.stateType, members: members))
        }
        var matcher = DeepLinkMatcherBuilder(builder: self, plans: plans)
        let reader = DeepLinkReaderBuilder(patterns: patterns, schemes: schemes, hosts: hosts).declaration()
        guard opensByMode else {
            let initializer = SwiftFunction(
                docs: docs, access: access, kind: .initializer(failable: true),
                parameters: [SwiftParameter("url", .named(["URL"]))], body: try matcher.body())
            return .type(
                SwiftTypeDeclaration(
                    kind: .extension, name: names.stateType, members: [.function(initializer), reader]))
        }
        // With open modes, one matcher also says whether the pattern opens `onTop`.
        let flag = matcher.onTopName
        matcher.onTopFlag = flag
        var parameter = SwiftParameter("onTop", .named(["Bool"]))
        parameter.name = flag
        parameter.isInout = true
        let matching = SwiftFunction(
            docs: ["`init?(url:)`, also telling whether the pattern that matched opens `onTop`."],
            access: .private, kind: .initializer(failable: true),
            parameters: [SwiftParameter("url", .named(["URL"])), parameter], body: try matcher.body())
        let initializer = SwiftFunction(
            docs: docs, access: access, kind: .initializer(failable: true),
            parameters: [SwiftParameter("url", .named(["URL"]))],
            body: [
                .binding(isLet: false, name: "onTop", type: nil, value: .boolean(false)),
                .expression(
                    .call(
                        .initializer(.self),
                        [
                            SwiftArgument("url", .local("url")),
                            SwiftArgument("onTop", .inoutArgument(.local("onTop"))),
                        ],
                        trailing: nil)),
            ])
        return .type(
            SwiftTypeDeclaration(
                kind: .extension, name: names.stateType,
                members: [.function(initializer), .function(matching)]
                    + (try openingMembers(plans: plans, matcher: matcher)) + [reader]))
    }
}
