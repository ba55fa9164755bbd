import ArgumentParser
import NavGenKit

/// `validate --baseline` and `--write-baseline` at the edge: reading and writing the
/// baseline file, and naming the findings of the spec by their spec paths.
enum BaselineFile {
    /// Baselines are small (a few hundred bytes an entry); the limit only keeps a
    /// wrong path from reading a huge file.
    static let limit = InputLimit(bytes: 64 << 20, what: "a baseline")

    /// The spec paths of the findings, read from the YAML trees of the main file and
    /// the files it includes (parsed again, whole: validation lets go of subtrees it
    /// has decoded). A file that does not
    /// parse gives an empty index: every finding is at the document.
    static func paths(of file: OpenSpecFile, files: SpecFiles) -> SpecPathIndex {
        let bytes = file.contents()
        let main = YAMLLoader().load(bytes, file: file.path).document.map(SpecPathIndex.init) ?? .empty
        guard files.count > 1 else { return main }
        // Each included file's paths, its nodes placed in it by its index.
        let included = (1..<files.count).map { index -> SpecPathIndex in
            guard let bytes = try? DiskSpecSources().bytes(at: files[index]) else { return .empty }
            return YAMLLoader().load(bytes, file: files[index], fileIndex: index).document.map(
                SpecPathIndex.init)
                ?? .empty
        }
        return SpecPathIndex(merging: [main] + included)
    }

    /// Reads a baseline, or prints why it cannot and exits with 2 ("could not run").
    static func read(_ path: String) throws -> Baseline {
        do {
            return try Baseline(json: try FileReader.bytes(atPath: path, limit: limit))
        } catch let error as Baseline.ReadError {
            Console.error(error.located(in: path))
            throw ExitCode(2)
        } catch {
            Console.error("cannot read baseline '\(path)': \(error)")
            throw ExitCode(2)
        }
    }

    /// Writes a baseline atomically, or prints why it cannot and exits with 2.
    static func write(_ baseline: Baseline, to path: String) throws {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        do {
            try OutputFolder(path: folder).write(baseline.json, to: name)
        } catch {
            Console.error("cannot write baseline '\(path)': \(error)")
            throw ExitCode(2)
        }
    }
}
