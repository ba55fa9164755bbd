/// Documentation for the rules that have no ``Rule`` type to describe them: the
/// shape checks made while reading the file, and rules registered by other parts
/// of navgen (the deep-link checks) when they are not in this build.
enum BuiltinRuleText {
    static func text(for id: RuleID) -> (rationale: String, example: String) {
        table[id] ?? ("See docs/rules.md.", "")
    }

    private static let table: [RuleID: (rationale: String, example: String)] = [
        .yamlSyntax: (
            """
            If libyaml cannot read the file, no part of the app's navigation is known: nothing can be \
            generated or simulated. The finding carries libyaml's own message and position.
            """,
            """
            root: main
            coordinators: [main     # the flow sequence is never closed
            """
        ),
        .duplicateKey: (
            """
            YAML would keep one of two equal keys and silently drop the other: a route declared \
            twice would lose its params or transitions without notice.
            """,
            """
            routes:
              home:
              home:                 # the second 'home'
            """
        ),
        .aliasLimit: (
            """
            Aliases can expand exponentially ("billion laughs"); a CI check must not be taken down \
            by a hostile or careless spec. Nesting deeper than 1,000 levels is refused for the same reason.
            """,
            """
            a: &a [x, x, x, x, x, x, x, x, x, x]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]   # ...and on, past 1,000,000 nodes
            """
        ),
        .unsupportedVersion: (
            """
            A spec written for another format would be misread key by key, so it is refused before \
            anything else is checked.
            """,
            """
            navgen: 2               # this navgen reads format 1
            """
        ),
        .missingField: (
            """
            Without `app`, `root`, or a stack's `root` and `routes` there is no type prefix, no \
            launch screen or no bottom of the stack: the app's navigation is undefined.
            """,
            """
            coordinators:
              main:                 # a stack needs root and routes
                kind: stack
            """
        ),
        .unknownKey: (
            """
            A misspelt key would otherwise be ignored, and a screen would silently lose its \
            navigation. The finding suggests the key that was probably meant.
            """,
            """
            home:
              transition:           # did you mean 'transitions'?
                - push: detail
            """
        ),
        .wrongType: (
            """
            A value of the wrong shape (a word where a list belongs, `kind: tab`) cannot be read \
            reliably, and a param type that is not a Swift type would not compile.
            """,
            """
            params:
              id: Integer           # String, Int, Double, Bool, UUID or an app type
            """
        ),
        .invalidName: (
            """
            Names become Swift enum cases, types and methods: `recipe-detail` or `Settings` \
            cannot, so they are rejected where they are defined, with the spelling to use. They \
            also name files: a name whose generated file name would pass 255 bytes cannot be written.
            """,
            """
            routes:
              recipe-detail:        # rename it 'recipeDetail'
            """
        ),
        .nameCollision: (
            """
            A repeated name, an app type spelled like a generated one (`RecipesRoute`) or like a \
            type the generated code uses (`View`, `URL`), or a tab spelled like a member its enum \
            already has (`allCases`), produces duplicate or shadowing Swift declarations that do \
            not compile. Two generated files whose names differ only in letter case are one file \
            on macOS's case-insensitive disk: one skeleton would never be written, or `--force` \
            would overwrite the other.
            """,
            """
            children: [onboarding, onboarding]   # the second entry
            """
        ),
        .deeplinkSyntax: (
            """
            A malformed pattern never matches a URL: the universal link or the notification that \
            carries it opens the launch screen instead of the content.
            """,
            """
            recipeDetail:
              deeplink: /recipes/{id     # the param is never closed
            """
        ),
        .deeplinkParam: (
            """
            Every part of a URL must map to a typed param of the route. A name the route lacks, a \
            custom type (a URL cannot carry a `Recipe`), a param bound twice, or a required one left \
            unbound makes the destination impossible to build from the URL.
            """,
            """
            params: { id: Int }
            deeplink: /recipes/{recipeId}   # 'recipeId' is not a param
            """
        ),
        .deeplinkAmbiguous: (
            """
            When two patterns have the same shape, which screen a URL opens depends on declaration \
            order rather than intent, and the second pattern can never be reached.
            """,
            """
            recipe: { params: { id: Int }, deeplink: /r/{id} }
            review: { params: { id: Int }, deeplink: /r/{id} }   # same shape
            """
        ),
        .deeplinkUnbuildable: (
            """
            Opening a URL rebuilds the back stack below the target. If a screen on it needs a param \
            that the URL does not carry, the state cannot be built and the link fails at runtime.
            """,
            """
            list: { transitions: [{ push: recipe }] }
            recipe: { params: { id: Int }, transitions: [{ push: step }] }
            step: { params: { n: Int }, deeplink: /steps/{n} }   # recipe's id is not in the URL
            """
        ),
        .deeplinkNoScheme: (
            """
            Patterns with no `deeplinks.schemes` and no `hosts` can never be opened: the app \
            registers no URL type and no associated domain for them.
            """,
            """
            settings:
              deeplink: /settings   # but the spec has no deeplinks: schemes or hosts
            """
        ),
    ]
}
