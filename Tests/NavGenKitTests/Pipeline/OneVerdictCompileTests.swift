import Foundation
import Testing

@testable import NavGenKit

/// `generate` adds no verdict of its own, down to the compiler: every spec the
/// project has that `validate` passes without an error generates Swift that
/// type-checks, for both UIs. The examples and the code-generation fixtures are
/// compiled one by one in `SkeletonCompileTests`; the others are checked here in one
/// module, each spec's types kept apart by a type prefix of its own.
@Suite struct OneVerdictCompileTests {
    /// The project's specs that the skeleton compile tests do not build.
    static var specs: [ProjectSpecs.Spec] {
        let compiled = Set(
            CodeGenFixtures.examples.map { "examples/\($0)/navgen.yaml" }
                + CodeGenFixtures.specials.map { "Tests/NavGenKitTests/CodeGen/Fixtures/specs/\($0).yaml" })
        return ProjectSpecs.all.filter { !compiled.contains($0.name) }
    }

    /// Each spec that validates, generated for both UIs under a prefix of its own,
    /// with stand-ins for the app's param types; the specs that did not generate.
    static func module(of specs: [ProjectSpecs.Spec], in folder: URL) throws -> (
        sources: [URL], failures: [String]
    ) {
        var sources: [URL] = []
        var failures: [String] = []
        var customTypes: Set<String> = []
        for (index, spec) in specs.enumerated() {
            // A spec that turns a rule down has chosen to hear less (a fuzz seed nests
            // tab bars with `tab-target` off): nothing promises it compiles.
            let pipeline = spec.pipeline()
            guard !OneVerdictTests.lowersARule(spec), let decoded = pipeline.spec, pipeline.report.isUsable,
                !pipeline.report.findings.contains(where: { $0.severity == .error })
            else { continue }
            customTypes.formUnion(CodeGenFixtures.customTypeNames(of: decoded))
            for ui in UIFramework.skeletonFrameworks {
                let prefix = "P\(index)\(ui == .uikit ? "U" : "S")"
                let files: [GeneratedFile]
                do {
                    files = try pipeline.generatedFiles(GenerateOptions(ui: ui, typePrefix: prefix))
                } catch {
                    failures.append("\(spec.name), \(ui): \(error.findings.map(\.message))")
                    continue
                }
                sources += try CodeGenFixtures.write(files, to: folder)
            }
        }
        let types = folder.appendingPathComponent("CustomTypes.swift")
        try Data(CodeGenFixtures.customTypes(named: customTypes).utf8).write(to: types)
        return (sources + [types], failures)
    }

    @Test func everySpecValidatePassesGeneratesCodeThatCompiles() throws {
        let standIns = try StandInModules.folder.get()
        let folder = try CodeGenFixtures.temporaryFolder()
        let (sources, failures) = try Self.module(of: Self.specs, in: folder)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(sources.count > 100)
        // One frontend for the whole module: file by file, each of the thousand files
        // would parse all the others.
        let outcome = try SwiftCompiler.typecheck(sources, flags: ["-wmo", "-I", standIns.path])
        // The specs the errors are in, by the prefix of their types.
        let named = Self.specs.indices.filter {
            outcome.excerpt.contains("P\($0)U") || outcome.excerpt.contains("P\($0)S")
        }
        .map { "P\($0): \(Self.specs[$0].name)" }
        #expect(outcome.succeeded, "\(named.joined(separator: "; "))\n\(outcome.excerpt)")
    }
}
