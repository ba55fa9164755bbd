import Foundation
import NavGenKit
import Testing

/// A destination is one of the spec's files by its path however it is spelled, or
/// by being the same file on disk.
@Suite struct SpecFileIdentitiesTests {
    private let manager = FileManager.default

    @Test func aSpecFileIsKnownByPathLinkOrHardLink() throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        let spec = folder.appendingPathComponent("navgen.yaml")
        try Data("navgen: 1\n".utf8).write(to: spec)
        try manager.createDirectory(
            at: folder.appendingPathComponent("features"), withIntermediateDirectories: true)
        let feature = folder.appendingPathComponent("features/a.yaml")
        try Data("coordinators: {}\n".utf8).write(to: feature)
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "navgen.yaml")
        try manager.linkItem(at: feature, to: folder.appendingPathComponent("hard.json"))
        var files = SpecFiles(main: spec.path)
        _ = files.add(feature.path)
        _ = files.add(folder.appendingPathComponent("features/missing.yaml").path)
        let identities = SpecFileIdentities(files)

        #expect(identities.fileIndex(of: folder.path + "/./navgen.yaml") == 0)
        #expect(identities.fileIndex(of: folder.path + "/features/../link.json") == 0)
        #expect(identities.fileIndex(of: folder.path + "/hard.json") == 1)
        #expect(identities.fileIndex(of: folder.path + "/features//missing.yaml") == 2)
        #expect(identities.fileIndex(of: folder.path + "/navgen-baseline.json") == nil)
        #expect(identities.describe(0) == "the spec '\(spec.path)'")
        #expect(identities.describe(1) == "'\(feature.path)', a file the spec includes")
    }
}
