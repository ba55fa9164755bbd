import Foundation
import Testing

@testable import NavGenKit

@Suite struct SpecSchemaTests {
    private let schema = SpecSchema.document

    @Test func declaresDraft2020_12WithIdAndTitle() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8)) as? [String: Any])
        #expect(object["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(object["$id"] as? String == SpecSchema.id)
        #expect(object["title"] as? String == "navgen navigation spec (format 1)")
        let definitions = try #require(object["$defs"] as? [String: Any])
        let mainFile = try #require(definitions["mainFile"] as? [String: Any])
        #expect(mainFile["required"] as? [String] == ["navgen", "app", "root", "coordinators"])
        #expect(SpecSchema.text.hasSuffix("}\n"))
    }

    /// Every subschema, with the JSON Pointer-like path that leads to it.
    private func subschemas(_ value: JSONValue, path: String = "#") -> [(String, [(String, JSONValue)])] {
        switch value {
        case .object(let members):
            return [(path, members)] + members.flatMap { subschemas($0.1, path: path + "/" + $0.0) }
        case .array(let items):
            return items.enumerated().flatMap { subschemas($0.element, path: path + "/\($0.offset)") }
        default:
            return []
        }
    }

    private func member(_ name: String, of members: [(String, JSONValue)]) -> JSONValue? {
        members.first { $0.0 == name }?.1
    }

    @Test func everyPropertyHasADescription() {
        var count = 0
        for (path, members) in subschemas(schema) {
            guard case .object(let properties)? = member("properties", of: members), !path.hasSuffix("/if")
            else {
                continue
            }
            for (name, property) in properties {
                count += 1
                guard case .object(let fields) = property,
                    case .string(let text)? = member("description", of: fields)
                else {
                    Issue.record("\(path)/properties/\(name) has no description")
                    continue
                }
                #expect(text.count > 10, "\(path)/properties/\(name): '\(text)'")
            }
        }
        #expect(count > 40)
    }

    @Test func everyObjectSchemaClosesItsKeys() {
        // An `if` only tests a value, which its own schema then closes.
        for (path, members) in subschemas(schema) where !path.hasSuffix("/if") {
            let type = member("type", of: members)
            let isObject = type == .string("object") || type == .array([.string("object"), .string("null")])
            if isObject {
                #expect(member("additionalProperties", of: members) != nil, "\(path)")
            }
        }
    }

    @Test func enumsListWhatTheDecoderAccepts() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8)) as? [String: Any])
        let definitions = try #require(object["$defs"] as? [String: Any])
        let ruleIDs = try #require((definitions["ruleId"] as? [String: Any])?["enum"] as? [String])
        #expect(ruleIDs == RuleID.allCases.filter(\.isConfigurable).map(\.rawValue))
        #expect(!ruleIDs.contains("yaml-syntax"))
        let properties = try #require(
            (definitions[SpecSchema.mainFileDefinition] as? [String: Any])?["properties"] as? [String: Any])
        let rules = try #require((properties["rules"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(rules.keys) == Set(ruleIDs))
        let pushCycle = try #require(rules["push-cycle"] as? [String: Any])
        #expect(pushCycle["enum"] as? [String] == ["error", "warning", "off"])
        #expect(pushCycle["description"] as? String == "Pushes that can repeat forever (default: warning).")
        #expect((properties["navgen"] as? [String: Any])?["const"] as? Int == 1)
        let generate = try #require(
            (properties["generate"] as? [String: Any])?["properties"] as? [String: Any])
        #expect((generate["ui"] as? [String: Any])?["enum"] as? [String] == ["swiftui", "uikit", "none"])
        #expect((generate["access"] as? [String: Any])?["enum"] as? [String] == ["internal", "public"])
        let minimumOS = try #require(
            ((generate["minimumOS"] as? [String: Any])?["properties"] as? [String: Any])?["iOS"]
                as? [String: Any])
        #expect(minimumOS["enum"] as? [Int] == MinimumOS.allCases.map(\.rawValue))
        let start = try #require(
            ((definitions["start"] as? [String: Any])?["then"] as? [String: Any])?["properties"]
                as? [String: Any])
        #expect((start["as"] as? [String: Any])?["$ref"] as? String == "#/$defs/startStyle")
        // A start's `as` is a flow's style, or overlay (a start only: satisfiedBy keeps flowStyle).
        let startStyle = try #require(
            (definitions["startStyle"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        #expect(startStyle.first?["$ref"] as? String == "#/$defs/flowStyle")
        #expect(startStyle.last?["const"] as? String == "overlay")
        // `as` is a style, or a style per size class (which push cannot take).
        let flowStyle = try #require(
            (definitions["flowStyle"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        #expect(flowStyle.first?["enum"] as? [String] == ["push", "sheet", "cover", "popover"])
        let adaptive = try #require(
            (definitions["adaptiveStyle"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(adaptive.keys) == ["compact", "regular"])
        #expect(
            (adaptive["regular"] as? [String: Any])?["enum"] as? [String] == ["sheet", "cover", "popover"])
        let sheet = try #require(
            ((definitions["sheet"] as? [String: Any])?["then"] as? [String: Any])?["properties"]
                as? [String: Any])
        #expect((sheet["as"] as? [String: Any])?["$ref"] as? String == "#/$defs/adaptiveStyle")
        let push = try #require((definitions["push"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(push["as"] == nil)
    }

    /// A file with `navgen:` is a main file, any other an included file.
    @Test func tellsTheMainFileFromAnIncludedFileByNavgen() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8)) as? [String: Any])
        #expect((object["if"] as? [String: Any])?["required"] as? [String] == ["navgen"])
        #expect((object["then"] as? [String: Any])?["$ref"] as? String == "#/$defs/mainFile")
        #expect((object["else"] as? [String: Any])?["$ref"] as? String == "#/$defs/includedFile")
    }

    /// Each kind of file lists exactly the keys the decoder reads in it.
    @Test func eachKindOfFileHoldsTheKeysTheDecoderReadsThere() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8)) as? [String: Any])
        let definitions = try #require(object["$defs"] as? [String: Any])
        func keys(_ definition: String) -> Set<String> {
            Set(
                ((definitions[definition] as? [String: Any])?["properties"] as? [String: Any])?.keys
                    ?? [:].keys)
        }
        #expect(keys(SpecSchema.mainFileDefinition) == Set(SpecDecoder.topLevelKeys.map(\.spelling)))
        #expect(keys(SpecSchema.includedFileDefinition) == Set(SpecDecoder.includedFileKeys.map(\.spelling)))
        let included = try #require(definitions[SpecSchema.includedFileDefinition] as? [String: Any])
        #expect(included["additionalProperties"] as? Bool == false)
    }

    /// A move's companions are declared on the item, hidden from completion, and
    /// given their schema only next to the move: an empty item offers moves alone.
    @Test func companionsAreOfferedOnlyNextToTheirMove() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8)) as? [String: Any])
        let definitions = try #require(object["$defs"] as? [String: Any])
        let expected = [
            "start": ["as", "at", "args", "then", "on"], "alert": ["then"], "sheet": ["as"], "cover": ["as"],
        ]
        for (move, companions) in expected {
            let item = try #require(definitions[move] as? [String: Any], "\(move)")
            let declared = try #require(item["properties"] as? [String: Any])
            #expect(Set(declared.keys) == Set([move] + companions), "\(move)")
            for name in companions {
                let declaration = try #require(declared[name] as? [String: Any])
                #expect(declaration["doNotSuggest"] as? Bool == true, "\(move).\(name)")
            }
            #expect((declared[move] as? [String: Any])?["doNotSuggest"] == nil, "\(move)")
            let condition = try #require(item["if"] as? [String: Any])
            #expect(condition["type"] as? String == "object")
            #expect(condition["required"] as? [String] == [move])
            let then = try #require((item["then"] as? [String: Any])?["properties"] as? [String: Any])
            #expect(Set(then.keys) == Set(companions), "\(move)")
        }
        let push = try #require(definitions["push"] as? [String: Any])
        #expect(push["if"] == nil)
    }

    /// Hover shows the first description it meets, often an alternative's or a
    /// reference's: each one says what its node is, in a sentence.
    @Test func everyDescriptionIsASentence() {
        var count = 0
        for (path, members) in subschemas(schema) {
            guard case .string(let text)? = member("description", of: members) else { continue }
            count += 1
            #expect(text.count >= 40, "\(path): '\(text)'")
            #expect(text.hasSuffix(".") || text.hasSuffix(".)"), "\(path): '\(text)'")
        }
        #expect(count > 150)
    }

    /// VS Code shows `markdownDescription` where it has one, backticks as code.
    @Test func everyDescriptionHasItsMarkdownTwin() {
        for (path, members) in subschemas(schema) {
            guard let description = member("description", of: members), case .string = description else {
                continue
            }
            #expect(member("markdownDescription", of: members) == description, "\(path)")
        }
    }

    @Test func namePatternsMatchTheDecoders() throws {
        for name in ["recipes", "recipeDetail", "a1", "default"] {
            #expect(name.wholeMatch(of: try Regex(SchemaPatterns.identifier)) != nil)
            #expect(NamePattern.identifier.matches(name))
        }
        for name in ["Recipes", "recipe_detail", "1a", "", "récipe"] {
            #expect(
                (name.wholeMatch(of: try Regex(SchemaPatterns.identifier)) != nil)
                    == NamePattern.identifier.matches(name))
        }
        for type in ["Int", "String?", "UUID", "Recipe", "Recipe?"] {
            #expect(type.wholeMatch(of: try Regex(SchemaPatterns.paramType)) != nil)
            #expect(ParamType(spelling: type) != nil)
        }
        for prefix in [
            "IC", "A", "X1", "ABCDEFGHIJKLMNOP", "ABCDEFGHIJKLMNOPQ", "ic", "1A", "I_C", "Ä", "I C",
        ] {
            #expect(
                (prefix.wholeMatch(of: try Regex(SchemaPatterns.typePrefix)) != nil)
                    == (TypePrefix.problem(prefix) == nil), "\(prefix)")
        }
        for type in ["int", "Int??", "[Int]", "?", "Int ?"] {
            #expect(type.wholeMatch(of: try Regex(SchemaPatterns.paramType)) == nil)
            #expect(ParamType(spelling: type) == nil)
        }
    }
}
