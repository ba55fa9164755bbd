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
            Never overwrites: if the file exists, nothing is written and navgen exits 2. \
            --plugin TARGET writes the spec for NavGenPlugin into the SwiftPM target TARGET, \
            at Sources/TARGET/navgen.yaml unless a path is given, and TARGET.swift beside it \
            when that folder holds no Swift file: SwiftPM skips a target without one, and the \
            plugin never runs.
            """
    )

    @OptionGroup var options: NewSpecOptions

    @Option(
        name: .customLong("plugin"),
        help: ArgumentHelp(
            "Write the spec into this SwiftPM target, which applies NavGenPlugin.", valueName: "target"))
    var pluginTarget: String?

    func validate() throws {
        if let pluginTarget, !PluginTargetFolder.isTargetName(pluginTarget) {
            throw ValidationError("--plugin takes a target's name, not '\(pluginTarget)'")
        }
    }

    func run() throws {
        let target = pluginTarget.map { PluginTargetFolder(target: $0, spec: options.spec) }
        let path = target?.spec ?? options.spec ?? "navgen.yaml"
        do {
            if let target {
                try FileManager.default.createDirectory(
                    atPath: target.folder, withIntermediateDirectories: true)
            }
            try FileCreator.create(atPath: path, contents: Array(StarterSpec.text.utf8))
        } catch FileCreator.Failure.exists {
            Console.error("'\(path)' already exists; navgen init never overwrites a spec")
            throw ExitCode(2)
        } catch {
            Console.error("cannot write '\(path)': \(error)")
            throw ExitCode(2)
        }
        let schema = URL(fileURLWithPath: path).deletingLastPathComponent()
            .appendingPathComponent(StarterSpec.schemaFileName).relativePathFromCurrentDirectory
        let spec = TerminalText.sanitized(path)
        Console.write("wrote \(spec)\n")
        if let target {
            try writeSwiftFile(for: target)
            let name = TerminalText.sanitized(target.target)
            Console.write(
                """
                next:
                  swift package navgen validate --target \(name)
                  swift build    # NavGenPlugin generates the navigation code from the spec

                """)
            return
        }
        Console.write(
            """
            next:
              navgen schema > \(TerminalText.sanitized(schema))    # editor completion: the spec's first line points at it
              navgen validate \(spec)

            """)
    }

    /// The Swift file a target needs for SwiftPM to build it, when its folder holds none.
    private func writeSwiftFile(for target: PluginTargetFolder) throws {
        guard !target.holdsSwiftFile else { return }
        do {
            try FileCreator.create(atPath: target.swiftFile, contents: Array(target.swiftFileText.utf8))
        } catch {
            Console.error("cannot write '\(target.swiftFile)': \(error)")
            throw ExitCode(2)
        }
        Console.write("wrote \(TerminalText.sanitized(target.swiftFile))\n")
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
/// a new spec includes nothing. Optional, so that `--plugin` can tell a path given from
/// none.
struct NewSpecOptions: ParsableArguments {
    @Argument(
        help: "The spec file (default: navgen.yaml, or Sources/<target>/navgen.yaml with --plugin).",
        completion: .file(extensions: ["yaml", "yml"]))
    var spec: String?
}
