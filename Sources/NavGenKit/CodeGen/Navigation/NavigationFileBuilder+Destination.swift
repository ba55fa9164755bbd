extension NavigationFileBuilder {
    /// `enum <App>Destination`: any screen, as a case per stack coordinator wrapping
    /// its route. Codable too, because the state's stacks hold destinations.
    func destinationEnum() -> SwiftDeclaration {
        let cases = model.stacks.map { coordinator in
            SwiftDeclaration.enumCase(
                SwiftEnumCase(
                    name: coordinator.id.value,
                    associatedValues: [
                        SwiftAssociatedValue(type: .named([names.route(coordinator.id.value)]))
                    ]))
        }
        let initializer = SwiftFunction(
            docs: [
                "The screen a deep link shows: the top of `\(names.state)(url:)`'s path, so it matches",
                "exactly as `navgen simulate` does. Nil when the URL matches no pattern.",
            ],
            access: access, kind: .initializer(failable: true),
            parameters: [SwiftParameter("url", .named(["URL"]))],
            body: [
                .guard(
                    [.optionalBinding("destination", .member(.optionalMember(stateFromURL, "path"), "last"))],
                    else: [.return(.nil)]),
                .assignment(.self, .local("destination")),
            ])
        var members = cases + [.variable(description()), .function(initializer)]
        let types = Set(
            model.coordinators.filter { $0.kind != .tabs }.flatMap {
                $0.routes.flatMap { $0.params.map(\.type.value) }
            })
        if let helper = ParamTextBuilder(types: types, names: names).declaration() { members.append(helper) }
        return .type(
            SwiftTypeDeclaration(
                docs: ["Any screen of the app: a route of one of its stack coordinators."],
                access: access, kind: .enum, name: names.destinationType,
                conformances: Self.conformances("Hashable", "Codable", "Sendable", "CustomStringConvertible"),
                members: members))
    }

    /// The `description` case of one route of `owner`: `owner.route(name: value, ...)`;
    /// matched as `.owner(.route(...))`, or `.host(.owner(.route(...)))` for a set route.
    private func describe(_ route: Route, of owner: String, on host: String?) -> SwiftSwitchCase {
        let head = owner + "." + route.id.value
        let params = route.params
        var pattern = SwiftPattern.enumCase(
            owner, [.enumCase(route.id.value, params.map { .binding($0.name.value) })])
        if let host { pattern = .enumCase(host, [pattern]) }
        guard !params.isEmpty else {
            return SwiftSwitchCase(patterns: [pattern], body: [.expression(.string(head))])
        }
        var parts: [SwiftInterpolationPart] = [.text(head + "(")]
        for (index, param) in params.enumerated() {
            parts.append(.text((index == 0 ? "" : ", ") + param.name.value + ": "))
            parts.append(.expression(ParamTextBuilder.text(of: .local(param.name.value), param.type.value)))
        }
        parts.append(.text(")"))
        return SwiftSwitchCase(patterns: [pattern], body: [.expression(.interpolation(parts))])
    }

    private var stateFromURL: SwiftExpression {
        .call(.type(names.stateType), [SwiftArgument("url", .local("url"))], trailing: nil)
    }

    /// `description`: `coordinator.route` or `coordinator.route(name: value, ...)`,
    /// the simulator's spelling.
    private func description() -> SwiftVariable {
        var cases: [SwiftSwitchCase] = []
        for coordinator in model.stacks {
            for route in coordinator.routes {
                cases.append(describe(route, of: coordinator.id.value, on: nil))
            }
            // The routes of the sets it uses, spelled with the set's name.
            for set in usedSets(of: coordinator) {
                for route in set.routes {
                    cases.append(describe(route, of: set.id.value, on: coordinator.id.value))
                }
            }
        }
        return SwiftVariable(
            docs: ["The screen as `navgen simulate` prints it: `coordinator.route(name: value, ...)`."],
            access: access, name: "description", type: .string,
            body: .computed([.switch(.self, cases)]))
    }
}

