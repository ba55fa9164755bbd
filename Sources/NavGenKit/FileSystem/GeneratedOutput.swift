/// Applies generated files to an output folder, or compares them with it, by the
/// rules of `navgen generate` (docs/generate.md): the navigation file is always current, a
/// skeleton is written only where none exists (or with `force`), nothing else in
/// the folder is touched but navgen's own leftover temporary files.
package struct GeneratedOutput: Sendable {
    package let files: [GeneratedFile]
    package let folder: OutputFolder

    package init(files: [GeneratedFile], folder: OutputFolder) {
        self.files = files
        self.folder = folder
    }

    /// What happened to one file.
    package enum Action: Sendable, Equatable {
        case wrote
        /// The file already had these bytes; left alone so its date does not change
        /// and Xcode does not rebuild for nothing.
        case unchanged
        case created
        case overwrote
        /// A skeleton that exists: it is the app's own now.
        case kept
    }

    package struct Entry: Sendable, Equatable {
        package var name: String
        package var action: Action
    }

    /// Writes what needs writing, creating the folder if it is missing, after removing
    /// the temporary files killed runs left there.
    package func write(force: Bool) throws(FileSystemError) -> [Entry] {
        if try folder.state() == .missing {
            try folder.create()
        } else {
            folder.removeLeftoverTemporaryFiles()
        }
        var entries: [Entry] = []
        for file in files {
            switch file.kind {
            case .navigation:
                if try folder.compare(file.name, with: file.contents) == .same {
                    entries.append(Entry(name: file.name, action: .unchanged))
                } else {
                    try folder.write(file.contents, to: file.name)
                    entries.append(Entry(name: file.name, action: .wrote))
                }
            case .skeleton:
                if try !folder.contains(file.name) {
                    try folder.write(file.contents, to: file.name)
                    entries.append(Entry(name: file.name, action: .created))
                } else if force {
                    try folder.write(file.contents, to: file.name)
                    entries.append(Entry(name: file.name, action: .overwrote))
                } else {
                    entries.append(Entry(name: file.name, action: .kept))
                }
            }
        }
        return entries
    }

    /// A generated file that is not as navgen would write it.
    package struct Stale: Sendable, Equatable {
        package enum Reason: String, Sendable, Equatable {
            case missing
            case differs
        }

        package var name: String
        package var reason: Reason

        package init(name: String, reason: Reason) {
            self.name = name
            self.reason = reason
        }
    }

    /// `--check`: the navigation files that are missing or differ; writes nothing.
    /// Skeletons are the app's own code and are not checked.
    package func check() throws(FileSystemError) -> [Stale] {
        let exists = try folder.state() == .directory
        var stale: [Stale] = []
        for file in files where file.kind == .navigation {
            switch exists ? try folder.compare(file.name, with: file.contents) : .missing {
            case .same: continue
            case .different: stale.append(Stale(name: file.name, reason: .differs))
            case .missing: stale.append(Stale(name: file.name, reason: .missing))
            }
        }
        return stale
    }
}
