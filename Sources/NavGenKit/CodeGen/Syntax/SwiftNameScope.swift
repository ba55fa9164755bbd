/// The names one scope of generated Swift can see, and new ones that collide with
/// none of them: the members of a skeleton class, or the parameters, locals and
/// closure parameters of one body.
///
/// Skeletons mix fixed names (`path`, `flow`, `viewController`) with names from the
/// spec (a child called `project`, a route's param called `path`), and a local that
/// takes a name already in scope hides it: `let project = makeProject(...)` would
/// hide the argument `project` the next line passes on. So a builder takes every
/// local from the scope of its body, and asks the scope how to spell a member that
/// one of the body's names hides. Being a value, a copy is the scope of a nested
/// block or closure: what it binds does not leak into the code around it.
struct SwiftNameScope: Sendable, Hashable {
    /// Every name a new one must not take: bound, or reserved.
    private(set) var taken: Set<String>
    /// The names this body binds (parameters, locals, closure parameters): they hide
    /// a member of the same name.
    private(set) var bound: Set<String>

    /// A scope where `names` are taken by something other than the body's own
    /// names: the members a body uses, or the members of a class itself.
    init(reserving names: some Sequence<String> = [String]()) {
        taken = Set(names)
        bound = []
    }

    /// The scope of a body with these parameters (kept as spelled: their labels are
    /// the method's API), which also uses the names `reserving` bare.
    init(parameters: some Sequence<String>, reserving names: some Sequence<String> = [String]()) {
        bound = Set(parameters)
        taken = bound.union(names)
    }

    /// Whether the body binds `name` (a parameter, a local): a value of that name is in scope.
    func isBound(_ name: String) -> Bool { bound.contains(name) }

    /// Binds names whose spelling is fixed, such as a route's params in its
    /// `case .route(let id)`: later locals step around them.
    mutating func bind(_ names: some Sequence<String>) {
        bound.formUnion(names)
        taken.formUnion(names)
    }

    /// Takes names the code below uses bare (a member, a local of an enclosing
    /// scope), so that a new local does not hide them.
    mutating func reserve(_ names: some Sequence<String>) {
        taken.formUnion(names)
    }

    /// This scope with `names` reserved too, for one site's locals.
    func reserving(_ names: some Sequence<String>) -> SwiftNameScope {
        var scope = self
        scope.reserve(names)
        return scope
    }

    /// Binds `name` again, hiding what had that name, which the code after no longer
    /// needs: an optional unwrapped in place (`if let move`, `if let loginFlow`), or
    /// the value a `switch` is over, bound again by a case
    /// (`switch route { case .common(let route): ... }`).
    mutating func rebind(_ name: String) -> String {
        bind([name])
        return name
    }

    /// `preferred`, or `preferred2`, `preferred3`, ... when taken; bound from now on.
    mutating func claim(_ preferred: String) -> String {
        var name = preferred
        var counter = 2
        while taken.contains(name) {
            name = preferred + String(counter)
            counter += 1
        }
        bind([name])
        return name
    }

    /// `preferred` when it is free, else `alternative` (numbered when that is taken
    /// too): a local named after a child flow that would hide `present` becomes
    /// `presentCoordinator`, which says what it holds.
    mutating func claim(_ preferred: String, else alternative: String) -> String {
        taken.contains(preferred) ? claim(alternative) : claim(preferred)
    }

    /// A member of `self` as this body spells it: `path`, or `self.path` when one of
    /// the body's names (a param called `path`) hides it.
    func member(_ name: String) -> SwiftExpression {
        bound.contains(name) ? .member(.self, name) : .local(name)
    }
}
