extension NavigationFileBuilder {
    /// `enum <Coordinator>Route`: one case per route, params as labelled values.
    func routeEnum(_ coordinator: Coordinator) -> SwiftDeclaration {
        let cases = coordinator.routes.map { route in
            SwiftDeclaration.enumCase(
                SwiftEnumCase(
                    docs: route.deepLinks.isEmpty
                        ? []
                        : ["Deep links: " + route.deepLinks.map { "`\($0.value)`" }.joined(separator: ", ")],
                    name: route.id.value,
                    associatedValues: route.params.map { param in
                        SwiftAssociatedValue(
                            label: param.name.value, type: Self.type(of: param.type.value, names))
                    }))
        }
        let id = SwiftVariable(
            docs: ["The route itself, so that `.sheet(item:)` and `.fullScreenCover(item:)` can present it."],
            access: access, name: "id", type: .selfType, body: .computed([.expression(.self)]))
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    coordinator.kind == .routes
                        ? "The screens of the `\(coordinator.id.value)` route set, in spec order: each using stack shows them."
                        : "The screens of the `\(coordinator.id.value)` stack, in spec order."
                ],
                access: access, kind: .enum, name: .named([names.route(coordinator.id.value)]),
                conformances: Self.conformances("Hashable", "Codable", "Sendable", "Identifiable"),
                members: cases + usedSetCases(of: coordinator) + [.variable(id)]))
    }

    /// `enum <Coordinator>Tab`: one case per tab, the raw value its coordinator id.
    func tabEnum(_ coordinator: Coordinator) -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                docs: ["The tabs of `\(coordinator.id.value)`, in order."],
                access: access, kind: .enum, name: .named([names.tab(coordinator.id.value)]),
                conformances: Self.conformances("String", "Hashable", "Codable", "Sendable", "CaseIterable"),
                members: coordinator.children.map { .enumCase(SwiftEnumCase(name: $0.value)) }))
    }

    /// `enum StatsPeriod`: an entry of `types`, its cases and raw values as declared.
    func enumerationType(_ type: EnumerationType) -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                docs: ["The values of `\(type.name.value)`: a link carries a case's raw value."],
                access: access, kind: .enum, name: .named([names.enumeration(type.name.value)]),
                conformances: Self.conformances("String", "Hashable", "Codable", "Sendable", "CaseIterable"),
                members: type.cases.map { entry in
                    .enumCase(
                        SwiftEnumCase(
                            name: entry.name.value,
                            rawValue: entry.rawValue.value == entry.name.value ? nil : entry.rawValue.value))
                }))
    }

    /// `enum <Coordinator>Outcome`: how the flow can finish.
    func outcomeEnum(_ coordinator: Coordinator) -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                docs: ["How the `\(coordinator.id.value)` flow can finish."],
                access: access, kind: .enum, name: .named([names.outcome(coordinator.id.value)]),
                conformances: Self.conformances("Hashable", "Sendable"),
                members: coordinator.outcomes.map { .enumCase(SwiftEnumCase(name: $0.value)) }))
    }

    /// `enum <Coordinator>Event`: what the flow can tell its starter while it keeps
    /// running. Events carry no values: the `on` action that handles one shows what it shows.
    func eventEnum(_ coordinator: Coordinator) -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                docs: [
                    "What the `\(coordinator.id.value)` flow tells the coordinator that starts it, and keeps running."
                ],
                access: access, kind: .enum, name: .named([names.event(coordinator.id.value)]),
                conformances: Self.conformances("Hashable", "Sendable"),
                members: coordinator.events.map { .enumCase(SwiftEnumCase(name: $0.value)) }))
    }
}
