import Foundation
import Testing

@testable import NavGenKit

/// `otherwise: web` in the compiled skeletons (linked against the stand-ins) and in the
/// simulator: under each combination of `locked` and `beta` (the fallbacks fixture's
/// conditions that send links to the browser), the root coordinator's `open(_ url:)`
/// hands a link to `UIApplication.shared.open` exactly where `navgen simulate` prints
/// `web: URL`, and leaves the same screens.
@Suite(.serialized) struct SkeletonWebFallbackTests {
    static let urls = [
        "https://fallbacks.example.com/labs",
        "https://fallbacks.example.com/articles/4",
        "https://fallbacks.example.com/statistics",
        "fallbacks://labs",
    ]

    /// `locked` and `beta` as the bits of 0...3; `featuresEnabled` and `signedIn` hold.
    static func given(_ combination: Int) -> [String: Bool] {
        [
            "locked": combination & 1 != 0, "beta": combination & 2 != 0, "featuresEnabled": true,
            "signedIn": true,
        ]
    }

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theRootHandsToTheBrowserWhatTheSimulatorDoes(_ ui: UIFramework) throws {
        let spec = try CodeGenFixtures.spec("fallbacks")
        let simulator = try Simulator(spec: spec)
        var main = ui == .uikit ? Self.describingUIKit : Self.describingSwiftUI
        var expected: [String] = []
        for combination in 0..<4 {
            let given = Self.given(combination)
            let values = spec.conditions.map { given[$0.id.value] ?? $0.initially }
            for url in Self.urls {
                let conditions = spec.conditions.map { "\($0.id.value): \(given[$0.id.value] ?? false)" }
                // A UIKit coordinator shows its root screen once started.
                main += """
                    app = MainCoordinator()\(ui == .uikit ? "; app.start()" : "")
                    app.conditions = FallbacksConditions(\(conditions.joined(separator: ", ")))
                    handled = app.open(URL(string: "\(url)")!)
                    print(describe(handled))

                    """
                var line = "main: home"
                var handled = false
                switch simulator.router.open(url, resettingUnder: values) {
                case .success(let opening):
                    handled = true
                    line = SimulatedScreens.describe(opening.state.root)
                    if let web = opening.web { line += " web: " + web }
                case .failure:
                    break
                }
                expected.append("\(handled) " + line)
            }
        }
        let output = try SkeletonProgram.run(spec, ui: ui, module: "Fallbacks", main: main)
        #expect(output.split(separator: "\n").map(String.init) == expected)
        // Not vacuous: links go to the browser, and others open screens.
        #expect(expected.contains("true main: home web: https://fallbacks.example.com/labs"))
        #expect(expected.contains("true main: home labs"))
        #expect(expected.contains("false main: home"))
    }

    /// Each program prints whether `open` handled the link, the screens, and the URL the
    /// stand-in's `UIApplication` was handed by it, if any.
    static let describingSwiftUI = """
        import Foundation
        import UIKit

        var app = MainCoordinator()
        var handled = false
        var handedOver = 0
        @MainActor func describe(_ handled: Bool) -> String {
            let path = app.path.map { String(String(describing: $0).prefix { $0 != "(" }) }
            var text = "\\(handled) " + (["main: home"] + path).joined(separator: " ")
            let opened = UIApplication.shared.openedURLs
            if opened.count > handedOver { text += " web: " + opened[opened.count - 1].absoluteString }
            handedOver = opened.count
            return text
        }

        """

    static let describingUIKit = """
        import Foundation
        import UIKit

        var app = MainCoordinator()
        var handled = false
        var handedOver = 0
        @MainActor func describe(_ handled: Bool) -> String {
            let path = app.currentNode.stack.map { String($0.description.dropFirst("main.".count).prefix { $0 != "(" }) }
            var text = "\\(handled) main: " + path.joined(separator: " ")
            let opened = UIApplication.shared.openedURLs
            if opened.count > handedOver { text += " web: " + opened[opened.count - 1].absoluteString }
            handedOver = opened.count
            return text
        }

        """
}
