import Foundation

/// The iOS release each stand-in API came in, read from the `@available(iOS N, *)`
/// on its declaration or on the extension or type around it. Swift checks
/// availability only when it compiles for an Apple platform, so on Linux this
/// reading is what catches a skeleton for iOS 16 that uses an iOS 17 API.
struct StandInAvailability {
    /// The iOS major release of each API by name; the earliest when overloads differ.
    var introduced: [String: Int]

    /// Observation, which the SwiftUI stand-in re-exports from the toolchain rather
    /// than declares: iOS 17 in the SDK.
    static let observation = ["Observable": 17, "ObservationIgnored": 17]

    /// Types whose members' names are common words a skeleton uses as its own (a
    /// split's `sidebar`, `content` and `detail`): the stand-in declares them without
    /// `@available`, so that only the type's name is read, with its SDK release here.
    static let byTypeName = ["NavigationSplitViewColumn": 17]

    /// Every stand-in's declarations.
    static let standIns: StandInAvailability = {
        var introduced = observation.merging(byTypeName) { first, _ in first }
        for module in StandInModules.modules {
            let url = CodeGenFixtures.folder.appendingPathComponent("StandIns/\(module).swift")
            let source = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            introduced.merge(read(source), uniquingKeysWith: min)
        }
        return StandInAvailability(introduced: introduced)
    }()

    /// The names a source declares with an iOS availability, by line: an `@available`
    /// line applies to the next declaration, and a declaration's availability to what
    /// its braces hold.
    static func read(_ source: String) -> [String: Int] {
        var found: [String: Int] = [:]
        var pending: Int?
        var scopes: [Int] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("//") { continue }
            if let version = iOSVersion(in: text, after: "@available(iOS ") { pending = version }
            var opened = scopes.last ?? 0
            if let name = declaredName(in: text) {
                let version = max(pending ?? 0, scopes.last ?? 0)
                if version > 0, !name.isEmpty { found[name] = min(found[name] ?? version, version) }
                opened = version
                pending = nil
            }
            for character in text {
                if character == "{" { scopes.append(opened) }
                if character == "}", !scopes.isEmpty { scopes.removeLast() }
            }
        }
        return found
    }

    /// The APIs `source` (a skeleton) uses that came after iOS `minimumOS`, as
    /// `"Tab (iOS 18), line 157"`; inside `if #available(iOS N, *) { ... }` the bar is N.
    func violations(in source: String, minimumOS: Int) -> [String] {
        var violations: [String] = []
        var scopes: [Int] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = Self.code(of: String(line))
            let bar = scopes.last ?? minimumOS
            for name in Self.identifiers(in: code) {
                if let version = introduced[name], version > bar {
                    violations.append("\(name) (iOS \(version)), line \(index + 1)")
                }
            }
            let opened = Self.iOSVersion(in: code, after: "#available(iOS ").map { max($0, bar) } ?? bar
            for character in code {
                if character == "{" { scopes.append(opened) }
                if character == "}", !scopes.isEmpty { scopes.removeLast() }
            }
        }
        return violations
    }

    /// `17` in `@available(iOS 17.0, *)`.
    private static func iOSVersion(in text: String, after marker: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    private static let declarationKeywords: Set<String> = [
        "struct", "class", "protocol", "enum", "func", "var", "let", "typealias", "extension", "init",
        "subscript", "case",
    ]

    /// The name a line declares: `""` for an extension, an initializer or a subscript,
    /// which add to a name declared elsewhere; nil when the line declares nothing.
    private static func declaredName(in text: String) -> String? {
        let words = identifiers(in: code(of: text))
        guard let index = words.firstIndex(where: declarationKeywords.contains) else { return nil }
        switch words[index] {
        case "extension", "init", "subscript": return ""
        default: return index + 1 < words.count ? words[index + 1] : ""
        }
    }

    /// A line without its comment and string literals.
    private static func code(of line: String) -> String {
        var code = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "/", previous == "/" {
                code.removeLast()
                break
            } else {
                code.append(character)
            }
            previous = character
        }
        return code
    }

    /// The identifiers of a piece of code, in order.
    private static func identifiers(in code: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in code {
            if character.isLetter || character == "_" || (character.isNumber && !word.isEmpty) {
                word.append(character)
            } else {
                if !word.isEmpty { words.append(word) }
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
