import PackagePlugin

/// `swift package navgen COMMAND`: every navgen command that only reads (`validate`,
/// `simulate`, `routes`, `graph`, `aasa`, `diff`, `generate --check`...), with no
/// permission to ask for. A command that writes gets one line naming
/// `navgen-write`, the plugin that may.
@main
struct NavGenCommand: NavGenCommandPlugin {
    static let mayWrite = false
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavGenCommand: XcodeCommandPlugin {}
#endif
