/// An immutable box of the parts of a value that most values leave at their defaults:
/// a large spec holds a hundred thousand routes, items, edges and patterns, and such
/// parts inline were more than half of each one's room. Boxed, a value that sets none
/// keeps one nil reference, and copies of a value share its box. Compared and hashed
/// by its parts, so a value's equality is as if they were inline.
final class SharedParts<Parts: Hashable & Sendable>: Hashable, Sendable {
    let parts: Parts

    init(_ parts: Parts) {
        self.parts = parts
    }

    static func == (lhs: SharedParts, rhs: SharedParts) -> Bool {
        lhs.parts == rhs.parts
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(parts)
    }

    /// Changes the parts in `box`: a change makes a new box (the old one may be shared),
    /// and none is kept while the parts equal `empty`.
    static func edit(_ box: inout SharedParts?, empty: Parts, _ change: (inout Parts) -> Void) {
        var parts = box?.parts ?? empty
        change(&parts)
        box = parts == empty ? nil : SharedParts(parts)
    }
}
