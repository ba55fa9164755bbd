import NavGenKit

/// What a guard does to a URL of a spec with conditions, opened under the launch
/// conditions: shown straight (no note), stopped by an `otherwise`, or waiting for a
/// condition's satisfying flow.
struct GuardNote {
    /// After the target: `, otherwise: recipes.paywall` or
    /// `, waiting for signedIn: signIn.signInForm`; empty when shown straight.
    var text: String
    /// `"top"` (the screen shown) and `"waiting"` (the move's text or null).
    var json: [(String, JSONValue)]
}

/// Opens each URL of `--urls` under the launch conditions, for its ``GuardNote``.
struct GuardNotes {
    let simulator: Simulator
    let launch: NavigationState

    /// The note, or why a guard refuses the link (it is then unmatched).
    func note(for url: String) -> Result<GuardNote, DeepLinkMismatch> {
        switch simulator.router.open(url, resettingUnder: launch.conditions) {
        case .failure(let mismatch):
            return .failure(mismatch)
        case .success(let opening):
            let top = opening.state.topText ?? "nothing"
            var text = ""
            if let waiting = opening.state.waiting {
                let names = simulator.conditionNames
                let name =
                    names.indices.contains(waiting.condition.rawValue)
                    ? names[waiting.condition.rawValue] : ""
                text = ", waiting for \(name): \(top)"
            } else if opening.state.top?.route != opening.match.route {
                text = ", otherwise: \(top)"
            }
            return .success(
                GuardNote(
                    text: text,
                    json: [
                        ("top", .string(top)),
                        ("waiting", opening.state.waiting.map { .string($0.text) } ?? .null),
                    ]))
        }
    }
}
