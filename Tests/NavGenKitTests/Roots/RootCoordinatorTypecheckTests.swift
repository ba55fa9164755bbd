import Foundation
import NavGenKit
import Testing

/// The whole output of the `roots` fixture (the navigation file with its `Root`, each
/// entry's skeleton and `<App>RootCoordinator.swift`) type-checks, for both frameworks,
/// each minimum iOS and both language modes (Swift 6, and Swift 5 as a new Xcode project
/// sets it), warnings as errors, against the stand-ins. `SkeletonCompileTests` compiles
/// it at iOS 17 among every spec; the root coordinator differs by minimum iOS (Observation
/// from 17), so this compiles it at each.
@Suite(.serialized) struct RootCoordinatorTypecheckTests {
    static let cases = MinimumOS.allCases.flatMap { os in
        UIFramework.skeletonFrameworks.flatMap { ui in
            [SwiftCompiler.strictFlags, SwiftCompiler.xcodeDefaultFlags].map { (os, ui, $0) }
        }
    }

    @Test(arguments: cases)
    func theRootCoordinatorTypeChecks(_ minimumOS: MinimumOS, _ ui: UIFramework, _ mode: [String]) throws {
        let spec = try CodeGenFixtures.spec("roots")
        let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui, minimumOS: minimumOS))
        let root = try #require(files.first { $0.name == "RootsRootCoordinator.swift" })
        // It uses only what its minimum iOS has, and says so.
        let violations = StandInAvailability.standIns.violations(
            in: root.contents, minimumOS: minimumOS.rawValue)
        #expect(violations.isEmpty, "iOS \(minimumOS.rawValue): \(violations)")
        #expect(root.contents.contains("@available(iOS \(minimumOS.rawValue), *)"))
        let standIns = try StandInModules.folder.get()
        let sources = try CodeGenFixtures.writeModule(files, of: spec)
        let outcome = try SwiftCompiler.typecheck(sources, flags: ["-I", standIns.path], mode: mode)
        #expect(outcome.succeeded, "iOS \(minimumOS.rawValue) \(ui) \(mode[1]):\n\(outcome.excerpt)")
    }
}
