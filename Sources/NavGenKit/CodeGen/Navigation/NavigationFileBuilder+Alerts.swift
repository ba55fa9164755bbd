extension NavigationFileBuilder {
    /// `enum <Coordinator>Alert` (one case per alert), then one
    /// `enum <Coordinator><Alert>Answer` per alert (one case per outcome). Neither is
    /// `String`-backed or `CaseIterable`: any outcome name is then a valid case.
    func alertEnums(_ coordinator: Coordinator) -> [SwiftDeclaration] {
        guard !coordinator.alerts.isEmpty else { return [] }
        let id = coordinator.id.value
        let alerts = SwiftDeclaration.type(
            SwiftTypeDeclaration(
                docs: ["The alerts and confirmation dialogs the `\(id)` stack shows."],
                access: access, kind: .enum, name: .named([names.alert(id)]),
                conformances: Self.conformances("Hashable", "Codable", "Sendable"),
                members: coordinator.alerts.map { .enumCase(SwiftEnumCase(name: $0.id.value)) }))
        let answers = coordinator.alerts.map { alert in
            SwiftDeclaration.type(
                SwiftTypeDeclaration(
                    docs: [
                        "How the `\(alert.id.value)` \(Self.spelling(alert.resolvedStyle)) of `\(id)` can be answered."
                    ],
                    access: access, kind: .enum, name: .named([names.answer(id, alert.id.value)]),
                    conformances: Self.conformances("Hashable", "Sendable"),
                    members: alert.outcomes.map { .enumCase(SwiftEnumCase(name: $0.value)) }))
        }
        return [alerts] + answers
    }

    /// `enum Alert` nested in the state: which coordinator's alert is on top.
    func stateAlertEnum() -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                docs: ["An alert or confirmation dialog on top, by the coordinator that declares it."],
                access: access, kind: .enum, name: .named(["Alert"]),
                conformances: Self.conformances("Hashable", "Codable", "Sendable"),
                members: model.alertCoordinators.map { id in
                    .enumCase(
                        SwiftEnumCase(
                            name: id,
                            associatedValues: [SwiftAssociatedValue(type: .named([names.alert(id)]))]))
                }))
    }

    private static func spelling(_ style: Alert.Style) -> String {
        switch style {
        case .alert: "alert"
        case .confirmationDialog: "confirmation dialog"
        }
    }
}
