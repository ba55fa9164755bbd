import Foundation
import PackagePlugin

extension Package {
    /// The package's targets with source files, and their folders relative to it.
    var commandTargets: [CommandRunner.TargetFiles] {
        targets.compactMap { target in
            (target as? SourceModuleTarget).map { module in
                CommandRunner.TargetFiles(
                    name: target.name, files: module.sourceFiles,
                    folder: module.sourceFiles.folder(target: target.name, package: directoryURL)?
                        .path(relativeTo: directoryURL))
            }
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension XcodeProject {
        /// The project's targets, each with the deepest folder that holds its files
        /// (Xcode names no folder of a target).
        var commandTargets: [CommandRunner.TargetFiles] {
            targets.map { target in
                CommandRunner.TargetFiles(
                    name: target.displayName, files: target.inputFiles,
                    folder: target.inputFiles.folder(target: target.displayName, package: directoryURL)?
                        .path(relativeTo: directoryURL))
            }
        }
    }
#endif
