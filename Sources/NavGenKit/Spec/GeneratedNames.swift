/// The names of everything `navgen generate` declares for a spec, in one
/// place so that the navigation file, the skeletons and the docs agree.
struct GeneratedNames: Sendable {
    /// The spec's `app`: the prefix of the app-wide types.
    let app: String

    var destination: String { app + "Destination" }
    var state: String { app + "NavigationState" }
    var navigationFile: String { app + "Navigation.swift" }
    /// `RecipesConditions`: the values of the spec's `conditions`, declared only for
    /// a spec that has some.
    var conditions: String { app + "Conditions" }

    func route(_ coordinator: String) -> String { SwiftName.upperCamel(coordinator) + "Route" }
    func tab(_ coordinator: String) -> String { SwiftName.upperCamel(coordinator) + "Tab" }
    func outcome(_ coordinator: String) -> String { SwiftName.upperCamel(coordinator) + "Outcome" }
    /// `RecipesAlert`: a coordinator's alerts and confirmation dialogs.
    func alert(_ coordinator: String) -> String { SwiftName.upperCamel(coordinator) + "Alert" }
    /// `RecipesDeleteRecipeAnswer`: the answers of one alert.
    func answer(_ coordinator: String, _ alert: String) -> String {
        SwiftName.upperCamel(coordinator) + SwiftName.upperCamel(alert) + "Answer"
    }
    func coordinatorClass(_ coordinator: String) -> String {
        SwiftName.upperCamel(coordinator) + "Coordinator"
    }
    func skeletonFile(_ coordinator: String) -> String { coordinatorClass(coordinator) + ".swift" }
    /// A route set's shared views (SwiftUI) or screens (UIKit): `CommonRoutes`.
    func routeSetType(_ set: String) -> String { SwiftName.upperCamel(set) + "Routes" }
    /// The protocol a route set's screens navigate through: every using stack's
    /// coordinator conforms.
    func routeSetNavigator(_ set: String) -> String { SwiftName.upperCamel(set) + "Navigating" }
    /// A route set's skeleton file, named after its type.
    func routeSetFile(_ set: String) -> String { routeSetType(set) + ".swift" }

    /// A coordinator's part of the state, nested in the state type. The `Node` suffix
    /// keeps it apart from the other nested types (`Modal`, `Flow`), whatever the
    /// coordinator is called.
    func node(_ coordinator: String) -> String { SwiftName.upperCamel(coordinator) + "Node" }

    var destinationType: SwiftTypeName { .named([destination]) }
    var stateType: SwiftTypeName { .named([state]) }
    var conditionsType: SwiftTypeName { .named([conditions]) }
    func nodeType(_ coordinator: String) -> SwiftTypeName { .named([state, node(coordinator)]) }
    var styleType: SwiftTypeName { .named([state, "PresentationStyle"]) }
}
