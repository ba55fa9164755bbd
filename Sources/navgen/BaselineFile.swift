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
    static func paths(of file: OpenSpecFile, files: SpecFiles, includes: DiskSpecSources) -> SpecPathIndex {
        let bytes = file.contents()
        let main = YAMLLoader().load(bytes, file: file.path).document.map(SpecPathIndex.init) ?? .empty
        guard files.count > 1 else { return main }
        // Each included file's paths, its nodes placed in it by its index.
        let included = (1..<files.count).map { index -> SpecPathIndex in
            guard let bytes = try? includes.bytes(at: files[index]) else { return .empty }
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

    /// Writes a baseline, or prints why it will not and exits with 2. Never over one
    /// of the spec's files (`--write-baseline navgen.yaml` is a slip for
    /// `--baseline`), nor, without `force`, over a file that is not a baseline. A
    /// device or a FIFO (`/dev/stdout`) is written through; a link stays a link.
    static func write(
        _ baseline: Baseline, to path: String, sparing specFiles: SpecFileIdentities, force: Bool
    )
        throws
    {
        if let index = specFiles.fileIndex(of: path) {
            Console.error(
                "cannot write baseline '\(path)': it is \(specFiles.describe(index)); write the baseline to a "
                    + "file of its own, such as navgen-baseline.json (--baseline is the option that reads one)"
            )
            throw ExitCode(2)
        }
        if !force, holdsSomethingElse(path) {
            Console.error(
                "'\(path)' is not a navgen baseline; writing the baseline would replace it: name another file, "
                    + "or pass --force to replace it")
            throw ExitCode(2)
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        do {
            try OutputFolder(path: folder).write(baseline.json, to: name, streams: .writeThrough)
        } catch {
            Console.error("cannot write baseline '\(path)': \(error)")
            throw ExitCode(2)
        }
    }

    /// Whether `path` is a regular file (links followed) with bytes that do not read
    /// as a baseline: what a rename would lose. An empty file holds nothing to lose
    /// (a shell's `>` or `touch` made it for the baseline). Nothing else is read, so
    /// a FIFO is not drained.
    private static func holdsSomethingElse(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return false }
        guard let bytes = try? FileReader.bytes(atPath: path, limit: limit) else { return true }
        return (try? Baseline(json: bytes)) == nil
    }
}
