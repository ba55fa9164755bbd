/// The format's own example spec, verbatim: every stage must read it.
let specExample = """
    navgen: 1                       # required: format version, the integer 1
    app: Recipes                    # required: UpperCamelCase, prefixes app-wide generated types
    root: main                      # required: the coordinator shown at launch
    deeplinks:                      # optional: where URLs are accepted
      schemes: [recipes]            #   custom schemes
      hosts: [recipes.example.com]  #   https hosts (universal links)
    generate:                       # optional: defaults for `navgen generate`
      output: Sources/App/Navigation  # relative to the spec file's folder
      ui: swiftui                   #   swiftui | uikit | none
      access: internal              #   internal | public
    rules:                          # optional: severity per rule id: error | warning | off
      push-cycle: off

    coordinators:
      main:
        kind: tabs                  # tabs | stack (default stack)
        children: [recipes, settings]   # tabs: the tabs, in order
        initial: recipes            # tabs: selected at launch (default: first child)

      recipes:                      # kind: stack
        root: recipeList            # required for a stack: its root route
        children: [onboarding]      # stack: the child coordinators it may start
        routes:                     # required for a stack, at least one; order matters
          recipeList:
            transitions:
              - push: recipeDetail
              - sheet: filters
              - start: onboarding
                as: cover           # push | sheet | cover (default sheet)
                then:               # one action per outcome of the child, all of them
                  completed: { tab: settings }
                  skipped: stay
          recipeDetail:
            params:                 # name: Type, in order; `?` makes it optional
              id: Int
              source: String?
            deeplink: /recipes/{id}?from={source}   # one pattern or a list
            transitions:
              - push: recipeDetail  # related recipe: a push cycle (warning by default)
              - tab: settings
            allow: [push-cycle]     # silence these rules for findings on this route
          filters:
            transitions: [dismiss]

      settings:
        root: settingsMain
        routes:
          settingsMain:
            deeplink: /settings
            transitions: [{ push: profile }, { push: allergies }]
          profile:
            deeplink: /settings/profile
          allergies:
            deeplink: /settings/allergies

      onboarding:
        root: welcome
        outcomes: [completed, skipped]   # what this flow can finish with
        routes:
          welcome:
            transitions: [{ push: consent }, { finish: skipped }]
          consent:
            transitions: [{ finish: completed }]
    """
