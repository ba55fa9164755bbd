import Foundation
import Testing

/// `navgen generate` and `generate --check` on skeletons written for an older spec
/// (docs/generate.md, "Bringing a skeleton up to date"): one warning per missing
/// case, the files untouched, and exit 1 for coverage only with `--strict`.
@Suite struct SkeletonCoverageCommandTests {
    private static let before = """
        navgen: 1
        app: Shop
        root: catalog
        coordinators:
          catalog:
            root: list
            routes:
              list:
                transitions: [{ push: product }]
              product:
                transitions: [pop]
        """

    /// `before` with a new route and the transition that shows it.
    private static let after =
        before.replacingOccurrences(
            of: "transitions: [{ push: product }]",
            with: "transitions: [{ push: product }, { push: reviews }]")
        + "\n      reviews: {}\n"

    /// A project whose skeletons were generated from `before`, with the spec now `after`.
    private func project(_ ui: String = "swiftui") throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        let spec = folder.appendingPathComponent("navgen.yaml")
        try Data(Self.before.utf8).write(to: spec)
        let first = try NavGenProcess.run(
            ["generate", "navgen.yaml", "--output", "Nav", "--ui", ui], in: folder)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        try Data(Self.after.utf8).write(to: spec)
        return folder
    }

    private func skeleton(_ folder: URL) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent("Nav/CatalogCoordinator.swift"))
    }

    private func warnings(_ lines: [String]) -> [String] {
        lines.filter { $0.contains(": warning: ") }
    }

    @Test(arguments: ["swiftui", "uikit"])
    func generateWarnsAboutAKeptSkeletonAndLeavesIt(_ ui: String) throws {
        let folder = try project(ui)
        let kept = try skeleton(folder)
        let outcome = try NavGenProcess.run(
            ["generate", "navgen.yaml", "--output", "Nav", "--ui", ui], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.lines.contains("kept Nav/CatalogCoordinator.swift"))
        let warnings = warnings(outcome.lines)
        #expect(warnings.count == 2, "\(outcome.stdout)")
        #expect(
            warnings.first?.hasPrefix("Nav/CatalogCoordinator.swift:") == true
                && warnings.first?.contains(
                    ": warning: the spec's route 'reviews' has no case in the skeleton; add `case .reviews`")
                    == true,
            "\(warnings)")
        #expect(warnings.last?.contains("has no method `showReviews`") == true, "\(warnings)")
        #expect(warnings.allSatisfy { $0.hasSuffix("[skeleton-coverage]") })
        #expect(try skeleton(folder) == kept)
    }

    @Test func checkWarnsAndExitsZeroUnlessStrict() throws {
        let folder = try project()
        // The navigation file is current: only the skeleton lags.
        _ = try NavGenProcess.run(["generate", "navgen.yaml", "--output", "Nav"], in: folder)
        let check = try NavGenProcess.run(
            ["generate", "navgen.yaml", "--output", "Nav", "--check"], in: folder)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(warnings(check.lines).count == 2)
        #expect(check.lines.dropLast().last == "generated files are up to date; 2 skeleton coverage warnings")
        let strict = try NavGenProcess.run(
            ["generate", "navgen.yaml", "--output", "Nav", "--check", "--strict"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stdout == check.stdout)
        let generate = try NavGenProcess.run(
            ["generate", "navgen.yaml", "--output", "Nav", "--strict"], in: folder)
        #expect(generate.status == 1)
        #expect(warnings(generate.lines).count == 2)
    }

    /// A stale navigation file still exits 1, with the coverage warnings listed too.
    @Test func staleFilesExitOneWithOrWithoutStrict() throws {
        let folder = try project()
        let check = try NavGenProcess.run(
            ["generate", "navgen.yaml", "--output", "Nav", "--check"], in: folder)
        #expect(check.status == 1)
        #expect(check.lines.first == "Nav/ShopNavigation.swift: differs; run `navgen generate`")
        #expect(warnings(check.lines).count == 2)
    }

    /// Up-to-date skeletons: no warnings, and `--strict` changes nothing.
    @Test func upToDateSkeletonsPassStrict() throws {
        let folder = try NavGenProcess.temporaryDirectory()
        try Data(Self.after.utf8).write(to: folder.appendingPathComponent("navgen.yaml"))
        _ = try NavGenProcess.run(["generate", "navgen.yaml", "--output", "Nav"], in: folder)
        let check = try NavGenProcess.run(
            ["generate", "navgen.yaml", "--output", "Nav", "--check", "--strict"], in: folder)
        #expect(check.status == 0)
        #expect(check.stdout == "generated files are up to date\n")
        let again = try NavGenProcess.run(
            ["generate", "navgen.yaml", "--output", "Nav", "--strict"], in: folder)
        #expect(again.status == 0)
        #expect(warnings(again.lines).isEmpty)
    }

    /// `--force` rewrites the skeleton, which then covers the spec.
    @Test func forceLeavesNothingToWarnAbout() throws {
        let folder = try project()
        let forced = try NavGenProcess.run(
            ["generate", "navgen.yaml", "--output", "Nav", "--force"], in: folder)
        #expect(forced.status == 0)
        #expect(warnings(forced.lines).isEmpty)
    }

    /// Something that is not a regular file where a skeleton should be: a warning,
    /// not a read that never ends.
    @Test func anUnreadableSkeletonIsAWarning() throws {
        let folder = try project()
        let path = folder.appendingPathComponent("Nav/CatalogCoordinator.swift").path
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o644) == 0)
        let outcome = try NavGenProcess.run(
            ["generate", "navgen.yaml", "--output", "Nav"], in: folder, timeout: 20)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            warnings(outcome.lines) == [
                "Nav/CatalogCoordinator.swift: warning: not checked for skeleton coverage: "
                    + "'Nav/CatalogCoordinator.swift' is not a regular file [skeleton-coverage]"
            ])
    }

    /// `--check` does not need the skeletons: a folder in one's place is a warning
    /// there, and the check still runs.
    @Test func aFolderWhereASkeletonGoesIsAWarningForCheck() throws {
        let folder = try project()
        _ = try NavGenProcess.run(["generate", "navgen.yaml", "--output", "Nav"], in: folder)
        let path = folder.appendingPathComponent("Nav/CatalogCoordinator.swift")
        try FileManager.default.removeItem(at: path)
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
        let check = try NavGenProcess.run(
            ["generate", "navgen.yaml", "--output", "Nav", "--check"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(
            check.lines == [
                "Nav/CatalogCoordinator.swift: warning: not checked for skeleton coverage: "
                    + "'Nav/CatalogCoordinator.swift' is not a regular file [skeleton-coverage]",
                "generated files are up to date; 1 skeleton coverage warning",
                "",
            ])
    }
}
