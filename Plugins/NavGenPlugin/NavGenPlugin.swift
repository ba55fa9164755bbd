import Foundation
import PackagePlugin

/// Generates `<App>Navigation.swift` from the target's `navgen.yaml` on every build
/// where the spec changed: one build command (never a prebuild one), whose inputs are
/// the target's YAML files and whose output is in the plugin's work folder, so the
/// generated code is compiled with the target but never committed. navgen prints
/// findings as `file:line:col: error:` with the spec's absolute path, so Xcode and
/// `swift build` point into the YAML, and a spec with errors fails the build.
@main
struct NavGenPlugin {
    /// The command for one target, given what SwiftPM or Xcode says about it.
    func commands(
        target: String, files: FileList, workFolder: URL, tool: (String) throws -> PluginContext.Tool
    ) throws -> [Command] {
        let specs: SpecFiles
        do {
            specs = try SpecFiles(files: files, target: target)
        } catch {
            throw SetupError(description: "NavGenPlugin: \(error) (or remove NavGenPlugin from the target)")
        }
        let text = (try? String(contentsOf: specs.spec, encoding: .utf8)) ?? ""
        let output = workFolder.appendingPathComponent(NavigationFileName(specText: text).fileName)
        return [
            .buildCommand(
                displayName: "navgen: generating \(output.lastPathComponent) from \(specs.spec.path)",
                executable: try tool("navgen").url,
                arguments: ["generate", specs.spec.path, "--ui", "none", "--navigation-file", output.path],
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
        return try commands(
            target: target.name, files: target.sourceFiles, workFolder: context.pluginWorkDirectoryURL,
            tool: context.tool(named:))
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try commands(
                target: target.displayName, files: target.inputFiles,
                workFolder: context.pluginWorkDirectoryURL,
                tool: context.tool(named:))
        }
    }
#endif
