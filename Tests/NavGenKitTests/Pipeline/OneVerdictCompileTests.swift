import Foundation
import NavGenKit
import Testing

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
                + CodeGenFixtures.specials.map {
                    "Tests/NavGenKitTests/CodeGen/Fixtures/specs/\($0).yaml"
                })
        return ProjectSpecs.all.filter { !compiled.contains($0.name) }
    }

    /// Each spec that validates, generated for both UIs under a prefix of its own, as
    /// members of one batch; the specs that did not generate.
    static func members(of specs: [ProjectSpecs.Spec]) -> (
        members: [TypecheckBatch.Member], failures: [String]
    ) {
        var members: [TypecheckBatch.Member] = []
        var failures: [String] = []
        for (index, spec) in specs.enumerated() {
            // A spec that turns a rule down has chosen to hear less (a fuzz seed nests
            // tab bars with `tab-target` off): nothing promises it compiles.
            let pipeline = spec.pipeline()
            guard !OneVerdictTests.lowersARule(spec), let decoded = pipeline.spec, pipeline.report.isUsable,
                !pipeline.report.findings.contains(where: { $0.severity == .error })
            else { continue }
            for ui in UIFramework.skeletonFrameworks {
                let prefix = "P\(index)\(ui == .uikit ? "U" : "S")"
                do {
                    let files = try pipeline.generatedFiles(GenerateOptions(ui: ui, typePrefix: prefix))
                    members.append(
                        TypecheckBatch.Member(
                            name: "\(spec.name), \(ui)", files: files,
                            customTypes: CodeGenFixtures.customTypeNames(of: decoded)))
                } catch {
                    failures.append("\(spec.name), \(ui): \(error.findings.map(\.message))")
                }
            }
        }
        return (members, failures)
    }

    @Test func everySpecValidatePassesGeneratesCodeThatCompiles() throws {
        let standIns = try StandInModules.folder.get()
        let (members, failures) = Self.members(of: Self.specs)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(members.reduce(0) { $0 + $1.files.count } > 100)
        let batch = try TypecheckBatch(
            members, mode: SwiftCompiler.strictFlags, flags: ["-I", standIns.path])
        // The specs the errors are in, each with its own diagnostics.
        let failing = members.map(\.name).compactMap { name in
            let problems = batch.problems(of: name)
            return problems.isEmpty ? nil : "\(name):\n" + problems.prefix(5).joined(separator: "\n")
        }
        #expect(
            batch.outcome.succeeded, "\(failing.prefix(5).joined(separator: "\n"))\n\(batch.outcome.excerpt)")
    }
}
