/// Proposes a valid spelling for a name that breaks the naming rules, so that an
/// `invalid-name` finding can say what to write instead.
enum NameFix {
    /// `recipe-detail` → `recipeDetail`, `Settings` → `settings`, `recipes` → `Recipes`.
    static func suggestion(for name: String, pattern: NamePattern) -> String? {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return nil }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let head: String
        switch pattern {
        case .identifier: head = first.prefix(1).lowercased() + first.dropFirst()
        case .typeName: head = first.prefix(1).uppercased() + first.dropFirst()
        }
        let candidate = ([head] + rest).joined()
        return pattern.matches(candidate) && candidate != name ? candidate : nil
    }
}
