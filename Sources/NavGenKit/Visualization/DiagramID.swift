/// The ids of a diagram's nodes and groups.
///
/// Spec names are ASCII letters and digits, so joining them with underscores gives
/// ids that every output format accepts unquoted (`recipes__recipeDetail`). Each kind
/// of node has its own shape of id, so no two can collide: route ids contain `__`
/// after a coordinator id, the others start with a fixed word and a single `_`.
enum DiagramID {
    static let launch = "app_launch"

    /// A coordinator's group: its id as written.
    static func group(_ coordinator: String) -> String { coordinator }

    static func route(_ coordinator: String, _ route: String) -> String { "\(coordinator)__\(route)" }

    static func tabBar(_ coordinator: String) -> String { "tabbar_\(coordinator)" }

    static func outcome(_ coordinator: String, _ outcome: String) -> String {
        "outcome_\(coordinator)__\(outcome)"
    }

    static func alert(_ coordinator: String, _ alert: String) -> String {
        "alert_\(coordinator)__\(alert)"
    }

    static func condition(_ name: String) -> String { "condition_\(name)" }

    /// A coordinator a focused diagram leaves out.
    static func stub(_ coordinator: String) -> String { "more_\(coordinator)" }

    /// Deep-link entry points are numbered from 1 in spec order: a pattern is not a name.
    static func deepLink(_ number: Int) -> String { "link_\(number)" }

    /// Where redirect links point: one node for them all.
    static let redirect = "app_redirect"

    /// An action of `actions:`.
    static func action(_ name: String) -> String { "action_\(name)" }
}
