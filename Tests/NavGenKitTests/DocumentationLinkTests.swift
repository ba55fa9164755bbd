import Foundation
import Testing

/// Every relative link of the repository's Markdown leads somewhere: the file exists,
/// and an anchor names a heading of it. The spec reference is split into pages under
/// docs/spec/, and code and docs link into them by anchor, so a renamed heading or a
/// moved section must fail here rather than in a reader's browser.
@Suite struct DocumentationLinkTests {
    /// The Markdown a reader opens: the front pages, docs/ (with docs/spec/) and the
    /// READMEs of the folders. Fixtures and build folders are left out.
    static var markdownFiles: [String] {
        let root = SpecCorpus.repositoryRoot
        var files = ["README.md", "CONTRIBUTING.md"]
        for folder in ["docs", "examples", "Benchmarks", "Fuzz"] {
            guard
                let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            else { continue }
            for case let path as String in walker
            where path.hasSuffix(".md") && !path.contains(".build") && !path.contains("/Fixtures/") {
                files.append(folder + "/" + path)
            }
        }
        return files.sorted()
    }

    @Test func thereAreFilesToCheck() {
        #expect(Self.markdownFiles.contains("docs/spec.md"))
        #expect(Self.markdownFiles.contains("docs/spec/conditions.md"))
    }

    @Test(arguments: markdownFiles)
    func linksResolve(_ file: String) throws {
        let root = SpecCorpus.repositoryRoot
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let folder = (file as NSString).deletingLastPathComponent
        for (line, target) in Self.links(in: text) {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            let resolved =
                path.isEmpty
                ? file : ((folder as NSString).appendingPathComponent(path) as NSString).standardizingPath
            let url = root.appendingPathComponent(resolved)
            guard FileManager.default.fileExists(atPath: url.path) else {
                Issue.record("\(file):\(line): \(target) names no file")
                continue
            }
            guard parts.count == 2, resolved.hasSuffix(".md") else { continue }
            let anchors = Self.anchors(in: try String(contentsOf: url, encoding: .utf8))
            if !anchors.contains(String(parts[1])) {
                Issue.record("\(file):\(line): \(target) names no heading of \(resolved)")
            }
        }
    }

    /// The checker on a small page: a good link, a missing file, a missing heading.
    @Test func theCheckFindsWhatItShould() {
        let page = "# Top\n\n## A `key`: here\n\n```\n# not a heading\n```\n## A `key`: here\n"
        #expect(Self.anchors(in: page) == ["top", "a-key-here", "a-key-here-1"])
        let links = Self.links(in: "see [a](b.md#c) and [web](https://x.org)\n```\n[no](d.md)\n```\n")
        #expect(links.map(\.target) == ["b.md#c"])
    }

    /// Relative link targets outside code blocks, with their line numbers.
    static func links(in text: String) -> [(line: Int, target: String)] {
        var found: [(line: Int, target: String)] = []
        var inCode = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") { inCode.toggle() }
            if inCode || line.hasPrefix("```") { continue }
            var rest = Substring(line)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = String(after[..<close])
                rest = after[close...]
                // Web and mail addresses are not the repository's to check.
                if target.contains("://") || target.hasPrefix("mailto:") || target.contains(" ") { continue }
                found.append((index + 1, target))
            }
        }
        return found
    }

    /// GitHub's anchors of a page's headings: lower case, punctuation but `-` and `_`
    /// dropped, spaces made `-`, and a repeated heading numbered from `-1`.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#"), let space = line.firstIndex(of: " "),
                line[..<space].allSatisfy({ $0 == "#" })
            else { continue }
            let title = line[line.index(after: space)...].lowercased()
            let base = String(
                title.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " }
                    .map { $0 == " " ? "-" : $0 })
            let count = seen[base, default: 0]
            seen[base] = count + 1
            anchors.insert(count == 0 ? base : "\(base)-\(count)")
        }
        return anchors
    }
}
