import Foundation
import PackagePlugin

/// `swift package navgen COMMAND`: every navgen command that only reads (`validate`,
/// `simulate`, `routes`, `graph`, `aasa`, `diff`, `generate --check`...), with no
/// permission to ask for. A command that writes gets one line naming
/// `navgen-write`, the plugin that may.
@main
struct NavGenCommand {
    let runner = CommandRunner(mayWrite: false)
}

extension NavGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        runner.perform(
            arguments: arguments, targets: context.package.commandTargets,
            folder: context.package.directoryURL,
            navgen: try context.tool(named: "navgen").url)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavGenCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            runner.perform(
                arguments: arguments, targets: context.xcodeProject.commandTargets,
                folder: context.xcodeProject.directoryURL, navgen: try context.tool(named: "navgen").url)
        }
    }
#endif
