/// One place where a deployed association file and the spec's patterns disagree,
/// with a URL that shows it.
package struct AASADisagreement: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        /// A URL a pattern opens goes to the browser.
        case toBrowser
        /// A URL the file sends to the app that no pattern opens.
        case toApp
    }

    package var kind: Kind
    package var witness: String
    /// The pattern whose URL goes to the browser (`toBrowser`).
    package var route: RouteRef?
    /// The action whose pattern's URL goes to the browser, for an action link (`route` is then nil).
    package var action: String? = nil
    package var pattern: String?
    /// The component that sends the witness to the app (`toApp`), as
    /// `applinks.details[D].components[C]`, with its path pattern.
    package var component: String?
    package var componentPath: String?

    package var message: String {
        switch kind {
        case .toBrowser:
            "\(action.map { "action \($0)" } ?? route.map { "\($0)" } ?? "?") \(pattern ?? "") opens \(witness), but the file sends it to the browser"
        case .toApp:
            "\(component ?? "?") (\"\(componentPath ?? "")\") sends \(witness) to the app, but no pattern opens it"
        }
    }

    package var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string(kind.rawValue)),
            ("witness", .string(witness)),
            ("route", route.map { .string("\($0)") } ?? .null),
        ]
        // Only an action link's disagreement has the member, so other output is as it was.
        if let action { members.append(("action", .string(action))) }
        members += [
            ("pattern", pattern.map { .string($0) } ?? .null),
            ("component", component.map { .string($0) } ?? .null),
            ("message", .string(message)),
        ]
        return .object(members)
    }
}
