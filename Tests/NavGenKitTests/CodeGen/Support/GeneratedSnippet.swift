import Foundation
import NavGenKit

/// Declarations cut out of generated Swift, so that a test reads as a spec and the
/// exact Swift it must give, not as a list of fragments the text should contain.
enum GeneratedSnippet {
    /// The declarations whose first lines contain `heads` (`func startLogin(`), in that
    /// order and a blank line apart, each with its doc comment and attributes and
    /// through its closing brace, left-aligned; `<no ...>` for a head not found.
    static func declarations(_ heads: [String], in text: String) -> String {
        heads.map { declaration($0, in: text) ?? "<no \($0)>" }.joined(separator: "\n\n")
    }

    /// The first declaration whose first line contains `head`.
    static func declaration(_ head: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains(head) }) else { return nil }
        var first = start
        while first > 0 {
            let above = lines[first - 1].trimmingCharacters(in: .whitespaces)
            guard above.hasPrefix("///") || above.hasPrefix("@") else { break }
            first -= 1
        }
        let indent = String(lines[start].prefix { $0 == " " })
        var end = start
        if lines[start].hasSuffix("{") {
            guard let close = lines[(start + 1)...].firstIndex(of: indent + "}") else { return nil }
            end = close
        }
        return lines[first...end].map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : $0 }
            .joined(separator: "\n")
    }

    /// The file `name` that `navgen generate` writes for `spec` with `ui`.
    static func file(_ name: String, of spec: NavigationSpec, ui: UIFramework) throws -> String {
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
        guard let file = files.first(where: { $0.name == name }) else { throw FixtureError("no \(name)") }
        return file.contents
    }
}
