extension Action {
    /// Whether a link that meets an unmet guard runs this `otherwise`: not a `set`, since
    /// anyone can write a URL and none may change the app's conditions (unlock `premium`),
    /// and not a `go`, which no link makes. Such a link is refused; a tap still runs it.
    var runsAsLinkOtherwise: Bool {
        switch self {
        case .set, .go, .emit: false
        case .show, .start, .tab, .replace, .pop, .popToRoot, .dismiss, .finish, .alert: true
        }
    }
}
