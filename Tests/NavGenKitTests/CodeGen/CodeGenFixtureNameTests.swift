import Foundation
import Testing

/// The fixture names the code-generation tests pass around mean one file each: a
/// feature fixture of the same name as a file of `Fixtures/specs` would hide that file
/// from every test that names it (a skeleton test once ran another app's spec).
@Suite struct CodeGenFixtureNameTests {
    @Test func noSpecFileIsHiddenByAFeatureFixture() throws {
        let folder = CodeGenFixtures.folder.appendingPathComponent("specs")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yaml") }
            .map { String($0.dropLast(".yaml".count)) }
        #expect(!files.isEmpty)
        let hidden = files.filter { CodeGenFixtures.features[$0] != nil }
        #expect(hidden.isEmpty, "\(hidden) name both a file of Fixtures/specs and a feature fixture")
    }

    @Test(arguments: CodeGenFixtures.specials + CodeGenFixtures.examples)
    func everyNameOpensAFile(_ name: String) {
        let url = CodeGenFixtures.specURL(name)
        #expect(FileManager.default.fileExists(atPath: url.path), "\(name): \(url.path)")
    }
}
