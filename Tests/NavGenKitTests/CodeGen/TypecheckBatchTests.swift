import Foundation
import NavGenKit
import Testing

/// The batched compiles can fail, and name the right spec: an error or a warning in one
/// member's generated file fails that member alone; a failure in no member's file
/// fails them all.
@Suite struct TypecheckBatchTests {
    static func member(_ name: String, _ index: Int, appending line: String = "") throws
        -> TypecheckBatch.Member
    {
        let spec = try CodeGenFixtures.spec(name)
        var files = try CodeGenerator.generate(
            spec, options: GenerateOptions(ui: .none, typePrefix: "P\(index)"))
        files[0].contents += line
        return TypecheckBatch.Member(
            name: name, files: files, customTypes: CodeGenFixtures.customTypeNames(of: spec))
    }

    @Test func aBrokenFileFailsOnlyTheSpecItBelongsTo() throws {
        let batch = try TypecheckBatch(
            [
                try Self.member("minimal", 0),
                try Self.member("recipes", 1, appending: "let broken: Int = \"text\"\n"),
                try Self.member("thens", 2, appending: "func unused() { let value = 1 }\n"),
            ], mode: SwiftCompiler.strictFlags)
        #expect(!batch.outcome.succeeded)
        #expect(batch.problems(of: "minimal") == [], "\(batch.outcome.excerpt)")
        let recipes = batch.problems(of: "recipes")
        #expect(
            recipes.count == 1 && recipes.allSatisfy { $0.contains("/P1RecipesNavigation.swift:") },
            "\(recipes)")
        // A warning is an error under `-warnings-as-errors`.
        let thens = batch.problems(of: "thens")
        #expect(thens.count == 1 && thens.allSatisfy { $0.contains("/P2ShopNavigation.swift:") }, "\(thens)")
    }

    @Test func aFailureInNoMembersFileFailsEveryMember() throws {
        let batch = try TypecheckBatch(
            [try Self.member("minimal", 0)], mode: SwiftCompiler.strictFlags, flags: ["-no-such-flag"])
        #expect(!batch.outcome.succeeded)
        #expect(batch.problems(of: "minimal") != [])
    }
}
