import NavGenKit

/// The skeleton coverage warnings of `navgen generate` and `generate --check`
/// (docs/generate.md, "Bringing a skeleton up to date"): reads the kept skeletons,
/// never writes them, and prints one warning per route, transition, outcome, alert
/// or flow one no longer covers, as `path:line: warning: ...` for Xcode and CI.
struct SkeletonCoverageReport {
    let pipeline: Pipeline
    let options: GenerateOptions

    /// Prints the warnings about the skeletons `names` in `folder`; returns how many.
    /// A file that cannot be read is a warning too: generating did not need it.
    func print(_ names: [String], in folder: OutputFolder) -> Int {
        guard !names.isEmpty, options.ui != .none else { return 0 }
        var texts: [String: String] = [:]
        var lines: [String] = []
        for name in names {
            do {
                if let text = try folder.text(of: name) { texts[name] = text }
            } catch {
                lines.append(
                    "\(folder.filePath(name)): warning: not checked for skeleton coverage: \(error.message) "
                        + "[\(SkeletonGap.ruleID)]")
            }
        }
        let gaps = pipeline.skeletonGaps(options, skeletons: texts)
        lines += gaps.map { $0.warning(path: folder.filePath($0.file)) }
        for line in lines { Console.write(TerminalText.sanitized(line) + "\n") }
        return lines.count
    }
}
