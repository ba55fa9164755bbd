import Foundation
import Testing

/// `navgen diff` on a spec split over several files: both sides read every file they
/// include, and `REV:PATH` reads them from that revision, not from the work tree.
@Suite struct DiffIncludeCommandTests {
    /// A git repository holding examples/social (three files) under `App/`, committed;
    /// then the work tree's Browsing file loses the trending timeline's link.
    static func repository() throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("Features"), withIntermediateDirectories: true)
        let example = ExampleFolders.root.appendingPathComponent("examples/social")
        for file in ["navgen.yaml", "Features/Browsing.navgen.yaml", "Features/Accounts.navgen.yaml"] {
            try FileManager.default.copyItem(
                at: example.appendingPathComponent(file), to: app.appendingPathComponent(file))
        }
        try GitRepository.git(["init", "-q"], in: folder)
        try GitRepository.commit(["App"], in: folder)
        let browsing = app.appendingPathComponent("Features/Browsing.navgen.yaml")
        let text = try String(contentsOf: browsing, encoding: .utf8)
        #expect(text.contains("        deeplink: /timelines/trending\n"))
        try text.replacingOccurrences(of: "        deeplink: /timelines/trending\n", with: "")
            .write(to: browsing, atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aLinkRemovedInAnIncludedFileIsBreaking() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try NavGenProcess.run(["diff", "HEAD:App/navgen.yaml", "App/navgen.yaml"], in: folder)
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("link-removed timeline.trendingTimeline:"), "\(output.stdout)")
        #expect(output.stdout.contains("/timelines/trending"))
    }

    /// Both sides from the revision: the work tree's edit is not read.
    @Test func aRevisionReadsItsOwnIncludedFiles() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let top = try NavGenProcess.run(["diff", "HEAD:App/navgen.yaml", "HEAD:App/navgen.yaml"], in: folder)
        #expect(top.status == 0, "\(top.stderr)")
        #expect(top.stdout == "no changes\n")
        // From inside App, `./` paths are read from the current folder, includes too.
        let inside = try NavGenProcess.run(
            ["diff", "HEAD:./navgen.yaml", "navgen.yaml"], in: folder.appendingPathComponent("App"))
        #expect(inside.status == 1, "\(inside.stderr)")
        #expect(inside.stdout.hasPrefix("link-removed timeline.trendingTimeline:"), "\(inside.stdout)")
    }

    /// An include the revision does not hold is that side's error, found at its entry:
    /// the file in the work tree is not read in its place.
    @Test func anIncludeMissingFromTheRevisionExits2() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("App/navgen.yaml")
        let text = try String(contentsOf: main, encoding: .utf8)
        try text.replacingOccurrences(
            of: "  - Features/Accounts.navgen.yaml\n",
            with: "  - Features/Accounts.navgen.yaml\n  - Features/Later.navgen.yaml\n"
        ).write(to: main, atomically: true, encoding: .utf8)
        try GitRepository.commit(["App"], in: folder)
        let later = folder.appendingPathComponent("App/Features/Later.navgen.yaml")
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("App/Features/Accounts.navgen.yaml"), to: later)
        let output = try NavGenProcess.run(["diff", "HEAD:App/navgen.yaml", "App/navgen.yaml"], in: folder)
        #expect(output.status == 2)
        #expect(output.stderr.contains("include-error"), "\(output.stderr)")
        #expect(output.stderr.contains("App/Features/Later.navgen.yaml"), "\(output.stderr)")
    }
}
