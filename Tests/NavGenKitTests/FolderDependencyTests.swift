import Foundation
import Testing

/// The folders of `Sources/NavGenKit` are the stages of the pipeline, and data flows
/// one way through them: a folder's files may name types of the stages before it,
/// never of the ones after. The graph is derived from the sources (a folder depends on
/// another when its files name a type the other declares) and must have no cycle;
/// `docs/architecture.md` draws it.
@Suite struct FolderDependencyTests {
    /// The text of every Swift file under `Sources/NavGenKit`, by top-level folder.
    static var sources: [String: [String]] {
        let root = SpecCorpus.repositoryRoot.appendingPathComponent("Sources/NavGenKit")
        var texts: [String: [String]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        for case let path as String in walker where path.hasSuffix(".swift") {
            guard let folder = path.split(separator: "/").first, path.contains("/"),
                let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            else { continue }
            texts[String(folder), default: []].append(text)
        }
        return texts
    }

    @Test func theStagesHaveNoCycle() {
        let graph = FolderGraph(sources: Self.sources)
        #expect(graph.dependencies["Rules", default: [:]]["Model"] != nil, "the scan sees nothing")
        #expect(graph.dependencies["Pipeline", default: [:]]["Rules"] != nil, "the scan sees nothing")
        for line in graph.cycleReport() {
            Issue.record("a cycle between stages: \(line)")
        }
    }

    /// `docs/architecture.md` draws the graph without the edges other paths imply.
    @Test func theArchitectureDocumentDrawsTheGraph() throws {
        let document = try String(
            contentsOf: SpecCorpus.repositoryRoot.appendingPathComponent("docs/architecture.md"),
            encoding: .utf8)
        let drawn = Set(
            document.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard words.count == 3, words[1] == "-->" else { return nil }
                return "\(words[0]) --> \(words[2])"
            })
        let derived = Set(FolderGraph(sources: Self.sources).reducedEdges)
        #expect(
            drawn == derived,
            "drawn but not derived: \(drawn.subtracting(derived).sorted()); derived but not drawn: \(derived.subtracting(drawn).sorted())"
        )
    }

    /// The check itself, on folders that name each other and folders that do not.
    @Test func theCheckFindsWhatItShould() {
        let cyclic = FolderGraph(sources: [
            "A": ["struct Alpha { let beta: Beta }"],
            "B": ["struct Beta { let gamma: Gamma }"],
            "C": ["enum Gamma { case a(Alpha) }"],
            "D": ["struct Delta { let alpha: Alpha }"],
        ])
        #expect(cyclic.foldersInCycles == ["A", "B", "C"])
        #expect(cyclic.cycleReport().first == "A -> B (Beta)")
        #expect(cyclic.reducedEdges == ["A --> B", "B --> C", "C --> A", "D --> A"])

        let acyclic = FolderGraph(sources: [
            "A": ["struct Alpha { let gamma: Gamma } // Beta", #"let text = "Beta""#],
            "B": ["struct Beta {}", "private struct Alpha {}", "let kind = Kind.struct(Alpha())"],
            "C": ["/* Alpha */\nenum Gamma {\n    struct Beta {}\n}", "let beta = Beta()"],
        ])
        #expect(acyclic.foldersInCycles.isEmpty, "\(acyclic.cycleReport())")
        #expect(acyclic.dependencies["A"] == ["C": ["Gamma"]])
        #expect(acyclic.dependencies["B"] == [:])
        // C's own nested `Beta` is what C means by `Beta`.
        #expect(acyclic.dependencies["C"] == [:])

        let implied = FolderGraph(sources: [
            "A": ["struct Alpha { let beta: Beta; let gamma: Gamma }"],
            "B": ["struct Beta { let gamma: Gamma }"],
            "C": ["struct Gamma {}"],
        ])
        #expect(implied.reducedEdges == ["A --> B", "B --> C"])
    }
}

/// Which top-level folder names which other folder's types.
struct FolderGraph {
    /// Folder → folder it depends on → the names that make it depend.
    var dependencies: [String: [String: Set<String>]] = [:]

    init(sources: [String: [String]]) {
        let scanned = sources.mapValues { $0.map(Self.code(of:)) }
        // Every type a folder declares, nested and private ones included, and the
        // folders declaring each name the whole module can use.
        var declared: [String: Set<String>] = [:]
        var owners: [String: Set<String>] = [:]
        for (folder, texts) in scanned {
            for text in texts {
                for declaration in Self.declarations(in: text) {
                    declared[folder, default: []].insert(declaration.name)
                    if declaration.isModuleWide { owners[declaration.name, default: []].insert(folder) }
                }
            }
        }
        for (folder, texts) in scanned {
            var uses: [String: Set<String>] = [:]
            for text in texts {
                // A name the folder declares itself is its own, whoever else declares it.
                for name in Self.identifiers(in: text) where !(declared[folder]?.contains(name) ?? false) {
                    for owner in owners[name] ?? [] { uses[owner, default: []].insert(name) }
                }
            }
            dependencies[folder] = uses
        }
    }

