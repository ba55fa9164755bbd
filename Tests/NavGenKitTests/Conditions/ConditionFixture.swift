import Foundation
import NavGenKit

/// The conditions fixture: every key of "Conditions that resume", no findings.
enum ConditionFixture {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Conditions/navgen.yaml")

    static func text() throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }
}

/// `body` under the usual header, with `conditions` before `coordinators`.
func conditionSpec(conditions: String, coordinators: String) -> String {
    "navgen: 1\napp: Demo\nroot: main\nconditions:\n" + conditions + "\ncoordinators:\n" + coordinators
}
