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
        /// The project's targets; Xcode says nothing of their folders.
        var commandTargets: [CommandRunner.TargetFiles] {
            targets.map { CommandRunner.TargetFiles(name: $0.displayName, files: $0.inputFiles, folder: nil) }
        }
    }
#endif
