/// The findings of `name-collision`, from the names the decoder recorded and the
/// decoded spec. They run before the semantic rules, with the shape findings: a
/// model cannot number two things of one name, so a collision stops the rules that
/// read it (``SpecValidation``).
extension NameCollisionRule {
    /// `spec` is nil when the file did not decode: only the recorded names are judged.
    /// `files` name the file of each finding.
    package static func findings(in spec: NavigationSpec?, names: NameFacts, files: SpecFiles) -> [Finding] {
        var check = Check(files: files)
        for list in names.lists { check.repeats(in: list) }
        for namespace in names.namespaces { check.alertNames(namespace) }
        if let spec {
            check.customTypeNames(spec)
            check.enumerationNames(spec)
            check.tabNames(spec)
            check.answerTypeNames(spec)
            check.routeSetNames(spec)
            check.tabOutcomeNames(spec)
            check.eventNames(spec)
            check.conditionTupleNames(spec)
        }
        return check.findings
    }

    struct Check {
        let files: SpecFiles
        var findings: [Finding] = []

        mutating func report(_ location: SourceLocation, _ message: String, notes: [String], help: String) {
            findings.append(
                Finding(
                    file: files.path(of: location), location: location, rule: .nameCollision,
                    message: message, notes: notes,
                    help: help))
        }

        /// Each repeat in a list of names, at the repeat.
        mutating func repeats(in list: NameFacts.List) {
            var seen: [String: SourceLocation] = [:]
            for name in list.names {
                if let first = seen[name.value] {
                    report(
                        name.location, "'\(name.value)' appears twice in \(list.what)",
                        notes: ["its first occurrence is at \(first)"], help: "remove the repeated entry")
                } else {
                    seen[name.value] = name.location
                }
            }
        }

        /// Alert ids share their coordinator's namespace of routes and children: each
        /// becomes a case next to theirs in generated code and a name in actions.
        mutating func alertNames(_ namespace: NameFacts.Namespace) {
            for alert in namespace.alerts {
                let clash: (kind: String, at: SourceLocation)? =
                    if let route = namespace.routes.first(where: { $0.id.value == alert.id.value }) {
                        ("route", route.id.location)
                    } else if let child = namespace.children.first(where: { $0.value == alert.id.value }) {
                        ("child", child.location)
                    } else {
                        nil
                    }
                guard let clash else { continue }
                report(
                    alert.id.location,
                    "alert '\(alert.id.value)' has the name of a \(clash.kind) of the same coordinator",
                    notes: ["the \(clash.kind) '\(alert.id.value)' is at \(clash.at)"],
                    help: "rename the alert, e.g. '\(alert.id.value)Alert'")
            }
        }

        /// A custom param type is the app's own, declared in the app's module: named like
        /// a generated type it would be declared twice, and named like a type the
        /// generated code uses (`View`, `URL`) it would hide that type from every
        /// generated file. One finding per type name, at its first use; a keyword is
        /// the decoder's `invalid-name`.
        mutating func customTypeNames(_ spec: NavigationSpec) {
            var generated: Set<String>?
            for use in spec.customTypeUses() where !ReservedNames.typeKeywords.contains(use.name) {
                let name = use.name
                let notes =
                    use.more == 0
                    ? [] : ["\(use.more) more param\(use.more == 1 ? " has" : "s have") this type"]
                let rename = "rename the app's type, e.g. '\(spec.app.value + name)'"
                if let origin = ReservedNames.typesInUse[name] {
                    report(
                        use.first,
                        "param type '\(name)' has the name of \(origin)'s '\(name)', which the generated code uses",
                        notes: ["declared by the app, it would hide that type from the generated files"]
                            + notes,
                        help: rename)
                } else {
                    if generated == nil { generated = GeneratedNames(spec: spec).topLevelTypes(of: spec) }
                    guard generated?.contains(name) == true else { continue }
                    report(
                        use.first, "param type '\(name)' has the name of a type navgen generates",
                        notes: notes,
                        help: rename + ", or give the generated types a `generate.typePrefix`")
                }
            }
        }

        /// An entry of `types` is generated as an enum: named like another generated type
        /// it would be declared twice. At the type's name.
        mutating func enumerationNames(_ spec: NavigationSpec) {
            guard !spec.types.isEmpty else { return }
            var withoutTypes = spec
            withoutTypes.types = []
            let names = GeneratedNames(spec: spec)
            let generated = names.topLevelTypes(of: withoutTypes)
            for type in spec.types where generated.contains(names.enumeration(type.name.value)) {
                report(
                    type.name.location,
                    "type '\(type.name.value)' has the name of a type navgen generates",
                    notes: ["each entry of types is generated as an enum of that name"],
                    help: "rename the type, e.g. '\(type.name.value)Kind'")
            }
        }

        /// A tab is a case of its tab bar's `String`-backed, `CaseIterable` enum and a
        /// property of the state's `Tabs`: it cannot be called like a member those
        /// already have. One finding per coordinator, at its first entry as a tab.
        mutating func tabNames(_ spec: NavigationSpec) {
            var reported: Set<String> = []
            for tabBar in spec.coordinators where tabBar.kind == .tabs {
                for tab in tabBar.children {
                    guard let reason = ReservedNames.tabClash(tab.value, tabBar: tabBar.id.value),
                        !reported.contains(tab.value), spec.coordinator(named: tab.value) != nil
                    else { continue }
                    reported.insert(tab.value)
                    report(
                        tab.location,
                        "tab '\(tab.value)' has the name of a member the generated types already have",
                        notes: [reason], help: "rename the coordinator, e.g. '\(tab.value)Tab'")
                }
            }
        }

        /// Each alert's answers become `enum <Coordinator><Alert>Answer`: two alerts
        /// whose names run together the same way (`a.bX` and `aB.x`) would declare it
        /// twice. At the later alert, with a note at the first.
        mutating func answerTypeNames(_ spec: NavigationSpec) {
            let names = GeneratedNames(spec: spec)
            var first: [String: (alert: String, at: SourceLocation)] = [:]
            for coordinator in spec.coordinators {
                for alert in coordinator.alerts {
                    let type = names.answer(coordinator.id.value, alert.id.value)
                    let qualified = coordinator.id.value + "." + alert.id.value
                    guard let earlier = first[type] else {
                        first[type] = (qualified, alert.id.location)
                        continue
                    }
                    report(
                        alert.id.location,
                        "alert '\(qualified)' generates '\(type)', as alert '\(earlier.alert)' does",
                        notes: ["alert '\(earlier.alert)' is at \(spec.files.reference(to: earlier.at))"],
                        help: "rename one of the two alerts")
                }
            }
        }
    }
}
