import Foundation
import NavGenKit

/// The shared shape of the tests that make a sequence of moves once in the simulator and
/// once as skeleton calls in a compiled program (``SkeletonProgram``): the program's
/// preamble, one `do` block per sequence, and its output read back as sorted JSON.
enum SkeletonSequences {
    /// Imports, a sorted-keys encoder and `show(_ app:)`, which prints `state` (an
    /// expression over `app`) as the generated state encodes it.
    static func preamble(ui: UIFramework, root: String, state: String) -> String {
        """
        import Foundation
        \(ui == .uikit ? "import UIKit\n" : "")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        @MainActor func show(_ app: \(root)) {
            let state = \(state)
            print(String(decoding: try! encoder.encode(state), as: UTF8.self))
        }

        """
    }

    /// A fresh `app` (started, for UIKit), `calls` on it, then `show(app)`.
    static func block(ui: UIFramework, root: String, calls: [String]) -> String {
        "do {\n    let app = \(root)()\n" + (ui == .uikit ? "    app.start()\n" : "")
            + calls.map { "    \($0)\n" }.joined() + "    show(app)\n}\n"
    }

    /// The state `actions` reach from launch in `simulator`.
    static func reached(_ actions: [String], in simulator: Simulator) throws -> NavigationState {
        var state = simulator.launchState
        for action in actions {
            state = try simulator.perform(ActionParser.parse(action), on: state).get()
        }
        return state
    }

    /// The program's lines, each JSON one written as ``GeneratedStateJSON/text(_:)`` writes it.
    static func lines(_ output: String) -> [String] {
        output.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))).map(GeneratedStateJSON.text)
                ?? String(line)
        }
    }
}
