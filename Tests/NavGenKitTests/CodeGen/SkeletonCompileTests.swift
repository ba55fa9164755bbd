import Foundation
import NavGenKit
import Testing

/// The skeletons type-check against the SwiftUI and UIKit stand-ins, with the
/// navigation file, with warnings as errors both in Swift 6 mode and in Swift 5 mode
/// with a new Xcode project's settings (main-actor default isolation, approachable
/// concurrency); without the stand-ins their `#if canImport` leaves an output folder
/// that compiles on Linux.
@Suite(.serialized) struct SkeletonCompileTests {
    static let specs = CodeGenFixtures.examples + CodeGenFixtures.specials
    /// Every spec with each framework.
    static let specsByFramework = specs.flatMap { spec in UIFramework.skeletonFrameworks.map { (spec, $0) } }
    /// Every spec at the default iOS 17. At iOS 16 (no Observation) and iOS 18 (`Tab`)
    /// the specs whose skeletons use what changes: tab bars with hidden tabs (recipes,
    /// conditions, and one below the root in onscreen), pushed and presented flows
    /// (recipes, thens), alerts and popovers (alerts), route sets (sets), tab bars that
    /// finish, presented in a tab of a presented tab bar (taboutcomes), a SwiftUI
    /// stack's `root`, which a `replace` at its bottom sets (replace), flows started at
    /// a route and by a `then:` (starts), moves that adapt to the size class, whose
    /// `RootView` reads it (`onChange(of:initial:)` from iOS 17) (adaptive,
    /// adaptive-plain), `go` and `set` moves that reach the root through callbacks
    /// (go), split views (`NavigationSplitView`, a flow shown in the next column)
    /// (splits); the other specs differ from iOS 17 only in the members these
    /// cover, and a compile costs seconds.
    static let otherOSSpecs = [
        "recipes", "thens", "alerts", "sets", "conditions", "onscreen", "taboutcomes", "replace", "starts",
        "adaptive", "adaptive-plain", "go", "splits",
    ]
    static let cases: [Case] =
        (specs.map { ($0, MinimumOS.iOS17) }
        + [MinimumOS.iOS16, .iOS18].flatMap { os in otherOSSpecs.map { ($0, os) } })
        .flatMap { spec, os in UIFramework.skeletonFrameworks.map { Case(name: spec, os: os, ui: $0) } }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var os: MinimumOS
        var ui: UIFramework
        var testDescription: String { "\(name) \(ui) iOS \(os.rawValue)" }
    }

    enum Mode: String, CaseIterable, Sendable {
        case swift6
        case xcodeDefaults

        var flags: [String] {
            switch self {
            case .swift6: []
            case .xcodeDefaults: SwiftCompiler.xcodeDefaultFlags
            }
        }
    }

    /// One module per framework, minimum iOS and mode: every case's spec in it under a
    /// type prefix of its own (`P` and its index in ``specs``).
    struct Batch: Hashable, Sendable {
        var ui: UIFramework
        var os: MinimumOS
        var mode: Mode
    }

    static func prefix(_ name: String) -> String { "P\(specs.firstIndex(of: name) ?? -1)" }

    static func files(_ spec: Case) throws -> (NavigationSpec, [GeneratedFile]) {
        let decoded = try CodeGenFixtures.spec(spec.name)
        let options = GenerateOptions(ui: spec.ui, minimumOS: spec.os, typePrefix: prefix(spec.name))
        return (decoded, try CodeGenerator.generate(decoded, options: options))
    }

    static let batches = TypecheckBatch.all(
        UIFramework.skeletonFrameworks.flatMap { ui in
            [MinimumOS.iOS16, .iOS17, .iOS18].flatMap { os in
                Mode.allCases.map { Batch(ui: ui, os: os, mode: $0) }
            }
        }
    ) { key in
        let standIns = try StandInModules.folder.get()
        let members = try cases.filter { $0.ui == key.ui && $0.os == key.os }.map { spec in
            let (decoded, files) = try SkeletonCompileTests.files(spec)
            return TypecheckBatch.Member(
                name: spec.name, files: files, customTypes: CodeGenFixtures.customTypeNames(of: decoded))
        }
        return try TypecheckBatch(
            members, mode: key.mode == .swift6 ? SwiftCompiler.strictFlags : key.mode.flags,
            flags: ["-I", standIns.path])
    }

    @Test(arguments: cases)
    func typechecksAgainstTheFramework(_ spec: Case) throws {
        let (decoded, files) = try Self.files(spec)
        // A skeleton per coordinator, the navigation file, and for a `root` list the root coordinator.
        let rootCoordinator = decoded.hasAlternativeRoots ? 1 : 0
        #expect(files.count == decoded.coordinators.count + 1 + rootCoordinator)
        let batches = try Self.batches.get()
        for mode in Mode.allCases {
            let batch = try #require(batches[Batch(ui: spec.ui, os: spec.os, mode: mode)])
            let problems = batch.problems(of: spec.name)
            #expect(problems.isEmpty, "\(spec.testDescription) \(mode):\n\(problems.joined(separator: "\n"))")
        }
    }

    /// The guard is what navgen writes, though the compiles above drop `os(iOS)`:
    /// on macOS SwiftUI exists without `fullScreenCover`.
    @Test(arguments: UIFramework.skeletonFrameworks)
    func skeletonsAreGuardedForIOS(_ ui: UIFramework) throws {
        let module = ui == .uikit ? "UIKit" : "SwiftUI"
        let files = try CodeGenerator.generate(
            CodeGenFixtures.spec("recipes"), options: GenerateOptions(ui: ui))
        for file in files.dropFirst() {
            #expect(file.contents.contains("\n#if canImport(\(module)) && os(iOS)\n"), "\(file.name)")
            #expect(!file.contents.contains("#if canImport(\(module))\n"), "\(file.name)")
        }
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

    /// The Swift 5 mode is real: a main-actor initializer in a default argument,
    /// which Swift 6 accepts, warns there, and so fails.
    @Test func theXcodeDefaultsRejectAMainActorDefaultArgument() throws {
        let standIns = try StandInModules.folder.get()
        let folder = try CodeGenFixtures.temporaryFolder()
        let source = folder.appendingPathComponent("Wrong.swift")
        try Data(
            """
            import UIKit
            final class Wrong {
                let navigation: UINavigationController
                nonisolated init(navigation: UINavigationController = UINavigationController()) {
                    self.navigation = navigation
                }
            }

            """.utf8
        ).write(to: source)
        let outcome = try SwiftCompiler.run(
            SwiftCompiler.xcodeDefaultFlags + ["-typecheck", "-I", standIns.path, source.path])
        #expect(!outcome.succeeded, "\(outcome.excerpt)")
        #expect(outcome.output.contains("main actor-isolated initializer 'init()'"), "\(outcome.excerpt)")
    }

    @Test(arguments: UIFramework.skeletonFrameworks)
    func theOutputFolderCompilesWithoutTheFramework(_ ui: UIFramework) throws {
        let spec = try CodeGenFixtures.spec("recipes")
        let folder = try CodeGenFixtures.temporaryFolder()
        let sources = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui)).map { file in
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            return url
        }
        let outcome = try SwiftCompiler.typecheck(sources)
        #expect(outcome.succeeded, "\(outcome.excerpt)")
    }
}

extension UIFramework {
    /// The frameworks navgen writes skeletons for.
    static let skeletonFrameworks: [UIFramework] = [.swiftui, .uikit]
}
