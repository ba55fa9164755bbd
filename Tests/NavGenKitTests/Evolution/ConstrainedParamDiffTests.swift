import Testing

@testable import NavGenKit

/// Ranges and enumerations in `navgen diff`: a param that accepts fewer values is
/// `param-narrowed` with a link that shows it; an enumeration that loses a raw value is
/// one `state-incompatible` change for the type, and nothing else.
@Suite struct ConstrainedParamDiffTests {
    static let old = """
        navgen: 1
        app: Stats
        root: main
        deeplinks: { schemes: [stats] }
        types:
          StatsPeriod: [day, week, month, year]
        coordinators:
          main:
            root: home
            routes:
              home:
                deeplink: /
                transitions: [{ push: stats }, { push: archive }, { push: tag }]
              stats:
                params: { period: StatsPeriod, site: String }
                deeplink: /stats/{period}/{site}
              archive:
                params: { month: 'Int(1...12)' }
                deeplink: /archive/{month}
              tag:
                params: { name: String }
                deeplink: /tag/{name}

        """

    private func changes(_ old: String, _ new: String) throws -> [SpecChange] {
        SpecDiff.changes(from: try makeSimulator(old), to: try makeSimulator(new))
    }

    private func edited(_ from: String, _ to: String) -> String {
        Self.old.replacingOccurrences(of: from, with: to)
    }

    @Test func aRangeThatLosesValuesIsNarrowedWithALinkThatShowsIt() throws {
        let found = try changes(Self.old, edited("'Int(1...12)'", "'Int(1...6)'"))
        #expect(found.map(\.kind) == [.paramNarrowed], "\(found.map(\.message))")
        #expect(found.first?.message.contains("month was Int(1...12) and is Int(1...6) now") == true)
        #expect(found.first?.witness == "stats://archive/7")
        #expect(found.first?.witnessIsSavedState == false)
    }

    @Test func anIntThatBecomesARangeIsNarrowed() throws {
        let old = edited("'Int(1...12)'", "Int")
        let found = try changes(old, Self.old)
        #expect(found.map(\.kind) == [.paramNarrowed], "\(found.map(\.message))")
        #expect(found.first?.message.contains("month was Int and is Int(1...12) now") == true)
        let witness = try #require(found.first?.witness)
        #expect(witness.hasPrefix("stats://archive/"))
        #expect(try makeSimulator(Self.old).open(witness).isFailure)
    }

    @Test func aWiderRangeIsAChange() throws {
        let found = try changes(Self.old, edited("'Int(1...12)'", "'Int(0...)'"))
        #expect(found.map(\.kind) == [.changed], "\(found.map(\.message))")
        let toInt = try changes(Self.old, edited("'Int(1...12)'", "Int"))
        #expect(toInt.map(\.kind) == [.changed])
    }

    @Test func anEnumerationThatLosesACaseIsOneStateIncompatibleChange() throws {
        let found = try changes(Self.old, edited("[day, week, month, year]", "[day, week, month]"))
        #expect(found.map(\.kind) == [.stateIncompatible], "\(found.map(\.message))")
        #expect(found.first?.route == nil)
        #expect(found.first?.message.contains("type StatsPeriod lost raw value 'year'") == true)
        #expect(found.first?.witness?.hasSuffix("main.stats(period: .year, site: \"abc\")") == true)
        #expect(found.first?.witnessIsSavedState == true)
    }

    @Test func losingTheFirstCaseIsNotAlsoALinkRemoved() throws {
        // The old witness would carry `day`: the link is tried with `week`, which stays.
        let found = try changes(Self.old, edited("[day, week, month, year]", "[week, month, year]"))
        #expect(found.map(\.kind) == [.stateIncompatible], "\(found.map(\.message))")
        #expect(found.first?.witness?.contains("period: .day") == true)
    }

    @Test func anotherRawValueIsStateIncompatible() throws {
        let found = try changes(
            Self.old, edited("[day, week, month, year]", "[day, { week: wk }, month, year]"))
        #expect(found.map(\.kind) == [.stateIncompatible], "\(found.map(\.message))")
        #expect(found.first?.message.contains("case week is 'wk' now, was 'week'") == true)
    }

    @Test func aNewCaseIsAdded() throws {
        let found = try changes(
            Self.old, edited("[day, week, month, year]", "[day, week, month, year, decade]"))
        #expect(found.map(\.kind) == [.added], "\(found.map(\.message))")
        #expect(found.first?.message == "case decade of StatsPeriod is new")
    }

    @Test func aStringThatBecomesAnEnumerationIsNarrowed() throws {
        let old = edited("period: StatsPeriod", "period: String")
        let found = try changes(old, Self.old)
        #expect(found.map(\.kind) == [.paramNarrowed], "\(found.map(\.message))")
        #expect(found.first?.witness == "stats://stats/abc/abc")
    }

    @Test func anEnumerationThatBecomesAStringIsAChange() throws {
        let found = try changes(Self.old, edited("period: StatsPeriod", "period: String"))
        #expect(found.map(\.kind) == [.changed], "\(found.map(\.message))")
    }
}

extension Result {
    fileprivate var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
