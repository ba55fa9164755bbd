import Testing

@testable import NavGenKit

/// Ranges, enumerations and web URLs in links: what matches, what wins, what the
/// simulator says of a near miss, what `set` and `--do` take.
@Suite struct ConstrainedParamTests {
    static let spec = """
        navgen: 1
        app: Blog
        root: main
        deeplinks: { schemes: [blog] }
        types:
          StatsPeriod: [day, week, month, year]
          ShortPeriod: [day, week]
          ShortcutKind: [newTab, { newPrivateTab: new-private-tab }]
        coordinators:
          main:
            root: home
            routes:
              home:
                deeplink: /
                transitions: [{ push: stats }, { push: short }, { push: any }, { push: day }, { push: month },
                              { push: small }, { push: number }, { push: web }, { push: fixed }]
              stats: { params: { period: StatsPeriod, site: String }, deeplink: '/stats/{period}/{site}' }
              short: { params: { period: ShortPeriod, site: String }, deeplink: '/stats/{period}/{site}' }
              any: { params: { period: String, site: String }, deeplink: '/stats/{period}/{site}' }
              day: { params: { m: 'Int(1...12)', d: 'Int(1...31)' }, deeplink: '/archive/{m}/{d}' }
              month: { params: { m: 'Int(13...)', d: 'Int(1...31)' }, deeplink: '/archive/{m}/{d}' }
              small: { params: { n: 'Int(-5...5)' }, deeplink: '/n/{n}' }
              number: { params: { n: Int }, deeplink: '/n/{n}' }
              web: { params: { u: URL, k: ShortcutKind? }, deeplink: '/open?u={u}&k={k}' }
              fixed:
                params: { p: StatsPeriod, m: 'Int(1...12)' }
                deeplink: [{ pattern: /fixed, set: { p: week, m: 12 } }]

        """

    @Test func theSpecIsClean() {
        let findings = validate(Self.spec).findings
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test(arguments: [
        ("blog:///stats/week/a", #"main.short(period: .week, site: "a")"#),
        ("blog:///stats/year/a", #"main.stats(period: .year, site: "a")"#),
        ("blog:///stats/w%65ek/a", #"main.short(period: .week, site: "a")"#),
        ("blog:///stats/WEEK/a", #"main.any(period: "WEEK", site: "a")"#),
        ("blog:///archive/12/31", "main.day(m: 12, d: 31)"),
        ("blog:///archive/13/1", "main.month(m: 13, d: 1)"),
        ("blog:///n/-5", "main.small(n: -5)"), ("blog:///n/6", "main.number(n: 6)"),
        (
            "blog:///open?u=https%3A%2F%2Fa.b%2Fc&k=new-private-tab",
            #"main.web(u: "https://a.b/c", k: .newPrivateTab)"#
        ),
        ("blog:///open?u=HTTP://user@a.b:80", #"main.web(u: "HTTP://user@a.b:80", k: nil)"#),
        ("blog:///fixed", "main.fixed(p: .week, m: 12)"),
    ])
    func linksOpenTheNarrowestMatch(_ url: String, _ target: String) throws {
        let opened = try makeSimulator(Self.spec).open(url).get()
        #expect(opened.target.description == target)
    }

    @Test(arguments: [
        ("blog:///archive/0/1", "'0' is not in 1...12"),
        ("blog:///archive/12/32", "'32' is not in 1...31"),
        ("blog:///open?u=javascript:alert(1)", "'u=javascript:alert(1)' is not a web URL for {u}"),
        ("blog:///open?u=%2Frelative", "'u=/relative' is not a web URL for {u}"),
        ("blog:///open?u=https://", "'u=https://' is not a web URL for {u}"),
        (
            "blog:///open?u=https://a.b&k=newPrivateTab",
            "in 'k=newPrivateTab', 'newPrivateTab' is not a ShortcutKind (newTab, new-private-tab) for {k}"
        ),
    ])
    func nearMissesSayWhy(_ url: String, _ reason: String) throws {
        let simulator = try makeSimulator(Self.spec)
        guard case .failure(let mismatch) = simulator.open(url) else {
            Issue.record("\(url) opened")
            return
        }
        #expect("\(mismatch)".contains(reason), "\(mismatch)")
    }

    @Test func anOverlapIsAmbiguousButDisjointAndNestedValuesAreNot() {
        let overlapping = Self.spec.replacingOccurrences(
            of: "month: { params: { m: 'Int(13...)'", with: "month: { params: { m: 'Int(10...)'")
        let findings = validate(overlapping).findings
        #expect(findings.map(\.rule) == [.deeplinkAmbiguous])
        #expect(findings.first?.message.contains("their values overlap") == true)
    }

    @Test func setValuesOutsideTheirValuesAreWrongType() {
        let findings = validate(
            Self.spec.replacingOccurrences(of: "set: { p: week, m: 12 }", with: "set: { p: hour, m: 13 }")
        ).findings
        #expect(findings.map(\.rule) == [.wrongType, .wrongType])
        #expect(
            findings.map(\.message) == [
                "'hour' in set is not a value of 'p: StatsPeriod': 'hour' is not a StatsPeriod (day, week, month, year)",
                "'13' in set is not a value of 'm: Int(1...12)': '13' is not in 1...12",
            ])
    }

    @Test func webURLsAreReadFromTheirBytes() {
        func accepts(_ text: String) -> Bool {
            var copy = text
            return copy.withUTF8 { WebURL.accepts($0) }
        }
        for good in [
            "https://a", "http://a.b/c?d#e", "HTTPS://A.B:8080/", "https://u:p@a.b", "https://a.b/%41",
        ] {
            #expect(accepts(good), "\(good)")
        }
        for bad in [
            "javascript:alert(1)", "/relative", "https://", "https:///x", "https://:80", "ftp://a.b",
            "https://a.b:x", "https://a b", "https://[::1]/", "https://a.b/%zz", "https://a.b#x#y",
            "https://é",
            "https://user@",
        ] {
            #expect(!accepts(bad), "\(bad)")
        }
    }

    /// Two enumerations are one URL type but two Swift types: a link's `Unit` cannot
    /// fill a back-stack screen's `Period` of the same name.
    @Test func anotherEnumerationCannotFillTheBackStack() throws {
        let spec = """
            navgen: 1
            app: Stats
            root: main
            deeplinks: { schemes: [stats] }
            types:
              Period: [day, week]
              Unit: [day, hour]
            coordinators:
              main:
                root: home
                routes:
                  home: { transitions: [{ push: summary }] }
                  summary: { params: { period: Period }, transitions: [{ push: detail }] }
                  detail: { params: { period: Unit }, deeplink: '/detail/{period}' }

            """
        let findings = validate(spec).findings
        #expect(findings.map(\.rule) == [.deeplinkUnbuildable], "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("needs 'period: Period' for main.summary") == true)
        let same = spec.replacingOccurrences(of: "{ period: Unit }", with: "{ period: Period }")
        #expect(validate(same).findings.isEmpty, "\(validate(same).findings.map(\.message))")
    }
}
