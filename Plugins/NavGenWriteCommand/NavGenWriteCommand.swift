import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory navgen-write COMMAND`: any
/// navgen command, with the permission to write into the package that `init`,
/// `generate` and `validate --write-baseline` need. SwiftPM asks for that permission
/// on every run of the plugin, so reading commands go through `navgen` instead.
@main
struct NavGenWriteCommand {
    let runner = CommandRunner(mayWrite: true)
}

extension NavGenWriteCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        runner.perform(
            arguments: arguments, targets: context.package.commandTargets,
            folder: context.package.directoryURL,
            navgen: try context.tool(named: "navgen").url)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavGenWriteCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            runner.perform(
                arguments: arguments, targets: context.xcodeProject.commandTargets,
                folder: context.xcodeProject.directoryURL, navgen: try context.tool(named: "navgen").url)
        }
    }
#endif
