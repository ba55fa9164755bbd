import NavGenKit
import Testing

/// Decoding routes while the YAML is read must give exactly what decoding the whole
/// tree gives: the same model and the same findings in the same order.
@Suite struct SpecRouteConsumerTests {
    private func streamed(_ yaml: String) -> SpecLoader.Result {
        SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml")
    }

    private func whole(_ yaml: String) -> (spec: NavigationSpec?, findings: [Finding]) {
        let loaded = YAMLLoader().load(Array(yaml.utf8), file: "navgen.yaml")
        guard let document = loaded.document else { return (nil, loaded.findings) }
        let decoded = SpecDecoder.decode(document, file: "navgen.yaml")
        return (decoded.spec, loaded.findings + decoded.findings)
    }

    private func expectSameDecode(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let streamed = streamed(yaml)
        let whole = whole(yaml)
        #expect(streamed.findings == whole.findings, sourceLocation: sourceLocation)
        #expect(streamed.spec?.coordinators == whole.spec?.coordinators, sourceLocation: sourceLocation)
        #expect((streamed.spec == nil) == (whole.spec == nil), sourceLocation: sourceLocation)
    }

    @Test func theSpecExampleDecodesTheSame() {
        expectSameDecode(specExample)
    }

    @Test func routeMistakesAreReportedTheSame() {
        expectSameDecode(
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
                    params: { id: Intt, Bad-Name: String, ok: Recipe? }
                    deeplink: [/a, [nested]]
                    transitions: [{ push: a, sheet: b }, popp, { start: x, as: sidewayz }, { then: {} }, push]
                    allow: [push-cycle, nope, yaml-syntax]
                    extra: 1
                  Detail-Page:
                    transitions: { push: home }
                  empty:
                  "":
                    params: 3
            """)
    }

    @Test func routesOfATabsCoordinatorAreNotPickedUp() {
        expectSameDecode(
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                routes:
                  ignored: { params: { x: Nope } }
                kind: tabs
                children: [stack]
              stack:
                root: home
                routes:
                  home: {}
            """)
    }

    @Test func repeatedRouteAndRoutesKeysKeepTheFirst() {
        expectSameDecode(
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home: { params: { a: Int } }
                  home: { params: { b: Bogus } }
                routes:
                  other: { params: { c: Bogus } }
            """)
    }

    @Test func anchoredAndMergedRoutesDecodeTheSame() {
        expectSameDecode(
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                routes: &shared
                  home: { transitions: [{ push: detail }] }
                  detail: &detail { params: { id: Int }, transitions: [pop] }
              copy:
                root: home
                routes:
                  <<: *shared
                  extra: *detail
            """)
    }

    @Test func aliasesFromInsideARouteResolve() throws {
        let result = streamed(
            """
            navgen: 1
            app: Demo
            root: main
            x-params: &p { id: Int }
            coordinators:
              main:
                root: home
                routes:
                  home: { params: *p }
            """)
        let spec = try #require(result.spec)
        #expect(spec.coordinators[0].routes[0].params.map(\.name.value) == ["id"])
        #expect(result.findings.map(\.rule) == [.unknownKey])
    }

    @Test func routesUnderOddPathsAndLongValuesDecodeTheSame() {
        let long = String(repeating: "x", count: 40)
        expectSameDecode(
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                ? [complex, key]
                : { routes: { a: { params: { id: Int } } } }
                routes:
                  home:
                    transitions: [\(long), { push: \(long) }, { \(long): x }]
                    deeplink: /\(long)
            """)
    }
}
