import Foundation
import PackagePlugin

/// Generates `navgen.generated.swift` from the target's `navgen.yaml` on every build
/// where the spec changed: one build command (never a prebuild one), whose inputs are
/// the target's YAML files and whose output is in the plugin's work folder, so the
/// generated code is compiled with the target but never committed. navgen prints
/// findings as `file:line:col: error:` with the spec's absolute path, so Xcode and
/// `swift build` point into the YAML, and a spec with errors fails the build.
///
/// The generated API is `public` unless the spec's `generate.access` says otherwise:
/// a target of its own is a module that the app imports.
@main
struct NavGenPlugin {
    /// The command for one target, given what SwiftPM or Xcode says about it.
    /// `defaultAccess` is the generated API's access when the spec sets none.
    func commands(
        target: String, folder: Folder?, files: FileList, defaultAccess: String, workFolder: URL,
        tool: (String) throws -> PluginContext.Tool
    ) throws -> [Command] {
        let specs: SpecFiles
        do {
            specs = try SpecFiles(files: files, target: target, folder: folder?.shown)
        } catch {
            if case .none = error, let folder {
                return [try missingSpec(target: target, folder: folder, workFolder: workFolder, tool: tool)]
            }
            throw SetupError(description: "NavGenPlugin: \(error) (or remove NavGenPlugin from the target)")
        }
        let output = workFolder.appendingPathComponent(GeneratedFileName.navigation)
        return [
            .buildCommand(
                displayName: "navgen: generating \(output.lastPathComponent) from \(specs.spec.path)",
                executable: try tool("navgen").url,
                arguments: [
                    "generate", specs.spec.path, "--ui", "none", "--default-access", defaultAccess,
                    "--navigation-file", output.path,
                ],
                environment: ["NO_COLOR": "1"],
                inputFiles: [specs.spec] + specs.others,
                outputFiles: [output]
            )
        ]
    }

    /// For a SwiftPM target without its spec yet: a warning now, and a build command
    /// that fails, navgen saying it cannot read the spec's path. Throwing instead
    /// would stop every `swift package` command plugin too, since SwiftPM plans the
    /// build, running this plugin, before it runs one; and `navgen-write init
    /// --target` is how the spec gets there.
    func missingSpec(
        target: String, folder: Folder, workFolder: URL, tool: (String) throws -> PluginContext.Tool
    ) throws -> Command {
        let problem = SpecFiles.Problem.none(target: target, folder: folder.shown)
        Diagnostics.warning("NavGenPlugin: \(problem) (or remove NavGenPlugin from the target)")
        // The output makes the build run the command; navgen never writes it.
        return .buildCommand(
            displayName: "navgen: target '\(target)' holds no navgen.yaml",
            executable: try tool("navgen").url,
            arguments: ["validate", folder.url.appendingPathComponent("navgen.yaml").path],
            environment: ["NO_COLOR": "1"],
            outputFiles: [workFolder.appendingPathComponent(GeneratedFileName.navigation)]
        )
    }
}

/// A target's folder: where it is, and how messages name it (relative to the package).
struct Folder {
    var url: URL
    var shown: String
}

/// A target the plugin cannot generate for; SwiftPM and Xcode print the description.
struct SetupError: Error, CustomStringConvertible {
    var description: String
}

extension NavGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let package = context.package.directoryURL
        let folder = target.sourceFiles.folder(target: target.name, package: package).map {
            Folder(url: $0, shown: $0.path(relativeTo: package))
        }
        // A SwiftPM target is a module of its own, which the app imports.
        return try commands(
            target: target.name, folder: folder, files: target.sourceFiles, defaultAccess: "public",
            workFolder: context.pluginWorkDirectoryURL, tool: context.tool(named:))
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            // An Xcode target is the app itself, which nobody imports; public API there
            // could not take the app's internal types as route parameters.
            try commands(
                target: target.displayName, folder: nil, files: target.inputFiles, defaultAccess: "internal",
                workFolder: context.pluginWorkDirectoryURL, tool: context.tool(named:))
        }
    }
#endif
