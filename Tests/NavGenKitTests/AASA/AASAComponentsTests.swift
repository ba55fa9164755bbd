import Foundation
import NavGenKit
import Testing

@Suite struct AASAComponentsTests {
    private func document(_ routes: String) throws -> AASADocument {
        let spec = try loadSpec(demoSpec(routes))
        return try #require(
            AASADocument(catalog: DeepLinkCatalog(spec: spec), appIDs: ["ABCDE12345.com.example.demo"]))
    }

    @Test func segmentsBecomeLiteralsAndOneOrMoreWildcards() throws {
        let file = try document(
            """
            home: { deeplink: "/" }
            settings: { deeplink: /settings/allergies }
            recipe: { params: { id: Int }, deeplink: "/recipes/{id}" }
            """)
        #expect(
            file.components.map(\.path) == ["/settings/allergies", "/recipes/?*/?*", "/recipes/?*", "/"],
            "longest first; the param's pattern preceded by its exclude")
        #expect(file.components.map(\.exclude) == [false, true, false, false])
        #expect(file.components[2].comment == "main.recipe /recipes/{id}")
        #expect(file.components[1].comment == "longer than main.recipe /recipes/{id}")
    }

    @Test func requiredQueryParamsAreRequiredItemsAndOptionalOnesAreLeftOut() throws {
        let file = try document(
            """
            search:
              params: { query: String, page: Int?, sort: String }
              deeplink: "/search?q={query}&page={page}&by={sort}"
            """)
        let include = try #require(file.components.first { !$0.exclude })
        #expect(include.path == "/search")
        #expect(include.query.map(\.key) == ["by", "q"], "sorted by key, the optional page left out")
        #expect(include.query.allSatisfy { $0.value == "?*" })
    }

    @Test func literalsArePercentEncodedAndWildcardCharactersEscaped() throws {
        let file = try document(
            """
            a: { deeplink: "/caf%C3%A9/a*b/what%3F/x%2Fy" }
            """)
        #expect(file.components.map(\.path) == ["/caf%C3%A9/a%2Ab/what%3F/x%2Fy"])
    }

    @Test func anExcludeIsWrittenForEveryParamPositionOnce() throws {
        let file = try document(
            """
            pair: { params: { a: String, b: String }, deeplink: "/p/{a}/{b}" }
            middle: { params: { a: String }, deeplink: "/m/{a}/edit" }
            """)
        #expect(
            file.components.map(\.path) == [
                "/p/?*/?*/?*", "/p/?*/?*", "/m/?*/?*/edit", "/m/?*/edit",
            ])
    }

    @Test func patternsTheFileCannotTellApartShareOneComponent() throws {
        let file = try document(
            """
            byID: { params: { id: Int }, deeplink: "/r/{id}" }
            bySlug: { params: { slug: String }, deeplink: "/r/{slug}" }
            """)
        #expect(file.components.count == 2)
        #expect(file.components[1].comment == "main.byID /r/{id}; main.bySlug /r/{slug}")
    }

    @Test func restPatternsComeFirstAsOneOrMoreCharactersWithoutExcludes() throws {
        let file = try document(
            """
            raw: { params: { name: String }, deeplink: "/files/{name}/raw" }
            files: { params: { path: String }, deeplink: "/files/{path...}" }
            art: { params: { tag: String }, deeplink: "/discover?category=art&tag={tag}" }
            """)
        #expect(
            file.components.map(\.path) == ["/files/?*", "/files/?*/?*/raw", "/files/?*/raw", "/discover"],
            "the rest first, so that the exclude of /files/{name}/raw does not hide /files/a/b/raw")
        #expect(file.components.map(\.exclude) == [false, true, false, false])
        #expect(
            file.components[3].query == [
                AASAComponent.QueryItem(key: "category", value: "art"),
                AASAComponent.QueryItem(key: "tag", value: "?*"),
            ])
    }

    @Test func customSchemesWithAHostHaveNoFile() throws {
        let spec = try loadSpec(
            demoSpec("home: { deeplink: / }").replacingOccurrences(
                of: "{ schemes: [demo], hosts: [demo.example.com] }",
                with: "{ schemes: [demo, 'demo://www.example.com'], hosts: [] }"))
        #expect(AASADocument(catalog: DeepLinkCatalog(spec: spec), appIDs: ["T.B"]) == nil)
    }

    @Test func aSpecWithoutHostsHasNoFile() throws {
        let spec = try loadSpec(
            demoSpec("home: { deeplink: / }").replacingOccurrences(
                of: "hosts: [demo.example.com]", with: "hosts: []"))
        #expect(AASADocument(catalog: DeepLinkCatalog(spec: spec), appIDs: ["T.B"]) == nil)
    }

    @Test func theFileIsTheDocumentedJSON() throws {
        let file = try document(
            "recipe: { params: { id: Int, from: String }, deeplink: \"/recipes/{id}?from={from}\" }")
        #expect(
            file.rendered == """
                {
                  "applinks": {
                    "details": [
                      {
                        "appIDs": [
                          "ABCDE12345.com.example.demo"
                        ],
                        "components": [
                          {
                            "/": "/recipes/?*/?*",
                            "exclude": true,
                            "comment": "longer than main.recipe /recipes/{id}?from={from}"
                          },
                          {
                            "/": "/recipes/?*",
                            "?": {
                              "from": "?*"
                            },
                            "comment": "main.recipe /recipes/{id}?from={from}"
                          }
                        ]
                      }
                    ]
                  }
                }

                """)
    }
}
