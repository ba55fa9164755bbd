/// The sarif format: a SARIF 2.1.0 log with one run, for GitHub code scanning.
///
/// The driver lists the rules it is given (every rule, in `RuleID` order), whatever
/// was found, so a result's `ruleIndex` is stable across runs and viewers can describe
/// any rule. Each rule carries its help from the rules document, and a link to
/// its section there when the caller gives the document's address.
/// Columns are Unicode scalars, which SARIF calls `unicodeCodePoints`; the run says
/// so rather than leave readers to assume UTF-16 code units.
enum SARIFReportRenderer {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ input: ReportInput) -> String {
        let uri = artifactURI(for: input.displayPath)
        let run = JSONValue.object(
            [
                ("tool", .object([("driver", driver(input))])),
                ("columnKind", .string("unicodeCodePoints")),
                (
                    "results",
                    .array(
                        input.findings.map {
                            let file = $0.location.fileIndex == 0 ? uri : artifactURI(for: $0.file)
                            return result(for: $0, uri: file, rules: input.rules)
                        })
                ),
            ] + invocations(input))
        let log = JSONValue.object([
            ("version", .string("2.1.0")),
            ("$schema", .string(schemaURI)),
            ("runs", .array([run])),
        ])
        return log.rendered(pretty: true) + "\n"
    }

    /// Stale baseline entries are not results (nothing is wrong in the spec), so they
    /// are the invocation's notifications: level `note`, or `error` under `--strict`,
    /// which also marks the invocation as failed. Absent without a baseline.
    private static func invocations(_ input: ReportInput) -> [(String, JSONValue)] {
        guard let stale = input.staleBaseline else { return [] }
        let notifications = stale.entries.map { entry -> JSONValue in
            .object([
                ("level", .string(stale.level)),
                ("message", .object([("text", .string(entry.staleMessage + "; " + StaleBaseline.help))])),
                (
                    "locations",
                    .array([
                        .object([
                            (
                                "physicalLocation",
                                .object([
                                    (
                                        "artifactLocation",
                                        .object([("uri", .string(artifactURI(for: entry.file)))])
                                    )
                                ])
                            )
                        ])
                    ])
                ),
            ])
        }
        let invocation = JSONValue.object([
            ("executionSuccessful", .bool(!(stale.areErrors && !stale.entries.isEmpty))),
            ("toolExecutionNotifications", .array(notifications)),
        ])
        return [("invocations", .array([invocation]))]
    }

    private static func driver(_ input: ReportInput) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string("navgen"))]
        if let version = input.toolVersion {
            members.append(("version", .string(version)))
        }
        if let uri = input.toolInformationURI {
            members.append(("informationUri", .string(uri)))
        }
        let rules = input.rules.map { descriptor(for: $0, documentation: input.ruleDocumentationURI) }
        members.append(("rules", .array(rules)))
        return .object(members)
    }

    /// A rule with its help, the words of its section of the rules document, and,
    /// given the document's address, a link to that section (its heading is the id).
    private static func descriptor(for rule: RuleDescription, documentation: String?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(rule.id.rawValue)),
            ("name", .string(upperCamelName(of: rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
        ]
        if let documentation {
            members.append(("helpUri", .string(documentation + "#" + rule.id.rawValue)))
        }
        members += [
            ("help", .object([("text", .string(rule.helpText)), ("markdown", .string(rule.helpMarkdown))])),
            ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
        ]
        return .object(members)
    }

    private static func result(for finding: Finding, uri: String, rules: [RuleDescription]) -> JSONValue {
        let text = ([finding.message] + finding.detailLines).joined(separator: "\n")
        // SARIF regions start at 1, and GitHub rejects a whole upload over one that
        // does not, so a stray 0 from a stage is raised rather than passed on.
        let region = JSONValue.object([
            ("startLine", .int(max(finding.location.line, 1))),
            ("startColumn", .int(max(finding.location.column, 1))),
        ])
        let physicalLocation = JSONValue.object([
            ("artifactLocation", .object([("uri", .string(uri))])),
            ("region", region),
        ])
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.rule.rawValue))]
        // An index must point at the rule: with no entry for it, there is none.
        if let index = rules.firstIndex(where: { $0.id == finding.rule }) {
            members.append(("ruleIndex", .int(index)))
        }
        members += [
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation)])])),
        ]
        return .object(members)
    }

    /// `push-cycle` becomes `PushCycle`: SARIF's `name` is meant to be an identifier.
    static func upperCamelName(of rule: RuleID) -> String {
        rule.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The spec path as a SARIF artifact URI.
    ///
    /// GitHub code scanning matches a relative URI against the repository's files,
    /// so the path is in its ``RepositoryPath`` form, percent-encoded (`my spec.yaml` is
    /// `my%20spec.yaml`). An absolute path becomes a `file://` URI, which the
    /// upload action resolves against the checkout.
    static func artifactURI(for path: String) -> String {
        let path = RepositoryPath.normalized(path)
        if path.hasPrefix("/") {
            return "file://" + percentEncoded(path)
        }
        let scalars = Array(path.unicodeScalars)
        if scalars.count >= 3, scalars[0].isASCII, scalars[0].properties.isAlphabetic,
            scalars[1] == ":", scalars[2] == "/"
        {
            // A Windows drive (`C:/specs/navgen.yaml`): the colon must stay a colon.
            return "file:///" + String(scalars[0]) + ":" + percentEncoded(String(path.dropFirst(2)))
        }
        return percentEncoded(path)
    }

    /// Keeps the URI unreserved characters and `/`; encodes every other UTF-8 byte.
    private static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + hexDigits(byte)
            }
        }
        return out
    }

    private static func hexDigits(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
