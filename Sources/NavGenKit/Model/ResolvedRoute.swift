/// A route of a ``NavigationModel``: where it is declared, and its resolved
/// transitions (``edgeRange``).
public struct ResolvedRoute: Sendable {
    /// `coordinator.route`, as outputs and `allow:` scopes write it.
    public var ref: RouteRef
    /// Where its id is written: its key under `routes:`.
    public var location: SourceLocation
    /// Its position among its coordinator's routes.
    public var position: Int
    /// The raw indices of its edges in ``NavigationModel/edges``, in declaration order.
    public var edgeRange: Range<Int>
    public var coordinator: CoordinatorIndex
    /// Whether it declares at least one deep-link pattern: a URL can show it.
    public var hasDeepLink: Bool

    /// The id, located at its key under `routes:`.
    public var id: Located<String> { Located(ref.route, at: location) }
}
