/// Builds the small specs of the rules' examples, so that each example
/// shows only the routes that matter.
enum RuleExampleSpec {
    /// A spec with one stack coordinator `main` rooted at `home` and the given routes
    /// (written from column 0; they are indented under `routes:`). `deepLinks` is the
    /// `deeplinks:` line, the scheme `demo` unless given; `types` the `types:` line, if any;
    /// `conditions` the `conditions:` line, if any.
    static func spec(
        routes: String, deepLinks: String = "deeplinks: { schemes: [demo] }", types: String = "",
        conditions: String = ""
    ) -> String {
        let indented = routes.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "      " + $0 }
            .joined(separator: "\n")
        return """
            navgen: 1
            app: Demo
            root: main
            \(conditions.isEmpty ? "" : conditions + "\n")\(deepLinks.isEmpty ? "" : deepLinks + "\n")\
            \(types.isEmpty ? "" : types + "\n")coordinators:
              main:
                root: home
                routes:
            \(indented)

            """
    }
}
