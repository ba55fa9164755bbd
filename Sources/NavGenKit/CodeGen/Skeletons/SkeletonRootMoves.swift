/// Which coordinators reach the root for a `go` or a `set` (docs/spec/transitions.md):
/// a `go` shows a state only the root coordinator can apply, and a `set` writes the
/// conditions the root owns. A coordinator other than the root gets a callback its
/// owner sets, as it gets `conditions` and its tab selectors: the ones with such a
/// move, and the ones that create those. Built once per `generate`; a spec without
/// `go` or `set` items gets none of it.
struct SkeletonRootMoves: Sendable {
    /// Coordinators other than the root that show a destination through `go`.
    private let going: Set<String>
    /// Coordinators other than the root that write the conditions through `setConditions`.
    private let writing: Set<String>
    /// Whether some route has a `go` item (a transition, a `then:` value, an answer, an `otherwise`).
    let hasGo: Bool
    /// Whether some route has a `set` item.
    let hasSet: Bool

    /// The callback that shows a destination as the root's `go(to:)` does.
    static let goCallback = "go"
    /// The callback that hands the root changed conditions.
    static let setCallback = "setConditions"

    init(model: AppModel) {
        // Who creates whom: a tab bar its tabs, a split its columns, a stack the flows it starts, the root
        // the flows that satisfy conditions. A need climbs these edges backwards.
        var creators: [String: [String]] = [:]
        var goes: [String] = []
        var sets: [String] = []
        for coordinator in model.coordinators {
            let id = coordinator.id.value
            switch coordinator.kind {
            case .tabs:
                for tab in coordinator.children { creators[tab.value, default: []].append(id) }
            case .stack:
                for action in SkeletonPlan.shownActions(of: coordinator, model: model) {
                    switch action {
                    case .start(let child, _, _, _): creators[child.value, default: []].append(id)
                    case .go: goes.append(id)
                    case .set: sets.append(id)
                    default: break
                    }
                }
            case .split:
                for column in coordinator.columns { creators[column.value, default: []].append(id) }
            case .routes:
                continue
            }
        }
        for condition in model.spec.conditions {
            if let flow = condition.satisfiedBy {
                creators[flow.start.value, default: []].append(model.rootID)
            }
        }
        hasGo = !goes.isEmpty
        hasSet = !sets.isEmpty
        // With a `root` list, `<App>RootCoordinator` has `go(to:)` and the entries reach it
        // through the callback; the conditions each entry keeps itself, as the root does.
        let root = model.model.hasAlternativeRoots ? [] : [model.rootID]
        going = Self.creating(goes, creators: creators).subtracting(root)
        writing = Self.creating(sets, creators: creators).subtracting([model.rootID])
    }

    /// Whether `coordinator` gets the `go` callback (the root has `go(to:)` itself).
    func goes(_ coordinator: String) -> Bool { going.contains(coordinator) }

    /// Whether `coordinator` gets the `setConditions` callback (the root owns `conditions`).
    func writes(_ coordinator: String) -> Bool { writing.contains(coordinator) }

    /// The names the skeletons give these callbacks, kept from the spec's names.
    var members: [String] { (hasGo ? [Self.goCallback] : []) + (hasSet ? [Self.setCallback] : []) }

    /// Every coordinator in `start` and every one that creates one of them, by a walk
    /// with a list of its own: chains of flows are as long as the spec makes them.
    private static func creating(_ start: [String], creators: [String: [String]]) -> Set<String> {
        var found = Set(start)
        var pending = start
        while let id = pending.popLast() {
            for creator in creators[id] ?? [] where found.insert(creator).inserted {
                pending.append(creator)
            }
        }
        return found
    }
}
