import Foundation
import Testing

@Suite struct SchemaCommandTests {
    @Test func printsTheDraft2020_12Schema() throws {
        let outcome = try NavGenProcess.run(["schema"])
        #expect(outcome.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(object["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        // A file with `navgen:` is a main file, any other a file the main file includes.
        #expect((object["then"] as? [String: Any])?["$ref"] as? String == "#/$defs/mainFile")
        #expect((object["else"] as? [String: Any])?["$ref"] as? String == "#/$defs/includedFile")
        #expect(outcome.stdout.hasSuffix("}\n"))
    }

    @Test func takesNoSpec() throws {
        #expect(try NavGenProcess.run(["schema", "navgen.yaml"]).status == 64)
    }
}
