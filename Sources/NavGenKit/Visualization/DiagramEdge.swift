/// One arrow of the diagram: an entry point, a tab of a tab bar, or a transition.
package struct DiagramEdge: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// The app starts here.
        case launch
        /// A deep-link pattern opens this route.
        case deepLink
        /// A tab bar shows this tab.
        case tabBar
        /// A transition shows a route in a style.
        case show(PresentationStyle)
        /// A route shows an alert or confirmation dialog.
        case alert
        case start
        case tab
        /// A route swaps the screen on top for another (`replace`).
        case replace
        /// A route shown as a reset link would show it (`go`).
        case go
        /// A route finishes its flow with an outcome.
        case finish
        /// What the parent does when a child flow finishes with an outcome.
        case then
        /// What the starter does when the running child emits an event (`on`): drawn
        /// from each route of the child that emits it, dashed, as the child stays.
        case event
        /// What runs instead of showing a guarded route while its guard is unmet.
        case otherwise
        /// The flow that makes a condition true.
        case satisfiedBy
        /// A `set` item or `then` value changes a condition: drawn from the route to
        /// the condition's node, one edge per pair.
        case setCondition

        /// The kind as the JSON diagram writes it; a route's move is its style's keyword.
        package var name: String {
            switch self {
            case .launch: "launch"
            case .deepLink: "deeplink"
            case .tabBar: "tabs"
            case .show(let style): style.keyword
            case .alert: "alert"
            case .start: "start"
            case .tab: "tab"
            case .replace: "replace"
            case .go: "go"
            case .finish: "finish"
            case .then: "then"
            case .event: "event"
            case .otherwise: "otherwise"
            case .satisfiedBy: "satisfiedBy"
            case .setCondition: "set"
            }
        }
    }

    /// How the line is drawn. Pushes are solid and presentations dashed, as in most
    /// navigation diagrams; what only happens when a flow ends is dotted.
    package enum Stroke: String, Sendable, Hashable {
        case solid
        case dashed
        case dotted
        /// Entry points: where navigation begins.
        case bold
    }

    package var from: String
    package var to: String
    package var kind: Kind
    package var label: String
    package var stroke: Stroke
    /// Where the transition is written; nil for entry points and tab bars.
    package var location: SourceLocation?
    /// `start`: how the child is shown.
    package var presentation: PresentationStyle?
    /// `finish` and `then`: the outcome.
    package var outcome: String?
    /// `then`: the action's keyword (`tab`, `stay`, ...).
    package var action: String?
    /// Whether the edge is on a push or modal cycle.
    package var isCycle: Bool

    package init(
        from: String, to: String, kind: Kind, label: String, stroke: Stroke, location: SourceLocation? = nil,
        presentation: PresentationStyle? = nil, outcome: String? = nil, action: String? = nil,
        isCycle: Bool = false
    ) {
        self.from = from
        self.to = to
        self.kind = kind
        self.label = label
        self.stroke = stroke
        self.location = location
        self.presentation = presentation
        self.outcome = outcome
        self.action = action
        self.isCycle = isCycle
    }

    /// Whether the edge shows a full-screen cover: drawn heavier than a sheet.
    package var isCover: Bool {
        kind == .show(.cover) || presentation == .cover
    }
}
