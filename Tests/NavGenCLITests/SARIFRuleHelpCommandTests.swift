import Foundation
import NavGenKit
import Testing

/// `validate --format sarif` links navgen and each rule to this release's pages, so a
/// code-scanning alert opens the section of docs/rules.md that explains it.
@Suite struct SARIFRuleHelpCommandTests {
    @Test func linksTheToolAndEachRuleToThisRelease() throws {
        let run = try ExampleFolders.run(["validate", "examples/recipes/navgen.yaml", "--format", "sarif"])
        #expect(run.status == 0)
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["informationUri"] as? String == NavGenRelease.repositoryURL)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let unbuildable = try #require(rules.first { $0["id"] as? String == "deeplink-unbuildable" })
        #expect(
            unbuildable["helpUri"] as? String
                == "https://github.com/OWNER/navgen/blob/v\(NavGenVersion.current)/docs/rules.md#deeplink-unbuildable"
        )
        #expect(rules.allSatisfy { ($0["help"] as? [String: Any])?["markdown"] is String })
    }
}
