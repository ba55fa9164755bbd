/// What the spec format has but navgen does not build yet, refused as `wrong-type`
/// once per use: a tab bar's container transitions, a flow started `as: overlay` and
/// a root overlay.
///
/// Each is decoded and checked like the rest of the spec, but neither the engine nor
/// the generator shows them, so `simulate` and `generate` would quietly leave them
/// out. Refusing them here keeps `validate` from passing a spec the other commands
/// cannot honour. Remove a refusal once the engine and the generator build its feature.
enum UnbuiltPresentations {
    static func findings(in context: RuleContext) -> [Finding] {
        containerFindings(in: context) + overlayFindings(in: context) + rootOverlayFindings(in: context)
    }

    /// A tab bar with `transitions` or `uses`, at its `transitions` key (else at its
    /// first `uses` entry): one finding for the whole container.
    private static func containerFindings(in context: RuleContext) -> [Finding] {
        context.spec.coordinators.compactMap { coordinator in
            guard coordinator.kind == .tabs,
                let location = coordinator.containerTransitions?.location ?? coordinator.uses.first?.location
            else { return nil }
            return context.finding(
                .wrongType, at: location,
                "tabs coordinator '\(coordinator.id.value)' presents from the tab bar (uses, transitions): "
                    + "checked, but navgen cannot simulate or generate container transitions yet",
                help: "until it can, present from a route of each tab (a stack that uses the set)")
        }
    }

    /// Every `start` item written `as: overlay`, at its `as:` value: in transitions,
    /// `then` and `on` values, `otherwise` and container transitions alike.
    private static func overlayFindings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let visit = { (item: Transition) in
            guard let overlay = item.overlay, case .start(let child, _, _, _) = item.action else { return }
            findings.append(
                context.finding(
                    .wrongType, at: overlay,
                    "'start: \(child.value)' shows its flow as an overlay: checked, but navgen cannot simulate or "
                        + "generate overlays yet",
                    help: "until it can, start it as a cover: `as: cover`"))
        }
        let spec = context.spec
        for item in spec.deepLinks.otherwise?.transitions ?? [] { item.forEachNestedAction(visit) }
        for coordinator in spec.coordinators {
            for route in coordinator.routes {
                for item in route.transitions { item.forEachNestedAction(visit) }
                for item in route.otherwiseTransitions { item.forEachNestedAction(visit) }
            }
            for item in coordinator.containerTransitions?.value ?? [] { item.forEachNestedAction(visit) }
        }
        return findings
    }

    /// Every root entry written `as: overlay`, at that value.
    private static func rootOverlayFindings(in context: RuleContext) -> [Finding] {
        context.spec.rootEntries.compactMap { entry in
            guard let overlay = entry.overlay else { return nil }
            return context.finding(
                .wrongType, at: overlay,
                "root overlay '\(entry.id.value)' is checked, but navgen cannot simulate or generate root "
                    + "overlays yet",
                help: "until it can, make it an alternative root: remove `as: overlay`")
        }
    }
}
