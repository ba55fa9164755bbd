import Foundation
import Testing

@testable import NavGenKit

/// Three readers of a universal link must agree on whether it opens the app: the
/// generated router, `navgen simulate` (``Simulator``, on ``DeepLinkMatcher``) and the
/// device, which decides from the association file `navgen aasa` writes (judged by
/// ``AASATestMatcher``, written from Apple's rules). URLs: ``LinkSamples``.
///
/// Where the file cannot say what the router says (docs/deeplinks.md, "What the file
/// cannot express") they may differ: a param's type, a trailing slash the router
/// ignores, and a param before a literal in a rest pattern, which the file lets take
/// several segments. Every other disagreement, of navgen's file or of a hand-edited one, must
/// be one `navgen aasa --check` (``AASACheck``) reports, and everything it reports
/// must be a real disagreement.
@Suite struct OpensInTheAppTests {
    static let specs: [SpecCorpus.Entry] = SpecCorpus.all + LinkSpecs.all + codeGenSpecs

    /// The code-generation fixtures (odd literals, every type, host forms, rest and
    /// literal items); those without hosts have no file and are skipped.
    static var codeGenSpecs: [SpecCorpus.Entry] {
        CodeGenFixtures.specials.compactMap { name in
            guard let text = try? String(contentsOf: CodeGenFixtures.specURL(name), encoding: .utf8) else {
                return nil
            }
            return SpecCorpus.Entry(name: "CodeGen/\(name)", text: text)
        }
    }

    @Test(arguments: specs)
    func theWrittenFileOpensWhatTheRouterOpens(_ entry: SpecCorpus.Entry) throws {
        guard let subject = try Subject(entry) else { return }
        let judgement = subject.judge(subject.written)
        #expect(judgement.reported.isEmpty, "\(judgement.reported.map(\.message))")
        #expect(judgement.unexplained.isEmpty, "\(judgement.unexplained)")
        #expect(judgement.compared >= 10 * subject.patterns.count)
    }

    /// With pattern scopes that tell hosts apart, the file for each host entry
    /// (`--host`) against the router on that host's URLs.
    @Test func theFileForEachHostOpensWhatTheRouterOpensThere() throws {
        let entry = try #require(Self.codeGenSpecs.first { $0.name == "CodeGen/scopes" })
        let spec = try CodeGenFixtures.spec(text: entry.text)
        #expect(AASADocument(catalog: DeepLinkCatalog(spec: spec), appIDs: ["T.B"]) == nil)
        for host in spec.deepLinks.hosts.map(\.value) {
            let subject = try #require(try Subject(entry, host: host))
            let judgement = subject.judge(subject.written)
            #expect(judgement.reported.isEmpty, "\(host): \(judgement.reported.map(\.message))")
            #expect(judgement.unexplained.isEmpty, "\(host): \(judgement.unexplained)")
            #expect(judgement.compared >= 10 * subject.patterns.count, "\(host)")
            var disagreeing = 0
            for (name, components) in subject.edits() {
                let edited = subject.judge(components)
                disagreeing += edited.disagreements
                #expect(edited.unexplained.isEmpty, "\(host), \(name): \(edited.unexplained)")
            }
            #expect(disagreeing > 0, "\(host): no edit changed what the file opens")
        }
    }

    /// The file with one component dropped, its query items dropped, case-insensitive,
    /// its one query item written as a `?` pattern, or `?*` made `*`:
    /// the URLs it now sends the wrong way are each one the check reports.
    @Test(arguments: specs)
    func everyDisagreementOfAnEditedFileIsOneTheCheckReports(_ entry: SpecCorpus.Entry) throws {
        guard let subject = try Subject(entry) else { return }
        var disagreeing = 0
        for (name, components) in subject.edits() {
            let judgement = subject.judge(components)
            disagreeing += judgement.disagreements
            #expect(judgement.unexplained.isEmpty, "\(name): \(judgement.unexplained)")
        }
        #expect(disagreeing > 0, "no edit changed what the file opens")
    }

