extension RuleDescription {
    /// The rule's section of docs/rules.md, below its `## id` heading: what it finds
    /// and its default, why it matters, its details, and a few lines of an example.
    ///
    /// SARIF reports carry it as the rule's help, so a code-scanning alert explains
    /// its rule with the words of the docs rather than a copy that could drift.
    package var helpMarkdown: String {
        if let replacedBy {
            return """
                \(summary). Never reported: `rules:`, `allow:` and baselines may still name it; \
                see [`\(replacedBy.rawValue)`](#\(replacedBy.rawValue)).

                **Why it matters.** \(rationale)
                \(details.map { "\n**Details.** \($0)\n" } ?? "")
                """
        }
        return """
            \(summary). Default **\(defaultSeverity.rawValue)**; \
            \(isConfigurable ? "configurable with `rules:` and `allow:`" : "always an error").

            **Why it matters.** \(rationale)
            \(details.map { "\n**Details.** \($0)\n" } ?? "")
            ```yaml
            \(exampleSnippet)
            ```

            """
    }

    /// ``helpMarkdown`` for viewers that show text only: the same sentences and
    /// example, without Markdown's emphasis and fences.
    package var helpText: String {
        if let replacedBy {
            let paragraphs = [
                "\(summary). Never reported: `rules:`, `allow:` and baselines may still name it; "
                    + "see \(replacedBy.rawValue).",
                "Why it matters. \(rationale)",
            ]
            return paragraphs.joined(separator: "\n\n") + "\n"
        }
        var paragraphs = [
            "\(summary). Default \(defaultSeverity.rawValue); "
                + (isConfigurable ? "configurable with `rules:` and `allow:`." : "always an error."),
            "Why it matters. \(rationale)",
        ]
        if let details { paragraphs.append("Details. \(details)") }
        paragraphs.append("Example:\n" + exampleSnippet)
        return paragraphs.joined(separator: "\n\n") + "\n"
    }

    /// A few lines of YAML showing the problem: the lines around the marker of the
    /// first triggering example.
    var exampleSnippet: String { Self.snippet(triggeringExamples.first ?? "") }

    /// The lines of an example around its first `↓` marker: the marked line and the
    /// two before it, dedented, the marker kept to show where the finding points.
    static func snippet(_ example: String) -> String {
        let lines = example.split(separator: "\n", omittingEmptySubsequences: false)
        guard let marked = lines.firstIndex(where: { $0.contains("↓") }) else {
            return lines.prefix(3).joined(separator: "\n")
        }
        let chosen = lines[max(0, marked - 2)...marked]
        let indent =
            chosen.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return chosen.map { $0.dropFirst(min(indent, $0.count)) }.joined(separator: "\n")
    }
}
