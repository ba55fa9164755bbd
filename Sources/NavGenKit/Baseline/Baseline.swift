/// The findings a legacy spec already had, recorded so that CI fails only on new ones
/// (`validate --write-baseline FILE`, then `validate --baseline FILE`).
///
/// File: `{"version": 1, "findings": [{"rule", "file", "path", "message"}]}`, pretty,
/// entries sorted by file, path, rule.
package struct Baseline: Hashable, Sendable {
    package static let version = 1

    package var entries: [BaselineEntry]

    package init(entries: [BaselineEntry]) {
        self.entries = entries.sorted()
    }

    /// The baseline of `findings`, each named by its spec path in `paths` (the index of
    /// the findings' file). `yaml-syntax` findings are left out: a file that does not
    /// parse has no paths, and its findings are never suppressed.
    package init(findings: [Finding], paths: SpecPathIndex) {
        self.init(
            entries: findings.filter(Self.canRecord).map {
                BaselineEntry(
                    rule: $0.rule.rawValue, file: $0.file, path: paths.path(at: $0.location),
                    message: $0.message)
            })
    }

    /// Whether a finding may be recorded in (and suppressed by) a baseline.
    static func canRecord(_ finding: Finding) -> Bool { finding.rule != .yamlSyntax }

    /// The file's text, ending in a newline.
    package var json: String {
        JSONValue.object([("version", .int(Self.version)), ("findings", .array(entries.map(\.jsonValue)))])
            .rendered(pretty: true) + "\n"
    }

    /// Why a file could not be read as a baseline, and where.
    package typealias ReadError = JSONReadError

    /// Reads a baseline file strictly: JSON as ``JSONReader`` reads it (a key given
    /// twice is refused), `version` exactly the integer 1, and no key the file does
    /// not have, since a key navgen skipped could be one a newer navgen wrote and
    /// means something by. The version is judged first, so a newer file is refused
    /// for its version rather than for its keys. Each refusal names its line, column
    /// and path.
    package init(json bytes: [UInt8]) throws(ReadError) {
        let top: JSONField
        let version: JSONField
        do throws(JSONReadError) {
            top = JSONField(try JSONReader.read(bytes))
            guard let found = try top.object()["version"] else {
                throw top.refusal("missing 'version' (a baseline is \(Self.shape))")
            }
            version = found
        } catch {
            throw error.prefixed(Self.refusal)
        }
        guard case .scalar(.int(Self.version)) = version.node.content else {
            let expected = if case .scalar(.int) = version.node.content { "1" } else { "the integer 1" }
            throw JSONReadError(
                at: version.node.position,
                "baseline version \(version.node.quoted) is not supported (expected \(expected))")
        }
        do throws(JSONReadError) {
            guard let findings = try top.object(keys: ["version", "findings"])["findings"] else {
                throw top.refusal("missing 'findings'")
            }
            self.init(entries: try findings.array().map(Self.entry))
        } catch {
            throw error.prefixed(Self.refusal)
        }
    }

    private static let refusal = "not a navgen baseline: "

    /// What a baseline looks like, for the refusal of another shape.
    private static let shape = #"{"version": 1, "findings": [{"rule", "file", "path", "message"}]}"#

    /// One entry of `findings`: `rule`, `file` and `path` strings, and an optional
    /// `message` string.
    private static func entry(_ item: JSONField) throws(JSONReadError) -> BaselineEntry {
        let members = try item.object(keys: ["rule", "file", "path", "message"])
        func text(_ key: String) throws(JSONReadError) -> String {
            guard let field = members[key] else { throw item.refusal("missing '\(key)'") }
            return try field.string()
        }
        return BaselineEntry(
            rule: try text("rule"), file: try text("file"), path: try text("path"),
            message: members["message"] == nil ? "" : try text("message"))
    }
}
