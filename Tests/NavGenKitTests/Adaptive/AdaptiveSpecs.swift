/// Specs that present adaptively, from published apps: Mastodon's account list (a
/// sheet on iPhone, a popover on iPad) and Compose (a cover on iPhone, a sheet on
/// iPad), and Ice Cubes' drafts (a popover that is a sheet on iPhone).
enum AdaptiveSpecs {
    static let social = """
        navgen: 1
        app: Social
        root: main
        deeplinks: { schemes: [social] }
        conditions:
          signedIn:
            initially: false
            satisfiedBy: { start: signIn, outcome: signedIn, as: { compact: cover, regular: sheet } }
        coordinators:
          main:
            root: timeline
            children: [accountList, compose]
            routes:
              timeline:
                deeplink: /timeline
                transitions:
                  - { start: accountList, as: { compact: sheet, regular: popover } }
                  - { start: compose, as: { compact: cover, regular: sheet }, then: { posted: stay } }
                  - { sheet: share, as: { regular: popover } }
                  - push: status
              status:
                params: { id: String }
                deeplink: /status/{id}
                transitions: [{ popover: drafts, as: { compact: sheet } }]
              share:
                deeplink: /share
                transitions: [dismiss]
              drafts:
                params: { id: String }
                deeplink: /status/{id}/drafts
          accountList:
            root: accounts
            routes:
              accounts:
                deeplink: /accounts
          compose:
            root: editor
            requires: [signedIn]
            outcomes: [posted]
            routes:
              editor:
                deeplink: /compose
                transitions: [{ finish: posted }, dismiss]
          signIn:
            root: form
            outcomes: [signedIn]
            routes:
              form:
                transitions: [{ finish: signedIn }, dismiss]

        """

    /// `social` with `lines` in place of the timeline's transitions.
    static func timeline(_ lines: String, extraRoutes: String = "") -> String {
        """
        navgen: 1
        app: Social
        root: main
        coordinators:
          main:
            root: timeline
            children: [compose]
            routes:
              timeline:
                transitions:
        \(lines)
              share:
                transitions: [dismiss]
        \(extraRoutes)
          compose:
            root: editor
            routes:
              editor:
                transitions: [dismiss]

        """
    }
}
