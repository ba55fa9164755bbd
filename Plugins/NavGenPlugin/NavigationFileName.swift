/// The name navgen gives a spec's navigation file, `<typePrefix><app>Navigation.swift`,
/// guessed from the spec's text before navgen runs: a build command must name its
/// output up front. The guess only names the file; navgen writes the file at that
/// name whatever the spec says (`--navigation-file`), so a wrong guess cannot break
/// the build.
///
/// The scan reads block-style top-level `app:` and `typePrefix:` under `generate:`,
/// as `navgen init` writes them; anything else falls back to `Navigation.swift`.
struct NavigationFileName {
    var app: String?
    var typePrefix: String?

    init(specText: String) {
        var inGenerate = false
        for line in specText.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let indented = line.first == " " || line.first == "\t"
            let content = Self.withoutComment(line)
            if content.allSatisfy(\.isWhitespace) { continue }
            if !indented {
                inGenerate = Self.value(of: "generate", in: content) == ""
                if let app = Self.value(of: "app", in: content) { self.app = app }
            } else if inGenerate, let prefix = Self.value(of: "typePrefix", in: content) {
                typePrefix = prefix
            }
        }
    }

    /// `<typePrefix><app>Navigation.swift`, or `Navigation.swift` when the app's name
    /// is not a plain identifier (the guess then is only a file name, never a path).
    var fileName: String {
        guard let app, Self.isIdentifier(app) else { return "Navigation.swift" }
        let prefix = typePrefix.flatMap { Self.isIdentifier($0) ? $0 : nil } ?? ""
        return prefix + app + "Navigation.swift"
    }

    /// The plain scalar after `key:` on a line, without quotes; nil when the line sets
    /// another key.
    private static func value(of key: String, in line: Substring) -> String? {
        let trimmed = line.trimmingSpaces()
        guard trimmed.hasPrefix(key + ":") else { return nil }
        var value = trimmed.dropFirst(key.count + 1).trimmingSpaces()
        if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote {
            value = value.dropFirst().dropLast()
        }
        return String(value)
    }

    /// The line up to a `#` that starts a comment (at its start or after a space).
    private static func withoutComment(_ line: Substring) -> Substring {
        var previous: Character = " "
        for index in line.indices {
            if line[index] == "#", previous == " " || previous == "\t" { return line[..<index] }
            previous = line[index]
        }
        return line
    }

    /// ASCII letters, digits and `_`, not starting with a digit.
    private static func isIdentifier(_ name: String) -> Bool {
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z")
        let capitals = UInt8(ascii: "A")...UInt8(ascii: "Z")
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard let first = name.utf8.first, !digits.contains(first) else { return false }
        return name.utf8.allSatisfy {
            letters.contains($0) || capitals.contains($0) || digits.contains($0) || $0 == UInt8(ascii: "_")
        }
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else {
            return self[endIndex...]
        }
        return self[start...last]
    }
}