    /// The generated router opens what the simulator opens, with the same target.
    @Test(arguments: LinkSpecs.all)
    func theGeneratedRouterOpensWhatTheSimulatorOpens(_ entry: SpecCorpus.Entry) throws {
        let spec = try CodeGenFixtures.spec(text: entry.text, includes: entry.includes)
        let catalog = DeepLinkCatalog(spec: spec)
        let urls = LinkSamples.urls(for: catalog)
        let lines = try GeneratedRouterProgram.run(spec, urls: urls)
        try #require(lines.count == urls.count)
        let simulator = try Simulator(spec: spec)
        var opened: Set<Int> = []
        for (url, line) in zip(urls, lines) {
            #expect(line.url == url)
            switch simulator.open(url) {
            case .success(let opening):
                opened.insert(opening.match.pattern)
                #expect(line.target == opening.target.description, "\(entry.name): \(url)")
            case .failure:
                #expect(line.target == nil, "\(entry.name): \(url) opens \(line.target ?? "")")
            }
        }
        #expect(opened.count == catalog.pool.count, "every pattern opens some URL")
    }

    /// A spec, its patterns, the file navgen writes and the URLs to try.
    struct Subject {
        var catalog: DeepLinkCatalog
        /// The patterns the file covers: those that apply to its hosts.
        var patterns: [RoutePattern]
        /// The host entries the file is served from.
        var entitlements: [HostPattern]
        var simulator: Simulator
        var untyped: DeepLinkMatcher
        var written: [AASAComponent]
        var urls: [String]

        /// Nil for a spec without hosts (no file), or whose hosts' patterns differ and
        /// `host` names none; fails for one with errors. `host`: the entry of
        /// `deeplinks.hosts` the file is written for (`--host`), its URLs the ones tried.
        init?(_ entry: SpecCorpus.Entry, host: String? = nil) throws {
            let spec = try CodeGenFixtures.spec(text: entry.text, includes: entry.includes)
            catalog = DeepLinkCatalog(spec: spec)
            guard
                case .success(let scope)? = AASAHostScope.choose(in: catalog, hosts: host.map { [$0] } ?? [])
            else { return nil }
            patterns = scope.patterns
            entitlements = host == nil ? catalog.hosts : [scope.host]
            simulator = try Simulator(spec: spec)
            untyped = DeepLinkMatcher(
                patterns: patterns.map(Self.untyped), schemes: catalog.schemes, hosts: entitlements)
            written = AASAComponents.components(for: patterns)
            let hosts = entitlements
            urls = LinkSamples.urls(for: catalog).filter { url in
                guard url.hasPrefix("https://") else { return false }
                guard host != nil else { return true }
                let name = url.dropFirst("https://".count).prefix { $0 != "/" && $0 != "?" }.lowercased()
                var text = name
                return text.withUTF8 { bytes in hosts.contains { $0.matches(bytes, 0..<bytes.count) } }
            }
        }

        /// What the file says against what the router says, URL by URL.
        struct Judgement {
            var compared = 0
            /// URLs the two send different ways, but for what the file cannot express.
            var disagreements = 0
            /// Such URLs that no disagreement the check reports accounts for, and
            /// reported disagreements that are none.
            var unexplained: [String] = []
            var reported: [AASADisagreement] = []
        }

