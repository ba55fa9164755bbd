extension GeneratedNames {
    /// Every top-level type `navgen generate` may declare for `spec`, whatever `--ui`
    /// says, and the navigation file's own name: an app type spelled like one of
    /// them would be declared twice.
    func topLevelTypes(of spec: NavigationSpec) -> Set<String> {
        var types: Set<String> = [destination, state, navigation]
        if !spec.conditions.isEmpty { types.insert(conditions) }
        if !spec.actions.isEmpty { types.formUnion([action, link]) }
        // A `web` fallback is a kind of link: `<App>Link` is declared for it too.
        if spec.usesWebFallback { types.insert(link) }
        if spec.usesAdaptiveStyles { types.insert(sizeClass) }
        if spec.usesLinkSource { types.insert(linkSource) }
        if spec.hasAlternativeRoots { types.insert(rootCoordinator) }
        for coordinator in spec.coordinators {
            let id = coordinator.id.value
            switch coordinator.kind {
            case .tabs: types.formUnion([tab(id), coordinatorClass(id)])
            case .stack: types.formUnion([route(id), coordinatorClass(id)])
            case .split: types.insert(coordinatorClass(id))
            case .routes: types.formUnion([route(id), routeSetType(id), routeSetNavigator(id)])
            }
            if !coordinator.outcomes.isEmpty { types.insert(outcome(id)) }
            if !coordinator.events.isEmpty { types.insert(event(id)) }
            if !coordinator.alerts.isEmpty { types.insert(alert(id)) }
            for entry in coordinator.alerts { types.insert(answer(id, entry.id.value)) }
        }
        for type in spec.types { types.insert(enumeration(type.name.value)) }
        return types
    }
}
