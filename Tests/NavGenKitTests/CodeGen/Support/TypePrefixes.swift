import NavGenKit

/// The `generate.typePrefix` values the name tests try: a prefix is one per spec,
/// so rather than every name of the vocabulary, those that can meet something.
enum TypePrefixes {
    /// What a prefix may be: an uppercase ASCII letter, then up to 15 letters and digits.
    static func isValid(_ prefix: String) -> Bool {
        guard let first = prefix.unicodeScalars.first, ("A"..."Z").contains(first), prefix.count <= 16 else {
            return false
        }
        return prefix.unicodeScalars.allSatisfy {
            $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }
    }

    /// Swift's modules and the frameworks', which the generated code may name.
    static let modules = ["Swift", "Foundation", "Observation", "Combine", "SwiftUI", "UIKit"]

    /// Swift's type keywords, the modules, the vocabulary's type names of up to four
    /// letters (`UI`, `NS`, `URL`, `Tab`, `View`), and the prefixes that would spell
    /// one of the fixture's generated types like a vocabulary name (`Empty` before a
    /// `ViewRoute` would be `EmptyViewRoute`), sorted.
    static func candidates(_ vocabulary: NameVocabulary) throws -> [String] {
        let names = vocabulary.names.filter(isValid)
        let generated = try generatedTypes(vocabulary)
        var prefixes = Set(modules + ["Self", "Any", "Type", "Protocol"])
        prefixes.formUnion(names.filter { $0.count <= 4 })
        for name in names {
            for type in generated where name.count > type.count && name.hasSuffix(type) {
                prefixes.insert(String(name.dropLast(type.count)))
            }
        }
        return prefixes.filter(isValid).sorted()
    }

    /// The fixture's generated type names without a prefix: those its output spells
    /// after a marker prefix.
    static func generatedTypes(_ vocabulary: NameVocabulary) throws -> Set<String> {
        let marker = "Qx9"
        let spec = try CodeGenFixtures.spec(text: Self.spec(vocabulary.fixtureText, prefix: marker))
        var types: Set<String> = []
        for ui in [UIFramework.swiftui, .uikit] {
            for file in try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui, typePrefix: marker))
            {
                for name in SwiftIdentifiers.identifiers(in: file.contents) where name.hasPrefix(marker) {
                    types.insert(String(name.dropFirst(marker.count)))
                }
            }
        }
        return types
    }

    /// The fixture with `generate.typePrefix: prefix`.
    static func spec(_ fixture: String, prefix: String) -> String {
        fixture.replacingOccurrences(
            of: "\nconditions:\n", with: "\ngenerate:\n  typePrefix: \(prefix)\nconditions:\n")
    }

    /// The type names two prefixes of `prefixes` would both spell (`UI` before a
    /// `KitMainTab` and `UIKit` before `MainTab`): such prefixes must not share a module.
    static func clashes(_ prefixes: [String], generated: Set<String>) -> [String] {
        var seen: Set<String> = []
        var clashes: [String] = []
        for prefix in prefixes {
            for type in generated.sorted() where !seen.insert(prefix + type).inserted {
                clashes.append(prefix + type)
            }
        }
        return clashes
    }
}
