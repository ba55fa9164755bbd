import Foundation
import Testing

@testable import NavGenKit

/// `generate.typePrefix` reaches every top-level type the generator declares and
/// every file name, and nothing else.
@Suite(.serialized) struct TypePrefixTests {
    static let specs = CodeGenFixtures.examples + CodeGenFixtures.specials
    static let cases = specs.flatMap { spec in [(spec, UIFramework.swiftui), (spec, UIFramework.uikit)] }

    /// Each prefixed output declares exactly the plain output's top-level types with
    /// the prefix in front, its files are the plain files' names with the prefix,
    /// and each skeleton file is named after the type it declares.
    @Test(arguments: cases)
    func everyTopLevelTypeAndFileNameHasThePrefix(_ name: String, _ ui: UIFramework) throws {
        let spec = try CodeGenFixtures.spec(name)
        let plain = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
        let prefixed = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui, typePrefix: "IC"))
        #expect(prefixed.map(\.name) == plain.map { "IC" + $0.name })
        for (plainFile, file) in zip(plain, prefixed) {
            let declared = TopLevelDeclaration.all(in: file.contents)
            #expect(!declared.isEmpty, "\(file.name)")
            for declaration in declared {
                #expect(declaration.name.hasPrefix("IC"), "\(name) \(ui) \(file.name): \(declaration)")
            }
            #expect(
                declared.map(\.name)
                    == TopLevelDeclaration.all(in: plainFile.contents).map { "IC" + $0.name },
                "\(file.name)")
            if file.kind == .skeleton {
                let type = String(file.name.dropLast(".swift".count))
                #expect(declared.contains { $0.name == type && $0.keyword != "extension" }, "\(file.name)")
            }
        }
    }

    /// Validation reserves exactly the top-level types `generate` declares (with
    /// either UI and the prefix), so a custom param type collides with what is
    /// really generated: both come from `GeneratedNames`.
    @Test(arguments: specs)
    func validationReservesWhatGenerateDeclares(_ name: String) throws {
        var spec = try CodeGenFixtures.spec(name)
        spec.generate.typePrefix = Located("IC", at: .start)
        var declared: Set<String> = []
        for ui in [UIFramework.swiftui, .uikit] {
            for file in try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui, typePrefix: "IC")) {
                for declaration in TopLevelDeclaration.all(in: file.contents)
                where declaration.keyword != "extension" {
                    declared.insert(declaration.name)
                }
            }
        }
        let reserved = GeneratedNames(spec: spec).topLevelTypes(of: spec)
        #expect(reserved.subtracting(["IC" + spec.app.value + "Navigation"]) == declared, "\(name)")
    }

    /// A prefixed spec generates skeletons that type-check with their navigation file
    /// against the SwiftUI and UIKit stand-ins: each is a member, under `P` and its
    /// index, of ``SkeletonCompileTests``' iOS 17 Swift 6 module of its framework, which
    /// this reads rather than compiling the same code again.
    static let prefixedSpecs = ["recipes", "social", "onboarding-uikit", "alerts", "conditions", "setwiring"]

    @Test(arguments: prefixedSpecs.flatMap { [($0, UIFramework.swiftui), ($0, UIFramework.uikit)] })
    func prefixedSkeletonsTypecheck(_ name: String, _ ui: UIFramework) throws {
        let spec = SkeletonCompileTests.Case(name: name, os: .iOS17, ui: ui)
        try #require(SkeletonCompileTests.cases.contains { $0.testDescription == spec.testDescription })
        let prefix = SkeletonCompileTests.prefix(name)
        let (_, files) = try SkeletonCompileTests.files(spec)
        #expect(prefix != "P-1" && files.allSatisfy { $0.name.hasPrefix(prefix) }, "\(files.map(\.name))")
        let key = SkeletonCompileTests.Batch(ui: ui, os: .iOS17, mode: .swift6)
        let batch = try #require(try SkeletonCompileTests.batches.get()[key])
        #expect(batch.owners.values.contains(name), "\(name) is not in the \(ui) module")
        let problems = batch.problems(of: name)
        #expect(problems.isEmpty, "\(name) (\(ui)):\n\(problems.joined(separator: "\n"))")
    }

    /// The spec's own `typePrefix` is what validation checks names with: a custom
    /// param type spelled like a generated type collides only as the prefix spells it.
    @Test func customTypeCollisionsFollowThePrefix() {
        let spec = minimalSpec + "\n        params: { tab: MainRoute, other: ICMainRoute }\n"
        let plain = validate(spec).findings.filter { $0.rule == .nameCollision }
        #expect(plain.map(\.message) == ["param type 'MainRoute' has the name of a type navgen generates"])
        #expect(plain.first?.help?.contains("generate.typePrefix") == true)
        let prefixed = validate(spec + "generate: { typePrefix: IC }\n").findings.filter {
            $0.rule == .nameCollision
        }
        #expect(
            prefixed.map(\.message) == ["param type 'ICMainRoute' has the name of a type navgen generates"])
    }

    /// The prefix counts toward a file name's length: an app name that fits alone
    /// is reported once a long prefix makes its navigation file too long.
    @Test func thePrefixCountsTowardTheFileNameLength() {
        let app = "A" + String(repeating: "b", count: 230)
        let spec = minimalSpec.replacingOccurrences(of: "app: Demo", with: "app: \(app)")
        #expect(validate(spec).findings.filter { $0.rule == .invalidName }.isEmpty)
        let prefixed = validate(spec + "\ngenerate: { typePrefix: ABCDEFGHIJKLMNOP }\n").findings
            .filter { $0.rule == .invalidName }
        #expect(prefixed.count == 1)
        #expect(prefixed.first?.message.contains("would be 263 bytes") == true)
    }
}
