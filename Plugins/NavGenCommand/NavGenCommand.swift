import Foundation
import PackagePlugin

/// `swift package navgen validate|generate|aasa|... [ARGUMENTS]`: runs navgen with the
/// arguments as given and exits with navgen's status, so scripts and CI see exactly
/// what navgen decided (0, 1, 2 or 64).
///
/// Without a spec path among the arguments of a command that reads one, the plugin
/// finds the spec: the `navgen.yaml` of each target named with `--target` (as Xcode
/// passes them), else of every target that holds one, running navgen once per spec
/// and exiting with the highest status. With none, navgen gets the arguments
/// unchanged and reads `./navgen.yaml` of the package's folder.
@main
struct NavGenCommand {
    /// A target as both SwiftPM and Xcode describe it.
    struct TargetFiles {
        var name: String
        var files: FileList
    }

    /// Why the plugin could not start navgen, with navgen's exit status for it.
    struct Failure: Error {
        var message: String
        var status: Int32
    }

    func perform(arguments: [String], targets: [TargetFiles], folder: URL, navgen: URL) -> Never {
        let parsed = CommandArguments(arguments)
        let status: Int32
        do {
            status = try runs(of: parsed, targets: targets).reduce(0) { worst, arguments in
                max(worst, try NavGenRun.status(executable: navgen, arguments: arguments, in: folder))
            }
        } catch let failure as Failure {
            FileHandle.standardError.write(Data("navgen plugin: error: \(failure.message)\n".utf8))
            status = failure.status
        } catch {
            FileHandle.standardError.write(Data("navgen plugin: error: cannot run navgen: \(error)\n".utf8))
            status = 2
        }
        exit(status)
    }

    /// navgen's argument lists, one per spec the arguments stand for.
    func runs(of parsed: CommandArguments, targets: [TargetFiles]) throws(Failure) -> [[String]] {
        guard parsed.needsSpec else { return [parsed.navgen] }
        if parsed.targets.isEmpty {
            let specs = targets.compactMap { try? SpecFiles(files: $0.files, target: $0.name).spec.path }
            return specs.isEmpty ? [parsed.navgen] : specs.map { parsed.navgen(spec: $0) }
        }
        return try parsed.targets.map { name throws(Failure) in
            guard let target = targets.first(where: { $0.name == name }) else {
                throw Failure(message: "no target named '\(name)'", status: 64)
            }
            do {
                return parsed.navgen(spec: try SpecFiles(files: target.files, target: name).spec.path)
            } catch {
                throw Failure(message: "\(error)", status: 2)
            }
        }
    }
}

extension NavGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let targets = context.package.targets.compactMap { target in
            (target as? SourceModuleTarget).map { TargetFiles(name: target.name, files: $0.sourceFiles) }
        }
        perform(
            arguments: arguments, targets: targets, folder: context.package.directoryURL,
            navgen: try context.tool(named: "navgen").url)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavGenCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let targets = context.xcodeProject.targets.map {
                TargetFiles(name: $0.displayName, files: $0.inputFiles)
            }
            perform(
                arguments: arguments, targets: targets, folder: context.xcodeProject.directoryURL,
                navgen: try context.tool(named: "navgen").url)
        }
    }
#endif
