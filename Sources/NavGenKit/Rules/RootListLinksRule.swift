/// `root-list-links`: a `root` list beside links that open on the state they arrive on,
/// entry routes or redirects, which the generated code does not run from the root shown yet.
package struct RootListLinksRule: Rule {
    package static let description = RuleDescription(
        id: .rootListLinks, severity: .error, configurable: false,
        summary: "a root list beside open modes, entry routes or redirects",
        rationale: """
            With a `root` list, a link runs from the root the conditions show. The simulator \
            does so for every link, but the generated state runs only plain (`reset`) links and \
            action links from the root shown: its `open(_:)` for `open:` and `via:` patterns, \
            `init?(opening:)` for `entry` routes and the redirects' matcher still assume one \
            root. Rather than generate code that opens a link where the app would not, navgen \
            refuses the spec until they do.
            """,
        details: """
            Points at the first pattern with `open:` or `via:`, `entry: true` or redirect, with a \
            note at the `root` list. Not configurable: turning it off would let `generate` write \
            code that does not compile. Write one root (and a flow over it for the other \
            entry), or keep the links `reset`.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            conditions:
              signedIn: { setByApp: true }
            root: [{ login: { requires: ["!signedIn"] } }, main]
            deeplinks:
              schemes: [demo]
            coordinators:
              login:
                root: welcome
                routes:
                  welcome:
              main:
                root: home
                routes:
                  home:
                    deeplink: { pattern: /home, open: ↓onTop }
            """,
            """
            navgen: 1
            app: Demo
            conditions:
              signedIn: { setByApp: true }
            root: [{ login: { requires: ["!signedIn"] } }, main]
            coordinators:
              login:
                root: welcome
                routes:
                  welcome:
              main:
                root: home
                routes:
                  home:
                    entry: ↓true
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            conditions:
              signedIn: { setByApp: true }
            root: [{ login: { requires: ["!signedIn"] } }, main]
            deeplinks:
              schemes: [demo]
            coordinators:
              login:
                root: welcome
                routes:
                  welcome:
                    deeplink: /welcome
              main:
                root: home
                routes:
                  home:
                    deeplink: /home
            """,
            """
            navgen: 1
            app: Demo
            root: main
            deeplinks:
              schemes: [demo]
            coordinators:
              main:
                root: home
                routes:
                  home:
                    deeplink: { pattern: /home, open: onTop }
                    entry: true
            """,
        ])

    /// One finding, at the first place a root list cannot open yet.
    package static func findings(in context: RuleContext) -> [Finding] {
        let spec = context.spec
        guard let list = spec.rootList else { return [] }
        var place: (SourceLocation, String)?
        search: for coordinator in spec.coordinators {
            for route in coordinator.routes {
                if let form = route.deepLinkForms.first(where: \.choosesOpening) {
                    let location = form.open?.location ?? form.via?.location ?? route.id.location
                    place = (location, "a deep link with `open:` or `via:`")
                    break search
                }
                // Any `entry` key, `false` too, gives the state `open(_:)` and `init?(opening:)`.
                if let entry = route.entry {
                    place = (entry.location, "an entry route")
                    break search
                }
            }
        }
        if place == nil, let redirect = spec.deepLinks.redirects.first {
            place = (redirect.pattern.location, "a redirect")
        }
        guard let (location, what) = place else { return [] }
        return [
            context.finding(
                .rootListLinks, at: location,
                "\(what) cannot open from the root shown yet: the spec's root is a list",
                notes: ["the root list is at \(spec.files.reference(to: list.location))"],
                help: "write one root, or keep its links `reset` (no `open:`, `via:`, `entry` or redirects)")
        ]
    }
}