        func judge(_ components: [AASAComponent]) -> Judgement {
            let device = AASATestMatcher(components: components, entitlements: entitlements.map(\.text))
            let text = AASADocument(appIDs: ["T.B"], components: components).rendered
            guard let file = try? AASADeployedFile(json: Array(text.utf8)) else {
                return Judgement(unexplained: ["the check cannot read the file"])
            }
            let host = entitlements[0].exampleHost
            let beyondRests = AASATestMatcher(
                components: AASAComponents.components(for: patterns.filter(\.hasRest)),
                entitlements: entitlements.map(\.text))
            var judgement = Judgement()
            judgement.reported = AASACheck.disagreements(file, patterns: patterns, host: host)
            for disagreement in judgement.reported {
                let opens = (try? simulator.open(disagreement.witness).get()) != nil
                let real =
                    disagreement.kind == .toBrowser
                    ? opens && !device.opensApp(url: disagreement.witness)
                    : untyped.match(disagreement.witness) == nil && device.opensApp(url: disagreement.witness)
                if !real { judgement.unexplained.append("reported, but not so: \(disagreement.message)") }
            }
            for url in urls {
                judgement.compared += 1
                let opening = try? simulator.open(url).get()
                let fileOpens = device.opensApp(url: url)
                guard (opening != nil) != fileOpens else { continue }
                if fileOpens, untyped.match(url) != nil { continue }  // a param's type
                if fileOpens, beyondRests.opensApp(url: url) { continue }  // a param before a rest's literal
                if !fileOpens, Self.hasTrailingSlash(url) { continue }  // the router ignores it
                judgement.disagreements += 1
                let explained: Bool
                if let opening {
                    // An action link's disagreement names its action.
                    explained = judgement.reported.contains { reported in
                        reported.kind == .toBrowser
                            && (opening.action.map { reported.action == $0.name }
                                ?? (reported.route == opening.match.route))
                    }
                } else {
                    let component = device.decidingComponent(url: url).map {
                        "applinks.details[0].components[\($0)]"
                    }
                    explained = judgement.reported.contains { $0.kind == .toApp && $0.component == component }
                }
                if !explained {
                    judgement.unexplained.append(
                        "\(url): \(fileOpens ? "the file opens it" : "only the router opens it")")
                }
            }
            return judgement
        }

        /// The written file, each edited one way.
        func edits() -> [(String, [AASAComponent])] {
            var edits: [(String, [AASAComponent])] = []
            for (index, component) in written.enumerated() {
                var dropped = written
                dropped.remove(at: index)
                edits.append(("without \(component.path)", dropped))
                if !component.query.isEmpty {
                    var edited = written
                    edited[index].query = []
                    edits.append(("\(component.path) without its query", edited))
                }
                if component.path.contains(where: \.isLetter) {
                    var edited = written
                    edited[index].caseSensitive = false
                    edits.append(("\(component.path) with caseSensitive false", edited))
                }
                if let item = component.query.first, component.query.count == 1 {
                    var edited = written
                    edited[index].query = []
                    edited[index].queryText = "\(item.key)=\(item.value)"
                    edits.append(("\(component.path) with ? as one pattern", edited))
                }
                if component.path.contains("?*") {
                    var edited = written
                    edited[index].path = component.path.replacingOccurrences(of: "?*", with: "*")
                    edits.append(("\(component.path) as \(edited[index].path)", edited))
                }
            }
            return edits
        }

        static func hasTrailingSlash(_ url: String) -> Bool {
            let path = url.prefix { $0 != "?" && $0 != "#" }
            return path.hasSuffix("/") && path.dropFirst("https://".count).contains("/")
                && path.dropFirst("https://".count).drop { $0 != "/" } != "/"
        }

        /// The pattern with every param a `String`: what the file can say of it.
        static func untyped(_ pattern: RoutePattern) -> RoutePattern {
            var copy = pattern
            copy.segments = pattern.segments.map { segment in
                if case .param(let index, _) = segment { return .param(index, .string) }
                return segment
            }
            copy.query = pattern.query.map { binding in
                var binding = binding
                if case .param(let index, _, let isRequired) = binding.kind {
                    binding.kind = .param(index, .string, isRequired: isRequired)
                }
                return binding
            }
            copy.fragment?.type = .string
            copy.constraints = []
            return copy
        }
    }
}
