// libFuzzer entry point: any text as a URL, matched against the examples' deep links
// and opened in the simulator. Built by `make fuzz` with NavGenKit's sources.

/// The recipes and articles examples' patterns, with schemes and an https host: enough
/// literal, typed and query segments for the matcher's every branch; and a rest
/// segment, literal query items, a `*.` host and a `scheme://host` scheme.
private let fuzzSpec = """
    navgen: 1
    app: Fuzz
    root: main
    deeplinks:
      schemes: [recipes, articles, 'recipes://www.example.com']
      hosts: [recipes.example.com, '*.example.org']
    coordinators:
      main:
        kind: tabs
        children: [recipes, settings]
      recipes:
        root: recipeList
        routes:
          recipeList:
            params: { tag: String? }
            deeplink: [/, /recipes, '/recipes?tag={tag}&featured=yes']
            transitions: [{ push: recipeDetail }, { push: search }, { sheet: filters }, { push: file }]
          file:
            params: { path: String }
            deeplink: /files/{path...}
          recipeDetail:
            params: { id: Int, source: String? }
            deeplink: /recipes/{id}?from={source}
            transitions: [{ push: reader }]
            allow: [push-cycle]
          reader:
            params: { id: Int, page: Int?, progress: Double?, anchor: String?, flag: Bool?, ref: UUID? }
            deeplink:
              - /recipes/{id}/{page}
              - /recipes/{id}/p/{progress}
              - /recipes/{id}/a/{anchor}?f={flag}&r={ref}
          search:
            params: { query: String, page: Int? }
            deeplink: /search?q={query}&page={page}
          filters:
            deeplink: /recipes/filters
            transitions: [dismiss]
      settings:
        root: settingsMain
        routes:
          settingsMain:
            deeplink: /settings
            transitions: [{ push: profile }]
          profile:
            deeplink: /settings/profile
    """

private let fuzzSimulator: Simulator? = {
    let report = Validator.validate(Array(fuzzSpec.utf8), file: "fuzz.yaml")
    guard report.isUsable, let spec = report.spec else { return nil }
    return try? Simulator(spec: spec)
}()

public func matchURL(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let simulator = fuzzSimulator else { fatalError("the fuzz spec must be valid") }
    let url = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = simulator.open(url)
    return 0
}
