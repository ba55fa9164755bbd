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
        #expect(object["required"] as? [String] == ["navgen", "app", "root", "coordinators"])
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
        for (path, members) in subschemas(schema) {
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
        let properties = try #require(object["properties"] as? [String: Any])
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
        let start = try #require((definitions["start"] as? [String: Any])?["properties"] as? [String: Any])
        #expect((start["as"] as? [String: Any])?["$ref"] as? String == "#/$defs/flowStyle")
        // `as` is a style, or a style per size class (which push cannot take).
        let flowStyle = try #require(
            (definitions["flowStyle"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        #expect(flowStyle.first?["enum"] as? [String] == ["push", "sheet", "cover", "popover"])
        let adaptive = try #require(
            (definitions["adaptiveStyle"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(adaptive.keys) == ["compact", "regular"])
        #expect(
            (adaptive["regular"] as? [String: Any])?["enum"] as? [String] == ["sheet", "cover", "popover"])
        let sheet = try #require((definitions["sheet"] as? [String: Any])?["properties"] as? [String: Any])
        #expect((sheet["as"] as? [String: Any])?["$ref"] as? String == "#/$defs/adaptiveStyle")
        let push = try #require((definitions["push"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(push["as"] == nil)
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
