import Foundation

/// A structural check of Mermaid flowchart text, strict enough to fail on what would
/// stop GitHub from drawing it: a missing header, unbalanced `subgraph`/`end`, an
/// edge to an undeclared id, an id outside `[A-Za-z0-9_]`, an unquoted label, or a
/// label character that Mermaid or HTML would read as syntax.
///
/// It accepts exactly the statements navgen writes, one per line, so anything
/// unexpected is a problem rather than silently skipped.
struct MermaidStructure {
    var problems: [String] = []
    var nodes: [String] = []
    var subgraphs: [String] = []
    var edges: [(from: String, arrow: String, label: String, to: String)] = []

    private static let id = #"[A-Za-z0-9_]+"#
    private static let quoted = #""([^"]*)""#
    private static let shapes = [
        // `{` after `{{`: the rhombus of an alert or confirmation dialog.
        // `[/` ... `/]`: the parallelogram of a condition; `[\` ... `/]`: the trapezoid of
        // an action link; `[[` ... `]]`: a focus's stub.
        ("((", "))"), ("{{", "}}"), ("{", "}"), ("([", "])"), (">", "]"), ("[/", "/]"), ("[\\", "/]"),
        ("[[", "]]"), ("[", "]"),
    ]

    init(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard lines.first == "flowchart LR" else {
            problems.append("the first line is not `flowchart LR`")
            return
        }
        var depth = 0
        var edgeCount = 0
        for (number, raw) in lines.enumerated().dropFirst() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let at = "line \(number + 1): \(line)"
            if line.hasPrefix("%%") { continue }
            if line == "end" {
                depth -= 1
                if depth < 0 { problems.append("\(at): `end` without `subgraph`") }
            } else if let match = line.wholeMatch(
                of: try! Regex(#"subgraph (\#(Self.id))\[\#(Self.quoted)\]"#))
            {
                depth += 1
                subgraphs.append(String(match.output[1].substring!))
                checkLabel(String(match.output[2].substring!), at)
            } else if let match = line.wholeMatch(
                of: try! Regex(#"(\#(Self.id)) (-->|-\.->|==>|--o)\|\#(Self.quoted)\| (\#(Self.id))"#))
            {
                let edge = (
                    String(match.output[1].substring!), String(match.output[2].substring!),
                    String(match.output[3].substring!), String(match.output[4].substring!)
                )
                for end in [edge.0, edge.3] where !nodes.contains(end) {
                    problems.append("\(at): edge end '\(end)' is not a declared node")
                }
                checkLabel(edge.2, at)
                edges.append(edge)
                edgeCount += 1
            } else if let match = line.wholeMatch(of: try! Regex(#"classDef [a-z]+ [-a-z0-9:#,. ]+"#)) {
                _ = match
            } else if let match = line.wholeMatch(of: try! Regex(#"class ([A-Za-z0-9_,]+) [a-z]+"#)) {
                for member in match.output[1].substring!.split(separator: ",")
                where !nodes.contains(String(member)) {
                    problems.append("\(at): class member '\(member)' is not a declared node")
                }
            } else if let match = line.wholeMatch(of: try! Regex(#"style (\#(Self.id)) [-a-z0-9:#,. ]+"#)) {
                let group = String(match.output[1].substring!)
                if !subgraphs.contains(group) {
                    problems.append("\(at): style for unknown subgraph '\(group)'")
                }
            } else if let match = line.wholeMatch(of: try! Regex(#"linkStyle ([0-9,]+) [-a-z0-9:#,. ]+"#)) {
                for index in match.output[1].substring!.split(separator: ",") where Int(index)! >= edgeCount {
                    problems.append("\(at): linkStyle index \(index) is past the last edge")
                }
            } else if !declareNode(line, at) {
                problems.append("\(at): not a statement navgen writes")
            }
        }
        if depth != 0 { problems.append("\(depth) subgraph(s) not closed") }
        for id in nodes + subgraphs {
            if id.wholeMatch(of: try! Regex("end|style.*|class.*|graph.*|subgraph.*|flowchart.*|default.*"))
                != nil
            {
                problems.append("id '\(id)' starts with a Mermaid keyword")
            }
        }
        if Set(nodes).count != nodes.count { problems.append("a node is declared twice") }
        if !Set(nodes).isDisjoint(with: subgraphs) { problems.append("a subgraph shares an id with a node") }
    }

    private mutating func declareNode(_ line: String, _ at: String) -> Bool {
        guard
            let idEnd = line.firstIndex(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) })
        else { return false }
        let id = String(line[..<idEnd])
        let rest = line[idEnd...]
        for (open, close) in Self.shapes where rest.hasPrefix(open + "\"") && rest.hasSuffix("\"" + close) {
            let label = rest.dropFirst(open.count + 1).dropLast(close.count + 1)
            guard !id.isEmpty, !label.contains("\"") else { return false }
            checkLabel(String(label), at)
            nodes.append(id)
            return true
        }
        return false
    }

    /// Inside quotes, Mermaid only stops at `"`; the HTML it renders to would still
    /// read `<`, `>` and `&`. Braces, pipes and backticks are escaped too, and every
    /// `#` must start an entity code.
    private mutating func checkLabel(_ label: String, _ at: String) {
        let text = label.replacingOccurrences(of: "<br>", with: "\n")
        if text.contains(where: { "\"<>&{}|`".contains($0) }) {
            problems.append("\(at): label '\(label)' has an unescaped special character")
        }
        let withoutEntities = text.replacing(try! Regex("#[A-Za-z0-9]+;"), with: "")
        if withoutEntities.contains("#") { problems.append("\(at): label '\(label)' has a bare '#'") }
    }
}
