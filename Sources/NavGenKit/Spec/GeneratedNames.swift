/// The names of everything `navgen generate` declares for a spec, in one
/// place so that the navigation file, the skeletons, the docs and validation agree.
///
/// Every top-level type gets `typePrefix` in front (`ICRecipesRoute`), and every file
/// is named after its type; nested types (a state's nodes) stay unprefixed, their
/// names only have to be unique inside the state.
struct GeneratedNames: Sendable {
    /// The spec's `app`: the prefix of the app-wide types.
    let app: String
    /// `generate.typePrefix`, empty for none.
    let prefix: String

    init(app: String, prefix: String = "") {
        self.app = app
        self.prefix = prefix
    }

    /// The names for `spec` as its own `generate.typePrefix` sets them: what
    /// validation checks, and what `navgen generate` declares with the spec's settings.
    init(spec: NavigationSpec) {
        self.init(app: spec.app.value, prefix: spec.generate.typePrefix?.value ?? "")
    }

    var destination: String { prefix + app + "Destination" }
    var state: String { prefix + app + "NavigationState" }
    /// `RecipesNavigation`: the navigation file is named after it, and no type may be.
    var navigation: String { prefix + app + "Navigation" }
    var navigationFile: String { navigation + ".swift" }
    /// `RecipesConditions`: the values of the spec's `conditions`, declared only for
    /// a spec that has some.
    var conditions: String { prefix + app + "Conditions" }
    /// `BrowserAction`: the spec's `actions`, declared only for a spec that has some.
    var action: String { prefix + app + "Action" }
    /// `BrowserLink`: what a URL opens, a screen or an action; declared with the actions.
    var link: String { prefix + app + "Link" }
    /// `ChatLinkSource`: where a link comes from, declared only for a spec whose
    /// patterns map `open` by source.
    var linkSource: String { prefix + app + "LinkSource" }
    /// `SocialSizeClass`: the size class a link opens in, declared only for a spec
    /// whose items adapt to it.
    var sizeClass: String { prefix + app + "SizeClass" }
    /// `BankRootCoordinator`: owns the conditions and swaps the root coordinator,
    /// declared only for a spec whose `root` is a list of alternative roots.
    var rootCoordinator: String { prefix + app + "RootCoordinator" }

    func route(_ coordinator: String) -> String { type(coordinator, "Route") }
    /// The enum of an entry of `types`: its name, after the prefix.
    func enumeration(_ name: String) -> String { prefix + name }
    func tab(_ coordinator: String) -> String { type(coordinator, "Tab") }
    func outcome(_ coordinator: String) -> String { type(coordinator, "Outcome") }
    /// `RoomEvent`: what a flow tells its starter while it keeps running, declared
    /// only for a coordinator with `events`.
    func event(_ coordinator: String) -> String { type(coordinator, "Event") }
    /// `RecipesAlert`: a coordinator's alerts and confirmation dialogs.
    func alert(_ coordinator: String) -> String { type(coordinator, "Alert") }
    /// `RecipesDeleteRecipeAnswer`: the answers of one alert.
    func answer(_ coordinator: String, _ alert: String) -> String {
        type(coordinator, SwiftName.upperCamel(alert) + "Answer")
    }
    func coordinatorClass(_ coordinator: String) -> String { type(coordinator, "Coordinator") }
    func skeletonFile(_ coordinator: String) -> String { coordinatorClass(coordinator) + ".swift" }
    /// A route set's shared views (SwiftUI) or screens (UIKit): `CommonRoutes`.
    func routeSetType(_ set: String) -> String { type(set, "Routes") }
    /// The protocol a route set's screens navigate through: every using stack's
    /// coordinator conforms.
    func routeSetNavigator(_ set: String) -> String { type(set, "Navigating") }
    /// A route set's skeleton file, named after its type.
    func routeSetFile(_ set: String) -> String { routeSetType(set) + ".swift" }

    /// A top-level type named after a coordinator: prefix, the id in UpperCamelCase,
    /// then what the type is.
    private func type(_ id: String, _ kind: String) -> String { prefix + SwiftName.upperCamel(id) + kind }

    /// A coordinator's part of the state, nested in the state type. The `Node` suffix
    /// keeps it apart from the other nested types (`Modal`, `Flow`), whatever the
    /// coordinator is called.
    func node(_ coordinator: String) -> String { SwiftName.upperCamel(coordinator) + "Node" }
}
