/// `navgen simulate --open ROUTE(args)`: a route opened by value, as from a push
/// notification, shortcut, widget or intent.
extension Simulator {
    /// The state that shows `text` (`feed.recipeDetail(id: 4)`, or a bare route id that
    /// only one coordinator has) with the back stack a deep link to it would build, each
    /// screen below taking params from the route's by name and type; or why it cannot.
    package func open(route text: String) -> Result<DeepLinkOpeningByValue, SimulatorRefusal> {
        open(route: text, on: launchState)
    }

    /// The same under the conditions `launch` carries (`--given`): in a spec with
    /// conditions, the back stack's moves run as a deep link's do, guards acting.
    package func open(route text: String, on launch: NavigationState) -> Result<
        DeepLinkOpeningByValue, SimulatorRefusal
    > {
        let entry: RouteEntry
        switch routeEntry(text, action: "open \(text)") {
        case .success(let made): entry = made
        case .failure(let refusal): return .failure(refusal)
        }
        return resetOpening(of: entry, on: launch, url: text).map {
            DeepLinkOpeningByValue(target: entry, state: $0)
        }.mapError { SimulatorRefusal(action: "open \(text)", reason: $0.message, kind: .malformed) }
    }

    /// The entry `coordinator.route(args)` names, its args checked against the route's
    /// params; or why not, as a malformed `action`.
    func routeEntry(_ text: String, action: String) -> Result<RouteEntry, SimulatorRefusal> {
        func refused(_ reason: String) -> Result<RouteEntry, SimulatorRefusal> {
            .failure(SimulatorRefusal(action: action, reason: reason, kind: .malformed))
        }
        let parsed: SimulatorAction
        do {
            parsed = try ActionParser.parse("push " + text)
        } catch {
            return refused(
                ActionParser.Failure(message: error.message, offset: max(0, error.offset - 5)).description)
        }
        guard case .show(let name, .push, let arguments) = parsed else { return refused("expected a route") }
        let ref: RouteRef
        switch resolve(routeNamed: name) {
        case .success(let found): ref = found
        case .failure(let reason): return refused(reason.message)
        }
        do {
            return .success(try engine.makeEntry(ref, .given(arguments)))
        } catch {
            return refused(error.reason)
        }
    }

    /// The state a reset link to `entry` opens from `launch`: from the root shown under
    /// the conditions `launch` carries, the back stack a link to the route builds, its
    /// moves guarded as a link's in a spec with conditions. `url` names the opening in
    /// waiting moves.
    func resetOpening(of entry: RouteEntry, on launch: NavigationState, url: String) -> Result<
        NavigationState, OpeningProblem
    > {
        router.resetOpening(of: entry, on: launch, url: url)
    }

    /// Why a route cannot be opened as a link to it would open it.
    struct OpeningProblem: Error {
        var message: String
    }
}

extension DeepLinkRouter {
    /// ``Simulator/resetOpening(of:on:url:)``, from this router's roots.
    func resetOpening(of entry: RouteEntry, on launch: NavigationState, url: String) -> Result<
        NavigationState, Simulator.OpeningProblem
    > {
        let ref = entry.route
        let planner = router(for: launch).planner
        let opening = EntryOpening(planner: planner)
        switch opening.state(opening: entry) {
        case .success(let state):
            guard planner.engine.index.model.hasConditions, let plan = opening.plan(for: ref) else {
                return .success(state)
            }
            do {
                return .success(
                    try planner.engine.openGuarded(
                        moves: planner.moves(for: plan), pushedTarget: plan.pushedOnRoot ? ref : nil,
                        filled: state.path, url: url, conditions: launch.conditions
                    ).state)
            } catch {
                return .failure(Simulator.OpeningProblem(message: "cannot open \(ref): \(error.reason)"))
            }
        case .failure(let problem):
            return .failure(Simulator.OpeningProblem(message: "cannot open \(ref): \(problem)"))
        }
    }
}

extension Simulator {

    private struct NameProblem: Error {
        var message: String
    }

    /// `coordinator.route`, or a bare id that names one route of the spec.
    private func resolve(routeNamed name: String) -> Result<RouteRef, NameProblem> {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 2 {
            let ref = RouteRef(coordinator: parts[0], route: parts[1])
            if engine.index.contains(ref) { return .success(ref) }
            let routes = model.routes.map(\.ref.description)
            return .failure(
                NameProblem(
                    message: "there is no route \(name)"
                        + (Suggestion.closest(to: name, among: routes).map { " (did you mean '\($0)'?)" }
                            ?? "")))
        }
        let matches = model.routes.map(\.ref).filter { $0.route == name }
        if matches.count == 1 { return .success(matches[0]) }
        if matches.isEmpty {
            let ids = model.routes.map(\.ref.route)
            return .failure(
                NameProblem(
                    message: "there is no route '\(name)'"
                        + (Suggestion.closest(to: name, among: ids).map { " (did you mean '\($0)'?)" } ?? ""))
            )
        }
        return .failure(
            NameProblem(
                message: "'\(name)' is a route of several coordinators: write one of "
                    + matches.map(\.description).joined(separator: ", ")))
    }
}

/// A route opened by value: its entry, as given, and the state that shows it.
package struct DeepLinkOpeningByValue: Hashable, Sendable {
    package var target: RouteEntry
    package var state: NavigationState
}
