/// Where `navgen generate` writes, from the flag, the spec's `generate.output`, or
/// the default. Pure path arithmetic, so the rules are tested without a disk.
package enum OutputLocation {
    /// The folder used when neither `--output` nor `generate.output` names one:
    /// `Navigation` next to the spec.
    package static let defaultFolder = "Navigation"

    /// `--output` is relative to the working directory (paths here are
    /// given relative to it already); `generate.output` is relative to the spec's
    /// folder.
    package static func resolve(flag: String?, specSetting: String?, specPath: String) -> String {
        if let flag { return flag }
        return join(folder(of: specPath), specSetting ?? defaultFolder)
    }

    /// The folder of a path: `examples/recipes` for `examples/recipes/navgen.yaml`,
    /// `.` for a bare file name.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// `relative` inside `folder`, unless it is absolute; `./x` for `.` stays `x`.
    package static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        if folder == "." { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
