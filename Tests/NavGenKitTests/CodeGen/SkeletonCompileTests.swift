import Foundation
import NavGenKit
import Testing

/// The skeletons type-check against the SwiftUI and UIKit stand-ins, with the
/// navigation file, under Swift 6 with warnings as errors; without the stand-ins
/// their `#if canImport` leaves an output folder that compiles on Linux.
@Suite(.serialized) struct SkeletonCompileTests {
    static let specs = CodeGenFixtures.examples + CodeGenFixtures.specials
    static let cases = specs.flatMap { spec in [(spec, UIFramework.swiftui), (spec, UIFramework.uikit)] }

    @Test(arguments: cases)
    func typechecksAgainstTheFramework(_ name: String, _ ui: UIFramework) throws {
        let standIns = try StandInModules.folder.get()
        let spec = try CodeGenFixtures.spec(name)
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
        #expect(files.count == spec.coordinators.count + 1)
        let folder = try CodeGenFixtures.temporaryFolder()
        let sources =
            try CodeGenFixtures.write(files, to: folder) + [
                try CodeGenFixtures.writeCustomTypes(of: spec, to: folder)
            ]
        let outcome = try SwiftCompiler.typecheck(sources, flags: ["-I", standIns.path])
        #expect(outcome.succeeded, "\(name) (\(ui)):\n\(outcome.excerpt)")
    }

    /// The check is real: a skeleton that calls what the framework lacks fails.
    @Test func theStandInsRejectWhatTheFrameworkLacks() throws {
        let standIns = try StandInModules.folder.get()
        let folder = try CodeGenFixtures.temporaryFolder()
        let source = folder.appendingPathComponent("Wrong.swift")
        try Data(
            """
            #if canImport(SwiftUI)
            import SwiftUI
            struct Wrong: View {
                var body: some View { Text(verbatim: "x").navigationTitleThatDoesNotExist("x") }
            }
            #endif

            """.utf8
        ).write(to: source)
        let outcome = try SwiftCompiler.typecheck([source], flags: ["-I", standIns.path])
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("navigationTitleThatDoesNotExist"))
    }

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theOutputFolderCompilesWithoutTheFramework(_ ui: UIFramework) throws {
        let spec = try CodeGenFixtures.spec("recipes")
        let folder = try CodeGenFixtures.temporaryFolder()
        let sources = try CodeGenFixtures.write(
            CodeGenerator.generate(spec, options: GenerateOptions(ui: ui)), to: folder)
        let outcome = try SwiftCompiler.typecheck(sources)
        #expect(outcome.succeeded, "\(outcome.excerpt)")
    }
}
