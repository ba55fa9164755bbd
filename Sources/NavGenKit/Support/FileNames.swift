/// What a file name must be to exist on the disks navgen writes to: facts about
/// file systems, kept apart from any I/O so validation can apply them.
package enum FileNames {
    /// The longest file name (one path component) APFS, HFS+ and ext4 accept, in
    /// bytes of UTF-8.
    package static let maximumBytes = 255

    /// Whether a file can have this name: 255 bytes of UTF-8 at most.
    package static func fits(_ name: String) -> Bool {
        name.utf8.count <= maximumBytes
    }

    /// The key under which a case-insensitive disk (macOS's default) files a name:
    /// two names with the same key are one file there. Upper- then lowercasing folds
    /// the way Unicode's full case folding does (`ß` and `SS`, `ς` and `Σ`, `ﬁ` and
    /// `FI`), and Swift compares the result up to canonical equivalence, as APFS
    /// ignores normalization (`é` written as one scalar or as `e` and an accent).
    /// It errs on the side of joining: `ı` and `i` share a key, which a disk keeps apart.
    package static func caseInsensitiveKey(_ name: String) -> String {
        name.uppercased().lowercased()
    }
}
