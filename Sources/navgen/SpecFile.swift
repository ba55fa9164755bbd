import ArgumentParser
import NavGenKit

/// The spec path every command that reads a spec takes as its optional first
/// argument, and the folder its included files may come from.
struct SpecOptions: ParsableArguments {
    @Argument(help: "The spec file.", completion: .file(extensions: ["yaml", "yml"]))
    var spec: String = "navgen.yaml"

    @OptionGroup var includes: IncludeRootOption

    /// Where the spec's included files are read from (exits 2 for an unusable
    /// `--include-root`).
    func sources() throws -> DiskSpecSources {
        try includes.sources(spec: spec)
    }
}

/// A spec file read from disk: its bytes for the loader, its text for excerpts.
struct SpecFile {
    var path: String
    var bytes: [UInt8]

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Reads the file, or prints why it cannot and exits with 2 ("could not run").
    static func read(_ path: String) throws -> SpecFile {
        do {
            return SpecFile(path: path, bytes: try FileReader.bytes(atPath: path, limit: .spec))
        } catch {
            throw cannotRead(path, error)
        }
    }

    static func cannotRead(_ path: String, _ error: any Error) -> ExitCode {
        Console.error("cannot read '\(path)': \(error)")
        return ExitCode(2)
    }
}

/// A spec file opened for `validate`: a regular file is parsed straight from its
/// descriptor, so a large spec is never in memory whole; its text is read only if a
/// finding needs a source excerpt. Anything else (a pipe, a device) is read up
/// front, no further than the spec limit.
struct OpenSpecFile {
    var path: String
    private var descriptor: Int32
    private var bytes: [UInt8]?

    /// Opens the file, or prints why it cannot and exits with 2 ("could not run").
    static func open(_ path: String) throws -> OpenSpecFile {
        do {
            let file = try FileReader.open(path, limit: .spec)
            var opened = OpenSpecFile(path: path, descriptor: file.descriptor, bytes: nil)
            if !file.isRegular { opened.bytes = try FileReader.contents(of: file, limit: .spec) }
            return opened
        } catch {
            throw SpecFile.cannotRead(path, error)
        }
    }

    func validate(includes: DiskSpecSources) -> Validator.Report {
        if let bytes { return Pipeline(bytes, file: path, includes: includes).report }
        return Pipeline(fileDescriptor: descriptor, file: path, includes: includes).report
    }

    /// The whole text, for excerpts; empty if the file can no longer be read.
    func text() -> String {
        String(decoding: contents(), as: UTF8.self)
    }

    /// The whole file, for excerpts and baselines; empty if it can no longer be read.
    func contents() -> [UInt8] {
        if let bytes { return bytes }
        guard lseek(descriptor, 0, SEEK_SET) == 0,
            let bytes = try? FileReader.bytes(of: descriptor, limit: .spec)
        else {
            return []
        }
        return bytes
    }
}
