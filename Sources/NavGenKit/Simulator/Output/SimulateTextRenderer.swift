/// `navgen simulate --format text`: states drawn as trees and a line per result, for
/// people. URLs, actions, flow names and messages come from input, so they are shown
/// through ``TerminalText``: a name holding a carriage return cannot print a failed
/// flow as passed.
package struct SimulateTextRenderer: SimulateRenderer {
    /// Whether `error:`, `PASS` and `FAIL` are painted.
    package var useColor: Bool

    package init(useColor: Bool) {
        self.useColor = useColor
    }

    private var style: TextStyle { TextStyle(usesColor: useColor) }

    /// `error:`, painted red.
    package var errorLabel: String { style.paint("error:", .error) }

    package func render(_ run: SimulationSteps) -> String {
        var lines: [String] = []
        let shown = run.shown
        for (position, step) in shown.enumerated() {
            if position > 0 { lines.append("") }
            if run.trace {
                let target = step.title.hasPrefix("open ") ? " -> \(Self.opened(step))" : ""
                lines.append(TerminalText.sanitized("# " + step.title + target))
            } else if let url = step.url, step.target != nil || step.action != nil {
                lines.append(TerminalText.sanitized("opened \(url) -> \(Self.opened(step))"))
            }
            // The action line belongs to the step that opened the link.
            let action = step.title.hasPrefix("open ") ? step.action : nil
            let web = step.title.hasPrefix("open ") ? step.web : nil
            lines.append(
                TerminalText.sanitized(
                    StateRendering.text(step.state, in: run.simulator, action: action, web: web),
                    keepingLineBreaks: true))
        }
        if let failure = run.failure {
            if !shown.isEmpty { lines.append("") }
            lines.append("\(errorLabel) \(TerminalText.sanitized(failure.message))")
        }
        return lines.joined(separator: "\n")
    }

    /// What a link opened: its target, or `action NAME(...)`, as `--urls` writes it.
    private static func opened(_ step: SimulationSteps.Step) -> String {
        step.action.map { "action \($0)" } ?? step.target?.description ?? ""
    }

    package func render(_ flows: FlowsReport) -> String {
        var lines = flows.results.map { result in
            guard let failure = result.failure else {
                return "\(style.paint("PASS", .passed)) \(TerminalText.sanitized(result.name))"
            }
            let text =
                "\(result.name): \(flows.path):\(failure.location.line):\(failure.location.column): "
                + failure.message
            return "\(style.paint("FAIL", .error)) \(TerminalText.sanitized(text))"
        }
        lines.append("\(flows.results.count - flows.failed) passed, \(flows.failed) failed")
        return lines.joined(separator: "\n")
    }

    /// A flow file that does not parse, in every format: a line per problem, then the count.
    package func render(_ problems: FlowFileErrors, in path: String) -> String {
        let shownPath = TerminalText.sanitized(path)
        var lines = problems.errors.map { problem in
            "\(shownPath):\(problem.location.line):\(problem.location.column): "
                + "\(errorLabel) \(TerminalText.sanitized(problem.message))"
        }
        let count = problems.errors.count
        lines.append("\(count) error\(count == 1 ? "" : "s") in the flow file")
        return lines.joined(separator: "\n")
    }

    /// `URL -> target`, and the guard's note: the line's bytes are copied as they are
    /// when they print harmlessly, which is nearly always.
    package func appendMatched(
        _ url: UnsafeBufferPointer<UInt8>, target: (inout [UInt8]) -> Void, link: LinkKind?,
        redirects: [String]?,
        note: GuardNote?,
        to bytes: inout [UInt8]
    ) {
        if TerminalText.isSafe(utf8: url) {
            bytes.append(contentsOf: url)
        } else {
            bytes += TerminalText.sanitized(String(decoding: url, as: UTF8.self)).utf8
        }
        bytes += " -> ".utf8
        let start = bytes.count
        if link == .action { bytes += "action ".utf8 }
        target(&bytes)
        if let redirects, !redirects.isEmpty {
            bytes += ", via redirect ".utf8
            bytes += redirects.joined(separator: ", ").utf8
        }
        if let note {
            if let fallback = note.fallback {
                bytes += ", otherwise: \(fallback.word)".utf8
            } else if let waiting = note.waiting {
                bytes += ", waiting for \(waiting.condition): \(note.top)".utf8
            } else if note.isOtherwise {
                bytes += ", otherwise: \(note.top)".utf8
            }
        }
        if !bytes[start...].withUnsafeBufferPointer({ TerminalText.isSafe(utf8: $0) }) {
            let shown = TerminalText.sanitized(String(decoding: bytes[start...], as: UTF8.self))
            bytes.replaceSubrange(start..., with: shown.utf8)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// `URL -> no-match: why`.
    package func appendUnmatched(_ url: String, why: DeepLinkMismatch, to bytes: inout [UInt8]) {
        bytes += TerminalText.sanitized(url + " -> " + why.label + ": " + why.description).utf8
        bytes.append(UInt8(ascii: "\n"))
    }

    package func totals(matched: Int, unmatched: Int) -> String {
        "\(matched) matched, \(unmatched) unmatched"
    }
}
