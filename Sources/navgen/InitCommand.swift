import ArgumentParser
import NavGenKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a small, valid, commented starter spec.",
        discussion: """
            Never overwrites: if the file exists, nothing is written and navgen exits 2.
            """
    )

    @OptionGroup var options: NewSpecOptions

    func run() throws {
        do {
            try FileCreator.create(atPath: options.spec, contents: Array(StarterSpec.text.utf8))
        } catch FileCreator.Failure.exists {
            Console.error("'\(options.spec)' already exists; navgen init never overwrites a spec")
            throw ExitCode(2)
        } catch {
            Console.error("cannot write '\(options.spec)': \(error)")
            throw ExitCode(2)
        }
        let schema = URL(fileURLWithPath: options.spec).deletingLastPathComponent()
            .appendingPathComponent(StarterSpec.schemaFileName).relativePathFromCurrentDirectory
        let spec = TerminalText.sanitized(options.spec)
        Console.write(
            """
            wrote \(spec)
            next:
              navgen schema > \(TerminalText.sanitized(schema))    # editor completion: the spec's first line points at it
              navgen validate \(spec)

            """)
    }
}

/// Creates a new file and refuses to touch an existing one.
///
/// `O_CREAT | O_EXCL` makes the check and the creation one step, so a file that
/// appears in between is not overwritten, and a symbolic link is never followed.
enum FileCreator {
    enum Failure: Error, CustomStringConvertible {
        case exists
        case system(String)

        var description: String {
            switch self {
            case .exists: "it already exists"
            case .system(let message): message
            }
        }
    }

    static func create(atPath path: String, contents: [UInt8]) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw errno == EEXIST ? Failure.exists : Failure.system(String(cString: strerror(errno)))
        }
        var written = 0
        while written < contents.count {
            let count = contents[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let message = String(cString: strerror(errno))
                close(descriptor)
                unlink(path)
                throw Failure.system(message)
            }
            written += count
        }
        guard close(descriptor) == 0 else { throw Failure.system(String(cString: strerror(errno))) }
    }
}

extension URL {
    /// The path as the user would type it from the working directory: relative when
    /// the file is below it.
    fileprivate var relativePathFromCurrentDirectory: String {
        let current = FileManager.default.currentDirectoryPath
        let path = standardizedFileURL.path
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}

/// The path `init` writes: the spec argument alone, without `--include-root`, since
/// a new spec includes nothing.
struct NewSpecOptions: ParsableArguments {
    @Argument(help: "The spec file.", completion: .file(extensions: ["yaml", "yml"]))
    var spec: String = "navgen.yaml"
}
