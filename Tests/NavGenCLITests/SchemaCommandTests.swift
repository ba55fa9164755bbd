import Foundation
import Testing

@Suite struct SchemaCommandTests {
    @Test func printsTheDraft2020_12Schema() throws {
        let outcome = try NavGenProcess.run(["schema"])
        #expect(outcome.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(object["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(object["additionalProperties"] as? Bool == false)
        #expect(outcome.stdout.hasSuffix("}\n"))
    }

    @Test func takesNoSpec() throws {
        #expect(try NavGenProcess.run(["schema", "navgen.yaml"]).status == 64)
    }
}
