/// The two settings generated code must compile clean under: Swift 6 language
/// mode, and Swift 5 with a new Xcode project's main-actor default isolation and
/// approachable concurrency.
enum LanguageMode: String, CaseIterable, Sendable, CustomStringConvertible {
    case swift6
    case xcodeDefaults

    var flags: [String] {
        switch self {
        case .swift6: SwiftCompiler.strictFlags
        case .xcodeDefaults: SwiftCompiler.xcodeDefaultFlags
        }
    }

    var description: String { rawValue }
}

/// The top-level declarations of a generated Swift file: the name each one
/// declares or extends, and its modifiers, as written at the start of a line.
struct TopLevelDeclaration: Equatable, CustomStringConvertible {
    var modifiers: [String]
    var keyword: String
    var name: String

    var description: String { (modifiers + [keyword, name]).joined(separator: " ") }

    private static let keywords: Set<String> = ["struct", "enum", "class", "protocol", "extension", "actor"]

    /// Reads the lines that start at column 0 (the generator indents everything
    /// nested), skipping comments, attributes on their own line, imports and `#if`.
    static func all(in source: String) -> [TopLevelDeclaration] {
        var declarations: [TopLevelDeclaration] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.first, first.isLetter else { continue }
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
                .map(String.init)
            guard let index = words.firstIndex(where: keywords.contains), index + 1 < words.count else {
                continue
            }
            declarations.append(
                TopLevelDeclaration(
                    modifiers: Array(words[..<index]), keyword: words[index], name: words[index + 1]))
        }
        return declarations
    }
}
