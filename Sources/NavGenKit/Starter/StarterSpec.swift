/// The spec `navgen init` writes: small, valid with no findings, and commented so
/// that each key teaches the format.
///
/// It shows one of everything a first app needs: a tab bar of two stacks, a push, a
/// sheet, a child flow with outcomes, an alert, a deep link and its scheme. The first line
/// points editors at the schema file that `navgen schema` writes next to it.
package enum StarterSpec {
    /// The file name the first line refers to, relative to the spec's folder.
    package static let schemaFileName = "navgen.schema.json"

    package static let text = """
        # yaml-language-server: $schema=\(schemaFileName)
        # The line above gives editors completion and checks once the schema exists:
        #   navgen schema > \(schemaFileName)
        #
        # A navgen spec: the navigation of an iOS app. Check it with `navgen validate`,
        # draw it with `navgen graph`, try it with `navgen simulate --url myapp://items/1`.

        navgen: 1                 # the format version: the integer 1
        app: MyApp                # UpperCamelCase; prefixes generated types (MyAppDestination)
        root: main                # the coordinator shown at launch

        deeplinks:
          schemes: [myapp]        # accept myapp://... URLs (add `hosts:` for universal links)

        coordinators:
          main:
            kind: tabs            # a tab bar; each child is a stack shown as one tab
            children: [home, settings]

          home:                   # a stack (the default kind) of routes
            root: feed            # the screen at the bottom of the stack
            children: [signIn]    # the child flows this stack may start
            routes:
              feed:
                transitions:
                  - push: item          # push a screen of this stack
                  - sheet: compose      # present one as a sheet (`cover:` for full screen)
              item:
                params:
                  id: Int               # String, Int, Double, Bool, UUID, your own types; `?` = optional
                deeplink: /items/{id}   # myapp://items/42 opens feed > item(id: 42)
                transitions:
                  - start: signIn       # start a child flow, as a sheet unless `as: push|cover`
                    then:               # one action for every outcome of the flow
                      signedIn: { sheet: compose }
                      cancelled: stay
              compose:
                transitions:
                  - dismiss             # a sheet closes itself
                  - alert: discardDraft # ask first: one action for every answer
                    then: { discard: dismiss, cancel: stay }
            alerts:                     # alerts (or `style: confirmationDialog`) its routes show
              discardDraft: { outcomes: [discard, cancel] }

          settings:
            root: settingsMain
            routes:
              settingsMain:
                deeplink: /settings

          signIn:                 # a child flow: it finishes with one of its outcomes
            root: credentials
            outcomes: [signedIn, cancelled]
            routes:
              credentials:
                transitions: [{ finish: signedIn }, { finish: cancelled }]

        """
}
