import NavGenKit

/// A spec with alternative roots: `login` while signed out, the `main` tab bar
/// once signed in. `help` is a route of both roots' trees (`login.help` and
/// `profile.help`), `feed.item` only of `main`'s, `login.welcome` only of `login`'s.
enum RootsFixture {
    static let spec = """
        navgen: 1
        app: Roots
        conditions:
          signedIn: { satisfiedBy: { start: signIn, outcome: signedIn } }
        root: [{ login: { requires: ['!signedIn'] } }, main]
        deeplinks: { schemes: [roots] }
        coordinators:
          login:
            root: welcome
            children: [signIn]
            routes:
              welcome:
                deeplink: /welcome
                transitions: [{ push: help }, { start: signIn, then: { signedIn: stay } }]
              help:
                deeplink: /help
          signIn:
            root: form
            outcomes: [signedIn]
            routes:
              form:
                transitions: [{ finish: signedIn }]
          main:
            kind: tabs
            children: [feed, profile]
          feed:
            root: list
            routes:
              list:
                deeplink: /feed
                transitions: [{ push: item }]
              item:
                deeplink: '/feed/{id}'
                params: { id: Int }
          profile:
            root: me
            routes:
              me:
                deeplink: /me
                transitions: [{ push: help }, { push: account }]
              help:
                deeplink: /me/help
              account:
                requires: [signedIn]
                deeplink: /me/account

        """

    /// One URL per pattern, and one that no pattern matches.
    static let urls = [
        "roots:///welcome", "roots:///help", "roots:///feed", "roots:///feed/7", "roots:///me",
        "roots:///me/help", "roots:///me/account", "roots:///nowhere",
    ]
}
