extension GeneratedOutput {
    /// Refuses the output, before anything is written, when a generated file's place
    /// is one of the spec's own files: an included file named like the navigation
    /// file, or a spec kept in the output folder, would be replaced by Swift. A
    /// skeleton that would be kept is refused too, since its coverage check would
    /// read the spec as Swift.
    package func refuseReplacing(_ specFiles: SpecFileIdentities) throws(FileSystemError) {
        for file in files {
            let place = folder.filePath(file.name)
            guard let index = specFiles.fileIndex(of: place) else { continue }
            throw FileSystemError(
                "cannot write '\(place)': it is \(specFiles.describe(index)), and navgen never writes over "
                    + "a spec's files; rename or move that file, or generate elsewhere with --output "
                    + "(--navigation-file for the navigation file)")
        }
    }
}
