/// How spec names become Swift names, in one place so that every stage agrees.
package enum SwiftName {
    /// `recipes` → `Recipes`, `recipeDetail` → `RecipeDetail`.
    package static func upperCamel(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
