/// The bounds that keep hostile YAML from exhausting memory or time.
package struct YAMLLimits: Sendable {
    /// How many nodes aliases may add by expansion (the billion-laughs guard).
    package var maxAliasExpansion: Int
    /// How deeply collections may nest.
    package var maxDepth: Int

    package init(maxAliasExpansion: Int = 1_000_000, maxDepth: Int = 1_000) {
        self.maxAliasExpansion = maxAliasExpansion
        self.maxDepth = maxDepth
    }

    package static let standard = YAMLLimits()
}
