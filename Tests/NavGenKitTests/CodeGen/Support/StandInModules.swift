import Foundation

/// The SwiftUI and UIKit stand-ins (`Fixtures/StandIns`) compiled once per test run
/// into modules of those names, so that `#if canImport(SwiftUI)` holds and the
/// skeletons are type-checked for real.
enum StandInModules {
    /// The folder to pass with `-I`, or the compiler's complaint.
    static let folder: Result<URL, FixtureError> = {
        do {
            let folder = try CodeGenFixtures.temporaryFolder()
            for module in ["SwiftUI", "UIKit"] {
                let source = CodeGenFixtures.folder.appendingPathComponent("StandIns/\(module).swift")
                let outcome = try SwiftCompiler.run(
                    SwiftCompiler.strictFlags + [
                        "-parse-as-library", "-emit-module", "-module-name", module, "-emit-module-path",
                        folder.appendingPathComponent("\(module).swiftmodule").path, source.path,
                    ])
                guard outcome.succeeded else {
                    return .failure(FixtureError("\(module) stand-in:\n\(outcome.excerpt)"))
                }
            }
            return .success(folder)
        } catch {
            return .failure(FixtureError("\(error)"))
        }
    }()
}
