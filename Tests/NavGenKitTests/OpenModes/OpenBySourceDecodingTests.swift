import NavGenKit
import Testing

/// `open: { external: reset, inApp: onTop }`: a mode per link source, as the decoder
/// and the deep-link catalog read it.
@Suite struct OpenBySourceDecodingTests {
    private func spec(_ open: String) -> String {
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
                deeplink: [{ pattern: '/d/{id}', open: \(open) }]

        """
    }

    private func form(_ open: String) throws -> DeepLinkForm {
        let result = SpecLoader.load(Array(spec(open).utf8), file: "navgen.yaml")
        #expect(result.findings.isEmpty, "\(result.findings)")
        let route = try #require(result.spec?.coordinators[0].route(named: "detail"))
        return try #require(route.deepLinkForm(at: 0))
    }

    @Test func aMappingGivesEachSourceItsMode() throws {
        let both = try form("{ external: reset, inApp: onTop }")
        #expect(both.mode(for: .external) == .reset)
        #expect(both.mode(for: .inApp) == .onTop)
        #expect(both.modeBySource)
        #expect(both.inAppOpen?.location == SourceLocation(line: 13, column: 74))
        let reversed = try form("{ inApp: reset, external: onTop }")
        #expect(reversed.mode == .onTop)
        #expect(reversed.inAppMode == .reset)
    }

    @Test func aSourceLeftOutOpensInReset() throws {
        let inApp = try form("{ inApp: onTop }")
        #expect(inApp.mode == .reset)
        #expect(inApp.inAppMode == .onTop)
        // The external mode a mapping leaves out is located at the mapping.
        #expect(inApp.open?.location == SourceLocation(line: 13, column: 48))
        let external = try form("{ external: onTop }")
        #expect(external.mode == .onTop)
        #expect(external.inAppMode == .reset)
        let empty = try form("{}")
        #expect(empty.mode == .reset && empty.inAppMode == .reset && empty.modeBySource)
    }

    @Test func oneModeStaysTheModeOfBothSources() throws {
        let onTop = try form("onTop")
        #expect(onTop.mode(for: .external) == .onTop)
        #expect(onTop.mode(for: .inApp) == .onTop)
        #expect(!onTop.modeBySource)
    }

    @Test func theCatalogKeepsBothModes() throws {
        let result = SpecLoader.load(Array(spec("{ inApp: onTop }").utf8), file: "navgen.yaml")
        let catalog = DeepLinkCatalog(spec: try #require(result.spec))
        let pattern = try #require(catalog.patterns.first)
        #expect(pattern.mode(for: .external) == .reset)
        #expect(pattern.mode(for: .inApp) == .onTop)
    }

    @Test func otherKeysAndOtherModesAreFindings() {
        let unknown = decodeFindings(spec("{ external: reset, inapp: onTop }"))
        #expect(unknown.spots == [Spot(.unknownKey, 13, 67)])
        #expect(unknown.first?.help == "did you mean 'inApp'?")
        let mode = decodeFindings(spec("{ inApp: ontop }"))
        #expect(mode.spots == [Spot(.wrongType, 13, 57)])
        #expect(mode.first?.message == "open.inApp must be one of reset, onTop, not 'ontop'")
        #expect(decodeFindings(spec("[onTop]")).spots == [Spot(.wrongType, 13, 48)])
        #expect(decodeFindings(spec("{ external: [reset] }")).spots == [Spot(.wrongType, 13, 60)])
    }
}
