import NavGenKit
import Testing

/// Deep links: `*.` hosts and `scheme://host` schemes (docs/spec.md, "Deep links").
@Suite struct HostFormTests {
    /// A spec with the given `deeplinks` and two routes: `/` and `/projects/{id}`.
    static func spec(_ deepLinks: String) -> String {
        """
        navgen: 1
        app: Demo
        root: main
        deeplinks: \(deepLinks)
        coordinators:
          main:
            root: home
            routes:
              home:
                deeplink: /
                transitions: [{ push: project }]
              project:
                params: { id: Int }
                deeplink: /projects/{id}

        """
    }

    // MARK: - Any subdomain

    @Test func aWildcardHostAcceptsAnySubdomainAtAnyDepth() throws {
        let matcher = try makeMatcher(Self.spec("{ hosts: ['*.example.com'] }"))
        for host in ["www.example.com", "a.b.example.com", "WWW.Example.COM", "x-1.example.com"] {
            #expect(matcher.target("https://\(host)/projects/4") == "main.project(id: 4)", "\(host)")
        }
    }

    @Test func aWildcardHostRefusesTheBareDomainAndLookAlikes() throws {
        let matcher = try makeMatcher(Self.spec("{ hosts: ['*.example.com'] }"))
        for host in ["example.com", "wwwexample.com", ".example.com", "a..example.com", "example.com.evil"] {
            #expect(matcher.result(for: "https://\(host)/projects/4").failure == .host(host), "\(host)")
        }
        #expect(matcher.result(for: "https:///projects/4").failure == .host(""))
    }

    @Test func anExactHostBesideAWildcardAddsTheBareDomain() throws {
        let matcher = try makeMatcher(Self.spec("{ hosts: [example.com, '*.example.com'] }"))
        #expect(matcher.target("https://example.com/projects/4") == "main.project(id: 4)")
        #expect(matcher.target("https://m.example.com/projects/4") == "main.project(id: 4)")
    }

    // MARK: - A scheme with its own host

    @Test func aSchemeWithAHostReadsThePath() throws {
        let matcher = try makeMatcher(Self.spec("{ schemes: ['ksr://www.kickstarter.com'] }"))
        #expect(matcher.target("ksr://www.kickstarter.com/projects/4") == "main.project(id: 4)")
        #expect(matcher.target("KSR://WWW.Kickstarter.com/projects/4/") == "main.project(id: 4)")
        #expect(matcher.target("ksr://www.kickstarter.com") == "main.home")
    }

    @Test func aSchemeWithAHostRefusesOtherHosts() throws {
        let matcher = try makeMatcher(Self.spec("{ schemes: ['ksr://www.kickstarter.com'] }"))
        #expect(
            matcher.result(for: "ksr://kickstarter.com/projects/4").failure
                == .schemeHost(scheme: "ksr", host: "kickstarter.com"))
        #expect(matcher.result(for: "ksr:///projects/4").failure == .schemeHost(scheme: "ksr", host: ""))
        #expect(matcher.result(for: "ksr:projects/4").failure == .schemeHost(scheme: "ksr", host: ""))
        #expect(matcher.result(for: "kickstarter://www.kickstarter.com/").failure == .scheme("kickstarter"))
    }

    /// Both forms of one scheme: the named host reads the path, other URLs the bare reading.
    @Test func theHostFormWinsForItsHostAndTheBareFormForTheRest() throws {
        let matcher = try makeMatcher(Self.spec("{ schemes: [ksr, 'ksr://www.kickstarter.com'] }"))
        #expect(matcher.target("ksr://www.kickstarter.com/projects/4") == "main.project(id: 4)")
        #expect(matcher.target("ksr://projects/4") == "main.project(id: 4)")
        #expect(matcher.target("ksr:///projects/4") == "main.project(id: 4)")
        // Another host is the first segment, as for any bare custom scheme.
        #expect(matcher.match("ksr://kickstarter.com/projects/4") == nil)
        #expect(
            matcher.result(for: "ksr://kickstarter.com/projects/4").failure
                != .schemeHost(scheme: "ksr", host: "kickstarter.com"))
    }

    /// The order of the entries does not matter.
    @Test func theOrderOfTheFormsDoesNotMatter() throws {
        let forward = try makeMatcher(Self.spec("{ schemes: [ksr, 'ksr://www.kickstarter.com'] }"))
        let backward = try makeMatcher(Self.spec("{ schemes: ['ksr://www.kickstarter.com', ksr] }"))
        for url in ["ksr://www.kickstarter.com/projects/4", "ksr://projects/4", "ksr://www.kickstarter.com"] {
            #expect(forward.target(url) == backward.target(url), "\(url)")
        }
    }

    // MARK: - The entries themselves

    @Test func entriesParseToTheirForms() {
        #expect(HostPattern(parsing: "*.Example.com") == .anySubdomain(of: "example.com"))
        #expect(HostPattern(parsing: "Example.com") == .exact("example.com"))
        #expect(
            SchemeEntry(parsing: "KSR://WWW.Kickstarter.com")
                == SchemeEntry(scheme: "ksr", host: "www.kickstarter.com"))
        #expect(SchemeEntry(parsing: "ksr") == SchemeEntry(scheme: "ksr"))
        for bad in ["*.", "*", "a.*.com", "*.*.com", "w*w.example.com", "*example.com", "a/b"] {
            #expect(HostPattern(parsing: bad) == nil, "\(bad)")
        }
        for bad in [
            "ksr://", "ksr://*.example.com", "ksr://a/b", "ksr://a:1", "ksr://u@a", "1ksr://a",
            "ksr://bücher",
        ] {
            #expect(SchemeEntry(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func theDecoderReportsEntriesThatAreNeither() {
        let yaml = Self.spec(
            "{ schemes: [ok, 'ksr://*.example.com', 'ksr://a/b', 'ksr://'], hosts: ['a.*.com', '*.', ok.com] }"
        )
        let loaded = SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml")
        #expect(loaded.findings.map(\.rule) == Array(repeating: .wrongType, count: 5))
        #expect(
            loaded.findings.map(\.message) == [
                "'ksr://*.example.com' has a wildcard host; a scheme's host is written out",
                "'ksr://a/b' is not a scheme with a plain host",
                "'ksr://' is not a URL scheme",
                "'a.*.com' has a wildcard that is not a leading '*.'",
                "'*.' has a wildcard that is not a leading '*.'",
            ])
        #expect(loaded.findings.map(\.location.column) == [28, 51, 64, 83, 94])
        #expect(loaded.spec?.deepLinks.schemes.map(\.value) == ["ok"])
        #expect(loaded.spec?.deepLinks.hosts.map(\.value) == ["ok.com"])
    }
}
