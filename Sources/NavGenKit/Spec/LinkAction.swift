/// An entry of `actions:`: a deep link that makes the app do something and shows no
/// screen (`closePrivateTabs`, `setTelemetry(url:)`, or just opening the app).
///
/// Its patterns join the routes' in one precedence pool, so a URL opens a screen or
/// performs an action, never both; opening one leaves the navigation state as it is.
package struct LinkAction: Sendable, Hashable {
    /// The id, located at its key under `actions:`.
    package var id: Located<String>
    /// In declaration order: the order of the generated case's associated values.
    package var params: [Param]
    /// The deep-link patterns as written, in order.
    package var deepLinks: [Located<String>]
    /// The long-hand patterns' settings (`set`), by position in ``deepLinks``.
    package var deepLinkForms: [DeepLinkForm] = []

    package init(id: Located<String>, params: [Param] = [], deepLinks: [Located<String>] = []) {
        self.id = id
        self.params = params
        self.deepLinks = deepLinks
    }

    /// The action as a route without transitions, so that its patterns are read and
    /// checked by the code that reads a route's: a pattern binds params by name
    /// whatever declares them.
    var asRoute: Route {
        var route = Route(id: id, params: params, deepLinks: deepLinks)
        route.deepLinkForms = deepLinkForms
        return route
    }
}
