/// The UI framework a kept skeleton was written for, read from its code.
///
/// `navgen generate` never writes over a skeleton, so one written for SwiftUI stays
/// when the app asks for UIKit (`--ui uikit`, or `generate.ui`), and the other way
/// round. Checking it for coverage would list every requirement of the other
/// framework, so generate says once that the files were written for another one.
package enum SkeletonFramework {
    /// The framework of `text`, by the modules its code imports: a UIKit skeleton
    /// imports UIKit only; a SwiftUI one imports SwiftUI, and UIKit too when it
    /// needs it, as the skeleton of a tab bar with appearance settings does. When a
    /// file imports both, the UIKit containers a UIKit coordinator holds tell it
    /// apart. Nil when it imports neither: an app's own file, which is not judged.
    package static func written(in text: String) -> UIFramework? {
        let tokens = SwiftTokenizer.tokens(of: text)
        var imports: Set<String> = []
        var names: Set<String> = []
        for (position, token) in tokens.enumerated() where token.isIdentifier {
            names.insert(token.text)
            guard token.kind == .identifier, token.text == "import" else { continue }
            // `import SwiftUI`, `import struct SwiftUI.Color`: the first name that
            // is not a kind of declaration is the module.
            let module = tokens[(position + 1)...].prefix(2).first {
                $0.isIdentifier && !Self.declarationKinds.contains($0.text)
            }
            if let module { imports.insert(module.text) }
        }
        switch (imports.contains("SwiftUI"), imports.contains("UIKit")) {
        case (true, false): return .swiftui
        case (false, true): return .uikit
        case (true, true): return names.isDisjoint(with: Self.uiKitContainers) ? .swiftui : .uikit
        case (false, false): return nil
        }
    }

    private static let declarationKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
    ]

    /// What a UIKit coordinator holds and a SwiftUI one never does.
    private static let uiKitContainers: Set<String> = [
        "UINavigationController", "UITabBarController", "UIWindow",
    ]
}
