import Foundation
import NavGenKit

/// Every name the generated code uses for itself, collected from the code rather
/// than listed: the identifiers of what `navgen generate` writes for the vocabulary
/// fixture (both UIs, both access levels), of the SwiftUI and UIKit stand-ins the
/// skeletons compile against, and of the `@Observable` macro's expansion of the
/// SwiftUI skeletons, plus what the generated types inherit without writing it.
struct NameVocabulary {
    static let fixtureURL = CodeGenFixtures.folder.appendingPathComponent("specs/vocabulary.yaml")

    /// What the generated types get from their conformances and superclasses without
    /// the generated text naming it, and Swift's keywords (which the generated code
    /// must escape wherever a spec name lands).
    static let inherited: [String] = [
        // Hashable, Equatable
        "hashValue", "hash", "into", "hasher", "Hasher",
        // Codable, and what its synthesis declares
        "encode", "to", "encoder", "Encoder", "from", "decoder", "Decoder", "CodingKeys", "CodingKey",
        "Encodable", "Decodable", "container", "stringValue", "intValue",
        // CustomStringConvertible, CustomDebugStringConvertible
        "description", "debugDescription",
        // CaseIterable, Identifiable, RawRepresentable, Error
        "allCases", "AllCases", "id", "ID", "rawValue", "RawValue", "Error", "localizedDescription",
        // View
        "body", "Body",
        // NSObject, as Foundation declares it on every platform
        "copy", "mutableCopy", "isEqual", "isProxy", "classForCoder", "classForKeyedArchiver",
        "replacementObject", "superclass", "isKind", "isMember", "isSubclass",
        // Swift's keywords, contextual ones included
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self", "super",
        "throws", "true", "try", "get", "set", "willSet", "didSet", "some", "any", "async", "mutating",
        "nonmutating", "lazy", "weak", "unowned", "optional", "required", "convenience", "override", "open",
        "final", "dynamic", "indirect", "infix", "prefix", "postfix", "consume", "borrowing", "consuming",
        "each", "macro", "package", "actor", "isolated", "nonisolated", "sending", "Self", "Any", "Type",
        "Protocol",
    ]

    let fixture: NavigationSpec
    let fixtureText: String
    /// Sorted, so that batches are the same on every run.
    let names: [String]

    /// Generates and lexes; the macro expansion needs a compile of the SwiftUI
    /// skeletons, which also proves the fixture's own output compiles.
    static func collect(standIns: URL) throws -> NameVocabulary {
        let text = try String(contentsOf: fixtureURL, encoding: .utf8)
        let spec = try CodeGenFixtures.spec(contentsOf: fixtureURL)
        var names: Set<String> = Set(inherited)
        var swiftUIFiles: [GeneratedFile] = []
        for ui in [UIFramework.swiftui, .uikit] {
            for access in [AccessLevel.internal, .public] {
                let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui, access: access))
                for file in files { names.formUnion(SwiftIdentifiers.identifiers(in: file.contents)) }
                if ui == .swiftui, access == .internal { swiftUIFiles = files }
            }
        }
        for module in StandInModules.modules {
            let source = CodeGenFixtures.folder.appendingPathComponent("StandIns/\(module).swift")
            names.formUnion(SwiftIdentifiers.identifiers(in: try String(contentsOf: source, encoding: .utf8)))
        }
        let sources = try CodeGenFixtures.writeModule(swiftUIFiles, of: spec)
        let expansion = try SwiftCompiler.typecheck(
            sources, flags: ["-wmo", "-I", standIns.path, "-Xfrontend", "-dump-macro-expansions"])
        guard expansion.succeeded else {
            throw FixtureError(
                "the vocabulary fixture's SwiftUI output does not compile:\n\(expansion.excerpt)")
        }
        names.formUnion(SwiftIdentifiers.identifiers(in: expansion.output))
        return NameVocabulary(fixture: spec, fixtureText: text, names: names.sorted())
    }
}
