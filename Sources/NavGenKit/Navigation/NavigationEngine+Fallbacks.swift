/// Fallbacks as outputs print them (`routes`, `simulate --urls`).
extension NavigationEngine {
    /// `sheet paywall`, `stay`, `web`; keyed: `signedIn: sheet login, !beta: stay`.
    static func describe(_ otherwise: Otherwise) -> String {
        otherwise.entries.map { entry in
            let text = describe(entry.fallback)
            return entry.key.map { "\($0.value): \(text)" } ?? text
        }
        .joined(separator: ", ")
    }

    /// One fallback: the action's text, `stay` or `web`.
    static func describe(_ fallback: Fallback) -> String {
        switch fallback {
        case .action(let transition): describe(transition.action)
        case .stay: "stay"
        case .web: "web"
        }
    }
}
