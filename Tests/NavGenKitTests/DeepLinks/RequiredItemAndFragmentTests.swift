import Foundation
import Testing

@testable import NavGenKit

/// `{name!}` (a query item one pattern requires) and `#{name}` (the fragment as a
/// param): matching, precedence, back stacks, explanations and the association file.
@Suite struct RequiredItemAndFragmentTests {
    static let posts = """
        home:
          deeplink: /
          transitions: [{ push: blog }]
        blog:
          params: { blogId: Int }
          deeplink: /blogs/{blogId}
          transitions: [{ push: postDetail }]
        postDetail:
          params: { blogId: Int?, postId: Int? }
          deeplink: ["/viewpost?blogId={blogId!}&postId={postId!}", "/blogs/{blogId}/posts/{postId}"]
        """

    static let fragments = """
        home:
          transitions: [{ push: get }, { push: getPlain }, { push: login }]
        get:
          params: { target: String }
          deeplink: "/get#{target}"
        getPlain:
          deeplink: /get
        login:
          params: { c: String, payload: Int? }
          deeplink: "/login?c={c}#{payload}"
        """

    @Test func aBangItemMustBePresentAndNonEmpty() throws {
        let matcher = try makeMatcher(demoSpec(Self.posts))
        #expect(
            matcher.target("demo://viewpost?blogId=3&postId=4") == "main.postDetail(blogId: 3, postId: 4)")
        #expect(matcher.target("demo://viewpost?postId=4") == nil)
        #expect(matcher.target("demo://viewpost?blogId=&postId=4") == nil)
        #expect(matcher.target("demo://viewpost?blogId=x&postId=4") == nil)
    }

    @Test func aBangItemFeedsTheBackStackAndIsExplained() throws {
        let report = Validator.validate(Array(demoSpec(Self.posts).utf8), file: "navgen.yaml")
        #expect(
            !report.findings.contains { $0.rule == .deeplinkUnbuildable }, "\(report.findings.map(\.message))"
        )
        let simulator = try makeSimulator(demoSpec(Self.posts))
        guard case .success(let opening) = simulator.open("demo://viewpost?blogId=3&postId=4") else {
            Issue.record("expected a match")
            return
        }
        #expect(
            opening.state.path.map(\.description) == [
                "main.home", "main.blog(blogId: 3)", "main.postDetail(blogId: 3, postId: 4)",
            ])
        let matcher = try makeMatcher(demoSpec(Self.posts))
        guard case .failure(.noPattern(let why)) = matcher.result(for: "demo://viewpost?postId=4") else {
            Issue.record("expected no match")
            return
        }
        #expect(why.hasSuffix("of main.postDetail would, but it needs the query item 'blogId'"), "\(why)")
    }

    @Test func theFragmentIsOneValueDecodedOnce() throws {
        let matcher = try makeMatcher(demoSpec(Self.fragments))
        #expect(matcher.target("demo://get#a%23b#c") == #"main.get(target: "a#b#c")"#)
        #expect(matcher.target("demo://get#caf%C3%A9") == #"main.get(target: "café")"#)
        #expect(matcher.target("demo://get#a&b=c?d") == #"main.get(target: "a&b=c?d")"#)
    }

    @Test func anEmptyFragmentIsAbsentAndARequiredOneIsAKey() throws {
        let matcher = try makeMatcher(demoSpec(Self.fragments))
        #expect(
            matcher.target("demo://get#home") == #"main.get(target: "home")"#, "a required '#' beats none")
        #expect(matcher.target("demo://get#") == "main.getPlain")
        #expect(matcher.target("demo://get") == "main.getPlain")
        #expect(matcher.target("demo://login?c=qr#42") == #"main.login(c: "qr", payload: 42)"#)
        #expect(matcher.target("demo://login?c=qr#") == #"main.login(c: "qr", payload: nil)"#)
        #expect(matcher.target("demo://login?c=qr") == #"main.login(c: "qr", payload: nil)"#)
        #expect(matcher.target("demo://login?c=qr#x") == nil)
        guard case .failure(.noPattern(let why)) = matcher.result(for: "demo://login?c=qr#x") else {
            Issue.record("expected no match")
            return
        }
        #expect(why.hasSuffix("the fragment 'x' is not an Int for #{payload}"), "\(why)")
    }

    @Test func twoRequiredFragmentsOfOnePathAreAmbiguous() throws {
        let report = Validator.validate(
            Array(
                demoSpec(
                    """
                    home:
                      transitions: [{ push: a }, { push: b }]
                    a: { params: { x: String }, deeplink: "/get#{x}" }
                    b: { params: { y: String }, deeplink: "/get#{y}" }
                    """
                ).utf8), file: "navgen.yaml")
        #expect(report.findings.contains { $0.rule == .deeplinkAmbiguous })
    }

    @Test func aRequiredFragmentIsWrittenAndCheckedAsAppleMatchesIt() throws {
        let catalog = DeepLinkCatalog(spec: try loadSpec(demoSpec(Self.fragments)))
        let document = try #require(AASADocument(catalog: catalog, appIDs: ["T.B"]))
        let get = try #require(document.components.first { $0.comment.contains("/get#{target}") })
        #expect(get.fragment == "?*")
        #expect(document.components.first { $0.comment.contains("/login") }?.fragment == nil)
        // navgen's own file agrees.
        let deployed = try AASADeployedFile(json: Array(document.rendered.utf8))
        #expect(
            AASACheck.disagreements(deployed, patterns: catalog.patterns, host: "demo.example.com").isEmpty)
        // A `#` the app does not need sends its links to the browser.
        let strict = try AASADeployedFile(
            json: Array(
                (##"{"applinks": {"details": [{"appIDs": ["T.B"], "components": [{"/": "/get", "#": "x"}, "##
                    + ##"{"/": "/login", "?": {"c": "?*"}}]}]}}"##).utf8))
        let found = AASACheck.disagreements(strict, patterns: catalog.patterns, host: "demo.example.com")
        #expect(found.contains { $0.pattern == "/get#{target}" && $0.kind == .toBrowser })
    }
}
