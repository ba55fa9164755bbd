import Foundation
import Testing

/// `validate --write-baseline` and `--baseline` end to end: the file on disk, the
/// exit codes, and stale entries in each format.
@Suite struct BaselineCommandTests {
    private static let legacy = """
        navgen: 1
        app: Demo
        root: main
        coordinators:
          main:
            root: home
            routes:
              home:
                transitions:
                  - push: nowhere
                  - push: elsewhere

        """

    private func folder(with spec: String) throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        try spec.write(to: folder.appendingPathComponent("navgen.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func writtenBaselineSilencesOnlyOldFindingsAfterLinesAreInserted() throws {
        let folder = try folder(with: Self.legacy)
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try NavGenProcess.run(
            ["validate", "navgen.yaml", "--write-baseline", "navgen-baseline.json"], in: folder)
        #expect(written.status == 0)
        #expect(written.stderr == "navgen: recorded 2 findings in 'navgen-baseline.json'\n")
        let file = try String(
            contentsOf: folder.appendingPathComponent("navgen-baseline.json"), encoding: .utf8)
        #expect(file.contains(#""path": "coordinators.main.routes.home.transitions[1].push""#))

        let padding = (1...20).map { "# line \($0)\n" }.joined()
        let changed = padding + Self.legacy + "          - push: gone\n"
        try changed.write(to: folder.appendingPathComponent("navgen.yaml"), atomically: true, encoding: .utf8)
        let checked = try NavGenProcess.run(
            ["validate", "navgen.yaml", "--baseline", "navgen-baseline.json", "--format", "json"], in: folder)
        #expect(checked.status == 1)
        #expect(checked.stdout.contains(#""line": 32"#))
        #expect(checked.stdout.contains("'gone'"))
        #expect(!checked.stdout.contains("'nowhere'"))
        #expect(!checked.stdout.contains("'elsewhere'"))
        #expect(checked.stdout.contains(#""staleBaseline": []"#))
    }

    @Test func staleEntriesAreNotesUnlessStrict() throws {
        let folder = try folder(with: Self.legacy)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try NavGenProcess.run(["validate", "--write-baseline", "b.json"], in: folder)
        // The first finding is fixed by adding the route it names.
        let fixed = Self.legacy + "      nowhere:\n"
        try fixed.write(to: folder.appendingPathComponent("navgen.yaml"), atomically: true, encoding: .utf8)

        let text = try NavGenProcess.run(["validate", "--baseline", "b.json"], in: folder)
        #expect(text.status == 0)
        #expect(
            text.stdout.contains(
                "navgen.yaml: note: baseline entry 'unknown-reference' at 'coordinators.main.routes.home.transitions[0].push' matches no finding"
            ))
        let strict = try NavGenProcess.run(["validate", "--baseline", "b.json", "--strict"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("navgen.yaml: error: baseline entry"))
        #expect(strict.stdout.hasSuffix("1 error, 0 warnings\n"))

        let github = try NavGenProcess.run(
            ["validate", "--baseline", "b.json", "--format", "github"], in: folder)
        #expect(github.stdout.contains("::notice file=navgen.yaml,title=baseline::baseline entry"))
        let sarif = try NavGenProcess.run(
            ["validate", "--baseline", "b.json", "--format", "sarif", "--strict"], in: folder)
        #expect(sarif.status == 1)
        #expect(sarif.stdout.contains(#""toolExecutionNotifications""#))
        #expect(sarif.stdout.contains(#""executionSuccessful": false"#))
    }

    @Test func usageAndUnreadableBaselines() throws {
        let folder = try folder(with: Self.legacy)
        defer { try? FileManager.default.removeItem(at: folder) }
        let both = try NavGenProcess.run(
            ["validate", "--baseline", "a.json", "--write-baseline", "b.json"], in: folder)
        #expect(both.status == 64)
        let missing = try NavGenProcess.run(["validate", "--baseline", "missing.json"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("navgen: error: cannot read baseline 'missing.json'"))
        try "{\"version\": 7, \"findings\": []}".write(
            to: folder.appendingPathComponent("v7.json"), atomically: true, encoding: .utf8)
        let future = try NavGenProcess.run(["validate", "--baseline", "v7.json"], in: folder)
        #expect(future.status == 2)
        #expect(future.stderr.contains("baseline version 7 is not supported"))
    }

    /// A baseline navgen did not write is refused at its line and column: a key given
    /// twice (JSON readers keep different ones), a version that is not the integer 1,
    /// a key navgen does not know.
    @Test(arguments: [
        (
            "{\"version\": 1, \"findings\": [],\n \"findings\": []}",
            "b.json:2:2: not a navgen baseline: findings is given twice (first at 1:16)"
        ),
        (#"{"version": 1.0, "findings": []}"#, "b.json:1:13: baseline version 1.0 is not supported"),
        (
            #"{"version": 1, "findings": [], "extra": true}"#,
            #"b.json:1:32: not a navgen baseline: unknown key "extra""#
        ),
    ])
    func aBaselineNavgenDidNotWriteExits2AtItsPlace(_ text: String, _ message: String) throws {
        let folder = try folder(with: Self.legacy)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        let output = try NavGenProcess.run(["validate", "--baseline", "b.json"], in: folder)
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("navgen: error: " + message), "\(output.stderr)")
    }

    @Test func withoutABaselineReportsAreUnchanged() throws {
        let folder = try folder(with: Self.legacy)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try NavGenProcess.run(["validate", "--format", "json"], in: folder)
        #expect(!json.stdout.contains("staleBaseline"))
        let sarif = try NavGenProcess.run(["validate", "--format", "sarif"], in: folder)
        #expect(!sarif.stdout.contains("invocations"))
    }
}
