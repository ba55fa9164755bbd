import NavGenKit
import Testing

/// What any command can tell about a spec, `validate` says: a pattern that `routes`
/// and `simulate` call unable to open has an error of `validate` at it.
@Suite struct OneVerdictTests {
    /// The patterns of `spec` that cannot open with no error at the pattern, its
    /// `via` entries or its route.
    static func silentlyUnopenable(_ spec: ProjectSpecs.Spec) -> [String] {
        let pipeline = spec.pipeline()
        guard let routes = try? pipeline.routesReport() else { return [] }
        let errors = pipeline.report.findings.filter { $0.severity == .error }
        var silent: [String] = []
        for coordinator in routes.coordinators {
            for route in coordinator.routes {
                for link in route.deepLinks {
                    guard let problem = link.problem else { continue }
                    let place = link.source.location
                    let reported = errors.contains {
                        ($0.location.fileIndex == place.fileIndex && $0.location.line == place.line)
                            || $0.scope == route.route.description
                    }
                    if !reported { silent.append("'\(link.source.value)' of \(route.route): \(problem)") }
                }
            }
        }
        return silent
    }

    @Test func thereAreSpecsOfEveryKind() {
        let names = ProjectSpecs.all.map(\.name)
        #expect(names.contains { $0.hasPrefix("examples/") })
        #expect(names.contains { $0.hasPrefix("Tests/") })
        #expect(names.contains { $0.hasPrefix("rule ") })
        #expect(names.contains { $0.hasPrefix("Fuzz/") })
    }

    /// Whether the spec lowers a rule (`rules:` below `error`, or a route's
    /// `allow:`): its author chose to hear less, so a silent pattern is theirs.
    static func lowersARule(_ spec: ProjectSpecs.Spec) -> Bool {
        guard let decoded = spec.pipeline().spec else { return false }
        return decoded.rules.contains { $0.severity.value != .error }
            || decoded.coordinators.contains { $0.routes.contains { !$0.allow.isEmpty } }
    }

    @Test(arguments: ProjectSpecs.all)
    func aPatternThatCannotOpenIsAnErrorOfValidate(_ spec: ProjectSpecs.Spec) {
        guard !Self.lowersARule(spec) else { return }
        let silent = Self.silentlyUnopenable(spec)
        #expect(silent.isEmpty, "\(spec.name): \(silent.joined(separator: "; "))")
    }

    /// `generate` adds no verdict of its own: a spec `validate` passes without an
    /// error generates for every UI. (The compile tests build the examples' and the
    /// code-generation fixtures' output; here every spec is generated.)
    @Test(arguments: ProjectSpecs.all)
    func aSpecValidatePassesGenerates(_ spec: ProjectSpecs.Spec) {
        let pipeline = spec.pipeline()
        guard pipeline.report.isUsable, !pipeline.report.findings.contains(where: { $0.severity == .error })
        else { return }
        for ui in UIFramework.allCases {
            do {
                _ = try pipeline.generatedFiles(GenerateOptions(ui: ui))
            } catch {
                Issue.record("\(spec.name), \(ui): \(error.findings.map(\.message))")
            }
        }
    }

    /// The check can fail: the same link with its finding turned off is caught.
    @Test func theCheckSeesALinkWithNoFindingAtIt() {
        func spec(_ rules: String) -> ProjectSpecs.Spec {
            let text = """
                navgen: 1
                app: Demo
                root: main
                deeplinks: { schemes: [demo] }
                \(rules)
                coordinators:
                  main:
                    root: me
                    uses: [common]
                    routes:
                      me:
                        transitions: [{ push: account }]
                  common:
                    kind: routes
                    routes:
                      account:
                        params: { id: Int }
                        transitions: [{ push: followers }]
                      followers:
                        params: { id: Int }
                        deeplink: [{ pattern: '/accounts/{id}/followers', via: [me, acount] }]
                """
            return ProjectSpecs.Spec(
                name: "via", bytes: Array(text.utf8), file: "navgen.yaml", includes: SpecLoader.noIncludes)
        }
        #expect(Self.silentlyUnopenable(spec("")).isEmpty)
        #expect(Self.silentlyUnopenable(spec("rules: { unknown-reference: off }")).count == 1)
    }
}
