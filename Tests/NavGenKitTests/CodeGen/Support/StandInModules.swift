import Foundation

/// The SwiftUI and UIKit stand-ins (`Fixtures/StandIns`) compiled once per test run
/// into modules of those names, so that `#if canImport(SwiftUI)` holds and the
/// skeletons are type-checked for real.
enum StandInModules {
    /// In the order they build: SwiftUI imports Combine.
    static let modules = ["Combine", "SwiftUI", "UIKit"]

    /// A skeleton's text as the stand-ins see it: its guard
    /// `#if canImport(SwiftUI) && os(iOS)` loses `&& os(iOS)`, which is false on
    /// Linux, so that the stand-in frameworks stand for iOS. The one place the
    /// generated text is changed before a compile; `SkeletonCompileTests` checks
    /// the guard is there in what navgen writes.
    static func asOnIOS(_ source: String) -> String {
        source.replacingOccurrences(of: " && os(iOS)\n", with: "\n")
    }

    /// The folder to pass with `-I`, or the compiler's complaint.
    static let folder: Result<URL, FixtureError> = {
        do {
            let folder = try CodeGenFixtures.temporaryFolder()
            for module in modules {
                let source = CodeGenFixtures.folder.appendingPathComponent("StandIns/\(module).swift")
                let outcome = try SwiftCompiler.run(
                    SwiftCompiler.strictFlags + [
                        "-parse-as-library", "-emit-module", "-module-name", module, "-emit-module-path",
                        folder.appendingPathComponent("\(module).swiftmodule").path, "-I", folder.path,
                        source.path,
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
