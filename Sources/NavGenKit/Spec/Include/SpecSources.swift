/// Where the files of a spec are read from: the library reads no file itself.
///
/// The CLI gives one over the file system, tests an in-memory one
/// (``InMemorySpecSources``), and a command that reads an older revision one over
/// `git show`. Every path asked for is a display path resolved by ``IncludePath``,
/// so one reader serves the main file and every file it includes.
package protocol SpecSources: Sendable {
    /// The bytes of the file at `path`, or why there are none. A reader refuses a
    /// file over ``SpecSourceError/sizeLimit`` bytes, as the CLI refuses a main file
    /// over it, so an included `/dev/zero` cannot grow memory without bound.
    func bytes(at path: String) throws(SpecSourceError) -> [UInt8]

    /// The folder no include may climb above; nil for the main file's folder. A
    /// reader that can tell where a file really is (the disk's, through symbolic
    /// links) checks that folder again when it opens each file.
    var includeRoot: IncludeRoot? { get }
}

extension SpecSources {
    /// The main file's folder: a reader that knows no other.
    package var includeRoot: IncludeRoot? { nil }
}

/// Why a file of the spec could not be read; `description` is what a finding says.
package struct SpecSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        /// No file at the path.
        case missing
        /// A file over ``SpecSourceError/sizeLimit``.
        case tooLarge
        /// Anything else: a folder, a device, a FIFO, a permission problem, a failed
        /// `git show`.
        case unreadable
        /// A file whose real place, its symbolic links followed, is outside the
        /// folder includes may read (``IncludeRoot``).
        case outsideRoot
    }

    /// The most bytes read of one file of a spec: 64 MiB, the limit of the main file.
    package static let sizeLimit = 64 << 20

    package var kind: Kind
    /// The reason in words, without the path: `no such file`.
    package var description: String

    package init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    package static let missing = SpecSourceError(.missing, "no such file")
    package static let tooLarge = SpecSourceError(
        .tooLarge, "it is larger than \(sizeLimit >> 20) MiB, the most navgen reads as a spec")
}
