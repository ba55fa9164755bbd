/// The navigation graph as a picture: groups, nodes and edges, with everything a
/// renderer needs already decided (labels, kinds, highlights).
///
/// Mermaid, DOT and JSON all render this one value, so the three outputs always show
/// the same graph; a renderer only chooses syntax.
package struct Diagram: Sendable, Hashable {
    /// The app's name, as the title.
    package var title: String
    /// Every group in spec order; a group nested in another names it as `parent`.
    package var groups: [DiagramGroup]
    /// Entry points first (launch, then deep links in spec order), then each group's
    /// nodes in spec order.
    package var nodes: [DiagramNode]
    /// Entry edges first, then tab bars, then transitions in spec order.
    package var edges: [DiagramEdge]
    /// Where URLs are accepted, when the deep-link patterns alone do not tell it.
    package var deepLinkSources: DeepLinkSources?
    /// The focus the diagram was cut to, or nil for the whole app.
    package var focus: DiagramFocus?
    /// The spec's files, when known: an edge of an included file names its file.
    package var files: SpecFiles?

    /// The nodes directly inside a group (outside every group for nil), in order.
    package func nodes(in group: String?) -> [DiagramNode] {
        nodes.filter { $0.group == group }
    }
}

/// A coordinator, drawn as a box around its screens.
package struct DiagramGroup: Sendable, Hashable {
    package var id: String
    package var coordinator: String
    package var kind: Coordinator.Kind
    /// The group a tab's stack is drawn inside: its tabs coordinator; a column's
    /// stack: its split.
    package var parent: String?
    package var label: String
    package var isUnreachable: Bool
    /// Which column of its split (``parent``) a column's stack is; nil for others.
    package var column: SplitColumn? = nil
}

/// One box or marker of the diagram.
package struct DiagramNode: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// Where the app starts.
        case launch
        /// A deep-link pattern that opens a route.
        case deepLink(pattern: String, route: RouteRef)
        /// A deep-link pattern that performs an action.
        case actionLink(pattern: String, action: String)
        /// An action of `actions:`: what its links do instead of showing a screen.
        case action(String)
        /// A pattern of `deeplinks.redirects`, the item's index.
        case redirectLink(pattern: String, redirect: Int)
        /// What redirect links do instead of showing a screen: open the URL they hold.
        case redirect
        /// A tabs coordinator's tab bar.
        case tabBar(coordinator: String)
        case route(RouteRef)
        /// One outcome a child flow can finish with.
        case outcome(coordinator: String, outcome: String)
        /// An alert or confirmation dialog of a coordinator.
        case alert(coordinator: String, alert: String, style: Alert.Style)
        /// A condition of `conditions:`.
        case condition(String)
        /// A coordinator a focused diagram leaves out, one step past its depth.
        case stub(coordinator: String)

        /// The word JSON uses for the kind.
        package var name: String {
            switch self {
            case .launch: "launch"
            case .deepLink, .actionLink, .redirectLink: "deeplink"
            case .action: "action"
            case .redirect: "redirect"
            case .tabBar: "tabs"
            case .route: "route"
            case .condition: "condition"
            case .outcome: "outcome"
            case .alert: "alert"
            case .stub: "stub"
            }
        }
    }

    package var id: String
    package var kind: Kind
    /// The group the node is drawn in; nil for entry points.
    package var group: String?
    /// The first line of the label: the route or outcome name, the pattern...
    package var title: String
    /// Further label lines: params, the ways back out, "unreachable".
    package var details: [String] = []
    package var isUnreachable: Bool = false

    /// Every line of the label.
    package var lines: [String] { [title] + details }
}
