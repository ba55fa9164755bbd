/// An item of `deeplinks.redirects`: a pattern whose URLs open the URL held by one of
/// its params (`{ pattern: '/mbar?redirect_to={to}', redirect: to }`), as the
/// redirectors and tracking links of real apps do.
///
/// Its params are the names the pattern binds, each a required `String`: a redirect
/// shows no screen, so it declares no params of its own.
package struct LinkRedirect: Sendable, Hashable {
    /// The pattern as written.
    package var pattern: Located<String>
    /// `redirect:`: the param holding the URL to open, located at the value.
    package var redirect: Located<String>
    /// `schemes:` and `hosts:`; `pattern` is 0, and nothing else is ever set.
    package var form: DeepLinkForm

    package init(
        pattern: Located<String>, redirect: Located<String>, form: DeepLinkForm = DeepLinkForm(pattern: 0)
    ) {
        self.pattern = pattern
        self.redirect = redirect
        self.form = form
    }
}
