import NavGenKit
import Testing

private typealias Location = NavGenKit.SourceLocation

/// `include:` through the loader and the validator, files given in memory: the
/// order definitions are merged in, cycles, diamonds, missing files, the bounds,
/// and which file each finding names.
@Suite struct IncludeReaderTests {
    /// A main file with one stack coordinator `main` (root `home`) and `extra` lines
    /// after its header (an `include:` line, say).
    private static func main(_ extra: String, children: [String] = []) -> String {
        let starts = children.map { "          - start: \($0)\n" }.joined()
        let childList = children.isEmpty ? "" : "    children: [\(children.joined(separator: ", "))]\n"
        return """
            navgen: 1
            app: Demo
            root: main
            \(extra)
            coordinators:
              main:
                root: home
            \(childList)    routes:
                  home:
            \(starts.isEmpty ? "" : "        transitions:\n" + starts)
            """
    }

    /// An included file with one coordinator `id` and `extra` lines before it.
    private static func feature(_ id: String, _ extra: String = "") -> String {
        """
        \(extra)
        coordinators:
          \(id):
            root: start
            routes:
              start:

        """
    }

    private static func load(_ files: [String: String]) -> SpecLoader.Result {
        SpecLoader.load(
            Array((files["navgen.yaml"] ?? "").utf8), file: "navgen.yaml",
            includes: InMemorySpecSources(texts: files))
    }

    private static func includeErrors(_ result: SpecLoader.Result) -> [String] {
        result.findings.filter { $0.rule == .includeError }.map { "\($0.file):\($0.location) \($0.message)" }
    }

