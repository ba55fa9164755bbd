/// Hands out member names that do not collide: a name already taken gets a
/// numeric suffix. Skeleton members mix fixed names (`path`, `sheet`) with names
/// from the spec (`showRecipeDetail`, a child called `path`), and both must compile.
struct NameScope {
    private var taken: Set<String>

    init(reserving names: [String] = []) {
        taken = Set(names)
    }

    /// `preferred`, or `preferred2`, `preferred3`, ... when taken.
    mutating func claim(_ preferred: String) -> String {
        var name = preferred
        var counter = 2
        while taken.contains(name) {
            name = preferred + String(counter)
            counter += 1
        }
        taken.insert(name)
        return name
    }
}