    /// The folders on a cycle: those that depend on themselves through others.
    var foldersInCycles: [String] {
        dependencies.keys.sorted().filter { folder in
            isReachable(folder, from: Array(dependencies[folder, default: [:]].keys))
        }
    }

    /// The edges on cycles, `A -> B (Names)`, sorted: those from a folder to one it
    /// can be reached from.
    func cycleReport() -> [String] {
        foldersInCycles.flatMap { folder in
            dependencies[folder, default: [:]].keys.filter { isReachable(folder, from: [$0]) }.sorted().map {
                other in
                "\(folder) -> \(other) (\(dependencies[folder]![other]!.sorted().joined(separator: ", ")))"
            }
        }
    }

    /// The edges `A --> B`, sorted, without those another path from A to B implies.
    var reducedEdges: [String] {
        dependencies.keys.sorted().flatMap { folder in
            let targets = dependencies[folder, default: [:]].keys
            return targets.sorted().filter { target in
                !isReachable(target, from: targets.filter { $0 != target })
            }.map { "\(folder) --> \($0)" }
        }
    }

    private func isReachable(_ target: String, from starts: [String]) -> Bool {
        var seen = Set(starts)
        var queue = starts
        while let folder = queue.popLast() {
            if folder == target { return true }
            for next in dependencies[folder, default: [:]].keys where seen.insert(next).inserted {
                queue.append(next)
            }
        }
        return false
    }

    /// A type a file declares: a `struct`, `enum`, `class`, `protocol`, `actor` or
    /// `typealias` at the start of a line, after modifiers only.
    struct Declaration {
        var name: String
        /// Not nested in another type, and not `private` or `fileprivate`: a name the
        /// rest of the module can use by itself.
        var isModuleWide: Bool
    }

    static let declarationKeywords: Set<String> = [
        "struct", "enum", "class", "protocol", "actor", "typealias",
    ]
    static let modifiers: Set<String> = [
        "public", "package", "internal", "private", "fileprivate", "open", "final", "indirect", "nonisolated",
    ]

    static func declarations(in code: String) -> [Declaration] {
        var found: [Declaration] = []
        for line in code.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            // An attribute's line holds no declaration of its own here (`@frozen` alone) or
            // one after it (`@MainActor final class`): skip the attribute.
            var rest = trimmed
            while rest.first == "@" {
                rest = rest.drop { $0 != " " }.drop { $0 == " " }
            }
            let words = identifiers(in: String(rest))
            guard let keyword = words.firstIndex(where: declarationKeywords.contains),
                keyword + 1 < words.count,
                words[..<keyword].allSatisfy(modifiers.contains)
            else { continue }
            let hidden = words[..<keyword].contains("private") || words[..<keyword].contains("fileprivate")
            found.append(
                Declaration(name: words[keyword + 1], isModuleWide: trimmed.count == line.count && !hidden))
        }
        return found
    }

    /// The identifiers of some code, in order.
    static func identifiers(in code: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else if !word.isEmpty {
                if !word.first!.isNumber { words.append(word) }
                word = ""
            }
        }
        if !word.isEmpty, !word.first!.isNumber { words.append(word) }
        return words
    }

    /// The text with comments and string literals blanked out: names written there
    /// are not uses. (Interpolations go with their string.)
    static func code(of text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        func starts(_ prefix: String, at position: Int) -> Bool {
            let needle = Array(prefix)
            return position + needle.count <= characters.count
                && Array(characters[position..<position + needle.count]) == needle
        }
        func skip(past terminator: String, from position: Int) -> Int {
            var position = position
            while position < characters.count, !starts(terminator, at: position) {
                position += characters[position] == "\\" ? 2 : 1
            }
            return min(position + terminator.count, characters.count)
        }
        while index < characters.count {
            if starts("//", at: index) {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if starts("/*", at: index) {
                index = skip(past: "*/", from: index + 2)
            } else if starts("#\"\"\"", at: index) {
                index = skip(past: "\"\"\"#", from: index + 4)
            } else if starts("\"\"\"", at: index) {
                index = skip(past: "\"\"\"", from: index + 3)
            } else if starts("#\"", at: index) {
                index = skip(past: "\"#", from: index + 2)
            } else if characters[index] == "\"" {
                index = skip(past: "\"", from: index + 1)
            } else {
                result.append(characters[index])
                index += 1
                continue
            }
            result.append(" ")
        }
        return result
    }
}