    @Test func definitionsJoinDepthFirstTheMainFilesOwnFirst() throws {
        let result = Self.load([
            "navgen.yaml": Self.main("include: [features/a.yaml, features/b.yaml]"),
            "features/a.yaml": Self.feature("a", "include: [deep/c.yaml]"),
            "features/deep/c.yaml": Self.feature("c"),
            "features/b.yaml": Self.feature("b"),
        ])
        #expect(result.findings == [])
        let spec = try #require(result.spec)
        #expect(spec.coordinators.map(\.id.value) == ["main", "a", "c", "b"])
        #expect(
            spec.files.paths == ["navgen.yaml", "features/a.yaml", "features/deep/c.yaml", "features/b.yaml"])
        let c = try #require(spec.coordinator(named: "c"))
        #expect(spec.files.path(of: c.id.location) == "features/deep/c.yaml")
        #expect(c.id.location.line == 3)
        #expect(spec.files.path(of: c.routes[0].id.location) == "features/deep/c.yaml")
    }

    @Test func aFileIncludedTwiceWithoutACycleIsReadOnceSilently() throws {
        let result = Self.load([
            "navgen.yaml": Self.main("include: [a.yaml, b.yaml]"),
            "a.yaml": Self.feature("a", "include: [common.yaml]"),
            "b.yaml": Self.feature("b", "include: [./common.yaml]"),
            "common.yaml": Self.feature("common"),
        ])
        #expect(result.findings == [])
        #expect(try #require(result.spec).coordinators.map(\.id.value) == ["main", "a", "common", "b"])
        #expect(result.files.count == 4)
    }

    @Test func aCycleIsReportedAtTheEntryThatClosesIt() {
        let result = Self.load([
            "navgen.yaml": Self.main("include: [features/a.yaml]"),
            "features/a.yaml": Self.feature("a", "include: [b.yaml]"),
            "features/b.yaml": Self.feature("b", "include: [a.yaml]"),
        ])
        #expect(
            Self.includeErrors(result) == [
                "features/b.yaml:1:11 including 'features/a.yaml' here makes a cycle: "
                    + "features/a.yaml → features/b.yaml → features/a.yaml"
            ])
        // The files of the cycle are read once each: no name collisions follow.
        #expect(result.findings.count == 1)
    }

    @Test func includingTheMainFileIsACycleHoweverItIsSpelled() {
        let loaded = SpecLoader.load(
            Array(Self.main("include: [features/a.yaml]").utf8), file: "./app/navgen.yaml",
            includes: InMemorySpecSources(texts: [
                "app/features/a.yaml": Self.feature("a", "include: [../../app/./navgen.yaml]")
            ]))
        #expect(
            Self.includeErrors(loaded) == [
                "app/features/a.yaml:1:11 including 'app/navgen.yaml' here makes a cycle: "
                    + "./app/navgen.yaml → app/features/a.yaml → app/navgen.yaml"
            ])
    }

    @Test func missingAndUnreadableFilesAreReportedAtTheirEntry() {
        struct Failing: SpecSources {
            func bytes(at path: String) throws(SpecSourceError) -> [UInt8] {
                switch path {
                case "big.yaml": throw .tooLarge
                case "locked.yaml": throw SpecSourceError(.unreadable, "permission denied")
                default: throw .missing
                }
            }
        }
        let text = Self.main("include: [gone.yaml, big.yaml, locked.yaml]")
        let result = SpecLoader.load(Array(text.utf8), file: "navgen.yaml", includes: Failing())
        #expect(
            Self.includeErrors(result) == [
                "navgen.yaml:4:11 cannot read included file 'gone.yaml': no such file",
                "navgen.yaml:4:22 cannot read included file 'big.yaml': it is larger than 64 MiB, "
                    + "the most navgen reads as a spec",
                "navgen.yaml:4:32 cannot read included file 'locked.yaml': permission denied",
            ])
        #expect(result.spec?.coordinators.map(\.id.value) == ["main"])
        // Each says how to fix it, by why the file cannot be read.
        let helps = result.findings.filter { $0.rule == .includeError }.map(\.help)
        #expect(
            helps == [
                "fix the path: it is relative to the file that lists it",
                "split the file into smaller ones, each included from here",
                "make the path name a readable file (not a folder, a FIFO or a device), or remove the entry",
            ])
    }

    @Test(arguments: [
        ("/etc/a.yaml", "the include path is absolute"),
        ("features/*.yaml", "the include path holds a glob"),
        ("''", "the include path is empty"),
        ("a/..", "the include path is empty"),
    ])
    func refusedPathsAreIncludeErrors(entry: String, says: String) {
        let result = Self.load(["navgen.yaml": Self.main("include: [\(entry)]")])
        let errors = Self.includeErrors(result)
        #expect(errors.count == 1)
        #expect(errors.first?.contains(says) == true, "\(errors)")
        #expect(result.findings.count == 1)
    }

    @Test func includesNestAtMostThirtyTwoFilesDeep() {
        var files = ["navgen.yaml": Self.main("include: [f1.yaml]")]
        for depth in 1...33 {
            files["f\(depth).yaml"] = Self.feature("f\(depth)", "include: [f\(depth + 1).yaml]")
        }
        files["f34.yaml"] = Self.feature("f34")
        let result = Self.load(files)
        #expect(
            Self.includeErrors(result) == [
                "f32.yaml:1:11 includes nest deeper than 32 files below the main file"
            ])
        #expect(result.spec?.coordinators.count == 33)
    }

    @Test func aSpecHasAtMostAThousandFiles() {
        let names = (1...1_000).map { "f\($0).yaml" }
        var files = ["navgen.yaml": Self.main("include: [\(names.joined(separator: ", "))]")]
        for (index, name) in names.enumerated() { files[name] = Self.feature("f\(index + 1)") }
        let result = Self.load(files)
        let errors = result.findings.filter { $0.rule == .includeError }
        #expect(errors.map(\.message) == ["the spec has more than 1000 files"])
        #expect(result.files.count == SpecFiles.maxCount)
        #expect(result.spec?.coordinators.count == 1_000)
    }

    @Test func anIncludedFileHoldsOnlyCoordinatorsConditionsAndInclude() {
        let result = Self.load([
            "navgen.yaml": Self.main("include: [a.yaml]"),
            "a.yaml": "app: Other\ncoordinatrs: {}\nconditions:\n  signedIn:\n" + Self.feature("a"),
        ])
        let unknown = result.findings.filter { $0.rule == .unknownKey }
        #expect(unknown.map { "\($0.file):\($0.location)" } == ["a.yaml:1:1", "a.yaml:2:1"])
        #expect(unknown.first?.help?.contains("belongs in the main file") == true)
        #expect(unknown.last?.help == "did you mean 'coordinators'?")
        #expect(result.spec?.conditions.map(\.id.value) == ["signedIn"])
    }

    /// A file with `conditions:` is a part of the spec that lacks its coordinators; a
    /// file of comments alone is no part of a spec, refused at its entry.
    @Test func anIncludedFileWithoutCoordinatorsIsMissingThem() {
        let result = Self.load([
            "navgen.yaml": Self.main("include: [a.yaml, empty.yaml]"),
            "a.yaml": "conditions:\n  signedIn:\n",
            "empty.yaml": "# nothing yet\n",
        ])
        #expect(
            result.findings.map { "\($0.file):\($0.location) \($0.rule.rawValue)" } == [
                "a.yaml:1:1 missing-field", "navgen.yaml:4:19 include-error",
            ])
    }

    @Test func namesAreGlobalTheFirstDefinitionWins() throws {
        let result = Self.load([
            "navgen.yaml": Self.main("include: [a.yaml, b.yaml]\nconditions:\n  signedIn:"),
            "a.yaml": Self.feature("shared", "conditions:\n  signedIn:\n  premium:"),
            "b.yaml": Self.feature("shared", "conditions:\n  premium:"),
        ])
        let collisions = result.findings.filter { $0.rule == .nameCollision }
        #expect(
            collisions.map { "\($0.file):\($0.location) \($0.message) | \($0.notes.joined())" } == [
                "a.yaml:2:3 condition 'signedIn' is defined in two files; names are shared by every file "
                    + "of the spec | its first definition is at navgen.yaml:6:3",
                "b.yaml:4:3 coordinator 'shared' is defined in two files; names are shared by every file "
                    + "of the spec | its first definition is at a.yaml:5:3",
                "b.yaml:2:3 condition 'premium' is defined in two files; names are shared by every file "
                    + "of the spec | its first definition is at a.yaml:3:3",
            ])
        let spec = try #require(result.spec)
        #expect(spec.coordinators.map(\.id.value) == ["main", "shared"])
        #expect(spec.files.path(of: try #require(spec.coordinator(named: "shared")).id.location) == "a.yaml")
        #expect(spec.conditions.map(\.id.value) == ["signedIn", "premium"])
    }

    @Test func findingsOfTheRulesNameTheFileTheyAreIn() {
        let files = [
            "navgen.yaml": Self.main("include: [features/a.yaml]", children: ["a"]),
            "features/a.yaml": """
            coordinators:
              a:
                root: start
                routes:
                  start:
                    transitions:
                      - push: nowhere

            """,
        ]
        let report = Validator.validate(
            Array(files["navgen.yaml", default: ""].utf8), file: "navgen.yaml",
            includes: InMemorySpecSources(texts: files))
        let unknown = report.findings.filter { $0.rule == .unknownReference }
        #expect(unknown.map { "\($0.file):\($0.location)" } == ["features/a.yaml:7:19"])
        #expect(unknown.first?.location.fileIndex == 1)
        #expect(report.files.paths == ["navgen.yaml", "features/a.yaml"])
    }

    @Test func yamlErrorsInAnIncludedFileNameThatFile() {
        let result = Self.load([
            "navgen.yaml": Self.main("include: [a.yaml]"),
            "a.yaml": "coordinators: [unclosed\n",
        ])
        #expect(result.findings.map { "\($0.file) \($0.rule.rawValue)" } == ["a.yaml yaml-syntax"])
        #expect(result.findings.first?.location.fileIndex == 1)
    }

    @Test func aSpecWithoutIncludesHasOneFile() throws {
        let result = Self.load(["navgen.yaml": Self.main("")])
        #expect(result.findings == [])
        #expect(result.files.paths == ["navgen.yaml"])
        #expect(try #require(result.spec).coordinators.allSatisfy { $0.id.location.fileIndex == 0 })
    }

    @Test func withoutSourcesEveryIncludeIsMissing() {
        let text = Self.main("include: [a.yaml]")
        let result = SpecLoader.load(Array(text.utf8), file: "navgen.yaml")
        #expect(
            Self.includeErrors(result) == [
                "navgen.yaml:4:11 cannot read included file 'a.yaml': no such file"
            ])
    }

    @Test func aPipelineReadsEveryFileFromItsSources() throws {
        let sources = InMemorySpecSources(texts: [
            "app/navgen.yaml": Self.main("include: [profile.yaml]", children: ["profile"]),
            "app/profile.yaml": Self.feature("profile"),
        ])
        let pipeline = try Pipeline(path: "app/navgen.yaml", sources: sources, for: .simulation)
        #expect(pipeline.report.findings.filter { $0.severity == .error } == [])
        let routes = try pipeline.routesReport()
        #expect(routes.coordinators.map(\.id) == ["main", "profile"])
        #expect(throws: SpecSourceError.missing) { try Pipeline(path: "other.yaml", sources: sources) }
    }

    /// A note may point into another file than its finding: in a spec of several
    /// files every note names its file; a one-file spec's notes stay `line:column`.
    @Test func notesNameTheFileTheyPointInto() {
        let main = Self.main("include: [a.yaml]\nconditions:\n  premium:", children: ["a"])
        let feature = """
            coordinators:
              a:
                root: start
                routes:
                  start:
                    requires: [premium]

            """
        let split = Validator.validate(
            Array(main.utf8), file: "navgen.yaml",
            includes: InMemorySpecSources(texts: ["a.yaml": feature]))
        let noWay = split.findings.filter { $0.rule == .guardNoWay }
        #expect(noWay.map { "\($0.file):\($0.location)" } == ["a.yaml:6:20"])
        #expect(noWay.first?.notes.first?.hasPrefix("'premium' is declared at navgen.yaml:6:3,") == true)

        let oneFile =
            main.replacingOccurrences(of: "include: [a.yaml]", with: "")
            + feature.replacingOccurrences(of: "coordinators:\n", with: "")
        let single = validate(oneFile).findings.filter { $0.rule == .guardNoWay }
        #expect(single.count == 1)
        #expect(single.first?.notes.first?.hasPrefix("'premium' is declared at 6:3,") == true, "\(single)")
    }
}
