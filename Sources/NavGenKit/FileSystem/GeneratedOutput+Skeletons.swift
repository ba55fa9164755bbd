extension GeneratedOutput {
    /// The skeleton files that already exist in the folder, in the order `generate`
    /// lists them: the ones `--check` reads for coverage. None when the folder is
    /// missing. Something at a skeleton's place that is not a file (a folder) is
    /// listed too: reading it then says what is wrong, as a warning, since `--check`
    /// does not need the skeletons to do its own job.
    package func existingSkeletons() throws(FileSystemError) -> [String] {
        guard try folder.state() == .directory else { return [] }
        return files.filter { $0.kind == .skeleton && ((try? folder.contains($0.name)) ?? true) }.map(\.name)
    }
}
