/// Navigation states the old app can save, built with the old simulator: the witness of
/// a `state-incompatible` change is one that holds the name the new spec lost, written
/// as `navgen simulate` prints a path (`recipes.recipeList › recipes.recipeDetail(id: 7)`).
struct SavedStateWitness {
    let old: Simulator

    /// The launch state: every saved state holds the root's tabs and the conditions.
    var launch: String { Self.text(old.launchState) }

    /// The state that shows `ref`, each param a sample of its type, over the back stack a
    /// deep link to it builds; nil when the old spec cannot show it by value.
    func showing(_ ref: RouteRef) -> String? {
        state(showing: ref).map(Self.text)
    }

    /// The same with the optional params `absent` left out (nil in the saved state).
    func showing(_ ref: RouteRef, leavingOut absent: Set<String>) -> String? {
        launches.lazy.compactMap { state(showing: ref, from: $0, leavingOut: absent) }.first.map(Self.text)
    }

    /// The state that shows the first route (in declaration order) with a param of
    /// enumeration `type`, that param holding `item`; nil when no route has one the old
    /// spec can show by value.
    func holding(_ item: EnumerationType.Case, of type: EnumerationType) -> String? {
        let name = type.name.value
        for coordinator in old.spec.coordinators {
            for route in coordinator.routes {
                guard
                    let param = route.params.first(where: {
                        if case .enumeration(name) = $0.type.value.base { return true }
                        return false
                    })
                else { continue }
                let ref = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                let given = [param.name.value: "." + item.name.value]
                if let state = launches.lazy.compactMap({ state(showing: ref, from: $0, giving: given) })
                    .first
                {
                    return Self.text(state)
                }
            }
        }
        return nil
    }

    /// A state that shows coordinator `id`.
    func showing(coordinator id: String) -> String? {
        launches.lazy.compactMap { state(showingCoordinator: id, from: $0) }.first.map(Self.text)
    }

    /// A state that shows tabs coordinator `tabs` with its tab `tab` selected.
    func selecting(tab: String, of tabs: String) -> String? {
        for launch in launches {
            guard let shown = state(showingCoordinator: tabs, from: launch),
                case .success(let selected) = old.perform(.tab(tab), on: shown),
                selected.selectedTabs.contains(where: { $0 == (tabs, tab) })
            else { continue }
            return Self.text(selected)
        }
        return nil
    }

    /// The launch states a witness is looked for from: the spec's own, then with every
    /// condition true, then every one false, so that a guarded route or tab is shown
    /// rather than what its guard shows instead.
    private var launches: [NavigationState] {
        let names = old.conditionNames
        guard !names.isEmpty else { return [old.launchState] }
        return [old.launchState]
            + [true, false].compactMap { value in
                try? old.launchState(given: names.map { ($0, value) }).get()
            }
    }

    private func state(showing ref: RouteRef) -> NavigationState? {
        launches.lazy.compactMap { state(showing: ref, from: $0) }.first
    }

    /// `given`: a param's value as an action writes it, instead of a sample.
    private func state(
        showing ref: RouteRef, from launch: NavigationState, leavingOut absent: Set<String> = [],
        giving given: [String: String] = [:]
    ) -> NavigationState? {
        guard let route = old.spec.coordinator(named: ref.coordinator)?.route(named: ref.route) else {
            return nil
        }
        let arguments = route.params.filter { !absent.contains($0.name.value) }.map {
            "\($0.name.value): \(given[$0.name.value] ?? sample($0.type.value))"
        }
        let text = "\(ref)" + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        guard case .success(let opening) = old.open(route: text, on: launch),
            opening.state.path.contains(where: { $0.route == ref })
        else { return nil }
        return opening.state
    }

    /// The launch state for the root; else the state that shows the root route of the
    /// coordinator's first stack (a tabs coordinator's first tab, a split's sidebar,
    /// followed down in a loop that ends after as many steps as there are coordinators).
    private func state(showingCoordinator id: String, from launch: NavigationState) -> NavigationState? {
        if id == old.spec.root.value { return launch }
        var current = id
        for _ in old.spec.coordinators.indices {
            guard let coordinator = old.spec.coordinator(named: current) else { return nil }
            switch coordinator.kind {
            case .tabs:
                guard let first = coordinator.children.first?.value else { return nil }
                current = first
            case .split:
                // A split shows its sidebar whenever it is shown.
                guard let sidebar = coordinator.columns.first?.value else { return nil }
                current = sidebar
            case .stack, .routes:
                // A route set has no root: its first route shows it.
                let route = coordinator.root?.value ?? coordinator.routes.first?.id.value
                return route.flatMap {
                    state(showing: RouteRef(coordinator: current, route: $0), from: launch)
                }
            }
        }
        return nil
    }

    /// A value of the type as an action writes it; `2.5` for `Double`, so that a saved
    /// value of a param narrowed to `Int` fails to decode, as its link fails to open; an
    /// enumeration's first case.
    func sample(_ type: ParamType) -> String {
        switch type.base {
        case .int: "42"
        case .double: "2.5"
        case .bool: "true"
        case .uuid: "\"3F2504E0-4F89-11D3-9A0C-0305E82C3301\""
        case .string, .custom: "\"abc\""
        case .url: "\"https://example.com\""
        case .enumeration(let name):
            old.spec.enumeration(named: name)?.cases.first.map { "." + $0.name.value } ?? "nil"
        }
    }

    private static func text(_ state: NavigationState) -> String {
        state.pathTexts.joined(separator: " › ")
    }
}
