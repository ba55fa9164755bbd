extension SwiftUISkeletonBuilder {
    /// `view(for:)`: an exhaustive `switch` over the routes, each a placeholder that
    /// names the route and offers a button per transition that needs no values, so
    /// the skeleton runs as a clickable prototype of the spec.
    func routeViews() -> SwiftDeclaration {
        let cases = coordinator.routes.map { placeholderCase($0, calling: nil) }
        let scope = SwiftNameScope(parameters: ["route"])
        return .function(
            SwiftFunction(
                docs: ["The screen of each route: replace the placeholders with your views."],
                attributes: ["@ViewBuilder"], kind: .named("view"),
                parameters: [SwiftParameter(label: "for", name: "route", type: routeType)],
                returnType: .some("View"),
                body: [.switch(.local("route"), cases + usedSetViewCases(over: "route", in: scope))]))
    }

    /// One route's placeholder: its name, and a button per transition that needs no
    /// values, each calling the method on the coordinator itself, or on its property
    /// `receiver` (the coordinator a route set's screens are handed), which the
    /// route's params, bound by the case, may hide.
    func placeholderCase(_ route: Route, calling receiver: String?) -> SwiftSwitchCase {
        let scope = SwiftNameScope(parameters: route.params.map(\.name.value))
        let receiver = receiver.map(scope.member) ?? .self
        let title = SwiftExpression.call(
            .type(.named(["Text"])), [SwiftArgument("verbatim", SkeletonSyntax.placeholderTitle(route))],
            trailing: nil)
        var buttons: [SwiftStatement] = []
        var seen: Set<String> = []
        for item in SkeletonPlan.items(of: route, model: model) {
            guard let move = plan.move(item.edge, then: item.then),
                let method = plan.method(for: move),
                seen.insert(method.name).inserted,
                let call = SkeletonSyntax.callWithoutValues(method, plan, on: receiver)
            else { continue }
            buttons.append(.expression(Self.placeholderButton(method.name + "()", calling: call)))
        }
        let body: SwiftExpression =
            buttons.isEmpty
            ? title
            : .call(
                .type(.named(["VStack"])), [],
                trailing: SwiftClosure(body: [.expression(title)] + buttons))
        return SwiftSwitchCase(patterns: [SkeletonSyntax.routePattern(route)], body: [.expression(body)])
    }

    /// `Button { call } label: { Text(verbatim: "title") }`: a placeholder's title is
    /// shown as written, never looked up as a localisation key.
    static func placeholderButton(_ title: String, calling call: SwiftExpression) -> SwiftExpression {
        .labelledTrailing(
            .call(.type(.named(["Button"])), [], trailing: SwiftClosure(body: [.expression(call)])), "label",
            SwiftClosure(body: [
                .expression(
                    .call(.type(.named(["Text"])), [SwiftArgument("verbatim", .string(title))], trailing: nil)
                )
            ]))
    }

    /// `presentedView(for:)`: what a sheet or cover shows.
    func presentedViews() -> SwiftDeclaration {
        let scope = SwiftNameScope(parameters: ["presentation"], reserving: ["view"])
        var cases: [SwiftSwitchCase] = []
        if !plan.presentedRoutes.isEmpty {
            var shown = scope
            let route = shown.claim("route")
            cases.append(
                SwiftSwitchCase(
                    patterns: [.enumCase("route", [.binding(route)])],
                    body: [
                        .expression(
                            .call(.local("view"), [SwiftArgument("for", .local(route))], trailing: nil))
                    ]))
        }
        for child in plan.modalChildren {
            var shown = scope
            let flow = shown.claim("flow")
            cases.append(
                SwiftSwitchCase(
                    patterns: [.enumCase(child.presentationCase, [.binding(flow)])],
                    body: [.expression(rootView(of: child.id, coordinator: .local(flow)))]))
        }
        return .function(
            SwiftFunction(
                docs: ["What a sheet or cover of this coordinator shows."], attributes: ["@ViewBuilder"],
                kind: .named("presentedView"),
                parameters: [SwiftParameter(label: "for", name: "presentation", type: presentationType)],
                returnType: .some("View"), body: [.switch(.local("presentation"), cases)]))
    }

    /// `pushedView(for:)`: the screens of the `NavigationStack` when flows started
    /// `as: push` share it.
    func pushedViews() -> SwiftDeclaration {
        let scope = SwiftNameScope(
            parameters: ["destination"], reserving: ["view"] + pushedChildren.map(\.property))
        var own = scope
        let route = own.claim("route")
        var cases = [
            SwiftSwitchCase(
                patterns: [.enumCase(id, [.binding(route)])],
                body: [
                    .expression(.call(.local("view"), [SwiftArgument("for", .local(route))], trailing: nil))
                ])
        ]
        for child in pushedChildren where child.id == id {
            // A flow that pushes an instance of itself shares its destinations: a screen
            // not on this instance's own path is the pushed instance's.
            var shown = scope
            let flow = SwiftExpression.local(shown.rebind(child.property))
            let mine = SwiftExpression.call(
                .member(.local("path"), "contains"), [SwiftArgument(nil, .local(route))], trailing: nil)
            cases[0].body = [
                .if(
                    [.optionalBinding(child.property, flow), .expression(.not(mine))],
                    then: [.expression(.call(flow, "view", SwiftArgument("for", .local(route))))],
                    else: cases[0].body)
            ]
        }
        for child in pushedChildren where child.id != id {
            // The flow's property is unwrapped in place: `if let loginFlow`.
            var shown = scope
            let route = shown.claim("route")
            let flow = SwiftExpression.local(shown.rebind(child.property))
            cases.append(
                SwiftSwitchCase(
                    patterns: [.enumCase(child.id, [.binding(route)])],
                    body: [
                        .if(
                            [.optionalBinding(child.property, flow)],
                            then: [.expression(.call(flow, "view", SwiftArgument("for", .local(route))))],
                            else: nil)
                    ]))
        }
        if cases.count < model.stacks.count {
            cases.append(.default([.expression(.call(.type(.named(["EmptyView"])), [], trailing: nil))]))
        }
        return .function(
            SwiftFunction(
                docs: ["The screens on this coordinator's stack, its own and its pushed flows'."],
                attributes: ["@ViewBuilder"], kind: .named("pushedView"),
                parameters: [SwiftParameter(label: "for", name: "destination", type: destinationType)],
                returnType: .some("View"), body: [.switch(.local("destination"), cases)]))
    }

    /// `ChildCoordinator.RootView(coordinator: value)`
    func rootView(of coordinator: String, coordinator value: SwiftExpression) -> SwiftExpression {
        .call(
            .type(.named([names.coordinatorClass(coordinator), "RootView"])),
            [SwiftArgument("coordinator", value)],
            trailing: nil)
    }

    /// The `RootView` of a stack: a `NavigationStack` over the path, with the
    /// sheet and cover; on the root coordinator, `.onOpenURL` too.
    func stackRootView() -> SwiftDeclaration {
        let coordinator = SwiftExpression.local("coordinator")
        let rootRoute = model.rootRef(of: self.coordinator).flatMap(model.route).flatMap(
            SkeletonSyntax.routeWithoutValues)
        // The view's body uses its `coordinator` bare.
        var scope = SwiftNameScope(reserving: ["coordinator"])
        // A flow that takes an input shows its root once it has it.
        let input = plan.inputRoute != nil ? scope.claim("input") : nil
        var closure = scope
        let shown = closure.claim(hostsPushedFlows ? "destination" : "route")
        let shownRoot = plan.heldRoot == nil ? rootRoute : .member(coordinator, "root")
        let root = SwiftExpression.call(
            coordinator, "view", SwiftArgument("for", input.map { .local($0) } ?? shownRoot ?? .nil))
        let destination: SwiftExpression =
            hostsPushedFlows
            ? .modifier(
                root, "navigationDestination", [SwiftArgument("for", .metatype(destinationType))],
                trailing: SwiftClosure(
                    parameters: [shown],
                    body: [
                        .expression(.call(coordinator, "pushedView", SwiftArgument("for", .local(shown))))
                    ]))
            : .modifier(
                root, "navigationDestination", [SwiftArgument("for", .metatype(routeType))],
                trailing: SwiftClosure(
                    parameters: [shown],
                    body: [.expression(.call(coordinator, "view", SwiftArgument("for", .local(shown))))]))
        var body = SwiftExpression.call(
            .type(.named(["NavigationStack"])),
            [
                SwiftArgument(
                    "path", .member(.projected("coordinator"), hostsPushedFlows ? "stackPath" : "path"))
            ],
            trailing: SwiftClosure(body: [
                input.map { input in
                    .if(
                        [.optionalBinding(input, .member(coordinator, "input"))],
                        then: [.expression(destination)],
                        else: nil)
                } ?? .expression(destination)
            ]))
        if plan.presents {
            var closure = SwiftNameScope(reserving: ["coordinator"])
            let presentation = closure.claim("presentation")
            for slot in plan.swiftUISlots.compactMap(\.swiftUISlot) {
                body = .modifier(
                    body, slot.modifier,
                    [SwiftArgument("item", .member(.projected("coordinator"), slot.property))],
                    trailing: SwiftClosure(
                        parameters: [presentation],
                        body: [
                            .expression(
                                .call(
                                    coordinator, "presentedView", SwiftArgument("for", .local(presentation))))
                        ]))
            }
        }
        body = alertModifiers(on: body)
        return rootViewExtension(body, docs: "The `\(id)` stack on screen.")
    }

    /// The `RootView` of a tab bar: a `TabView` over the tabs' root views, each a
    /// `Tab` from iOS 18 and a `.tabItem` with a `.tag` before.
    func tabsRootView() -> SwiftDeclaration {
        let coordinator = SwiftExpression.local("coordinator")
        let tabs = tabProperties.map { tab, property -> SwiftStatement in
            let view = rootView(of: tab, coordinator: .member(coordinator, property))
            let value = SwiftExpression.member(.type(.named([names.tab(id)])), tab)
            let label = SwiftClosure(body: [
                .expression(
                    .call(
                        .type(.named(["Text"])),
                        [SwiftArgument("verbatim", .string(SwiftName.upperCamel(tab)))], trailing: nil))
            ])
            guard minimumOS < .iOS18 else {
                // `Tab(value:content:label:)`: the label closure keeps the title verbatim,
                // where `Tab("Recipes", ...)` would make it a localisation key.
                let item = SwiftExpression.call(
                    .type(.named(["Tab"])), [SwiftArgument("value", value)],
                    trailing: SwiftClosure(body: [.expression(view)]))
                return conditionalTab(tab, .expression(.labelledTrailing(item, "label", label)))
            }
            let item = SwiftExpression.modifier(view, "tabItem", [], trailing: label)
            return conditionalTab(
                tab, .expression(.modifier(item, "tag", [.unlabelled(value)], trailing: nil)))
        }
        let body = SwiftExpression.call(
            .type(.named(["TabView"])),
            [SwiftArgument("selection", .member(.projected("coordinator"), "selectedTab"))],
            trailing: SwiftClosure(body: tabs))
        return rootViewExtension(body, docs: "The `\(id)` tab bar on screen.")
    }

    /// `.onOpenURL`, opening the links the system hands the app; in a spec that maps `open`
    /// by source, as `.external`, with an `OpenURLAction` in the environment that opens the
    /// links tapped in the app's views (`Link`, Markdown text) as `.inApp`, and hands the
    /// system a URL no pattern matches.
    private func openingLinks(on content: SwiftExpression) -> SwiftExpression {
        var scope = SwiftNameScope(reserving: ["coordinator"])
        let url = scope.claim("url")
        func opening(_ source: LinkSource?) -> SwiftExpression {
            .call(
                .member(.local("coordinator"), "open"),
                [.unlabelled(.local(url))]
                    + (source.map { [SwiftArgument("source", .dot($0.rawValue))] } ?? []),
                trailing: nil)
        }
        guard plan.usesLinkSource else {
            return .modifier(
                content, "onOpenURL", [],
                trailing: SwiftClosure(parameters: [url], body: [.expression(opening(nil))]))
        }
        let tapped = SwiftExpression.call(
            .type(.named(["OpenURLAction"])), [],
            trailing: SwiftClosure(
                parameters: [url],
                body: [.expression(.ternary(opening(.inApp), .dot("handled"), .dot("systemAction")))]))
        let environment = SwiftExpression.modifier(
            content, "environment", [.unlabelled(.keyPath("openURL")), .unlabelled(tapped)], trailing: nil)
        return .modifier(
            environment, "onOpenURL", [],
            trailing: SwiftClosure(parameters: [url], body: [.expression(opening(.external))]))
    }

    func rootViewExtension(_ content: SwiftExpression, docs: String) -> SwiftDeclaration {
        var content = conditionModifiers(on: content)
        if plan.opensLinks { content = openingLinks(on: content) }
        var members: [SwiftDeclaration] = [
            .variable(
                SwiftVariable(attributes: [viewCoordinatorAttribute], name: "coordinator", type: className))
        ]
        if plan.readsSizeClass {
            members.append(horizontalSizeClassProperty)
            content = readingSizeClass(on: content)
        }
        members.append(
            .variable(
                SwiftVariable(name: "body", type: .some("View"), body: .computed([.expression(content)]))))
        let view = SwiftTypeDeclaration(
            docs: [docs], kind: .struct, name: .named(["RootView"]), conformances: [.named(["View"])],
            members: members)
        return .type(SwiftTypeDeclaration(kind: .extension, name: className, members: [.type(view)]))
    }
}
