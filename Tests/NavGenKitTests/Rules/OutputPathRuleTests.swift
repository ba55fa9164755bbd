import NavGenKit
import Testing

/// `output-path`: where the spec's `generate.output` may point, reported at the value
/// and never silenced by the spec itself.
@Suite struct OutputPathRuleTests {
    /// A valid spec whose `generate:` mapping is `generate` (line 4).
    private func spec(generate: String, extra: String = "") -> String {
        """
        navgen: 1
        app: Demo
        root: main
        \(generate)
        \(extra)coordinators:
          main:
            root: home
            routes:
              home:
        """
    }

    private func outputFindings(_ yaml: String) -> [Finding] {
        validate(yaml).findings.filter { $0.rule == .outputPath }
    }

    @Test(arguments: [
        ("generate: { output: ../Shared }", 21, "leads out of the spec's folder through '..'"),
        ("generate: { output: /usr/local/Navigation }", 21, "is an absolute path"),
        ("generate: { output: ~/Navigation }", 21, "starts with '~'"),
        ("generate: { output: \"\" }", 21, "generate.output is empty"),
        ("generate: { output: 'Sources/../../x' }", 21, "leads out of the spec's folder"),
        ("generate:\n  output: \"a\\0/../../x\"", 11, "control character U+0000"),
        ("generate:\n  output: \"Navi\\tgation\"", 11, "control character U+0009"),
        ("generate:\n  output: |-\n    ../x", 11, "leads out of the spec's folder"),
    ])
    func reportsTheValueWithARuleMessageAndHelp(_ generate: String, _ column: Int, _ message: String) {
        let findings = outputFindings(spec(generate: generate))
        #expect(findings.count == 1)
        let finding = findings.first
        #expect(finding?.location.line == (generate.contains("\n") ? 5 : 4))
        #expect(finding?.location.column == column)
        #expect(finding?.severity == .error)
        #expect(finding?.message.contains(message) == true, "\(finding?.message ?? "")")
        #expect(finding?.help?.isEmpty == false)
    }

    @Test func aFolderNameTooLongForAFileSystemIsReported() {
        let name = String(repeating: "n", count: 300)
        let findings = outputFindings(spec(generate: "generate: { output: Sources/\(name) }"))
        #expect(
            findings.map(\.message) == [
                "generate.output has a folder name of 300 bytes; a file system allows at most 255"
            ])
    }

    @Test func theSpecCannotTurnItOff() {
        let yaml = spec(
            generate: "generate: { output: ../Shared }", extra: "rules:\n  output-path: off\n")
        let report = validate(yaml)
        #expect(report.findings.spots(of: .outputPath) == [Spot(.outputPath, 4, 21)])
        // The attempt itself is reported, as for every rule that is always an error.
        #expect(report.findings.spots(of: .wrongType) == [Spot(.wrongType, 6, 3)])
        #expect(!report.isUsable)
        let warning = validate(
            spec(generate: "generate: { output: ../Shared }", extra: "rules:\n  output-path: warning\n"))
        #expect(warning.findings.filter { $0.rule == .outputPath }.map(\.severity) == [.error])
    }

    @Test func aRoutesAllowListCannotSilenceIt() {
        let yaml = """
            navgen: 1
            app: Demo
            root: main
            generate: { output: /tmp/x }
            coordinators:
              main:
                root: home
                routes:
                  home:
                    allow: [output-path]
            """
        let report = validate(yaml)
        #expect(report.findings.spots(of: .outputPath) == [Spot(.outputPath, 4, 21)])
        #expect(report.findings.spots(of: .wrongType) == [Spot(.wrongType, 10, 17)])
    }

    @Test func pathsInsideTheSpecsFolderAreFine() {
        for output in ["Navigation", "./Sources/App/Navigation", "a/../b", "."] {
            #expect(outputFindings(spec(generate: "generate: { output: '\(output)' }")).isEmpty, "\(output)")
        }
        #expect(outputFindings(spec(generate: "")).isEmpty)
    }
}
