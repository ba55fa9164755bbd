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
    /// absent, per size class when it adapts) and the same action for every outcome
    /// in `then`.
    var isIdentical: Bool { Self.isIdentical(first, repeated) }

    /// Whether two items of a route mean the same, as ``isIdentical`` says.
    static func isIdentical(_ first: Transition, _ repeated: Transition) -> Bool {
        guard first.action.means(repeated.action) else { return false }
        guard case .start = first.action else { return true }
        return SizeClass.allCases.allSatisfy { first.style(in: $0) == repeated.style(in: $0) }
    }

    /// Every repeat in the spec, in declaration order, each paired with the first
    /// item of its move on the route.
    static func all(in spec: NavigationSpec) -> [RepeatedMove] {
        var repeats: [RepeatedMove] = []
        for coordinator in spec.coordinators where coordinator.kind == .stack {
            for route in coordinator.routes where route.transitions.count > 1 {
                let transitions = route.transitions.map { $0.namingGoBare(in: coordinator) }
                for (first, repeated) in Self.repeats(in: transitions) {
                    repeats.append(
                        RepeatedMove(
                            route: RouteRef(coordinator: coordinator.id.value, route: route.id.value),
                            first: first, repeated: repeated))
                }
            }
        }
        return repeats
    }

    /// The repeats of one route's list. Most routes have a few transitions: those are
    /// compared with each other, without building a key for each of the many routes
    /// of a large spec; a long list goes through a dictionary.
    private static func repeats(in transitions: [Transition]) -> [(Transition, Transition)] {
        var found: [(Transition, Transition)] = []
        if transitions.count <= 16 {
            for (index, transition) in transitions.enumerated() {
                if let first = transitions[..<index].first(where: {
                    $0.action.isSameMove(as: transition.action)
                }) {
                    found.append((first, transition))
                }
            }
            return found
        }
        var firsts: [MoveKey: Transition] = [:]
        for transition in transitions {
            let key = MoveKey(transition.action)
            if let first = firsts[key] { found.append((first, transition)) } else { firsts[key] = transition }
        }
        return found
    }

    /// An action's move as a dictionary key, from strings it already holds.
    private struct MoveKey: Hashable {
        let keyword: String
        let target: String?

        init(_ action: Action) {
            keyword = action.keyword
            target = action.target
        }
    }
}

extension Action {
    /// The target's name, for the actions that have one. A `start` is known by its
    /// child and its `at` (`launch at survey`): different `at` are different moves.
    var target: String? {
        switch self {
        case .start(let target, _, _, let entry):
            entry.route.map { target.value + " at " + $0.value } ?? target.value
        case .show(let target, _), .tab(let target), .finish(let target), .alert(let target, _),
            .replace(let target), .go(let target, _), .emit(let target):
            target.value
        case .pop, .popToRoot, .dismiss: nil
        // Known by its pairs: two items setting the same values are one move.
        case .set(let pairs): pairs.text
        }
    }

    /// Whether two actions are the same move: the same action on the same target.
    func isSameMove(as other: Action) -> Bool {
        keyword == other.keyword && target == other.target
    }

    /// The move as the simulator names it: `push detail`, `start onboarding`, `pop`.
    var move: String { target.map { keyword + " " + $0 } ?? keyword }

    /// The item as a spec writes it, for messages: `push: detail`, `pop`.
    var spelling: String { target.map { keyword + ": " + $0 } ?? keyword }

    /// Whether two actions do the same, wherever they are written.
    func means(_ other: Action) -> Bool {
        guard isSameMove(as: other) else { return false }
        if case .alert(_, let then) = self, case .alert(_, let otherThen) = other {
            return then.moves == otherThen.moves
        }
        guard case .start(_, let style, let then, let entry) = self,
            case .start(_, let otherStyle, let otherThen, let otherEntry) = other
        else { return true }
        return (style?.value ?? .sheet) == (otherStyle?.value ?? .sheet) && then.moves == otherThen.moves
            && entry.args.map { [$0.name.value, $0.text.value] }
                == otherEntry.args.map { [$0.name.value, $0.text.value] }
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

extension Transition {
    /// The item with a `go` target of its own coordinator, or of a set it uses, written
    /// bare: `go: timeline` and `go: chats.timeline` in `chats` are one move.
    fileprivate func namingGoBare(in coordinator: Coordinator) -> Transition {
        guard case .go(let target, let args) = action else { return self }
        let parts = target.value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return self }
        let owner = String(parts[0])
        guard owner == coordinator.id.value || coordinator.uses.contains(where: { $0.value == owner }) else {
            return self
        }
        var bare = self
        bare.action = .go(Located(String(parts[1]), at: target.location), args: args)
        return bare
    }
}
