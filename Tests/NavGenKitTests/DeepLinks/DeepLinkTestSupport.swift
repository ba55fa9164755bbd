import NavGenKit
import Testing

/// A decoded spec from text, with no decode errors.
func loadSpec(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> NavigationSpec
{
    let loaded = SpecLoader.load(Array(yaml.utf8), file: "navgen.yaml")
    #expect(!loaded.findings.hasErrors, "\(loaded.findings.map(\.message))", sourceLocation: sourceLocation)
    return try #require(loaded.spec, sourceLocation: sourceLocation)
}

/// A simulator for a spec given as text.
func makeSimulator(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> Simulator
{
    try Simulator(spec: loadSpec(yaml, sourceLocation: sourceLocation))
}

/// The matcher over every usable pattern of a spec given as text.
func makeMatcher(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> DeepLinkMatcher
{
    DeepLinkMatcher(catalog: DeepLinkCatalog(spec: try loadSpec(yaml, sourceLocation: sourceLocation)))
}

extension DeepLinkMatcher {
    /// `coordinator.route(name: value, ...)` for a URL, or nil.
    func target(_ url: String) -> String? {
        guard let match = match(url) else { return nil }
        let params = patterns[match.pattern].params
        return RouteEntry(
            route: match.route,
            arguments: zip(params, match.arguments).map { RouteArgument(name: $0.name.value, value: $1) }
        ).description
    }
}

/// A spec whose only stack coordinator `main` has the given routes, written from
/// column 0 (they are indented under `routes:`), and `deeplinks` with the scheme
/// `demo` and the host `demo.example.com`.
func demoSpec(_ routes: String) -> String {
    let indented = routes.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "      " + $0 }
        .joined(separator: "\n")
    return """
        navgen: 1
        app: Demo
        root: main
        deeplinks: { schemes: [demo], hosts: [demo.example.com] }
        coordinators:
          main:
            root: home
            routes:
        \(indented)

        """
}

/// The format's own example spec.
let recipesSpec = """
    navgen: 1
    app: Recipes
    root: main
    deeplinks:
      schemes: [recipes]
      hosts: [recipes.example.com]
    coordinators:
      main:
        kind: tabs
        children: [recipes, settings]
        initial: recipes
      recipes:
        root: recipeList
        children: [onboarding]
        routes:
          recipeList:
            transitions:
              - push: recipeDetail
              - sheet: filters
              - start: onboarding
                as: cover
                then:
                  completed: { tab: settings }
                  skipped: stay
          recipeDetail:
            params:
              id: Int
              source: String?
            deeplink: /recipes/{id}?from={source}
            transitions:
              - push: recipeDetail
              - tab: settings
            allow: [push-cycle]
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
        outcomes: [completed, skipped]
        routes:
          welcome:
            transitions: [{ push: consent }, { finish: skipped }]
          consent:
            transitions: [{ finish: completed }]
    """
