import Foundation

// The module's own code, next to what NavGenPlugin generates from navgen.yaml at
// build time (RecipesNavigationState and the route types come from there).

extension RecipesNavigationState {
    /// The state to launch with: the one a link opens, or the plain launch state when
    /// there is no link or no pattern opens it, so the app always shows a screen.
    public static func launching(with url: URL?, conditions: RecipesConditions = RecipesConditions()) -> Self
    {
        url.flatMap { Self(url: $0, conditions: conditions) } ?? Self(conditions: conditions)
    }
}