/// The private helper that spells param values as the simulator does:
/// `Int`, `Double` and `Bool` as Swift prints them, `String` and `UUID` quoted with
/// Swift escapes (UUIDs uppercase), `nil` for an absent optional.
struct ParamTextBuilder {
    static let typeName = "ParamText"
    /// The params' types, a range read as its `Int`: it prints as one.
    let types: Set<ParamType>
    let names: GeneratedNames

    init(types: Set<ParamType>, names: GeneratedNames) {
        self.types = Set(types.map { ParamType(base: $0.base, isOptional: $0.isOptional) })
        self.names = names
    }

    /// The interpolated expression for a value: plain for the types Swift already
    /// prints as the simulator does, else through the helper.
    static func text(of value: SwiftExpression, _ type: ParamType) -> SwiftExpression {
        switch (type.base, type.isOptional) {
        case (.int, false), (.double, false), (.bool, false): value
        default: .call(.type(.named([typeName])), "of", .unlabelled(value))
        }
    }

    /// The helper with an overload per type the spec uses; nil when none needs it.
    func declaration() -> SwiftDeclaration? {
        var functions: [SwiftDeclaration] = []
        let bases = Set(types.filter { $0.isOptional || Self.needsHelper($0.base) }.map(\.base))
        let enumerations = bases.compactMap { ParamType(base: $0).enumeration }
        let ordered: [ParamType.Base] =
            [.int, .double, .bool, .string, .uuid, .url]
            + enumerations.sorted().map(ParamType.Base.enumeration)
        for base in ordered where bases.contains(base) {
            functions.append(overload(base, optional: false))
            if types.contains(ParamType(base: base, isOptional: true)) {
                functions.append(overload(base, optional: true))
            }
        }
        if types.contains(where: \.isCustom) {
            functions.append(contentsOf: customOverloads())
        }
        guard !functions.isEmpty else { return nil }
        return .type(
            SwiftTypeDeclaration(
                docs: ["Spells param values as `navgen simulate` does."],
                access: .private, kind: .enum, name: .named([Self.typeName]), members: functions))
    }

    private static func needsHelper(_ base: ParamType.Base) -> Bool {
        switch base {
        case .string, .uuid, .url, .enumeration, .custom: true
        case .int, .double, .bool: false
        }
    }

    private func overload(_ base: ParamType.Base, optional: Bool) -> SwiftDeclaration {
        let type = SwiftTypeName.named([NavigationFileBuilder.typeName(of: base, names)])
        let value = SwiftExpression.local("value")
        let body: SwiftExpression
        if optional {
            body = .binary(.call(value, "map", .unlabelled(.local("of"))), "??", .string("nil"))
        } else {
            switch base {
            case .string: body = .member(value, "debugDescription")
            case .uuid:
                body = .interpolation([.text("\""), .expression(.member(value, "uuidString")), .text("\"")])
            case .url: body = .member(.member(value, "absoluteString"), "debugDescription")
            case .enumeration: body = .interpolation([.text("."), .expression(value)])
            default: body = .interpolation([.expression(value)])
            }
        }
        return .function(
            SwiftFunction(
                isStatic: true, kind: .named("of"),
                parameters: [
                    SwiftParameter(label: nil, name: "value", type: optional ? .optional(type) : type)
                ],
                returnType: .string, body: [.expression(body)]))
    }

    /// The app's own types: quoted like strings, from their description.
    private func customOverloads() -> [SwiftDeclaration] {
        let value = SwiftExpression.local("value")
        let described = SwiftExpression.call(
            .type(.string), [SwiftArgument("describing", value)], trailing: nil)
        let plain = SwiftFunction(
            isStatic: true, kind: .named("of"),
            parameters: [SwiftParameter(label: nil, name: "value", type: .some("Any"))],
            returnType: .string,
            body: [.expression(.member(described, "debugDescription"))])
        var functions: [SwiftDeclaration] = [.function(plain)]
        if types.contains(where: { $0.isCustom && $0.isOptional }) {
            let optional = SwiftFunction(
                isStatic: true, kind: .named("of"),
                parameters: [SwiftParameter(label: nil, name: "value", type: .optional(.some("Any")))],
                returnType: .string,
                body: [
                    .expression(.binary(.call(value, "map", .unlabelled(.local("of"))), "??", .string("nil")))
                ])
            functions.append(.function(optional))
        }
        return functions
    }
}
