/// `navgen simulate --format json`: one JSON value per result, for scripts; `--urls`
/// writes one compact object a line.
package struct SimulateJSONRenderer: SimulateRenderer {
    /// The last state, or its refusal; with `--trace`, an array of every step and
    /// the refusal last.
    package func render(_ run: SimulationSteps) -> String {
        let refusal = run.failure.map { StateRendering.refusalJSON(error: $0.kind, message: $0.message) }
        let shown = run.shown
        guard run.trace else {
            return
                (refusal
                ?? StateRendering.json(
                    shown[0].state, url: shown[0].url, target: shown[0].target, action: shown[0].action,
                    redirects: shown[0].redirects, web: shown[0].web, in: run.simulator))
                .rendered(pretty: true)
        }
        var items = shown.map { step -> JSONValue in
            guard
                case .object(let members) = StateRendering.json(
                    step.state, url: step.url, target: step.target, action: step.action,
                    redirects: step.redirects, web: step.web, in: run.simulator)
            else { return .null }
            return .object([("step", .string(step.title))] + members)
        }
        if let refusal { items.append(refusal) }
        return JSONValue.array(items).rendered(pretty: true)
    }

    /// `{"flows": [...], "passed": N, "failed": N}`.
    package func render(_ flows: FlowsReport) -> String {
        let items = flows.results.map { result -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("name", .string(result.name)), ("passed", .bool(result.passed)),
            ]
            if let failure = result.failure {
                members += [
                    ("step", .int(failure.step)), ("file", .string(flows.path)),
                    ("line", .int(failure.location.line)), ("column", .int(failure.location.column)),
                    ("message", .string(failure.message)),
                ]
            }
            return .object(members)
        }
        return JSONValue.object([
            ("flows", .array(items)), ("passed", .int(flows.results.count - flows.failed)),
            ("failed", .int(flows.failed)),
        ]).rendered(pretty: true)
    }

    /// `{"ok": true, "url": ..., "target": ...}`, with `top` and `waiting` under
    /// conditions; in a spec with actions, `"action"` after `"url"` (an action link's
    /// `"target"` is null).
    package func appendMatched(
        _ url: UnsafeBufferPointer<UInt8>, target: (inout [UInt8]) -> Void, link: LinkKind?,
        redirects: [String]?,
        note: GuardNote?,
        to bytes: inout [UInt8]
    ) {
        var described: [UInt8] = []
        target(&described)
        let text = JSONValue.string(String(decoding: described, as: UTF8.self))
        var members: [(String, JSONValue)] = [
            ("ok", .bool(true)), ("url", .string(String(decoding: url, as: UTF8.self))),
        ]
        if let redirects { members.append(("redirects", .array(redirects.map(JSONValue.string)))) }
        if let link { members.append(("action", link == .action ? text : .null)) }
        if let note, note.showsWeb {
            members.append(("web", note.fallback?.url.map(JSONValue.string) ?? .null))
        }
        members.append(("target", link == .action ? .null : text))
        if let note {
            members += [
                ("top", .string(note.top)), ("waiting", note.waiting.map { .string($0.move) } ?? .null),
            ]
        }
        line(.object(members), to: &bytes)
    }

    /// `{"ok": false, "url": ..., "error": kind, "message": ...}`.
    package func appendUnmatched(_ url: String, why: DeepLinkMismatch, to bytes: inout [UInt8]) {
        line(
            .object([
                ("ok", .bool(false)), ("url", .string(url)), ("error", .string(why.kind)),
                ("message", .string(why.description)),
            ]), to: &bytes)
    }

    package func totals(matched: Int, unmatched: Int) -> String {
        JSONValue.object([("matched", .int(matched)), ("unmatched", .int(unmatched))]).rendered()
    }

    private func line(_ value: JSONValue, to bytes: inout [UInt8]) {
        bytes += value.rendered().utf8
        bytes.append(UInt8(ascii: "\n"))
    }
}
