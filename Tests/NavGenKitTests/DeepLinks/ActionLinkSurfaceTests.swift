import Foundation
import Testing

@testable import NavGenKit

/// Action links in the commands around the router: `routes`, `graph`, `diff`, `aasa`,
/// baselines and the schema.
@Suite struct ActionLinkSurfaceTests {
    static let spec = """
        navgen: 1
        app: Browser
        root: main
        deeplinks: { schemes: [browser], hosts: [browser.example.com] }
        actions:
          openApp: { deeplink: [/app, { pattern: /get }] }
          setTelemetry: { params: { url: String }, deeplink: '/glean?url={url}' }
        coordinators:
          main:
            root: home
            routes:
              home: { deeplink: /, transitions: [{ push: tab }] }
              tab: { params: { id: Int }, deeplink: '/tabs/{id}' }

        """

    @Test func routesListsEachActionWithItsPatterns() throws {
        let report = RoutesReport(simulator: try makeSimulator(Self.spec))
        let text = RoutesTextRenderer().text(report)
        #expect(
            text.hasSuffix(
                """
                actions
                  openApp
                    deep link /app
                    deep link /get
                  setTelemetry(url: String)
                    deep link /glean?url={url}
                """))
        let json = RoutesJSONRenderer().render(report)
        #expect(
            json.contains(#""signature" : "setTelemetry(url: String)""#)
                || json.contains(#""signature": "setTelemetry(url: String)""#))
        // A spec without actions has no such member.
        #expect(
            !RoutesJSONRenderer().render(RoutesReport(simulator: try makeSimulator(recipesSpec))).contains(
                "\"actions\""))
    }

    @Test func graphDrawsActionLinksToTheirAction() throws {
        let text = MermaidRenderer().render(SpecCorpus.diagram(Self.spec))
        #expect(text.contains(#"action_openApp[\"action openApp"/]"#))
        #expect(text.contains(#"action_setTelemetry[\"action setTelemetry<br>url: String"/]"#))
        #expect(text.contains(#"link_3 ==>|"perform"| action_openApp"#))
        #expect(text.contains(#"link_5 ==>|"perform"| action_setTelemetry"#))
    }

    @Test func diffComparesActionLinksAsLinks() throws {
        let old = try makeSimulator(Self.spec)
        let new = try makeSimulator(
            Self.spec.replacingOccurrences(of: "[/app, { pattern: /get }]", with: "[/app, /download]")
                .replacingOccurrences(of: "home: { deeplink: /,", with: "home: { deeplink: [/, /glean],")
                .replacingOccurrences(of: "'/glean?url={url}'", with: "'/glean?u={url}'"))
        let changes = SpecDiff.changes(from: old, to: new)
        #expect(
            changes.map { "\($0.kind.rawValue) \($0.route ?? "")" } == [
                "link-removed action openApp", "link-retargeted action setTelemetry", "added main.home",
                "added action openApp", "added action setTelemetry",
            ], "\(changes.map(\.message))")
        #expect(
            changes[1].message
                == "browser://glean?url=abc performed action setTelemetry and opens main.home now")
    }

    @Test func aasaWritesActionPatternsAsComponents() throws {
        let file = try #require(
            AASADocument(catalog: DeepLinkCatalog(spec: try loadSpec(Self.spec)), appIDs: ["T.B"]))
        let paths = Set(file.components.map(\.path))
        #expect(paths.isSuperset(of: ["/app", "/get", "/glean", "/tabs/?*", "/"]), "\(paths)")
        // Each component's comment names what it opens, an action as routes and simulate do.
        #expect(file.components.first { $0.path == "/app" }?.comment == "action openApp /app")
        #expect(file.components.first { $0.path == "/" }?.comment == "main.home /")
    }

    @Test func baselinesNameActionPatternsByTheirSpecPath() throws {
        let yaml = Self.spec.replacingOccurrences(of: "{ pattern: /get }", with: "{ pattern: '/tabs/{id}' }")
            .replacingOccurrences(of: "openApp: {", with: "openApp: { params: { id: Int? },")
        let bytes = Array(yaml.utf8)
        let report = Validator.validate(bytes, file: "navgen.yaml")
        let document = try #require(YAMLLoader().load(bytes, file: "navgen.yaml").document)
        let baseline = Baseline(findings: report.findings, paths: SpecPathIndex(document))
        #expect(baseline.entries.map(\.path) == ["actions.openApp.deeplink[1].pattern"], "\(report.findings)")
    }

    @Test func theSchemaOffersActions() throws {
        let errors = try SchemaCheck.errors(of: [
            Self.spec,
            Self.spec.replacingOccurrences(of: "{ pattern: /get }", with: "{ pattern: /get, open: onTop }"),
        ])
        #expect(errors.first == [])
        #expect(errors.last?.isEmpty == false)
    }
}
