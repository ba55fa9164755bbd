import Testing

@testable import NavGenKit

/// The schema's patterns for `deeplinks` entries accept what the decoder accepts, as
/// far as a regular expression can tell (plainness is left to `navgen validate`).
@Suite struct HostSchemaTests {
    static let hosts = [
        "recipes.example.com", "*.example.com", "*.a.b", "a.*.com", "*example.com", "*.", "*", "a*b.com",
        "*.*.com", "a/b", "a:1", "u@a",
    ]
    static let schemes = [
        "recipes", "ksr://www.kickstarter.com", "ksr://*.example.com", "ksr://", "ksr://a/b", "ksr://a:1",
        "1ksr", "ksr:", "a+b.c-d://h",
    ]

    @Test(arguments: hosts)
    func theHostPatternAgreesWithTheDecoder(_ host: String) throws {
        let schema = host.wholeMatch(of: try Regex(SchemaPatterns.host)) != nil
        #expect(schema == (HostPattern(parsing: host) != nil))
    }

    @Test(arguments: schemes)
    func theSchemePatternAgreesWithTheDecoder(_ scheme: String) throws {
        let schema = scheme.wholeMatch(of: try Regex(SchemaPatterns.scheme)) != nil
        #expect(schema == (SchemeEntry(parsing: scheme) != nil))
    }
}
