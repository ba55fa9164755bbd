import Foundation
import PackagePlugin

/// `swift package navgen|navgen-write COMMAND [ARGUMENTS]`: runs navgen with the
/// arguments as given and exits with navgen's status, so scripts and CI see exactly
/// what navgen decided (0, 1, 2 or 64).
///
/// Without a spec path among the arguments of a command that reads one, the runner
/// finds the spec: the `navgen.yaml` of each target named with `--target` (as Xcode
/// passes them), else of every target that holds one, running navgen once per spec
/// and exiting with the highest status. With none, navgen gets the arguments
/// unchanged and reads `./navgen.yaml` of the package's folder.
///
/// SwiftPM grants permissions per plugin, not per run, so two plugins share this
/// runner: `navgen`, which may not write and refuses the commands that do, and
/// `navgen-write`, which may.
struct CommandRunner {
    /// A target as both SwiftPM and Xcode describe it.
    struct TargetFiles {
        var name: String
        var files: FileList
        /// Its folder as messages and navgen's arguments name it, when SwiftPM says.
        var folder: String?
    }

    /// Why the plugin could not start navgen, with navgen's exit status for it.
    struct Failure: Error {
        var message: String
        var status: Int32
    }

    /// One run of navgen, and the target whose spec it reads, when the runner found it.
    struct Run: Equatable {
        var arguments: [String]
        var target: String?
    }

    /// Whether the plugin may write into the package.
    var mayWrite: Bool

    func perform(arguments: [String], targets: [TargetFiles], folder: URL, navgen: URL) -> Never {
        let parsed = CommandArguments(arguments)
        let status: Int32
        do {
            if !mayWrite, parsed.writes {
                throw Failure(message: Self.writingRefusal(parsed, arguments: arguments), status: 64)
            }
            status = try runs(of: parsed, targets: targets, in: folder).reduce(0) { worst, run in
                if let note = note(for: run) { Self.printError(note) }
                return max(
                    worst, try NavGenRun.status(executable: navgen, arguments: run.arguments, in: folder))
            }
        } catch let failure as Failure {
            Self.printError("error: \(failure.message)")
            status = failure.status
        } catch {
            Self.printError("error: cannot run navgen: \(error)")
            status = 2
        }
        exit(status)
    }

    /// The line the read-only plugin answers a writing command with.
    static func writingRefusal(_ parsed: CommandArguments, arguments: [String]) -> String {
        let command = (["swift package --allow-writing-to-package-directory navgen-write"] + arguments)
            .joined(separator: " ")
        return
            "`navgen \(parsed.verb ?? "")` writes into the package, which `swift package navgen` may not; run: \(command)"
    }

    /// What the runner changed in a run, said before it.
    func note(for run: Run) -> String? {
        guard let target = run.target, run.arguments.contains("--skeletons-only"),
            run.arguments.first == "generate"
        else { return nil }
        let doing = run.arguments.contains("--check") ? "checking" : "writing"
        return
            "note: NavGenPlugin generates target '\(target)''s \(GeneratedFileName.navigation) when it builds; "
            + "\(doing) the coordinator skeletons only (give the spec's path to include a navigation file)"
    }

    /// navgen's runs, one per spec the arguments stand for.
    func runs(of parsed: CommandArguments, targets: [TargetFiles], in package: URL) throws(Failure) -> [Run] {
        if parsed.verb == "init" { return try initRuns(of: parsed, targets: targets) }
        guard parsed.needsSpec else { return [Run(arguments: parsed.navgen)] }
        if parsed.targets.isEmpty {
            let found = targets.compactMap { target in
                (try? SpecFiles(files: target.files, target: target.name)).map { (target.name, $0.spec.path) }
            }
            if found.isEmpty { return [Run(arguments: parsed.navgen)] }
            return found.map { Run(arguments: parsed.navgen(spec: $0.1, ofTarget: true), target: $0.0) }
        }
        return try parsed.targets.map { name throws(Failure) in
            let target = try Self.target(named: name, in: targets, package: package)
            do {
                let spec = try SpecFiles(files: target.files, target: name, folder: target.folder).spec.path
                return Run(arguments: parsed.navgen(spec: spec, ofTarget: true), target: name)
            } catch {
                throw Failure(message: "\(error)", status: 2)
            }
        }
    }

    /// `init --target NAME`: navgen's `init --plugin NAME`, writing the spec into the
    /// target's folder.
    private func initRuns(of parsed: CommandArguments, targets: [TargetFiles]) throws(Failure) -> [Run] {
        guard !parsed.targets.isEmpty else { return [Run(arguments: parsed.navgen)] }
        return try parsed.targets.map { name throws(Failure) in
            // A target SwiftPM skipped (its folder holds no Swift file yet) is not
            // among the package's targets: navgen then writes SwiftPM's default folder.
            let folder = targets.first { $0.name == name }?.folder
            let spec = folder.map { ["\($0)/navgen.yaml"] } ?? []
            return Run(
                arguments: ["init"] + spec + ["--plugin", name] + parsed.navgen.dropFirst(), target: name)
        }
    }

    /// The target named `name`, or a usage error (64) saying what to do: SwiftPM
    /// leaves out a target whose folder holds no Swift file, so a `Sources/NAME`
    /// holding only a spec is no target, and the plugin is the one to say so.
    static func target(named name: String, in targets: [TargetFiles], package: URL) throws(Failure)
        -> TargetFiles
    {
        guard let target = targets.first(where: { $0.name == name }) else {
            let folder = package.appendingPathComponent("Sources/\(name)")
            let skipped = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("navgen.yaml").path)
            throw Failure(
                message: "no target named '\(name)'"
                    + (skipped
                        ? ": SwiftPM skips Sources/\(name), which holds no Swift file; add one, such as Sources/\(name)/\(name).swift"
                        : ""),
                status: 64)
        }
        return target
    }

    /// A line on standard error, which SwiftPM and Xcode show with navgen's output.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data("navgen plugin: \(line)\n".utf8))
    }
}
