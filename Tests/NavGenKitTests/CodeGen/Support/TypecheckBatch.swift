import Foundation
import NavGenKit

/// The generated files of several specs type-checked as one module with `-wmo`: one
/// frontend, where a module per spec costs a compiler start each and, file by file, a
/// frontend per file that parses all the others. Each member's types carry a prefix
/// of its own, so they sit side by side; an error is pinned on the member whose file
/// it is in.
struct TypecheckBatch: Sendable {
    struct Member: Sendable {
        var name: String
        var files: [GeneratedFile]
        var customTypes: Set<String>
    }

    let outcome: SwiftCompiler.Outcome
    /// Each written file's path, to the name of the member it belongs to.
    let owners: [String: String]

    init(_ members: [Member], mode: [String], flags: [String] = []) throws {
        let folder = try CodeGenFixtures.temporaryFolder()
        var sources: [URL] = []
        var owners: [String: String] = [:]
        for member in members {
            for url in try CodeGenFixtures.write(member.files, to: folder) {
                guard owners.updateValue(member.name, forKey: url.path) == nil else {
                    throw FixtureError("two members write \(url.lastPathComponent)")
                }
                sources.append(url)
            }
        }
        let types = folder.appendingPathComponent("CustomTypes.swift")
        let names = members.reduce(into: Set<String>()) { $0.formUnion($1.customTypes) }
        try Data(CodeGenFixtures.customTypes(named: names).utf8).write(to: types)
        self.owners = owners
        outcome = try SwiftCompiler.typecheck(sources + [types], flags: ["-wmo"] + flags, mode: mode)
    }

    /// The diagnostics in `member`'s files, and those in no member's file (the shared
    /// custom types, the command line, a crash), which fail every member.
    func problems(of member: String) -> [String] {
        guard !outcome.succeeded else { return [] }
        var own: [String] = []
        var everyones: [String] = []
        var others = 0
        for line in outcome.output.split(separator: "\n") {
            guard line.contains(": error: ") || line.contains(": warning: ") else { continue }
            switch owners[String(line.prefix { $0 != ":" })] {
            case member?: own.append(String(line))
            case nil: everyones.append(String(line))
            default: others += 1
            }
        }
        // A failure with no diagnostic in anyone's file (a crash) is everyone's.
        if own.isEmpty, everyones.isEmpty, others == 0 {
            return ["swiftc failed (\(outcome.status)):\n\(outcome.excerpt)"]
        }
        return own + everyones
    }

    /// One batch per key, compiled two at a time (a `-wmo` frontend uses one core);
    /// the first failure to make one, if any.
    static func all<Key: Hashable & Sendable>(
        _ keys: [Key], _ make: @Sendable (Key) throws -> TypecheckBatch
    ) -> Result<[Key: TypecheckBatch], FixtureError> {
        let results = Results(count: keys.count)
        DispatchQueue.concurrentPerform(iterations: keys.count) { index in
            do {
                results.set(index, .success(try make(keys[index])))
            } catch {
                results.set(index, .failure(error as? FixtureError ?? FixtureError("\(error)")))
            }
        }
        var batches: [Key: TypecheckBatch] = [:]
        for (key, result) in zip(keys, results.values) {
            switch result {
            case .success(let batch)?: batches[key] = batch
            case .failure(let error)?: return .failure(error)
            case nil: return .failure(FixtureError("batch \(key) was not made"))
            }
        }
        return .success(batches)
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Result<TypecheckBatch, FixtureError>?]

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Result<TypecheckBatch, FixtureError>) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }
    }
}
