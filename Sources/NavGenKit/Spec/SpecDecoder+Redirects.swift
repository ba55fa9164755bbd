/// Decoding of `deeplinks.redirects` (docs/spec/deep-links.md, Redirect links).
extension SpecDecoder {
    static let redirectKeys: [SpecKeyword] = [.pattern, .schemes, .hosts, .redirect]

    /// `redirects: [{ pattern: '/mbar?redirect_to={to}', redirect: to }, ...]`, in order.
    /// Whether `redirect` names a param of the pattern is checked where patterns are
    /// read (`deeplink-param`).
    mutating func decodeRedirects(_ node: NodeID) -> [LinkRedirect] {
        // `redirects:` with nothing after it declares none.
        if isEmptyScalar(node) { return [] }
        guard kind(node) == .sequence else {
            report(
                .wrongType, at: location(node), "redirects must be a list, not \(describe(node))",
                help: "write each redirect as `- { pattern: '/go?to={to}', redirect: to }`")
            return []
        }
        var redirects: [LinkRedirect] = []
        for item in document.items(of: node) {
            if let redirect = decodeRedirect(item) { redirects.append(redirect) }
        }
        return redirects
    }

    /// `{ pattern: '/get#{target}', redirect: target, hosts: ['*.blog.example.com'] }`.
    private mutating func decodeRedirect(_ node: NodeID) -> LinkRedirect? {
        let what = "a redirect"
        guard
            let entries = mapping(
                node, what, allowed: Self.redirectKeys,
                misplaced: [
                    "open": Self.redirectOpensNoScreen, "via": Self.redirectOpensNoScreen,
                    "set": Self.redirectOpensNoScreen,
                ])
        else { return nil }
        var form = DeepLinkForm(pattern: 0)
        form.schemes = entries[.schemes].map { scope($0.key, $0.value, "schemes") }
        form.hosts = entries[.hosts].map { scope($0.key, $0.value, "hosts") }
        let pattern = require(
            .pattern, in: entries, of: what, at: location(node),
            help: "write the pattern as `pattern: '/go?to={to}'`"
        ).flatMap { text($0, "pattern") }
        let redirect = require(
            .redirect, in: entries, of: what, at: location(node),
            help: "name the pattern's param that holds the URL to open: `redirect: to`"
        ).flatMap { text($0, "redirect") }
        guard let pattern, let redirect else { return nil }
        return LinkRedirect(pattern: pattern, redirect: redirect, form: form)
    }

    private static let redirectOpensNoScreen =
        "a redirect opens the URL in its param, whose own pattern decides how it opens; "
        + "keep pattern, schemes, hosts and redirect"
}
