import Testing

@testable import NavGenKit

/// `deeplinks.caseInsensitive` in the association file: every component says
/// `"caseSensitive": false`, and `--check` holds a deployed file to it.
@Suite struct AASALetterCaseTests {
    static let spec = """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { hosts: [demo.example.com], caseInsensitive: true }
        coordinators:
          main:
            root: home
            routes:
              home:
                deeplink: /
                transitions: [{ push: recipe }, { push: search }]
              recipe:
                params: { id: Int }
                deeplink: /Recipes/{id}
              search:
                params: { q: String }
                deeplink: /search?Tab=New&q={q}

        """

    @Test func everyComponentIsCaseInsensitive() throws {
        let catalog = DeepLinkCatalog(spec: try loadSpec(Self.spec))
        let file = try #require(AASADocument(catalog: catalog, appIDs: ["ABCDE12345.com.example.demo"]))
        #expect(!file.components.isEmpty)
        #expect(file.components.allSatisfy { !$0.caseSensitive })
        #expect(
            file.rendered.contains(#""caseSensitive" : false"#)
                || file.rendered.contains(#""caseSensitive": false"#))
        // Literals stay as written.
        #expect(file.components.contains { $0.path == "/Recipes/?*" })
        // navgen's own file agrees with the spec.
        let deployed = try AASADeployedFile(json: Array(file.rendered.utf8))
        #expect(
            AASACheck.disagreements(deployed, patterns: catalog.patterns, host: "demo.example.com").isEmpty)
    }

    @Test func withoutTheKeyNoComponentSaysSo() throws {
        let catalog = DeepLinkCatalog(
            spec: try loadSpec(Self.spec.replacingOccurrences(of: ", caseInsensitive: true", with: "")))
        let file = try #require(AASADocument(catalog: catalog, appIDs: ["ABCDE12345.com.example.demo"]))
        #expect(file.components.allSatisfy { $0.caseSensitive })
        #expect(!file.rendered.contains("caseSensitive"))
    }

    @Test func aDeployedFileThatComparesCaseIsReported() throws {
        let catalog = DeepLinkCatalog(spec: try loadSpec(Self.spec))
        let deployed = try AASADeployedFile(
            json: Array(
                #"""
                {"applinks": {"details": [{"appIDs": ["T.B"], "components": [
                  {"/": "/Recipes/?*/?*", "exclude": true}, {"/": "/Recipes/?*"},
                  {"/": "/search", "?": {"Tab": "New", "q": "?*"}}, {"/": "/"}]}]}}
                """#.utf8))
        let found = AASACheck.disagreements(deployed, patterns: catalog.patterns, host: "demo.example.com")
        #expect(
            found.map(\.witness) == [
                "https://demo.example.com/RECIPES/42", "https://demo.example.com/SEARCH?TAB=NEW&Q=abc",
            ], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.kind == .toBrowser })
    }
}
