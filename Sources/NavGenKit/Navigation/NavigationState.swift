/// The simulator's navigation state: a tree of tab bars, stacks and modals.
///
/// Value types all the way down, so a state can be copied, compared, hashed and
/// kept for `--trace` without any aliasing.
package struct NavigationState: Hashable, Sendable {
    package var root: NavigationNode
    /// The flow started `as: overlay`, above everything; nil while none runs (always,
    /// in a spec without overlays).
    package var overlay: Overlay? {
        get { if case .some(let overlay)? = overlayBox { overlay } else { nil } }
        set { overlayBox = newValue.map(OverlayBox.some) }
    }
    /// The flow of the first root overlay entry whose `requires` hold, above
    /// everything (the started overlay too); nil while none holds (always, in a spec
    /// without root overlays). The state below is kept while it is up.
    package var rootOverlay: NavigationNode? = nil
    /// ``overlay`` behind a pointer: a state is copied and passed down the deep walks
    /// of the tree (rendering, equality), so it stays as small as it was.
    var overlayBox: OverlayBox? = nil

    indirect enum OverlayBox: Hashable, Sendable {
        case some(Overlay)
    }
    /// The conditions and the moves waiting on them; nil for a spec without
    /// `conditions`, so such a state holds, compares and hashes as it always did.
    var guarded: GuardedPart?

    /// The part of a state that only a spec with `conditions` has.
    struct GuardedPart: Hashable, Sendable {
        /// Each condition's value, by ``ConditionIndex``.
        var values: [Bool]
        /// The tuples of conditions with params that were set, and their values; a
        /// tuple not here reads its condition's `initially`. Empty in a spec whose
        /// conditions take no params.
        var tuples: [ConditionTuple: Bool] = [:]
        /// The moves that wait for a satisfying flow to finish, outermost first.
        var waiting: [WaitingMove] = []
        /// A link that waited for a condition whose change swapped the root: it runs
        /// again from the new root. Set by the engine, opened and cleared by the router.
        var rerun: WaitingLink? = nil
    }

    /// Each condition's value, in declaration order (by ``ConditionIndex``); empty for
    /// a spec without conditions.
    package var conditions: [Bool] { guarded?.values ?? [] }

    /// The tuples of conditions with params that the run has set, and their values.
    package var conditionTuples: [ConditionTuple: Bool] { guarded?.tuples ?? [:] }

    /// The move that resumes when the satisfying flow on top finishes with its
    /// outcome; nil when nothing waits.
    package var waiting: WaitingMove? { guarded?.waiting.last }

    /// Whether the condition is true; false for one the state does not know.
    package func isTrue(_ condition: ConditionIndex) -> Bool {
        guard let values = guarded?.values, values.indices.contains(condition.rawValue) else { return false }
        return values[condition.rawValue]
    }
}

/// A flow started `as: overlay`: shown above everything, one at a time. Expanded, its
/// top screen is the top; minimised, the screens below act and it keeps its state.
package struct Overlay: Hashable, Sendable {
    package var flow: NavigationNode
    package var minimised = false
    /// The `start` item that started it, of the starter's route.
    var origin: FlowOrigin
    /// The route whose item started it, and the path to the frame that showed it: its
    /// `then` runs there when the flow finishes, if that screen is still on top below.
    var starter: RouteRef
    var starterPath: [TreeStep]
}

/// A coordinator's part of the tree.
package indirect enum NavigationNode: Hashable, Sendable {
    case tabs(TabsNode)
    case stack(StackNode)
    case split(SplitNode)

    package var coordinator: String {
        switch self {
        case .tabs(let node): node.coordinator
        case .stack(let node): node.coordinator
        case .split(let node): node.coordinator
        }
    }
}

/// A split coordinator: one stack per column (sidebar, content when it has one,
/// detail), and how many columns after the sidebar are selected.
///
/// An unselected column holds only its root. A select puts its screen at the bottom
/// of the next column, in place of what it held, and returns the later columns to
/// their roots. Read compactly (one stack), the screens are the sidebar's, then each
/// selected column's; unselected roots are not shown.
package struct SplitNode: Hashable, Sendable {
    package var coordinator: String
    package var columns: [StackNode]
    /// How many columns after the sidebar are selected: 0 up to `columns.count - 1`.
    package var selected: Int

    /// The columns shown in the compact reading: the sidebar and the selected ones.
    var shownColumns: ArraySlice<StackNode> { columns.prefix(min(selected, columns.count - 1) + 1) }
}

/// A tabs coordinator: one node per tab, in the spec's order, and the selected one.
package struct TabsNode: Hashable, Sendable {
    package var coordinator: String
    /// The index of the selected tab in ``tabs``.
    package var selected: Int
    package var tabs: [NavigationNode]
    /// What the tab bar's own transitions present over every tab: held by the tab bar,
    /// not by a tab, so that it stays whichever tab is selected below it.
    package var modal: Modal? = nil
    /// Whether the spec gives tab bars transitions of their own: only then does the
    /// printed state say what a tab bar presents, so every other spec prints as before.
    package var holdsModal = false

    /// The selected tab's coordinator id.
    package var selectedTab: String { tabs[selected].coordinator }
}

