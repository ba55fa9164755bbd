extension GeneratedOutput {
    /// The skeleton files that already exist in the folder, in the order `generate`
    /// lists them: the ones `--check` reads for coverage. None when the folder is missing.
    public func existingSkeletons() throws(FileSystemError) -> [String] {
        guard try folder.state() == .directory else { return [] }
        var names: [String] = []
        for file in files where file.kind == .skeleton {
            if try folder.contains(file.name) { names.append(file.name) }
        }
        return names
    }
}
