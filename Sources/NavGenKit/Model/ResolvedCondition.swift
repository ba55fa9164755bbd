/// A condition of a ``NavigationModel``: its declaration with `satisfiedBy` resolved.
package struct ResolvedCondition: Sendable {
    /// The id, located at its key under `conditions:`.
    package var id: Located<String>
    package var initially: Bool
    package var setByApp: Bool
    /// `params:`, in order: a condition with params holds one value per tuple of them.
    package var params: [Param] = []
    /// nil when the condition has no `satisfiedBy`, or its `start` names no stack
    /// coordinator (kept as an ``UnresolvedReference``).
    package var satisfiedBy: ResolvedSatisfyingFlow?
}

/// The flow that makes a condition true: started over the screen on top when a move
/// needs the condition; finishing it with ``outcome`` sets the condition.
package struct ResolvedSatisfyingFlow: Hashable, Sendable {
    /// A stack coordinator.
    package var coordinator: CoordinatorIndex
    /// As written; `unknown-outcome` when the flow lacks it.
    package var outcome: String
    package var style: PresentationStyle
    /// `as:` by size class; nil when the flow shows in one style.
    package var adaptiveStyle: AdaptiveStyle? = nil

    /// The style the flow shows in under a size class.
    package func style(in sizeClass: SizeClass) -> PresentationStyle { adaptiveStyle?[sizeClass] ?? style }

    /// Whether the flow shows as `style` under some size class.
    package func canShow(as style: PresentationStyle) -> Bool {
        SizeClass.allCases.contains { self.style(in: $0).behavesAs == style.behavesAs }
    }
}

/// One resolved `requires` entry: met while the condition is true, or, negated,
/// while it is false.
package struct ConditionGuard: Hashable, Sendable {
    package var condition: ConditionIndex
    package var isNegated: Bool
    /// Where the entry is written.
    package var location: SourceLocation
    /// `joined(roomId)`: the params of the guarded route (of a coordinator's root) whose
    /// values, in order, pick the tuple the entry checks; nil when none are written.
    package var args: [String]?

    package init(condition: ConditionIndex, isNegated: Bool, location: SourceLocation, args: [String]? = nil)
    {
        self.condition = condition
        self.isNegated = isNegated
        self.location = location
        self.args = args
    }

    /// The entry as `requires` writes it (`!premium`, `joined(roomId)`): the key of
    /// its fallback in a keyed `otherwise`.
    package func spelling(in model: NavigationModel) -> String {
        (isNegated ? "!" : "") + model[condition].id.value
            + (args.map { "(" + $0.joined(separator: ", ") + ")" } ?? "")
    }

    /// Whether the guard is met when its condition has `value`.
    package func isMet(when value: Bool) -> Bool { value != isNegated }
}

/// What a `requires` list guards: a route, a coordinator (starting it, selecting it
/// as a tab), or one entry of a tabs coordinator's `children` (the tab's visibility).
package enum GuardedTarget: Hashable, Sendable {
    case route(RouteIndex)
    case coordinator(CoordinatorIndex)
    /// The entry at `position` of the tabs coordinator's `children`.
    case tab(of: CoordinatorIndex, position: Int)
    /// Every deep link: `deeplinks.requires`.
    case links
    /// The entry at `position` of the top-level `root` list: whether it is shown.
    case root(position: Int)
}
