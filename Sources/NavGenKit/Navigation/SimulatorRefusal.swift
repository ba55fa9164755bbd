/// An action the simulator will not take where the state is, with the actions it
/// would take there (`docs/spec.md`, "Actions": a refused action exits 1 with the
/// list of actions allowed there).
package struct SimulatorRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Whose mistake it is (see `docs/spec.md`, "Exit status").
    package enum Kind: Hashable, Sendable {
        /// A well-formed action the screen on top does not allow: exit 1.
        case notAllowed
        /// An action no screen accepts as written (its arguments fit no route its
        /// name can mean): a usage error, exit 64.
        case malformed
    }

    /// The action as written.
    package var action: String
    /// Why, in a sentence.
    package var reason: String
    /// What is allowed on this screen, as templates (`push recipeDetail(id: Int)`).
    package var allowed: [String] = []
    package var kind: Kind = .notAllowed

    /// `'push profile' refused: ...; allowed here: push recipeDetail(id: Int), back`,
    /// or for a malformed action `'push recipeDetail(id: "x")': 'id' is Int: ...`.
    package var description: String {
        if kind == .malformed { return "'\(action)': \(reason)" }
        let list = allowed.isEmpty ? "nothing but open URL" : allowed.joined(separator: ", ")
        return "'\(action)' refused: \(reason); allowed here: \(list)"
    }
}

/// An engine-internal refusal: the reason only; the public refusal adds the action
/// and the allowed list.
struct Refused: Error {
    var reason: String
    /// Set when a link stopped at a `web` fallback: it is not refused but handed back
    /// to the browser, which only the one opening the URL can do.
    var goesToBrowser = false

    init(_ reason: String) {
        self.reason = reason
    }

    /// A link that met a `web` fallback of `target`.
    static func toBrowser(_ target: String) -> Refused {
        var refused = Refused("\(target)'s otherwise is web")
        refused.goesToBrowser = true
        return refused
    }
}

/// An action the simulator accepts in a given state.
package struct AllowedAction: Hashable, Sendable, CustomStringConvertible {
    /// How to write it, with param types where it takes arguments:
    /// `push recipeDetail(id: Int, source: String?)`.
    package var template: String
    /// The action itself, when it needs no arguments (so a number can choose it).
    package var action: SimulatorAction?

    package var description: String { template }
}
