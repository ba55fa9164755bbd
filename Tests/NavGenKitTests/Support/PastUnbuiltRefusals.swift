import NavGenKit
import Testing

/// Specs that use what `validate` still refuses as not built yet (container
/// transitions, overlays) while the engine simulates them: a test reads them past
/// those refusals, and only past them.
enum PastUnbuiltRefusals {
    /// What each such refusal says.
    static let refusal = "cannot simulate or generate"

    /// A simulator of `yaml`, which must have no finding but those refusals.
    static func simulator(_ yaml: String, sizeClass: SizeClass = .compact) throws -> Simulator {
        let report = Validator.validate(Array(yaml.utf8), file: "navgen.yaml")
        let others = report.findings.filter { !$0.message.contains(refusal) }
        #expect(others.isEmpty, "\(others.map(\.message))")
        return try Simulator(spec: try #require(report.spec), sizeClass: sizeClass)
    }
}
