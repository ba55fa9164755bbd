import Foundation
import Testing

/// navgen builds on macOS as well as Linux: iOS teams run it on their Macs. A platform
/// module (`Glibc`, `Darwin`, `Musl`...) is imported, and its names are qualified, only
/// inside an `#if canImport(...)` whose chain also has a branch for the other
/// platforms, so a file that builds here cannot fail to build there for want of one.
@Suite struct PortabilityTests {
    static let platformModules = ["Glibc", "Musl", "Darwin", "WinSDK", "Android", "ucrt"]

    /// Every Swift file of the package's sources and tests, and the fuzz entries.
    static var swiftFiles: [String] {
        let root = SpecCorpus.repositoryRoot
        var files: [String] = []
        for folder in ["Sources", "Tests", "Fuzz", "Plugins"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let path as String in walker
            where path.hasSuffix(".swift") && !path.contains("/Fixtures/") {
                files.append(folder + "/" + path)
            }
        }
        return files.sorted()
    }

    @Test func thereAreFilesToCheck() {
        #expect(Self.swiftFiles.contains("Sources/navgen/Console.swift"))
    }

    @Test(arguments: swiftFiles)
    func platformModulesAreImportedOnlyBehindCanImportWithAnotherBranch(_ file: String) throws {
        let text = try String(
            contentsOf: SpecCorpus.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        for problem in Self.problems(in: text) {
            Issue.record("\(file):\(problem)")
        }
    }

    /// The CLI imports its platform's C library in one file, `Platform.swift`, which
    /// re-exports it: a second import elsewhere would be a second chain to keep right.
    @Test func theCLIImportsItsPlatformOnlyInItsShim() throws {
        for file in Self.swiftFiles
        where file.hasPrefix("Sources/navgen/") && file != "Sources/navgen/Platform.swift" {
            let text = try String(
                contentsOf: SpecCorpus.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
            for module in Self.platformModules where text.contains("import \(module)\n") {
                Issue.record("\(file) imports \(module); Sources/navgen/Platform.swift already does")
            }
        }
    }

    /// The checker itself, on files that break the rule and files that keep it.
    @Test func theCheckFindsWhatItShould() {
        #expect(Self.problems(in: "import Glibc\n").count == 1)
        #expect(Self.problems(in: "#if canImport(Glibc)\nimport Glibc\n#endif\n").count == 1)
        #expect(Self.problems(in: "#if os(Linux)\nimport Glibc\n#else\nimport Darwin\n#endif\n").count == 2)
        #expect(Self.problems(in: "let x = Glibc.exit\n").count == 1)
        #expect(Self.problems(in: "@_exported import Glibc\n").count == 1)
        #expect(
            Self.problems(
                in:
                    "#if canImport(Glibc)\n    import Glibc\n#elseif canImport(Darwin)\n    import Darwin\n#endif\n"
            ).isEmpty)
        #expect(
            Self.problems(
                in:
                    "#if canImport(Glibc)\n    import Glibc\n#else\n    import Darwin\n#endif\n// Glibc. in a comment\n"
            ).isEmpty)
    }

    /// `LINE: why` for each import or qualified use of a platform module that is not
    /// inside a `canImport` branch of a chain with at least two branches.
    static func problems(in text: String) -> [String] {
        /// One `#if` chain: the condition of its current branch, and how many
        /// branches it has so far.
        struct Chain {
            var current: String
            var branches = 1
            /// Whether a branch so far tests `canImport`: then `#else` stands for the
            /// platforms the tests leave out.
            var testsImports = false

            var isImportBranch: Bool { current.contains("canImport(") || (current == "else" && testsImports) }

            mutating func branch(_ condition: String) {
                testsImports = testsImports || current.contains("canImport(")
                current = condition
                branches += 1
            }
        }
        var chains: [Chain] = []
        var pending: [(line: Int, module: String, chain: Int)] = []
        var problems: [String] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let number = offset + 1
            if line.hasPrefix("#if ") {
                chains.append(Chain(current: String(line.dropFirst(4))))
            } else if line.hasPrefix("#elseif ") {
                chains[chains.count - 1].branch(String(line.dropFirst(8)))
            } else if line == "#else" {
                chains[chains.count - 1].branch("else")
            } else if line.hasPrefix("#endif") {
                let closed = chains.count - 1
                for use in pending where use.chain == closed && chains[closed].branches < 2 {
                    problems.append("\(use.line): \(use.module) has no branch for other platforms")
                }
                pending.removeAll { $0.chain == closed }
                chains.removeLast()
            }
            guard !line.hasPrefix("//") else { continue }
            // Text inside string literals is not code.
            let code = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
            for module in platformModules {
                // `@_exported import Glibc` ends the line, as the CLI's shim writes it.
                let imports =
                    code.hasPrefix("import \(module)") || code.contains("import \(module) ")
                    || code.hasSuffix("import \(module)")
                let qualified = code.contains("\(module).") && !imports
                guard imports || qualified else { continue }
                guard let guardChain = chains.lastIndex(where: \.isImportBranch) else {
                    problems.append("\(number): \(module) outside #if canImport")
                    continue
                }
                pending.append((number, module, guardChain))
            }
        }
        return problems
    }
}