/// A stack coordinator: its navigation stack (root first) and what its top presents.
///
/// A child flow started `as: push` puts its routes on this stack too: they keep
/// their own coordinator in ``RouteEntry/route`` and the flow's first entry carries
/// ``RouteEntry/flow``.
package struct StackNode: Hashable, Sendable {
    package var coordinator: String
    package var entries: [RouteEntry]
    /// Presented by the top entry.
    package var modal: Modal?
}

/// A route (which may present further) or a child flow's whole node shown in a
/// modal style; or an alert or confirmation dialog, which presents nothing further.
package struct Modal: Hashable, Sendable {
    package enum Style: Hashable, Sendable {
        /// Shown by a move in a modal style (never `push`).
        case presented(PresentationStyle)
        case alert(Alert.Style)

        /// The word the simulator prints: the spec's keyword of the style.
        package var keyword: String {
            switch self {
            case .presented(let style): style.keyword
            case .alert(let style): style.rawValue
            }
        }

        /// Whether `back` dismisses it.
        var closedByBack: Bool {
            if case .presented(let style) = self { style.closedByBack } else { false }
        }
    }

    package indirect enum Content: Hashable, Sendable {
        /// A route of the presenter's coordinator, and what it presents in turn.
        case route(RouteEntry, presented: Modal?)
        /// A child coordinator, started by the presenting route's transition.
        case flow(NavigationNode, origin: FlowOrigin)
        /// An alert of a coordinator, shown by the route below; only answers close it.
        case alert(ShownAlert)
    }

    package var style: Style
    package var content: Content
    /// The style in each size class of an item that adapts; ``style`` is the one of
    /// the class the state was made in. Kept so the generated code can build the
    /// state for either class from one search.
    package var adaptive: AdaptiveStyle? = nil
}

/// An alert on screen: which one, and which `alert` item of the route below showed
/// it (its `then` acts on the answer).
package struct ShownAlert: Hashable, Sendable {
    /// The coordinator that declares the alert.
    package var coordinator: String
    package var name: String
    /// The index of the `alert` item in the presenting route's `transitions`.
    package var transition: Int

    /// `recipes.deleteRecipe?`: how paths print an alert.
    package var description: String { coordinator + "." + name + "?" }
}

/// Which `start` transition of the parent route started a child flow: its `then`
/// handles the flow's outcome.
package struct FlowOrigin: Hashable, Sendable {
    /// The index of the `start` item in the parent route's `transitions`.
    package var transition: Int
    /// Set when a guard started the flow: what handles its outcome instead of a
    /// `then` of the parent route's item. Small and trivially copied, as every
    /// stack entry holds an origin.
    var guardOrigin: GuardOrigin?
    /// For a flow a then-start began: where that start is written under the item.
    package var thenPath = ThenPath.item

    package init(transition: Int) {
        self.transition = transition
    }

    init(satisfying mark: SatisfyingMark) {
        transition = -1
        guardOrigin = .satisfying(mark)
    }

    /// The mark of a flow a guard started to satisfy a condition.
    var satisfying: SatisfyingMark? {
        if case .satisfying(let mark)? = guardOrigin { mark } else { nil }
    }
}

/// How a guard started a flow.
enum GuardOrigin: Hashable, Sendable {
    /// To satisfy a condition: no `then` handles its outcome; the waiting move with
    /// the mark's token resumes instead.
    case satisfying(SatisfyingMark)
    /// As the `otherwise` of this guarded route: that item's `then` handles its outcome.
    case otherwise(RouteIndex)
}

/// Which condition a satisfying flow is shown for, and which waiting move is its.
struct SatisfyingMark: Hashable, Sendable {
    var condition: ConditionIndex
    /// Equal to the ``WaitingMove/token`` of the move that waits on this flow.
    var token: Int32
}

/// One screen: a route with a value for each of its params.
package struct RouteEntry: Hashable, Sendable, CustomStringConvertible {
    package var route: RouteRef
    /// One per declared param, in declaration order.
    package var arguments: [RouteArgument]
    /// Set on the first entry of a child flow started `as: push`.
    package var flow: FlowOrigin?

    package init(route: RouteRef, arguments: [RouteArgument] = [], flow: FlowOrigin? = nil) {
        self.route = route
        self.arguments = arguments
        self.flow = flow
    }

    /// `settings.allergies`, or `recipes.recipeDetail(id: 42, source: nil)`.
    package var description: String {
        guard !arguments.isEmpty else { return route.description }
        return route.description + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }

    /// The same without the coordinator, for a stack line of its own coordinator.
    package var shortDescription: String {
        guard !arguments.isEmpty else { return route.route }
        return route.route + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }
}

/// A param's name and value; `nil` is an absent optional.
package struct RouteArgument: Hashable, Sendable, CustomStringConvertible {
    package var name: String
    package var value: ParamValue?

    package init(name: String, value: ParamValue?) {
        self.name = name
        self.value = value
    }

    package var description: String { name + ": " + value.swiftLiteral }
}
