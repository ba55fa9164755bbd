import Foundation
import Testing

/// The pattern parts of issue 21 as a user sees them in `routes`, `graph` and
/// `simulate --urls`: rest segments `{name...}`, literal query items `?key=value`,
/// `*.` hosts and `scheme://host` schemes.
@Suite struct DeepLinkPartsOutputTests {
    /// A Kickstarter-like spec: the same path told apart by a literal `ref`, a rest of
    /// path, a custom scheme with the web host and any subdomain.
    private let spec = """
        navgen: 1
        app: Crowd
        root: main
        deeplinks:
          schemes: ['ksr://www.kickstarter.com']
          hosts: ['*.kickstarter.com']
        coordinators:
          main:
            root: home
            routes:
              home:
                transitions: [{ push: pledge }, { push: managePledge }, { push: emailLink }]
              pledge:
                params: { slug: String, ref: String? }
                deeplink: /projects/{slug}/pledge?ref={ref}
              managePledge:
                params: { slug: String }
                deeplink: /projects/{slug}/pledge?ref=ksr_email_backer_failed_transaction
              emailLink:
                params: { link: String }
                deeplink: /f/a/{link...}
        """

    /// The same links with plain entries only: nothing new to say about hosts.
    private var plainSpec: String {
        spec.replacingOccurrences(of: "['ksr://www.kickstarter.com']", with: "[ksr]")
            .replacingOccurrences(of: "['*.kickstarter.com']", with: "[www.kickstarter.com]")
    }

    private func write(_ text: String) throws -> URL {
        let url = try NavGenProcess.temporaryDirectory().appendingPathComponent("navgen.yaml")
        try Data(text.utf8).write(to: url)
        return url
    }

    private func run(_ arguments: [String], _ text: String) throws -> NavGenProcess.Outcome {
        let url = try write(text)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        return try NavGenProcess.run([arguments[0], url.path] + arguments.dropFirst())
    }

