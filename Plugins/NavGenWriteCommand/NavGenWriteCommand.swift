import PackagePlugin

/// `swift package --allow-writing-to-package-directory navgen-write COMMAND`: any
/// navgen command, with the permission to write into the package that `init`,
/// `generate` and `validate --write-baseline` need. SwiftPM asks for that permission
/// on every run of the plugin, so reading commands go through `navgen` instead.
@main
struct NavGenWriteCommand: NavGenCommandPlugin {
    static let mayWrite = true
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavGenWriteCommand: XcodeCommandPlugin {}
#endif
