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
        target: String, folder: String?, files: FileList, defaultAccess: String, workFolder: URL,
        tool: (String) throws -> PluginContext.Tool
    ) throws -> [Command] {
        let specs: SpecFiles
        do {
            specs = try SpecFiles(files: files, target: target, folder: folder)
        } catch {
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
}

/// A target the plugin cannot generate for; SwiftPM and Xcode print the description.
struct SetupError: Error, CustomStringConvertible {
    var description: String
}

extension NavGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // A SwiftPM target is a module of its own, which the app imports.
        return try commands(
            target: target.name,
            folder: target.sourceFiles.folder(target: target.name, package: context.package.directoryURL),
            files: target.sourceFiles, defaultAccess: "public", workFolder: context.pluginWorkDirectoryURL,
            tool: context.tool(named:))
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            // An Xcode target is the app itself, which nobody imports; public API there
            // could not use the app's internal types as parameters.
            try commands(
                target: target.displayName, folder: nil, files: target.inputFiles, defaultAccess: "internal",
                workFolder: context.pluginWorkDirectoryURL,
                tool: context.tool(named:))
        }
    }
#endif
