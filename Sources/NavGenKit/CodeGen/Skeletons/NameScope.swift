/// Hands out member names that do not collide: a name already taken gets a
/// numeric suffix. Skeleton members mix fixed names (`path`, `sheet`) with names
/// from the spec (`showRecipeDetail`, a child called `path`), and both must compile.
struct NameScope {
    /// Every name given out or reserved so far.
    private(set) var taken: Set<String>

    init(reserving names: [String] = []) {
        taken = Set(names)
    }

    init(reserving names: Set<String>) {
        taken = names
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

    /// `preferred` when it is free, else `alternative` (numbered when that is taken
    /// too): a local named after a child flow that would hide `present` becomes
    /// `presentCoordinator`, which says what it holds.
    mutating func claim(_ preferred: String, else alternative: String) -> String {
        taken.contains(preferred) ? claim(alternative) : claim(preferred)
    }
}
