import NavGenKit
import Testing

/// The long-hand `deeplink` items and `entry`, as the decoder reads them.
@Suite struct DeepLinkFormDecodingTests {
    private func spec(_ route: String) -> String {
        """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo] }
        coordinators:
          main:
            root: home
            routes:
              home:
                transitions: [{ push: detail }]
              detail:
                params: { id: Int }
        \(route.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))

        """
    }

    private func detail(_ route: String) throws -> Route {
        let result = SpecLoader.load(Array(spec(route).utf8), file: "navgen.yaml")
        #expect(result.findings.isEmpty, "\(result.findings)")
        return try #require(result.spec?.coordinators[0].route(named: "detail"))
    }

    @Test func aListMixesShortAndLongHandItems() throws {
        let route = try detail(
            """
            deeplink:
              - /d/{id}
              - pattern: /details/{id}
                open: onTop
                via: [home]
              - { pattern: "/x/{id}" }
            """)
        #expect(route.deepLinks.map(\.value) == ["/d/{id}", "/details/{id}", "/x/{id}"])
        // Only items that say something beyond their pattern are kept.
        #expect(route.deepLinkForms.map(\.pattern) == [1])
        let form = try #require(route.deepLinkForm(at: 1))
        #expect(form.mode == .onTop)
        #expect(form.via?.value.map(\.value) == ["home"])
        #expect(form.via?.location == SourceLocation(line: 17, column: 13))
        #expect(route.deepLinkForm(at: 0) == nil)
    }

    @Test func aSingleMappingIsOneLongHandPattern() throws {
        let route = try detail(
            """
            deeplink: { pattern: "/d/{id}", open: reset }
            """)
        #expect(route.deepLinks.map(\.value) == ["/d/{id}"])
        #expect(route.deepLinkForm(at: 0)?.mode == .reset)
    }

    @Test func entryIsABoolean() throws {
        #expect(try detail("entry: true").isEntry)
        #expect(try !detail("entry: false").isEntry)
        #expect(try !detail("deeplink: /d/{id}").isEntry)
    }

    @Test func badShapesAreReportedWhereTheyAre() {
        let unknown = decodeFindings(spec("deeplink:\n  - pattern: /d/{id}\n    opne: onTop"))
        #expect(unknown.spots == [Spot(.unknownKey, 15, 13)])
        #expect(unknown.first?.help == "did you mean 'open'?")
        let mode = decodeFindings(spec("deeplink:\n  - pattern: /d/{id}\n    open: ontop"))
        #expect(mode.spots == [Spot(.wrongType, 15, 19)])
        #expect(mode.first?.help == "did you mean 'onTop'?")
        #expect(
            decodeFindings(spec("deeplink:\n  - open: onTop")).spots == [Spot(.missingField, 14, 13)])
        #expect(
            decodeFindings(spec("deeplink:\n  - pattern: /d/{id}\n    via: home")).spots
                == [Spot(.wrongType, 15, 18)])
        #expect(
            decodeFindings(spec("deeplink:\n  - pattern: /d/{id}\n    via: []")).spots
                == [Spot(.wrongType, 15, 18)])
        #expect(decodeFindings(spec("entry: yes")).spots == [Spot(.wrongType, 13, 16)])
        #expect(decodeFindings(spec("entry: [true]")).spots == [Spot(.wrongType, 13, 16)])
    }
}
