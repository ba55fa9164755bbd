import Foundation
import NavGenKit
import Testing

/// Runs generated skeletons: the skeletons of a spec, linked against a stand-in with a
/// `main.swift` that drives them, make a program whose output a test reads. SwiftUI's
/// coordinators hold their state as values; UIKit's stand-in keeps what the skeletons
/// set (view controllers, the selected index) and presents nothing.
enum SkeletonProgram {
    /// Builds the skeletons of `spec` for `ui` with `main` into a program (module `module`)
    /// linked against the framework's stand-in, runs it and returns what it prints.
    static func run(_ spec: NavigationSpec, ui: UIFramework = .swiftui, module: String, main: String) throws
        -> String
    {
        // A SwiftUI root that hands links to the browser imports UIKit for `UIApplication`.
        let libraries = ui == .uikit ? ["UIKit"] : ["Combine", "SwiftUI", "UIKit"]
        let standIns = try (ui == .uikit ? uiKit : swiftUI).get()
        let folder = try CodeGenFixtures.temporaryFolder()
        var sources = try CodeGenFixtures.write(
            CodeGenerator.generate(spec, options: GenerateOptions(ui: ui)), to: folder)
        let mainFile = folder.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainFile)
        sources += [try CodeGenFixtures.writeCustomTypes(of: spec, to: folder), mainFile]
        let program = folder.appendingPathComponent(module.lowercased())
        let built = try SwiftCompiler.executable(
            sources, output: program,
            flags: ["-module-name", module, "-I", standIns.path, "-L", standIns.path]
                + libraries.reversed().map { "-l" + $0 })
        try #require(built.succeeded, "\(built.excerpt)")
        let ran = try Subprocess.run(program.path, [])
        try #require(ran.succeeded, "\(ran.excerpt)")
        return ran.output
    }

    /// The stand-in libraries, built once per test run: each program links them.
    static let swiftUI = libraries(["Combine", "SwiftUI", "UIKit"])
    static let uiKit = libraries(["UIKit"])

    /// Static libraries of the stand-ins, in build order (SwiftUI's imports Combine's).
    private static func libraries(_ names: [String]) -> Result<URL, FixtureError> {
        do {
            let folder = try CodeGenFixtures.temporaryFolder()
            for library in names {
                let standIn = CodeGenFixtures.folder.appendingPathComponent("StandIns/\(library).swift")
                let built = try SwiftCompiler.run(
                    SwiftCompiler.strictFlags + [
                        "-parse-as-library", "-emit-library", "-static", "-module-name", library,
                        "-emit-module",
                        "-emit-module-path", folder.appendingPathComponent("\(library).swiftmodule").path,
                        "-I", folder.path, "-o", folder.appendingPathComponent("lib\(library).a").path,
                        standIn.path,
                    ])
                guard built.succeeded else {
                    return .failure(FixtureError("\(library) stand-in:\n\(built.excerpt)"))
                }
            }
            return .success(folder)
        } catch {
            return .failure(FixtureError("\(error)"))
        }
    }
}
