/// The checks every generated file name must pass before anything is written:
/// a name a disk cannot hold (`invalid-name`), and two names that a case-insensitive
/// disk holds as one file (`name-collision`), where one skeleton would never be
/// written or `--force` would overwrite the other with the app's edits lost.
enum GeneratedFileNameCheck {
    /// Findings for `files`, which ``GeneratedFilePlan/files(of:)`` lists; a name
    /// that breaks its naming pattern is left to the `invalid-name` finding it has.
    static func findings(_ files: [GeneratedFilePlan], in specFile: String) -> [Finding] {
        findings(files, in: SpecFiles(main: specFile))
    }

    /// The findings of a spec read from `specFiles`, each naming its own file.
    static func findings(_ files: [GeneratedFilePlan], in specFiles: SpecFiles) -> [Finding] {
        var findings: [Finding] = []
        var checked: [GeneratedFilePlan] = []
        checked.reserveCapacity(files.count)
        for file in files where file.pattern.matches(file.source.value) {
            if FileNames.fits(file.name) {
                checked.append(file)
            } else {
                findings.append(tooLong(file, in: specFiles))
            }
        }
        // The later definition in the file is the one reported, whichever list it is in.
        checked.sort { $0.source.location < $1.source.location }
        var first: [String: GeneratedFilePlan] = [:]
        first.reserveCapacity(checked.count)
        for file in checked {
            let key = FileNames.caseInsensitiveKey(file.name)
            if let earlier = first[key] {
                findings.append(collision(file, with: earlier, in: specFiles))
            } else {
                first[key] = file
            }
        }
        return findings
    }

    private static func tooLong(_ file: GeneratedFilePlan, in specFiles: SpecFiles) -> Finding {
        let bytes = file.name.utf8.count
        let longest = FileNames.maximumBytes - (bytes - file.source.value.utf8.count)
        return Finding(
            file: specFiles.path(of: file.source.location), location: file.source.location,
            rule: .invalidName,
            message:
                "\(file.sourceRole) '\(file.source.value)' is too long: its \(file.fileRole) name would be "
                + "\(bytes) bytes, and a file name may have at most \(FileNames.maximumBytes)",
            help: "shorten it to at most \(longest) characters")
    }

    private static func collision(
        _ file: GeneratedFilePlan, with earlier: GeneratedFilePlan, in specFiles: SpecFiles
    ) -> Finding {
        let clash =
            file.name == earlier.name
            ? "is also the \(earlier.fileRole) of \(earlier.sourceRole) '\(earlier.source.value)': "
                + "both would be written to one file"
            : "differs only in letter case from '\(earlier.name)' of \(earlier.sourceRole) "
                + "'\(earlier.source.value)': a case-insensitive disk (macOS's default) holds them as one file"
        return Finding(
            file: specFiles.path(of: file.source.location), location: file.source.location,
            rule: .nameCollision,
            message: "\(file.fileRole) '\(file.name)' of \(file.sourceRole) '\(file.source.value)' \(clash)",
            notes: [
                "\(earlier.sourceRole) '\(earlier.source.value)' is defined at \(specFiles.reference(to: earlier.source.location))"
            ],
            help: "rename one of them so that the names differ by more than letter case")
    }
}