    @Test func routesListsTheNewPartsAndWhereLinksComeFrom() throws {
        let output = try run(["routes"], spec)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.lines
        #expect(
            Array(lines.prefix(3)) == [
                "deep links", "  schemes: ksr://www.kickstarter.com", "  hosts: *.kickstarter.com",
            ])
        #expect(
            lines.contains("    deep link /projects/{slug}/pledge?ref=ksr_email_backer_failed_transaction"))
        #expect(lines.contains("    deep link /f/a/{link...}"))
        #expect(lines.contains("      builds: main.home › main.emailLink"))
    }

    @Test func routesJSONCarriesTheSources() throws {
        let output = try run(["routes", "--format", "json"], spec)
        #expect(output.status == 0, "\(output.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let sources = try #require(object["deepLinkSources"] as? [String: [String]])
        #expect(sources == ["schemes": ["ksr://www.kickstarter.com"], "hosts": ["*.kickstarter.com"]])
        let patterns = (object["routes"] as? [[String: Any]] ?? []).flatMap { route in
            (route["deepLinks"] as? [[String: Any]] ?? []).compactMap { $0["pattern"] as? String }
        }
        #expect(
            patterns == [
                "/projects/{slug}/pledge?ref={ref}",
                "/projects/{slug}/pledge?ref=ksr_email_backer_failed_transaction", "/f/a/{link...}",
            ])
    }

    @Test func graphShowsTheNewPartsInEveryFormat() throws {
        let mermaid = try run(["graph"], spec)
        #expect(mermaid.status == 0, "\(mermaid.stderr)")
        #expect(
            mermaid.lines.contains(
                "    %% deep links from ksr://www.kickstarter.com, https://*.kickstarter.com"))
        #expect(mermaid.stdout.contains(#"link_3>"/f/a/#123;link...#125;"]"#))
        #expect(
            mermaid.stdout.contains(
                #"link_2>"/projects/#123;slug#125;/pledge?ref=ksr_email_backer_failed_transaction"]"#))

        let dot = try run(["graph", "--format", "dot"], spec)
        #expect(
            dot.stdout.contains(
                #"label="Crowd (deep links from ksr://www.kickstarter.com, https://*.kickstarter.com)""#))
        #expect(dot.stdout.contains(#""link_3" [label="/f/a/{link...}""#))

        let json = try run(["graph", "--format", "json"], spec)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(
            object["deepLinkSources"] as? [String: [String]] == [
                "schemes": ["ksr://www.kickstarter.com"], "hosts": ["*.kickstarter.com"],
            ])
        let patterns = (object["entryPoints"] as? [[String: Any]] ?? []).compactMap {
            $0["pattern"] as? String
        }
        #expect(patterns.contains("/projects/{slug}/pledge?ref=ksr_email_backer_failed_transaction"))
        #expect(patterns.contains("/f/a/{link...}"))
    }

    /// Plain schemes and hosts say nothing a pattern does not: the outputs stay as
    /// they were before these forms existed.
    @Test func plainEntriesAddNothing() throws {
        let routes = try run(["routes"], plainSpec)
        #expect(routes.status == 0, "\(routes.stderr)")
        #expect(routes.lines.first == "main (stack)")
        #expect(!routes.stdout.contains("deep links from"))
        let routesJSON = try run(["routes", "--format", "json"], plainSpec)
        #expect(!routesJSON.stdout.contains("deepLinkSources"))
        let mermaid = try run(["graph"], plainSpec)
        #expect(!mermaid.stdout.contains("deep links from"))
        let dot = try run(["graph", "--format", "dot"], plainSpec)
        #expect(dot.stdout.contains(#"label="Crowd", labelloc=t"#))
        let json = try run(["graph", "--format", "json"], plainSpec)
        #expect(!json.stdout.contains("deepLinkSources"))
    }

    /// End to end: a rest link binds every remaining segment, decoded and joined with
    /// `/`; a literal query item wins over the param at the same key, and only with its
    /// exact value; the hosts are read as listed.
    @Test func simulateURLsWithRestAndLiteralLinks() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specURL = folder.appendingPathComponent("navgen.yaml")
        try Data(spec.utf8).write(to: specURL)
        let urls = folder.appendingPathComponent("urls.txt")
        try Data(
            """
            https://clicks.kickstarter.com/f/a/Hs4E~~/AAQR%20x~/RgRi
            https://clicks.kickstarter.com/f/a
            ksr://www.kickstarter.com/projects/tee/pledge?ref=ksr_email_backer_failed_transaction
            https://www.kickstarter.com/projects/tee/pledge?ref=discovery
            https://kickstarter.com/projects/tee/pledge
            ksr://projects/tee/pledge

            """.utf8
        ).write(to: urls)
        let output = try NavGenProcess.run(["simulate", specURL.path, "--urls", urls.path])
        #expect(output.status == 1)
        #expect(
            output.lines.filter { !$0.isEmpty } == [
                #"https://clicks.kickstarter.com/f/a/Hs4E~~/AAQR%20x~/RgRi -> main.emailLink(link: "Hs4E~~/AAQR x~/RgRi")"#,
                "https://clicks.kickstarter.com/f/a -> no match: no pattern matches '/f/a': "
                    + "the patterns that start like it are longer",
                "ksr://www.kickstarter.com/projects/tee/pledge?ref=ksr_email_backer_failed_transaction"
                    + #" -> main.managePledge(slug: "tee")"#,
                #"https://www.kickstarter.com/projects/tee/pledge?ref=discovery -> main.pledge(slug: "tee", ref: "discovery")"#,
                "https://kickstarter.com/projects/tee/pledge -> no match: "
                    + "the host 'kickstarter.com' is not in deeplinks.hosts",
                "ksr://projects/tee/pledge -> no match: "
                    + "the host 'projects' is not one of the ksr://host entries of deeplinks.schemes",
                "3 matched, 3 unmatched",
            ])
    }
}
