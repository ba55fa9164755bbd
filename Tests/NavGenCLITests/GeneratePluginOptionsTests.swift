import Foundation
import Testing

/// The options NavGenPlugin and `swift package navgen-write generate` pass for a
/// plugin-route target: `--default-access`, which the spec's own `generate.access`
/// overrides, and `--skeletons-only`, which leaves out the navigation file the build
/// generates.
@Suite struct GeneratePluginOptionsTests {
    /// A folder with the starter spec at `Nav/navgen.yaml`, whose `generate:` block is
    /// `block` (none when empty).
    private func project(generate block: String = "") throws -> URL {
        let folder = try NavGenProcess.temporaryDirectory()
        #expect(
            try NavGenProcess.run(["init", "Nav/navgen.yaml", "--plugin", "Nav"], in: folder).status == 0)
        if !block.isEmpty {
            let handle = try FileHandle(forWritingTo: folder.appendingPathComponent("Nav/navgen.yaml"))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("\ngenerate:\n\(block)\n".utf8))
            try handle.close()
        }
        return folder
    }

    /// The access the navigation file's state type was generated with.
    private func stateDeclaration(_ arguments: [String], in folder: URL) throws -> String? {
        let outcome = try NavGenProcess.run(
            ["generate", "Nav/navgen.yaml", "--ui", "none", "--navigation-file", "Out/nav.swift"] + arguments,
            in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("Out/nav.swift"), encoding: .utf8)
        return text.split(separator: "\n").first { $0.contains("struct MyAppNavigationState") }
            .map { $0.contains("public ") ? "public" : "internal" }
    }

    @Test func theDefaultAccessAppliesWhenTheSpecSetsNone() throws {
        let folder = try project()
        #expect(try stateDeclaration([], in: folder) == "internal")
        #expect(try stateDeclaration(["--default-access", "public"], in: folder) == "public")
        #expect(
            try stateDeclaration(["--default-access", "public", "--access", "internal"], in: folder)
                == "internal")
    }

    @Test func theSpecsAccessWinsOverTheDefault() throws {
        let folder = try project(generate: "  access: internal")
        #expect(try stateDeclaration(["--default-access", "public"], in: folder) == "internal")
        #expect(try stateDeclaration(["--access", "public"], in: folder) == "public")
    }

    @Test func skeletonsOnlyWritesNoNavigationFile() throws {
        let folder = try project()
        let outcome = try NavGenProcess.run(
            ["generate", "Nav/navgen.yaml", "--output", "Out", "--skeletons-only"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.lines.contains("created Out/MainCoordinator.swift"))
        #expect(!outcome.stdout.contains("Navigation.swift"))
        let names = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("Out").path)
        #expect(names.allSatisfy { $0.hasSuffix("Coordinator.swift") }, "\(names)")
        let check = try NavGenProcess.run(
            ["generate", "Nav/navgen.yaml", "--output", "Out", "--skeletons-only", "--check"], in: folder)
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test func skeletonsOnlyCannotGoWithANavigationFile() throws {
        let folder = try project()
        let outcome = try NavGenProcess.run(
            ["generate", "Nav/navgen.yaml", "--skeletons-only", "--navigation-file", "Nav.swift"], in: folder)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--skeletons-only writes no navigation file"))
    }
}
