/// Why a pattern's `via` is not a chain of forward moves from launch to its target.
package enum DeepLinkViaProblem: Error, Hashable, Sendable {
    /// An entry names no route of the spec (`unknown-reference` reports it).
    case unknownRoute(Located<String>)
    /// The first entry is not a stack root shown at launch or by selecting tabs.
    case notShownAtLaunch(Located<String>)
    /// An entry is not one forward move (push, sheet, cover, start) from the one before.
    case notOneMove(from: RouteRef, to: Located<String>)
    /// The target is not one forward move from the last entry.
    case targetNotOneMove(from: RouteRef, target: RouteRef)
}

/// A `via` chain resolved to moves: the plan's moves and the back stack they build.
struct DeepLinkViaChain {
    var moves: [ForwardMove]
    /// Bottom first, the target last.
    var backStack: [RouteRef]
}

extension DeepLinkPlanner {
    /// The most states reached by tab selections alone that `via[0]` is looked for in.
    static let viaTabStateLimit = 256

    /// Resolves `via` for `target`: the first entry is a stack root shown at launch or
    /// after tab selections from launch (fewest first, then tab order), and each next
    /// screen, the target last, is the first forward move from the screen before (in
    /// declaration order) that adds exactly that screen on top of the path.
    func viaChain(_ via: [Located<String>], to target: RouteRef) -> Result<
        DeepLinkViaChain, DeepLinkViaProblem
    > {
        let model = engine.index.model
        // A lookup per coordinator rather than a set of every id: a spec may have many
        // via patterns, and has few coordinators.
        func exists(_ name: String) -> Bool {
            model.coordinators.indices.contains { model.route(named: name, in: CoordinatorIndex($0)) != nil }
        }
        if let unknown = via.first(where: { !exists($0.value) }) {
            return .failure(.unknownRoute(unknown))
        }
        guard let first = via.first, let start = stateShowingAtLaunch(first.value) else {
            return .failure(.notShownAtLaunch(via.first ?? Located(target.route, at: .start)))
        }
        var state = start.state
        var moves = start.moves
        for name in via.dropFirst() {
            guard let (move, next) = oneMove(from: state, showing: { $0.route == name.value }) else {
                return .failure(.notOneMove(from: state.top?.route ?? target, to: name))
            }
            moves.append(move)
            state = next
        }
        guard let (move, next) = oneMove(from: state, showing: { $0 == target }) else {
            return .failure(.targetNotOneMove(from: state.top?.route ?? target, target: target))
        }
        moves.append(move)
        return .success(DeepLinkViaChain(moves: moves, backStack: next.path.map(\.route)))
    }

    /// The first state of tab selections from launch (breadth first) whose only screen
    /// is a route named `name`.
    private func stateShowingAtLaunch(_ name: String) -> (state: NavigationState, moves: [ForwardMove])? {
        guard let launch = engine.launchState else { return nil }
        var level: [(state: NavigationState, moves: [ForwardMove])] = [(launch, [])]
        var seen: Set<NavigationState> = [launch]
        while !level.isEmpty {
            var next: [(state: NavigationState, moves: [ForwardMove])] = []
            for (state, moves) in level {
                let path = state.path
                if path.count == 1, path[0].route.route == name { return (state, moves) }
                for move in engine.forwardMoves(from: state) {
                    guard case .selectTab = move, seen.count < Self.viaTabStateLimit,
                        let after = engine.apply(move, to: state), seen.insert(after).inserted
                    else { continue }
                    next.append((after, moves + [move]))
                }
            }
            level = next
        }
        return nil
    }

    /// The first forward move from `state` that puts one screen satisfying `shows` on
    /// top of its path, keeping the screens below; a `replace` puts it in place of the
    /// screen on top, keeping the ones below that.
    private func oneMove(from state: NavigationState, showing shows: (RouteRef) -> Bool) -> (
        ForwardMove, NavigationState
    )? {
        let below = state.path.map(\.route)
        for move in engine.forwardMoves(from: state, allowingRunningFlows: true) {
            guard case .transition = move, let after = engine.apply(move, to: state) else { continue }
            let path = after.path.map(\.route)
            let kept = move.isReplace ? below.dropLast() : below[...]
            if path.count == kept.count + 1, let top = path.last, shows(top),
                path.dropLast().elementsEqual(kept)
            {
                return (move, after)
            }
        }
        return nil
    }
}

extension DeepLinkViaProblem: CustomStringConvertible {
    package var description: String {
        switch self {
        case .unknownRoute(let name):
            "'\(name.value)' names no route"
        case .notShownAtLaunch(let name):
            "'\(name.value)' is not a stack root shown at launch or after selecting tabs"
        case .notOneMove(let from, let name):
            "no push, sheet, cover or start of \(from) shows '\(name.value)'"
        case .targetNotOneMove(let from, let target):
            "no push, sheet, cover or start of \(from) shows \(target)"
        }
    }
}
