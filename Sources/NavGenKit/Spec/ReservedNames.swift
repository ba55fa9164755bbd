/// Names that spec names cannot take because the generated code needs them for
/// itself (docs/spec.md, Names). Everything else is made to compile: keywords are
/// escaped, a param that hides a member is answered with `self.`, and a skeleton's
/// own members and locals step aside (`path2`, `presentCoordinator`).
enum ReservedNames {
    /// Words that are not type names in type position: `Self` is the enclosing
    /// type, `Any` the existential, `.Type` and `.Protocol` are metatypes.
    static let typeKeywords: Set<String> = ["Self", "Any", "Type", "Protocol"]

    /// The types the generated files refer to by name, by where they come from. A
    /// custom param type is the app's own: declared in the app's module, one of
    /// these names would hide the real type from every generated file.
    static let typesInUse: [String: String] = {
        var origins: [String: String] = [:]
        let groups: [(String, [String])] = [
            (
                "Swift",
                [
                    "AnyHashable", "AnyObject", "Array", "CaseIterable", "Character", "Codable",
                    "CustomStringConvertible",
                    "Equatable", "Hashable", "Identifiable", "KeyPath", "MainActor", "ObjectIdentifier",
                    "Optional", "Sendable", "Set", "Substring", "UInt8", "Void",
                ]
            ),
            ("Foundation", ["URL"]),
            (
                "Observation",
                [
                    "Observable", "Observation", "ObservationIgnored", "ObservationRegistrar",
                    "ObservationTracked",
                ]
            ),
            // What the iOS 16 skeletons use in place of Observation.
            ("Combine", ["AnyCancellable", "Combine", "ObservableObject", "Published"]),
            (
                "SwiftUI",
                [
                    "Bindable", "Button", "EmptyView", "NavigationStack", "ObservedObject", "Tab", "TabView",
                    "Text", "VStack", "View", "ViewBuilder",
                ]
            ),
            (
                "UIKit",
                [
                    "NSObject", "UIAdaptivePresentationControllerDelegate", "UIAlertAction",
                    "UIAlertController",
                    "UIModalPresentationStyle", "UINavigationController", "UINavigationControllerDelegate",
                    "UIPresentationController", "UITabBarController", "UITabBarControllerDelegate",
                    "UIViewController",
                ]
            ),
            ("a SwiftUI skeleton", ["ConditionFlow", "Presentation", "RootView"]),
            ("a UIKit skeleton", ["ShownScreen"]),
        ]
        for (origin, names) in groups {
            for name in names { origins[name] = origin }
        }
        return origins
    }()

    /// Why a tab cannot have this name, or nil when it can. A tab is a case of its tab
    /// bar's enum (`String`-backed, `CaseIterable`) and a property of the state's
    /// `Tabs` (`Hashable`): it cannot take a member those already have.
    static func tabClash(_ tab: String, tabBar: String) -> String? {
        switch tab {
        case "allCases":
            "`\(SwiftName.upperCamel(tabBar))Tab` is CaseIterable: its `allCases` lists the tabs"
        case "hashValue":
            "the state's `\(SwiftName.upperCamel(tabBar))Node.Tabs` is Hashable: it has a `hashValue` already"
        default: nil
        }
    }
}
