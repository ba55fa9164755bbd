import Foundation
import NavGenKit
import Testing

/// The shared shape of the tests that make a sequence of moves once in the simulator and
/// once as skeleton calls in a compiled program (``SkeletonProgram``): the program's
/// preamble, one `do` block per sequence, and its output read back as sorted JSON.
enum SkeletonSequences {
    /// One sequence: the simulator's actions, and the same moves as skeleton calls on
    /// `app`, the root coordinator.
    struct Sequence {
        var actions: [String]
        var calls: [String]
    }

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

    /// Makes each sequence once in the simulator and once as skeleton calls on a fresh
    /// `root` in one compiled program, and expects the program to print, for each, the
    /// simulator's state as the generated state encodes it. `state` reads the state from
    /// `app` (see ``preamble(ui:root:state:)``); `helpers` is code the calls use. With
    /// `withConditions`, the root's conditions are compared too.
    static func expectSameStates(
        _ spec: NavigationSpec, ui: UIFramework, module: String, root: String, state: String,
        sequences: [(actions: [String], calls: [String])], helpers: String = "", withConditions: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let simulator = try Simulator(spec: spec)
        let encoding = GeneratedStateJSON(spec: spec)
        let names = spec.conditions.map(\.id.value)
        var main = preamble(ui: ui, root: root, state: state) + helpers
        var expected: [String] = []
        for sequence in sequences {
            let reached = try reached(sequence.actions, in: simulator)
            let conditions =
                withConditions ? Dictionary(uniqueKeysWithValues: zip(names, reached.conditions)) : nil
            expected.append(GeneratedStateJSON.text(encoding.object(reached, conditions: conditions)))
            main += block(ui: ui, root: root, calls: sequence.calls)
        }
        let output = try SkeletonProgram.run(spec, ui: ui, module: module, main: main)
        let printed = lines(output)
        try #require(printed.count == expected.count, "\(output)", sourceLocation: sourceLocation)
        for (sequence, (line, want)) in zip(sequences, zip(printed, expected)) {
            #expect(
                line == want, "\(ui): \(sequence.actions.joined(separator: ", "))",
                sourceLocation: sourceLocation)
        }
    }

    /// The program's lines, each JSON one written as ``GeneratedStateJSON/text(_:)`` writes it.
    static func lines(_ output: String) -> [String] {
        output.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))).map(GeneratedStateJSON.text)
                ?? String(line)
        }
    }
}
