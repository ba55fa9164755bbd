import Foundation
import NavGenKit
import Testing

/// Pins the text of everything `navgen generate` writes for every example, with each
/// UI: a change to the output shows up as a diff in review. The files end in `.golden`
/// so that linters and the compiler leave them alone.
///
/// After an intended change, rewrite the files with
/// `NAVGEN_UPDATE_GOLDEN=1 swift test --filter SkeletonGoldenTests`.
@Suite struct SkeletonGoldenTests {
    /// Every example with each framework at the default iOS 17; the recipes' SwiftUI
    /// also at iOS 16 (`ObservableObject`) and iOS 18 (`Tab`), whose skeletons differ
    /// in more than `@available`; and the split fixture, as no example has a split view.
    static let cases: [(String, UIFramework, MinimumOS)] =
        (CodeGenFixtures.examples + ["splits"]).flatMap { [($0, .swiftui, .iOS17), ($0, .uikit, .iOS17)] }
        + [("recipes", .swiftui, .iOS16), ("recipes", .swiftui, .iOS18), ("splits", .swiftui, .iOS16)]

    @Test func everyExampleHasGoldenFiles() {
        #expect(CodeGenFixtures.examples.count >= 5)
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: Self.golden.path)) ?? []
        #expect(Set(folders) == Set(Self.cases.map { Self.folder($0.0, $0.1, $0.2) }))
    }

    @Test(arguments: cases)
    func matchesItsGoldenFiles(_ example: String, _ ui: UIFramework, _ minimumOS: MinimumOS) throws {
        let spec = try CodeGenFixtures.spec(example)
        let generated = try CodeGenerator.generate(
            spec, options: GenerateOptions(ui: ui, minimumOS: minimumOS))
        // The navigation file does not depend on the minimum OS: pinned once, at iOS 17.
        let files = minimumOS == .iOS17 ? generated : Array(generated.dropFirst())
        let folder = Self.golden.appendingPathComponent(Self.folder(example, ui, minimumOS))
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
            #expect(file.contents == golden, "\(example) \(ui) \(file.name) differs from its golden file")
        }
    }

    static let golden = CodeGenFixtures.folder.appendingPathComponent("golden")

    /// `recipes-swiftui`, `recipes-swiftui-ios16`.
    static func folder(_ example: String, _ ui: UIFramework, _ minimumOS: MinimumOS) -> String {
        "\(example)-\(ui.rawValue)" + (minimumOS == .iOS17 ? "" : "-ios\(minimumOS.rawValue)")
    }
}
