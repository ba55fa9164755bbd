/// Spec files held in memory by path: for tests, the rules' examples, and any
/// caller that already has the texts.
package struct InMemorySpecSources: SpecSources {
    package var files: [String: [UInt8]]
    package var includeRoot: IncludeRoot?

    package init(_ files: [String: [UInt8]], includeRoot: IncludeRoot? = nil) {
        self.files = files
        self.includeRoot = includeRoot
    }

    /// Files given as text, stored as UTF-8.
    package init(texts: [String: String], includeRoot: IncludeRoot? = nil) {
        self.files = texts.mapValues { Array($0.utf8) }
        self.includeRoot = includeRoot
    }

    package func bytes(at path: String) throws(SpecSourceError) -> [UInt8] {
        guard let bytes = files[path] else { throw .missing }
        guard bytes.count <= SpecSourceError.sizeLimit else { throw .tooLarge }
        return bytes
    }
}
