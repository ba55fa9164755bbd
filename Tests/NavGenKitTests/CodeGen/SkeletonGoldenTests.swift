import Foundation
import NavGenKit
import Testing

/// Pins the text of everything `navgen generate` writes for the recipes example,
/// with each UI: a change to the output shows up as a diff in review. The files
/// end in `.golden` so that linters and the compiler leave them alone.
///
/// After an intended change, rewrite the files with
/// `NAVGEN_UPDATE_GOLDEN=1 swift test --filter SkeletonGoldenTests`.
@Suite struct SkeletonGoldenTests {
    /// Each framework at the default iOS 17; SwiftUI also at iOS 16 (`ObservableObject`)
    /// and iOS 18 (`Tab`), whose skeletons differ in more than `@available`.
    static let cases: [(UIFramework, MinimumOS)] = [
        (.swiftui, .iOS17), (.uikit, .iOS17), (.swiftui, .iOS16), (.swiftui, .iOS18),
    ]

    @Test(arguments: cases)
    func recipesMatchesItsGoldenFiles(_ ui: UIFramework, _ minimumOS: MinimumOS) throws {
        let spec = try CodeGenFixtures.spec("recipes")
        let generated = try CodeGenerator.generate(
            spec, options: GenerateOptions(ui: ui, minimumOS: minimumOS))
        // The navigation file does not depend on the minimum OS: pinned once, at iOS 17.
        let files = minimumOS == .iOS17 ? generated : Array(generated.dropFirst())
        let suffix = minimumOS == .iOS17 ? "" : "-ios\(minimumOS.rawValue)"
        let folder = CodeGenFixtures.folder.appendingPathComponent("golden/recipes-\(ui.rawValue)\(suffix)")
        if ProcessInfo.processInfo.environment["NAVGEN_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name + ".golden"))
            }
        }
        let expected = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.map { $0.name + ".golden" }.sorted() == expected)
        for file in files {
            let golden = try String(
                contentsOf: folder.appendingPathComponent(file.name + ".golden"), encoding: .utf8)
            #expect(file.contents == golden, "\(ui) \(file.name) differs from its golden file")
        }
    }
}
