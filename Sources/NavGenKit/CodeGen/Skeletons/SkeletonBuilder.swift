/// Builds one `<Coordinator>Coordinator.swift` per coordinator for `--ui`: the
/// app's own code from then on, so navgen writes it only when it is missing.
enum SkeletonBuilder {
    /// The skeleton of `coordinator`, named `name` (``GeneratedFilePlan``); nil with `--ui none`.
    static func file(
        named name: String, for coordinator: Coordinator, index: SkeletonIndex, options: GenerateOptions
    ) -> SwiftFile? {
        let declarations: [SwiftFileItem]
        let module: String
        var imports: [SwiftFileItem] = []
        switch options.ui {
        case .none:
            return nil
        case .swiftui:
            module = "SwiftUI"
            // Below iOS 17 the coordinators are `ObservableObject`s, which Combine declares.
            if options.minimumOS < .iOS17 { imports = [.import("Combine")] }
            declarations = SwiftUISkeletonBuilder(
                index: index, coordinator: coordinator, minimumOS: options.minimumOS
            ).declarations()
        case .uikit:
            module = "UIKit"
            declarations = UIKitSkeletonBuilder(index: index, coordinator: coordinator).declarations()
        }
        // The whole file is conditional, so the output folder also compiles where
        // the framework does not exist (Linux, a command-line target) and on macOS,
        // where SwiftUI exists without the iOS APIs (`fullScreenCover`) the skeletons use.
        var modules: [SwiftFileItem] = [.import(module)]
        // The root hands links a guard sends to the browser to `UIApplication`, which UIKit declares.
        if module != "UIKit", index.model.spec.usesWebFallback, coordinator.id.value == index.model.rootID {
            modules.append(.import("UIKit"))
        }
        let items: [SwiftFileItem] = [
            .conditional(
                "canImport(\(module)) && os(iOS)",
                imports + modules + declarations.map { available($0, from: options.minimumOS) })
        ]
        return SwiftFile(header: header(name, index.model), items: items)
    }

    /// `<App>RootCoordinator.swift` of a spec whose `root` is a list (``RootCoordinatorSkeleton``);
    /// nil with `--ui none`.
    static func rootCoordinatorFile(named name: String, index: SkeletonIndex, options: GenerateOptions)
        -> SwiftFile?
    {
        let skeleton = RootCoordinatorSkeleton(index: index)
        var modules: [SwiftFileItem]
        let declarations: [SwiftDeclaration]
        let module: String
        switch options.ui {
        case .none:
            return nil
        case .swiftui:
            module = "SwiftUI"
            modules =
                options.minimumOS < .iOS17 ? [.import("Combine"), .import("SwiftUI")] : [.import("SwiftUI")]
            // A link a guard sends to the browser goes to `UIApplication`, which UIKit declares.
            if index.model.spec.usesWebFallback { modules.append(.import("UIKit")) }
            declarations = skeleton.swiftUI(minimumOS: options.minimumOS)
        case .uikit:
            module = "UIKit"
            modules = [.import("UIKit")]
            declarations = skeleton.uiKit(minimumOS: options.minimumOS)
        }
        let items: [SwiftFileItem] = [
            .conditional(
                "canImport(\(module)) && os(iOS)", modules + declarations.map(SwiftFileItem.declaration))
        ]
        return SwiftFile(header: header(name, index.model), items: items)
    }

    /// `@available(iOS 17, *)` on a top-level type or extension: the skeleton uses the
    /// APIs of `minimumOS`, and says so, so that a target that supports older
    /// systems gets an error at the use, not a missing symbol.
    static func available(_ item: SwiftFileItem, from minimumOS: MinimumOS) -> SwiftFileItem {
        guard case .declaration(.type(var type)) = item else { return item }
        type.attributes.insert(availability(minimumOS), at: 0)
        return .declaration(.type(type))
    }

    /// `@available(iOS 17, *)`
    static func availability(_ minimumOS: MinimumOS) -> String {
        "@available(iOS \(minimumOS.rawValue), *)"
    }

    static func header(_ name: String, _ model: AppModel) -> [String] {
        let specName = model.spec.file.split(separator: "/").last.map(String.init) ?? model.spec.file
        return [
            "\(name): created by navgen from \(specName). This file is yours to edit: navgen writes",
            "it only where it is missing (or with `navgen generate --force`). The types it uses are in",
            "\(model.names.navigationFile), which navgen regenerates.",
        ]
    }
}

/// Expressions both skeleton builders use.
enum SkeletonSyntax {
    /// `{ [weak self] parameters in self?.call(...) }`
    static func weakSelf(_ parameters: [String], _ body: SwiftExpression) -> SwiftExpression {
        .closure(SwiftClosure(captures: ["weak self"], parameters: parameters, body: [.expression(body)]))
    }

    /// `self?.name(arguments)`
    static func optionalSelfCall(_ name: String, _ arguments: [SwiftArgument]) -> SwiftExpression {
        .call(.optionalMember(.self, name), arguments, trailing: nil)
    }

    /// `.route(name: name, ...)`: a route built from locals of its param names.
    static func route(_ route: Route) -> SwiftExpression {
        .dotCall(route.id.value, route.params.map { SwiftArgument($0.name.value, .local($0.name.value)) })
    }

