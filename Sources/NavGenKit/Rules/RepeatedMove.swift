/// A transition that repeats an earlier one of its route: the same action on the
/// same target (`push: detail` twice, `start: onboarding` twice).
///
/// Every layer knows a route's transition by action and target alone: the
/// simulator's actions (`push detail`, `start onboarding`), the order the deep-link
/// search tries moves in, the skeletons' methods (`showDetail()`,
/// `startOnboarding()`). So a repeat is either the same item again, which changes
/// nothing (`duplicate-transition`), or a `start` of the same child with another
/// `as` or `then`, of which every layer could follow only the first
/// (`conflicting-start`). `sheet: x` and `cover: x` are different moves.
struct RepeatedMove {
    let route: RouteRef
    let first: Transition
    let repeated: Transition

    /// Whether the two items mean the same: for `start`, the same `as` (`sheet` when
    /// absent) and the same action for every outcome in `then`.
    var isIdentical: Bool { first.action.means(repeated.action) }

    /// Every repeat in the spec, in declaration order, each paired with the first
    /// item of its move on the route.
    static func all(in spec: NavigationSpec) -> [RepeatedMove] {
        var repeats: [RepeatedMove] = []
        for coordinator in spec.coordinators where coordinator.kind == .stack {
            for route in coordinator.routes where route.transitions.count > 1 {
                var firsts: [String: Transition] = [:]
                for transition in route.transitions {
                    let move = transition.action.move
                    guard let first = firsts[move] else {
                        firsts[move] = transition
                        continue
                    }
                    repeats.append(
                        RepeatedMove(
                            route: RouteRef(coordinator: coordinator.id.value, route: route.id.value),
                            first: first, repeated: transition))
                }
            }
        }
        return repeats
    }
}

extension Action {
    /// The move as the simulator names it: `push detail`, `start onboarding`, `pop`.
    var move: String {
        switch self {
        case .push(let target), .sheet(let target), .cover(let target), .tab(let target), .finish(let target),
            .start(let target, _, _):
            keyword + " " + target.value
        case .pop, .popToRoot, .dismiss: keyword
        }
    }

    /// The item as a spec writes it, for messages: `push: detail`, `pop`.
    var spelling: String {
        switch self {
        case .pop, .popToRoot, .dismiss: keyword
        default: keyword + ": " + move.dropFirst(keyword.count + 1)
        }
    }

    /// Whether two actions do the same, wherever they are written.
    func means(_ other: Action) -> Bool {
        guard move == other.move else { return false }
        guard case .start(_, let style, let then) = self,
            case .start(_, let otherStyle, let otherThen) = other
        else { return true }
        return (style?.value ?? .sheet) == (otherStyle?.value ?? .sheet) && then.moves == otherThen.moves
    }
}

extension Optional where Wrapped == OutcomeHandlers {
    /// The move of each outcome that has one, whatever the order they are written
    /// in: `stay` and an outcome left out both leave the parent as it is.
    fileprivate var moves: [String: String] {
        Dictionary(
            (self?.handlers ?? []).compactMap { handler in
                handler.action.map { (handler.outcome.value, $0.action.move) }
            },
            uniquingKeysWith: { first, _ in first })
    }
}
