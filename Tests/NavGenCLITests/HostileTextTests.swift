import Foundation
import Testing

/// Text from input (URLs, actions, flow files, spec text, paths, arguments) reaches
/// no output raw (docs/spec.md, "Text from input"): every output path of every
/// command is run with input carrying escape sequences, CR, BEL, DEL, C1 controls,
/// a line separator and a bidi override, and no such scalar may come out, on
/// stdout or stderr, in text or JSON.
@Suite struct HostileTextTests {
    /// Retitles the terminal, returns the carriage, clears the screen, colours by
    /// a C1 CSI, then DEL, NEL, a line separator and a right-to-left override. No NUL.
    static let hostile = "\u{1B}]0;pwned\u{07}\r\u{1B}[2J\u{9B}31m\u{7F}\u{85}\u{2028}\u{202E}"
    /// The same in a YAML double-quoted scalar.
    static let yamlHostile = #"\e]0;pwned\a\r\e[2J\x9b31m\x7f\N\L\u202e"#
    /// The same percent-encoded, for URLs whose values are decoded.
    static let encoded = hostile.utf8.map {
        "%" + ($0 < 0x10 ? "0" : "") + String($0, radix: 16, uppercase: true)
    }
    .joined()

    /// What no output may hold (an independent list, not navgen's own): the C0
    /// controls but tab and line feed, DEL and the C1 controls, the line and
    /// paragraph separators, and the bidirectional formatting characters.
    static func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || [0x061C, 0x200E, 0x200F].contains(value) || (0x2028...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// One command run: its arguments, its stdin, and whether the hostile text must
    /// show up (as stand-ins or escapes) in what it prints.
    struct Case: CustomStringConvertible {
        var arguments: [String]
        var stdin: String? = nil
        var echoes = true

        var description: String { arguments.joined(separator: " ") }
    }

    /// A scratch folder holding specs, flow files and URL lists, the hostile text
    /// in their contents and their names.
    struct Workspace {
        let folder: URL
        var spec: String { path("spec\(HostileTextTests.hostile).yaml") }
        var badSpec: String { path("bad\(HostileTextTests.hostile).yaml") }
        var missing: String { path("missing\(HostileTextTests.hostile).yaml") }
        var flows: String { path("flows.yaml") }
        var badFlows: String { path("bad-flows.yaml") }
        var urls: String { path("urls.txt") }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

        init() throws {
            folder = try NavGenProcess.temporaryDirectory()
            let recipes = try String(
                contentsOf: ExampleFolders.root.appendingPathComponent("examples/recipes/navgen.yaml"),
                encoding: .utf8)
            let h = HostileTextTests.yamlHostile
            try recipes.write(toFile: spec, atomically: true, encoding: .utf8)
            try (recipes + "\n\"key\(h)\": 1\n").write(toFile: badSpec, atomically: true, encoding: .utf8)
            try """
            flows:
              - name: "f\(h)PASS"
                steps:
                  - do: "push recipeDetail(id: 1, source: \\"\(h)\\")"
                  - expect: { top: "x\(h)" }
              - name: "g\(h)"
                steps:
                  - open: "recipes://recipes/\(h)"
              - name: "h\(h)"
                steps:
                  - expect-refused: "push recipeDetail(id: \\"\(h)\\")"
            """.write(toFile: flows, atomically: true, encoding: .utf8)
            try "flows:\n  - name: x\n    \"key\(h)\": 1\n    steps: [{ do: \"push \(h)\" }]\n".write(
                toFile: badFlows, atomically: true, encoding: .utf8)
            try urlLines.write(toFile: urls, atomically: true, encoding: .utf8)
        }

        var urlLines: String {
            let h = HostileTextTests.hostile
            return [
                "recipes://recipes/\(h)", "recipes://recipes/1?from=\(HostileTextTests.encoded)",
                "recipes://\(h)/" + String(repeating: "\(h)x", count: 5_000), "\(h)",
            ].joined(separator: "\n")
        }

        var cases: [Case] {
            let h = HostileTextTests.hostile
            let decoded = "recipes://recipes/1?from=\(HostileTextTests.encoded)"
            var cases: [Case] = []
            for format in [["--format", "text"], ["--format", "json"], ["--trace"]] {
                cases += [
                    Case(arguments: ["simulate", spec, "--url", "recipes://recipes/\(h)"] + format),
                    Case(arguments: ["simulate", spec, "--url", decoded] + format),
                    Case(
                        arguments: ["simulate", spec, "--do", "push recipeDetail(id: 1, source: \"\(h)\")"]
                            + format),
                    Case(
                        arguments: ["simulate", spec, "--do", "open \(decoded)", "--do", "push x\(h)"]
                            + format),
                ]
            }
            for format in ["text", "json"] {
                cases += [
                    Case(arguments: ["simulate", spec, "--urls", urls, "--format", format]),
                    Case(arguments: ["simulate", spec, "--urls", "-", "--format", format], stdin: urlLines),
                    Case(arguments: ["simulate", spec, "--flows", flows, "--format", format]),
                    Case(arguments: ["simulate", spec, "--flows", badFlows, "--format", format]),
                    Case(arguments: ["routes", spec, "--format", format], echoes: false),
                    Case(arguments: ["routes", badSpec, "--format", format]),
                ]
            }
            cases += [
                Case(arguments: ["simulate", spec, "--do", h]),
                Case(arguments: ["simulate", spec, "--do", "push recipeDetail(id: \"\(h)\")"]),
                Case(arguments: ["simulate", spec, "--do", "push recipe\(h)Detail"]),
                Case(
                    arguments: ["simulate", spec, "--interactive"],
                    stdin: [
                        h, "push recipeDetail(id: 1, source: \"\(h)\")", "open \(decoded)",
                        "push recipeDetail(id: \"\(h)\")", "tab \(h)", "open recipes://\(h)",
                    ].joined(separator: "\n")),
                Case(arguments: ["simulate", spec, "--urls", missing]),
                Case(arguments: ["simulate", spec, "--flows", missing]),
                Case(arguments: ["simulate", badSpec]),
                Case(arguments: ["diff", badSpec, spec]),
                Case(arguments: ["diff", spec, missing]),
                Case(arguments: ["diff", "\(h):navgen.yaml", spec]),
                Case(arguments: ["diff", spec, spec, "--format", "json"], echoes: false),
                Case(arguments: ["graph", badSpec]),
                Case(arguments: ["generate", badSpec]),
                Case(arguments: ["generate", spec, "--output", path("out\(h)")]),
                Case(arguments: ["generate", spec, "--check", "--output", path("check\(h)")]),
                Case(arguments: ["init", path("init\(h).yaml")]),
                Case(arguments: ["validate", "--format", h]),
                Case(arguments: ["simulate", spec, "--bogus\(h)"]),
                Case(arguments: [h]),
            ]
            for format in ["text", "json", "sarif", "github"] {
                cases.append(Case(arguments: ["validate", badSpec, "--format", format]))
            }
            for format in ["mermaid", "dot", "json"] {
                cases.append(Case(arguments: ["graph", spec, "--format", format], echoes: false))
            }
            for command in ["validate", "graph", "routes", "simulate", "generate"] {
                cases.append(Case(arguments: [command, missing]))
            }
            return cases
        }
    }

    @Test func noOutputPathPrintsAControlCharacterFromInput() throws {
        let workspace = try Workspace()
        defer { try? FileManager.default.removeItem(at: workspace.folder) }
        let cases = workspace.cases
        #expect(cases.count > 50)
        for test in cases {
            let output = try NavGenProcess.run(
                test.arguments, stdin: test.stdin.map { Data($0.utf8) }, in: workspace.folder,
                environment: ["NO_COLOR": "1"])
            #expect(output.status != -1, "\(test) timed out")
            #expect(
                Self.rawControls(output.stdout).isEmpty, "stdout of \(test): \(output.stdout.prefix(2_000))")
            #expect(
                Self.rawControls(output.stderr).isEmpty, "stderr of \(test): \(output.stderr.prefix(2_000))")
            if test.echoes {
                // The input did reach the output, shown safely: a stand-in, a JSON or
                // Swift escape, or the `github` format's visible stand-in.
                let all = output.stdout + output.stderr
                #expect(
                    ["␛", "\\u001b", "\\u{1B}"].contains { all.contains($0) },
                    "\(test) shows nothing of the input: \(all.prefix(2_000))")
            }
        }
    }

    /// The attack the sanitiser exists for: a flow name holding `\r` must not make a
    /// failed flow look passed.
    @Test func aCarriageReturnCannotMakeAFailedFlowPrintAsPassed() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flows = folder.appendingPathComponent("flows.yaml")
        try "flows:\n  - name: \"x\\rPASS ok\"\n    steps: [{ do: pop }]\n".write(
            to: flows, atomically: true, encoding: .utf8)
        let output = try ExampleFolders.run([
            "simulate", "examples/recipes/navgen.yaml", "--flows", flows.path,
        ])
        #expect(output.status == 1)
        #expect(output.lines.first?.hasPrefix("FAIL x␍PASS ok: ") == true)
    }
}
