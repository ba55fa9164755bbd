import Foundation
import NavGenKit
import Testing

/// The spec and findings the renderer tests share: the fixture spec in
/// `Fixtures/Renderers/navgen.yaml` and four hand-made findings about it, listed
/// out of order so that the tests also check the sorting.
enum RendererFixture {
    static let displayPath = "Specs/navgen.yaml"

    static let findings = [
        Finding(
            location: SourceLocation(line: 14, column: 25),
            severity: .warning,
            rule: .pushCycle,
            message: "'recipeDetail' pushes itself, which can repeat forever",
            notes: [
                "the cycle: main.recipeDetail -> main.recipeDetail",
                "add 'push-cycle' to the route's 'allow' list if this is intended",
            ]
        ),
        Finding(
            location: SourceLocation(line: 15, column: 1),
            rule: .yamlSyntax,
            message: "did not find expected key"
        ),
        Finding(
            location: SourceLocation(line: 10, column: 19),
            rule: .unknownReference,
            message: "no route 'recipeDetial' in coordinator 'main'",
            help: "did you mean 'recipeDetail'?"
        ),
        Finding(
            location: SourceLocation(line: 13, column: 7),
            rule: .wrongType,
            message: "'Integer' is not a param type",
            help: "did you mean 'Int'?"
        ),
    ]

    static func input(useColor: Bool = false) throws -> ReportInput {
        ReportInput(
            findings: findings,
            displayPath: displayPath,
            sourceText: try text(of: "navgen.yaml"),
            useColor: useColor,
            rules: RuleRegistry.descriptions
        )
    }

    /// A file of `Fixtures/Renderers`, found from this source file so the tests run
    /// from any working directory.
    static func text(of name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Renderers/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Parses a JSON report into Foundation objects, as a consumer would.
    static func parsedJSON(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }
}
