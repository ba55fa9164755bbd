/// `output-path`: the spec's `generate.output` must name a folder inside the spec's
/// folder. Always an error, so a spec cannot turn it off for itself.
package struct OutputPathRule: Rule {
    package static let description = RuleDescription(
        id: .outputPath, severity: .error, configurable: false,
        summary: "generate.output is not a folder inside the spec's folder",
        rationale: """
            A spec changes in pull requests like any source file. If its `generate.output` could \
            name any folder, the change would decide where CI's `navgen generate` writes, creating \
            folders on the way: another module's sources, a folder outside the checkout. So it must \
            stay inside the spec's folder; `--output` on the command line, the runner's own choice, \
            may name any folder. A spec cannot turn this rule off.
            """,
        details: """
            `generate.output` must be a relative path that stays inside the spec's folder \
            (`.` is the folder itself, `a/../b` is `b`); an absolute path, a leading `~`, `..` \
            past the spec's folder, an empty path, a control character or a folder name over \
            255 bytes is reported at the value. `generate` checks again before it writes, with \
            symbolic links followed (exit 2), and does the same for the default `Navigation` \
            folder. `--output` on the command line is not checked.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            generate:
              output: ↓../Shared/Navigation
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            generate:
              output: ↓/usr/local/Navigation
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            generate: { output: ↓"Sources/../../Navigation" }
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            generate:
              output: Sources/App/Navigation
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            generate:
              output: Generated/../Navigation
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
            """
            navgen: 1
            app: Demo
            root: main
            generate:
              output: .
            coordinators:
              main:
                root: home
                routes:
                  home:
            """,
        ])

    package static func findings(in context: RuleContext) -> [Finding] {
        Self.findings(in: context.spec)
    }

    /// Reads only the decoded spec, so the validator also runs it on a spec with
    /// shape errors: where a spec would write is worth knowing whatever else is wrong.
    static func findings(in spec: NavigationSpec) -> [Finding] {
        guard let output = spec.generate.output, let problem = SpecOutputPath.problem(with: output.value)
        else {
            return []
        }
        let (message, help) = explain(problem, output.value)
        return [
            Finding(
                file: spec.file, location: output.location, rule: .outputPath, message: message, help: help)
        ]
    }

    private static let elsewhere =
        "write a folder inside the spec's folder; to write elsewhere, pass it with `--output` on the command line"

    private static func explain(_ problem: SpecOutputPath.Problem, _ path: String) -> (
        message: String, help: String
    ) {
        switch problem {
        case .empty:
            return (
                "generate.output is empty",
                "write `.` for the spec's own folder, or a folder inside it such as `Navigation`"
            )
        case .absolute:
            return (
                "generate.output '\(path)' is an absolute path: it leads out of the spec's folder", elsewhere
            )
        case .home:
            return (
                "generate.output '\(path)' starts with '~', a home folder outside the spec's folder "
                    + "(navgen does not expand '~')", elsewhere
            )
        case .leavesFolder:
            return ("generate.output '\(path)' leads out of the spec's folder through '..'", elsewhere)
        case .controlCharacter(let scalar):
            return (
                "generate.output contains the control character \(scalar.codePoint)",
                "retype the path without it: control characters are invisible in most editors"
            )
        case .nameTooLong(let name):
            return (
                "generate.output has a folder name of \(name.utf8.count) bytes; "
                    + "a file system allows at most \(FileNames.maximumBytes)", "shorten the folder name"
            )
        }
    }
}

extension Unicode.Scalar {
    /// `U+000A`, as Unicode writes a code point.
    fileprivate var codePoint: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
