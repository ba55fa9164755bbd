import ArgumentParser
import NavGenKit

/// One spec `navgen diff` compares: a file, or `REV:PATH`, a file as a git revision
/// holds it. An existing file wins (`v2:navgen.yaml` may be a file's name), and so does
/// an operand after `--`; otherwise an operand with a `:` is split at the first one.
enum DiffOperand: Equatable {
    case file(String)
    case revision(String, path: String)

    init(_ text: String, isPath: Bool) {
        guard !isPath, access(text, F_OK) != 0, let colon = text.firstIndex(of: ":") else {
            self = .file(text)
            return
        }
        self = .revision(String(text[..<colon]), path: String(text[text.index(after: colon)...]))
    }

    /// How many operands come after a `--` in `arguments` (the process's own): those
    /// are paths, whatever they hold.
    static func pathsForced(in arguments: [String]) -> Int {
        guard let separator = arguments.dropFirst().firstIndex(of: "--") else { return 0 }
        return arguments.count - separator - 1
    }

    /// The name findings and messages give the spec: the operand as typed.
    var displayName: String {
        switch self {
        case .file(let path): path
        case .revision(let revision, let path): revision + ":" + path
        }
    }

    /// The spec's bytes, refused past the spec limit.
    func bytes() throws -> [UInt8] {
        switch self {
        case .file(let path): try FileReader.bytes(atPath: path, limit: .spec)
        case .revision(let revision, let path):
            try GitRevisionReader(revision: revision, path: path).bytes(limit: .spec)
        }
    }

    /// Where the files the spec includes are read from: the disk for a file, the same
    /// revision for `REV:PATH` (where `--include-root` is a path in the revision,
    /// written as PATH is, and compared as text only: git reads no link).
    func sources(_ root: IncludeRootOption) throws -> any SpecSources {
        switch self {
        case .file(let path): try root.sources(spec: path)
        case .revision(let revision, let path):
            GitRevisionSpecSources(
                revision: revision, mainPath: path,
                includeRoot: root.includeRoot.map { IncludeRoot(given: $0) })
        }
    }

    /// The path include entries are relative to and findings name: for a revision,
    /// the path git reads in it.
    private var path: String {
        switch self {
        case .file(let path), .revision(_, let path): path
        }
    }

    /// Reads and checks the spec, with every file it includes. Unreadable, or with
    /// errors (its findings on stderr, as `simulate` shows them), exits 2.
    func pipeline(includeRoot: IncludeRootOption) throws -> Pipeline {
        let bytes: [UInt8]
        do {
            bytes = try self.bytes()
        } catch {
            throw SpecFile.cannotRead(displayName, error)
        }
        let includes = try sources(includeRoot)
        let pipeline = Pipeline(bytes, file: path, includes: includes, for: .simulation)
        let report = pipeline.report
        guard report.isUsable else {
            let input = ReportInput(
                findings: report.findings, displayPath: displayName,
                sourceText: String(decoding: bytes, as: UTF8.self),
                includedTexts: includes.texts(of: report.findings), useColor: ColorChoice.standardError)
            fflush(nil)
            Console.writeError(ReportRenderer.render(input, as: .text))
            Console.error("'\(displayName)' has errors; fix them to compare it")
            throw ExitCode(DiffCommand.couldNotRun)
        }
        return pipeline
    }
}