    /// `.route(name: name, other: nil)`: each param from the value in scope of its
    /// name when that value fits it, else `nil` when it is optional; nil when a
    /// required one has no value. With the route's own params this is ``route(_:)``,
    /// with none ``routeWithoutValues(_:)``: an `otherwise` passes what its guarded
    /// move was given, by name, as `navgen simulate` does.
    static func route(_ route: Route, from values: [Param]) -> SwiftExpression? {
        var arguments: [SwiftArgument] = []
        for param in route.params {
            let name = param.name.value
            if let value = values.first(where: { $0.name.value == name }),
                fits(value.type.value, param.type.value)
            {
                arguments.append(SwiftArgument(name, .local(name)))
            } else if param.type.value.isOptional {
                arguments.append(SwiftArgument(name, .nil))
            } else {
                return nil
            }
        }
        return .dotCall(route.id.value, arguments)
    }

    /// Whether a value of type `value` can be passed as a param of type `target`.
    private static func fits(_ value: ParamType, _ target: ParamType) -> Bool {
        value.base == target.base && (target.isOptional || !value.isOptional)
    }

    /// `.route(name: nil, ...)`, or nil when a param is required.
    static func routeWithoutValues(_ route: Route) -> SwiftExpression? {
        guard route.params.allSatisfy(\.type.value.isOptional) else { return nil }
        return .dotCall(route.id.value, route.params.map { SwiftArgument($0.name.value, .nil) })
    }

    /// `.route(let a, let b)` as a pattern.
    static func routePattern(_ route: Route) -> SwiftPattern {
        .enumCase(route.id.value, route.params.map { .binding($0.name.value) })
    }

    /// The placeholder title of a route: `recipeDetail(id: \(id), source: ...)`.
    static func placeholderTitle(_ route: Route) -> SwiftExpression {
        guard !route.params.isEmpty else { return .string(route.id.value) }
        var parts: [SwiftInterpolationPart] = [.text(route.id.value + "(")]
        for (index, param) in route.params.enumerated() {
            parts.append(.text((index == 0 ? "" : ", ") + param.name.value + ": "))
            let value = SwiftExpression.local(param.name.value)
            if param.type.value.isOptional || param.type.value.isCustom {
                parts.append(
                    .expression(.call(.type(.string), [SwiftArgument("describing", value)], trailing: nil)))
            } else {
                parts.append(.expression(value))
            }
        }
        parts.append(.text(")"))
        return .interpolation(parts)
    }

    /// A method call with `nil` for each param, for a placeholder's button; nil
    /// when the method needs a value.
    static func callWithoutValues(
        _ method: SkeletonPlan.Method, _ plan: SkeletonPlan, on receiver: SwiftExpression = .self
    ) -> SwiftExpression? {
        let values = plan.values(of: method)
        // A key with args writes the tuple of the screen's values: no placeholder button.
        if case .set = method.move.kind, !values.isEmpty { return nil }
        guard values.allSatisfy(\.type.value.isOptional) else { return nil }
        return .call(
            .member(receiver, method.name), values.map { SwiftArgument($0.name.value, .nil) }, trailing: nil)
    }
}

/// The patterns and expressions of `apply(_:)` that both frameworks share.
extension SkeletonSyntax {
    /// What a `then:` action says when its route needs values an outcome does not carry.
    static func needsValues(_ target: String) -> [SwiftStatement] {
        [.comment("`\(target)` needs param values, which an outcome does not carry: show it with them here.")]
    }

    /// `destinations.compactMap { destination -> LoginRoute? in ... }`: the routes of
    /// one coordinator among a stack's destinations, in a body whose names are `scope`.
    static func routes(
        of coordinator: String, _ type: SwiftTypeName, in destinations: SwiftExpression, scope: SwiftNameScope
    ) -> SwiftExpression {
        var scope = scope
        let destination = scope.claim("destination")
        let route = scope.claim("route")
        return .call(
            .member(destinations, "compactMap"), [],
            trailing: SwiftClosure(
                parameters: [destination], returnType: .optional(type),
                body: [
                    .if(
                        [.matches(.enumCase(coordinator, [.binding(route)]), .local(destination))],
                        then: [.return(.local(route))], else: nil),
                    .return(.nil),
                ]))
    }

    /// `Array(screens.dropFirst())`
    static func droppingFirst(_ array: SwiftExpression) -> SwiftExpression {
        .call(.type(.named(["Array"])), [.unlabelled(.call(array, "dropFirst"))], trailing: nil)
    }

    /// `.route(.recipes(let route), let style, _)?`: a node's modal that is one of
    /// `coordinator`'s routes, bound to the locals `route` and `style`.
    static func modalRoute(of coordinator: String, route: String, style: String) -> SwiftPattern {
        .some(.enumCase("route", [.enumCase(coordinator, [.binding(route)]), .binding(style), .wildcard]))
    }

    /// `.flow(.onboarding(let flow), let style)?`: a node's modal that is the flow
    /// `child`, bound to the locals `flow` and `style`.
    static func modalFlow(_ child: String, flow: String, style: String) -> SwiftPattern {
        .some(.enumCase("flow", [.enumCase(child, [.binding(flow)]), .binding(style)]))
    }
}
