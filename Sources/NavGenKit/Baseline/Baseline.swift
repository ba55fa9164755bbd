#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The findings a legacy spec already had, recorded so that CI fails only on new ones
/// (`validate --write-baseline FILE`, then `validate --baseline FILE`).
///
/// File: `{"version": 1, "findings": [{"rule", "file", "path", "message"}]}`, pretty,
/// entries sorted by file, path, rule.
public struct Baseline: Hashable, Sendable {
    public static let version = 1

    public var entries: [BaselineEntry]

    public init(entries: [BaselineEntry]) {
        self.entries = entries.sorted()
    }

    /// The baseline of `findings`, each named by its spec path in `paths` (the index of
    /// the findings' file). `yaml-syntax` findings are left out: a file that does not
    /// parse has no paths, and its findings are never suppressed.
    public init(findings: [Finding], paths: SpecPathIndex) {
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
    public var json: String {
        JSONValue.object([("version", .int(Self.version)), ("findings", .array(entries.map(\.jsonValue)))])
            .rendered(pretty: true) + "\n"
    }

    /// Why a file could not be read as a baseline.
    public struct ReadError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Reads a baseline file; another version or another shape is refused, with why.
    public init(json bytes: [UInt8]) throws(ReadError) {
        let file: FileShape
        do {
            file = try JSONDecoder().decode(FileShape.self, from: Data(bytes))
        } catch {
            throw ReadError(
                description:
                    "not a navgen baseline (expected {\"version\": 1, \"findings\": [{\"rule\", \"file\", \"path\", \"message\"}]})"
            )
        }
        guard file.version == Self.version else {
            throw ReadError(description: "baseline version \(file.version) is not supported (expected 1)")
        }
        self.init(
            entries: file.findings.map {
                BaselineEntry(rule: $0.rule, file: $0.file, path: $0.path, message: $0.message ?? "")
            })
    }

    private struct FileShape: Decodable {
        var version: Int
        var findings: [EntryShape]
    }

    private struct EntryShape: Decodable {
        var rule: String
        var file: String
        var path: String
        var message: String?
    }
}
