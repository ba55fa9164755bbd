import NavGenKit
import Testing

/// The pattern grammar and what `deeplink-syntax` reports.
@Suite struct PatternParserTests {
    private func parse(_ text: String) throws -> DeepLinkPattern {
        try DeepLinkPattern(parsing: text)
    }

    private func error(_ text: String) -> DeepLinkPatternError? {
        do {
            _ = try DeepLinkPattern(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func literalQueryValuesAreDecoded() throws {
        let pattern = try parse("/discover?category=art%20deco&page={page}")
        #expect(pattern.query.map(\.value) == [.literal("art deco"), .param("page")])
        #expect(pattern.boundNames == ["page"])
    }

    @Test func aRestSegmentIsLastAndBindsItsName() throws {
        let pattern = try parse("/files/{path...}?v={version}")
        #expect(pattern.segments == [.literal("files"), .rest("path")])
        #expect(pattern.boundNames == ["path", "version"])
        #expect(try parse("/{all...}").segments == [.rest("all")])
    }

    @Test func segmentsAndQueryItems() throws {
        let pattern = try parse("/recipes/{id}?from={source}&p={page}")
        #expect(pattern.segments == [.literal("recipes"), .param("id")])
        #expect(pattern.query.map(\.key) == ["from", "p"])
        #expect(pattern.query.map(\.param) == ["source", "page"])
        #expect(pattern.boundNames == ["id", "source", "page"])
    }

    @Test func anItemThePatternRequiresIsMarkedWithBang() throws {
        let pattern = try parse("/viewpost?blogId={blogId!}&postId={postId}")
        #expect(pattern.query.map(\.isDemanded) == [true, false])
        #expect(pattern.boundNames == ["blogId", "postId"])
    }

    @Test func aFragmentParamEndsThePattern() throws {
        let plain = try parse("/get#{target}")
        #expect(plain.segments == [.literal("get")])
        #expect(plain.fragment?.name == "target")
        #expect(plain.fragment?.isDemanded == false)
        let withQuery = try parse("/login?c=qr#{payload!}")
        #expect(withQuery.query.map(\.key) == ["c"])
        #expect(withQuery.fragment?.name == "payload")
        #expect(withQuery.fragment?.isDemanded == true)
        #expect(withQuery.boundNames == ["payload"])
        #expect(try parse("/#{x}").segments.isEmpty)
    }

    @Test func theRootPatternHasNoSegments() throws {
        #expect(try parse("/").segments.isEmpty)
        #expect(try parse("/?tab={tab}").segments.isEmpty)
    }

    @Test func literalsAndKeysAreDecoded() throws {
        #expect(try parse("/caf%C3%A9").segments == [.literal("café")])
        #expect(try parse("/café/{id}").segments == [.literal("café"), .param("id")])
        #expect(try parse("/a?my%20key={x}").query.first?.key == "my key")
    }

    @Test(arguments: [
        ("recipes/{id}", 0, "must start with '/'"),
        ("", 0, "must start with '/'"),
        ("/a//b", 2, "empty segment"),
        ("/a/", 2, "may not end with '/'"),
        ("/a{id}", 2, "whole path segment"),
        ("/é{id}", 2, "whole path segment"),
        ("/ü/ö b", 4, "space"),
        ("/{id}b", 5, "whole path segment"),
        ("/{a}{b}", 4, "whole path segment"),
        ("/recipes/{id", 9, "'{' does not close"),
        ("/a}", 2, "'}' without"),
        ("/{}", 1, "no param name"),
        ("/{Id}", 2, "not a param name"),
        ("/{a b}", 2, "not a param name"),
        ("/a b", 2, "space"),
        ("/a#b", 2, "a fragment must be one param"),
        ("/a#", 2, "a fragment must be one param"),
        ("/a?q=x#y", 6, "a fragment must be one param"),
        ("/a#{x", 3, "'{' does not close"),
        ("/a#{x}?y=1", 6, "nothing may follow"),
        ("/a#{x...}", 5, "cannot be a rest"),
        ("/a#{}", 3, "no param name"),
        ("/posts/{id!}", 10, "cannot mark a path segment"),
        ("/f/{p...!}", 8, "cannot mark a rest segment"),
        ("/a?q={!}", 6, "not a param name"),
        ("/a%2", 2, "malformed %-escape"),
        ("/a?", 2, "not followed by a query item"),
        ("/a?q", 3, "key={param}"),
        ("/a?={x}", 3, "needs a key"),
        ("/a?q=", 4, "needs a value"),
        ("/a?q=x{y}", 6, "cannot contain '{'"),
        ("/a?q=x}", 6, "cannot contain '}'"),
        ("/a?q=x?y", 6, "cannot contain '?'"),
        ("/a?q={x}y", 8, "whole param or a literal"),
        ("/a?q=%zz", 5, "malformed %-escape"),
        ("/a/{rest...}/b", 12, "must be the last segment"),
        ("/{a...}/{b...}", 7, "must be the last segment"),
        ("/{...}", 1, "no param name"),
        ("/{a..}", 2, "not a param name"),
        ("/a{rest...}", 2, "whole path segment"),
        ("/a?q={x", 5, "'{' does not close"),
        ("/a?q={x}&", 8, "empty query item"),
        ("/a?q={x}&&r={y}", 8, "empty query item"),
        ("/a?q={x}&q={y}", 9, "appears twice"),
        // Past eight items the keys are kept in a set: a repeat is still found.
        ("/a?a={a}&b={b}&c={c}&d={d}&e={e}&f={f}&g={g}&h={h}&i={i}&b={j}", 57, "appears twice"),
        ("/a?a={a}&b={b}&c={c}&d={d}&e={e}&f={f}&g={g}&h={h}&h={i}", 51, "appears twice"),
        ("/a?q={x}&{r}={y}", 9, "cannot contain '{'"),
    ])
    func malformedPatterns(text: String, offset: Int, message: String) {
        let found = error(text)
        #expect(found?.message.contains(message) == true, "\(text): \(found?.message ?? "no error")")
        #expect(found?.offset == offset, "\(text)")
    }
}
