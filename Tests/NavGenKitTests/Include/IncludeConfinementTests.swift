import NavGenKit
import Testing

/// An `include:` entry cannot pull in a file from above the main file's folder, and
/// a file that is not a part of a spec is refused at its entry, quoting no more than
/// a short, sanitised start of it: a spec cannot make navgen print the files around
/// it.
@Suite struct IncludeConfinementTests {
    static let marker = "SECRET-MARKER-31"

    /// `app/navgen.yaml` with `include` as its include list.
    private static func main(_ include: String) -> String {
        """
        navgen: 1
        app: Demo
        root: main
        include: \(include)
        coordinators:
          main:
            root: home
            routes:
              home:

        """
    }

    private static func feature(_ id: String, _ extra: String = "") -> String {
        "\(extra)\ncoordinators:\n  \(id):\n    root: start\n    routes:\n      start:\n"
    }

    private static func load(
        _ files: [String: String], main: String = "app/navgen.yaml", root: IncludeRoot? = nil
    ) -> SpecLoader.Result {
        SpecLoader.load(
            Array((files[main] ?? "").utf8), file: main,
            includes: InMemorySpecSources(texts: files, includeRoot: root))
    }

    private static func described(_ result: SpecLoader.Result) -> [String] {
        result.findings.map { "\($0.file):\($0.location) [\($0.rule.rawValue)] \($0.message)" }
    }

    private static func quotesTheSecret(_ result: SpecLoader.Result) -> Bool {
        result.findings.contains { finding in
            ([finding.message, finding.help ?? ""] + finding.notes).contains { $0.contains(marker) }
        }
    }

    @Test func anEntryMayNotClimbAboveTheMainFilesFolder() throws {
        let result = Self.load([
            "app/navgen.yaml": Self.main(
                "[../secret.env, features/../../secret.env, ../app/features/a.yaml]"),
            "secret.env": "API_TOKEN=\(Self.marker)\n",
            "app/features/a.yaml": Self.feature("a"),
        ])
        #expect(
            Self.described(result) == [
                "app/navgen.yaml:4:11 [include-error] cannot include '../secret.env': it climbs above 'app', "
                    + "the folder of the main spec",
                "app/navgen.yaml:4:26 [include-error] cannot include 'features/../../secret.env': it climbs "
                    + "above 'app', the folder of the main spec",
            ])
        #expect(result.findings.allSatisfy { $0.help?.contains("--include-root") == true })
        #expect(!Self.quotesTheSecret(result))
        // Out and back in is inside: only where the entry ends counts.
        #expect(result.files.paths == ["app/navgen.yaml", "app/features/a.yaml"])
        #expect(try #require(result.spec).coordinators.map(\.id.value) == ["main", "a"])
    }

    @Test func anIncludedFileMayNotClimbAboveTheMainFilesFolderEither() {
        let result = Self.load([
            "app/navgen.yaml": Self.main("[features/a.yaml]"),
            "app/features/a.yaml": Self.feature("a", "include: [../shared.yaml, ../../up.yaml]"),
            "app/shared.yaml": Self.feature("shared"),
            "up.yaml": "KEY=\(Self.marker)",
        ])
        #expect(
            Self.described(result) == [
                "app/features/a.yaml:1:27 [include-error] cannot include '../../up.yaml': it climbs above "
                    + "'app', the folder of the main spec"
            ])
        #expect(result.spec?.coordinators.map(\.id.value) == ["main", "a", "shared"])
    }

    @Test func aGivenRootLetsAClimbingEntryThroughAndNoFurther() {
        let result = Self.load(
            [
                "app/navgen.yaml": Self.main("[../shared/common.yaml, ../../up.yaml]"),
                "shared/common.yaml": Self.feature("common"),
            ], root: IncludeRoot(given: "."))
        #expect(
            Self.described(result) == [
                "app/navgen.yaml:4:34 [include-error] cannot include '../../up.yaml': it climbs above '.', "
                    + "the folder given with --include-root"
            ])
        #expect(result.spec?.coordinators.map(\.id.value) == ["main", "common"])
    }

    /// Files that are no part of a spec, each with the secret after more than the
    /// quoted length or on a later line.
    @Test(arguments: [
        ("a scalar", "API_TOKEN=ghp_0123456789abcdefghij\(marker)\n", "API_TOKEN=ghp_0123456789…"),
        ("a mapping of other keys", "user: root\npassword: \(marker)\n", "user: root"),
        ("a list", "- first\n- \(marker)\n", "- first"),
        (
            "a syntax error before any key",
            "@\(String(repeating: "x", count: 30))\(marker)\ncoordinators:\n",
            "@\(String(repeating: "x", count: 23))…"
        ),
        ("comments", "\n  # token follows on the next line\n# \(marker)\n", "# token follows on the n…"),
        // Each control is its visible stand-in, written as findings write any scalar
        // outside ASCII.
        (
            "controls", "\u{1B}]0;title\u{07}\u{1B}[2J \(String(repeating: "x", count: 20))\(marker)",
            #"\u{241B}]0;title\u{2407}\u{241B}[2J xxxxxxxxx…"#
        ),
    ])
    func aFileThatIsNotASpecIsOneFindingAtItsEntry(what: String, text: String, begins: String) throws {
        let result = Self.load([
            "app/navgen.yaml": Self.main("[x.yaml]"),
            "app/x.yaml": text,
        ])
        let finding = try #require(result.findings.first)
        #expect(result.findings.count == 1, "\(what): \(Self.described(result))")
        #expect(finding.rule == .includeError && finding.file == "app/navgen.yaml")
        #expect("\(finding.location)" == "4:11")
        #expect(
            finding.message
                == "cannot include 'app/x.yaml': it is not a part of a spec: it begins '\(begins)'",
            "\(what)")
        #expect(finding.help?.contains("coordinators:") == true)
        #expect(finding.message.unicodeScalars.allSatisfy(TerminalText.isHarmless), "\(what)")
        #expect(!Self.quotesTheSecret(result), "\(what)")
        #expect(result.spec?.coordinators.map(\.id.value) == ["main"])
    }

    @Test func anEmptyFileSaysSo() {
        let result = Self.load(["app/navgen.yaml": Self.main("[x.yaml]"), "app/x.yaml": "\n \n"])
        #expect(
            Self.described(result) == [
                "app/navgen.yaml:4:11 [include-error] cannot include 'app/x.yaml': it is empty"
            ])
    }

    /// A feature file with a typo is a part of the spec: its own findings are what
    /// its author needs.
    @Test func aPartOfASpecWithASyntaxErrorKeepsItsFindings() {
        let result = Self.load([
            "app/navgen.yaml": Self.main("[x.yaml]"),
            "app/x.yaml": "coordinators:\n  a: [unclosed\n",
        ])
        #expect(result.findings.map { "\($0.file) \($0.rule.rawValue)" } == ["app/x.yaml yaml-syntax"])
    }
}
