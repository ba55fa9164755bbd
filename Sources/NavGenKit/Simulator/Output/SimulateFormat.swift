/// The output formats of `navgen simulate`: states, steps, URL matches and flow
/// results, for people or as one JSON value per result for scripts. Its own type, so
/// a format added to another command does not appear here; each format has its
/// renderer in this folder.
package enum SimulateFormat: String, Sendable, Hashable, CaseIterable {
    /// States drawn as trees, and a line per result.
    case text
    /// JSON, one value per result.
    case json

    /// The renderer of this format; `useColor` paints the text's labels.
    package func renderer(useColor: Bool) -> any SimulateRenderer {
        switch self {
        case .text: SimulateTextRenderer(useColor: useColor)
        case .json: SimulateJSONRenderer()
        }
    }
}

/// What renders each kind of `simulate` result.
package protocol SimulateRenderer: Sendable {
    /// The steps of `--url`, `--open` and `--do`: the last state, or every one with `--trace`.
    func render(_ steps: SimulationSteps) -> String
    /// The results of `--flows`, then the totals.
    func render(_ flows: FlowsReport) -> String
    /// The line of a URL of `--urls` that a pattern matched; `target` appends the
    /// route (or the action) and its arguments. `link`: whether it is an action link,
    /// nil in a spec without actions.
    func appendMatched(
        _ url: UnsafeBufferPointer<UInt8>, target: (inout [UInt8]) -> Void, link: LinkKind?,
        redirects: [String]?,
        note: GuardNote?,
        to bytes: inout [UInt8])
    /// The line of a URL no pattern matched, or that a guard or its back stack stopped.
    func appendUnmatched(_ url: String, why: DeepLinkMismatch, to bytes: inout [UInt8])
    /// The last line of `--urls`.
    func totals(matched: Int, unmatched: Int) -> String
}

/// What a matched link does, for the renderers of a spec with actions.
package enum LinkKind: Sendable {
    /// It shows a route.
    case route
    /// It performs an action.
    case action
}
