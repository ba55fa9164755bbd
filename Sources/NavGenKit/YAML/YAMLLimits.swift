/// The bounds that keep hostile YAML from exhausting memory or time.
public struct YAMLLimits: Sendable {
    /// How many nodes aliases may add by expansion (the billion-laughs guard).
    public var maxAliasExpansion: Int
    /// How deeply collections may nest.
    public var maxDepth: Int

    public init(maxAliasExpansion: Int = 1_000_000, maxDepth: Int = 1_000) {
        self.maxAliasExpansion = maxAliasExpansion
        self.maxDepth = maxDepth
    }

    public static let standard = YAMLLimits()
}
