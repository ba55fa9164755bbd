extension GeneratedNames {
    var destinationType: SwiftTypeName { .named([destination]) }
    var stateType: SwiftTypeName { .named([state]) }
    var actionType: SwiftTypeName { .named([action]) }
    var linkType: SwiftTypeName { .named([link]) }
    var conditionsType: SwiftTypeName { .named([conditions]) }
    var sizeClassType: SwiftTypeName { .named([sizeClass]) }
    var linkSourceType: SwiftTypeName { .named([linkSource]) }
    func nodeType(_ coordinator: String) -> SwiftTypeName { .named([state, node(coordinator)]) }
    var styleType: SwiftTypeName { .named([state, "PresentationStyle"]) }
}
