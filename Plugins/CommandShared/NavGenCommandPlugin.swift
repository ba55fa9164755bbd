import Foundation
import PackagePlugin

/// A command plugin of navgen: all that `navgen` and `navgen-write` share but the
/// permission to write, which SwiftPM grants per plugin. Each is a type that says
/// whether it may write, and gets its `performCommand` for SwiftPM and Xcode here.
protocol NavGenCommandPlugin: CommandPlugin {
    /// Whether the plugin may write into the package.
    static var mayWrite: Bool { get }
}

extension NavGenCommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        CommandRunner(mayWrite: Self.mayWrite).perform(
            arguments: arguments, targets: context.package.commandTargets,
            folder: context.package.directoryURL, navgen: try context.tool(named: "navgen").url)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavGenCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            CommandRunner(mayWrite: Self.mayWrite).perform(
                arguments: arguments, targets: context.xcodeProject.commandTargets,
                folder: context.xcodeProject.directoryURL, navgen: try context.tool(named: "navgen").url)
        }
    }
#endif
