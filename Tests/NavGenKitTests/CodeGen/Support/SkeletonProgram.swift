import Foundation
import NavGenKit
import Testing

/// Runs generated SwiftUI skeletons: SwiftUI's coordinators hold their state as values,
/// so the skeletons of a spec, linked against the SwiftUI stand-in with a `main.swift`
/// that drives them, make a program whose output a test reads.
enum SkeletonProgram {
    /// Builds the SwiftUI skeletons of `spec` with `main` into a program linked against
    /// the stand-in (module `module`), runs it and returns what it prints.
    static func run(_ spec: NavigationSpec, module: String, main: String) throws -> String {
        let folder = try CodeGenFixtures.temporaryFolder()
        let standIn = CodeGenFixtures.folder.appendingPathComponent("StandIns/SwiftUI.swift")
        let library = try SwiftCompiler.run(
            SwiftCompiler.strictFlags + [
                "-parse-as-library", "-emit-library", "-static", "-module-name", "SwiftUI", "-emit-module",
                "-emit-module-path", folder.appendingPathComponent("SwiftUI.swiftmodule").path,
                "-o", folder.appendingPathComponent("libSwiftUI.a").path, standIn.path,
            ])
        try #require(library.succeeded, "\(library.excerpt)")
        var sources = try CodeGenFixtures.write(
            CodeGenerator.generate(spec, options: GenerateOptions(ui: .swiftui)), to: folder)
        let mainFile = folder.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainFile)
        sources += [try CodeGenFixtures.writeCustomTypes(of: spec, to: folder), mainFile]
        let program = folder.appendingPathComponent(module.lowercased())
        let built = try SwiftCompiler.executable(
            sources, output: program,
            flags: ["-module-name", module, "-I", folder.path, "-L", folder.path, "-lSwiftUI"])
        try #require(built.succeeded, "\(built.excerpt)")
        let ran = try Subprocess.run(program.path, [])
        try #require(ran.succeeded, "\(ran.excerpt)")
        return ran.output
    }
}
