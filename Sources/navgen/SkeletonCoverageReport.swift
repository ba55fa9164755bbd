import NavGenKit

/// The skeleton coverage warnings of `navgen generate` and `generate --check`
/// (docs/generate.md, "Bringing a skeleton up to date"): reads the kept skeletons,
/// never writes them, and prints one warning per route, transition, outcome, alert
/// or flow one no longer covers, as `path:line: warning: ...` for Xcode and CI, and
/// one warning naming those written for another UI framework than `--ui`.
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
        // Skeletons of the other framework lack everything of this one: one warning says so.
        if let foreign = ForeignSkeletons.among(texts, order: names, asked: options.ui) {
            lines.append(foreign.warning(paths: foreign.files.map(folder.filePath)))
            for file in foreign.files { texts[file] = nil }
        }
        let gaps = pipeline.skeletonGaps(options, skeletons: texts)
        lines += gaps.map { $0.warning(path: folder.filePath($0.file)) }
        for line in lines { Console.write(TerminalText.sanitized(line) + "\n") }
        return lines.count
    }
}
