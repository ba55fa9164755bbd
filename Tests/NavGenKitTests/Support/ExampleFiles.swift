import NavGenKit

/// Rule examples that span several files (`include-error`'s).
enum ExampleFiles {
    /// The main file of an example that spans several files.
    static let mainFile = "navgen.yaml"

    /// An example's files by path: a line `# file: PATH` starts the text of another
    /// file; the text before the first such line is the main file, `mainFile`.
    static func files(of example: String) -> [String: String] {
        var files: [String: String] = [:]
        var path = mainFile
        var lines: [Substring] = []
        for line in example.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# file: ") {
                files[path] = lines.joined(separator: "\n") + "\n"
                path = String(line.dropFirst("# file: ".count))
                lines = []
            } else {
                lines.append(line)
            }
        }
        files[path] = lines.joined(separator: "\n")
        return files
    }
}

extension ExampleFiles {
    /// Validates an example through in-memory sources, its `include:` entries read
    /// from its other files.
    static func validate(_ example: String) -> Validator.Report {
        let files = self.files(of: example)
        return Validator.validate(
            Array((files[mainFile] ?? "").utf8), file: mainFile, includes: InMemorySpecSources(texts: files))
    }
}
