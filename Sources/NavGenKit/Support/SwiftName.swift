/// How spec names become Swift names, in one place so that every stage agrees.
public enum SwiftName {
    /// `recipes` → `Recipes`, `recipeDetail` → `RecipeDetail`.
    public static func upperCamel(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
