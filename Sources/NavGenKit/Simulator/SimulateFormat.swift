/// The output formats of `navgen simulate`: states, steps, URL matches and flow
/// results, for people or as one JSON value per result for scripts. Its own type, so
/// a format added to another command does not appear here.
package enum SimulateFormat: String, Sendable, Hashable, CaseIterable {
    /// States drawn as trees, and a line per result.
    case text
    /// JSON, one value per result.
    case json
}
