/// Applies generated files to an output folder, or compares them with it, by the
/// rules of `navgen generate` (SPEC §4): the navigation file is always current, a
/// skeleton is written only where none exists (or with `force`), nothing else in
/// the folder is touched.
public struct GeneratedOutput: Sendable {
    public let files: [GeneratedFile]
    public let folder: OutputFolder

    public init(files: [GeneratedFile], folder: OutputFolder) {
        self.files = files
        self.folder = folder
    }

    /// What happened to one file.
    public enum Action: Sendable, Equatable {
        case wrote
        /// The file already had these bytes; left alone so its date does not change
        /// and Xcode does not rebuild for nothing.
        case unchanged
        case created
        case overwrote
        /// A skeleton that exists: it is the app's own now.
        case kept
    }

    public struct Entry: Sendable, Equatable {
        public var name: String
        public var action: Action
    }

    /// Writes what needs writing, creating the folder if it is missing.
    public func write(force: Bool) throws(FileSystemError) -> [Entry] {
        if try folder.state() == .missing { try folder.create() }
        var entries: [Entry] = []
        for file in files {
            let existing = try folder.contents(of: file.name)
            switch file.kind {
            case .navigation:
                if existing == Array(file.contents.utf8) {
                    entries.append(Entry(name: file.name, action: .unchanged))
                } else {
                    try folder.write(file.contents, to: file.name)
                    entries.append(Entry(name: file.name, action: .wrote))
                }
            case .skeleton:
                if existing == nil {
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
    public struct Stale: Sendable, Equatable {
        public enum Reason: String, Sendable, Equatable {
            case missing
            case differs
        }

        public var name: String
        public var reason: Reason

        public init(name: String, reason: Reason) {
            self.name = name
            self.reason = reason
        }
    }

    /// `--check`: the navigation files that are missing or differ; writes nothing.
    /// Skeletons are the app's own code and are not checked.
    public func check() throws(FileSystemError) -> [Stale] {
        let exists = try folder.state() == .directory
        var stale: [Stale] = []
        for file in files where file.kind == .navigation {
            let existing = exists ? try folder.contents(of: file.name) : nil
            if let existing {
                if existing != Array(file.contents.utf8) {
                    stale.append(Stale(name: file.name, reason: .differs))
                }
            } else {
                stale.append(Stale(name: file.name, reason: .missing))
            }
        }
        return stale
    }
}
