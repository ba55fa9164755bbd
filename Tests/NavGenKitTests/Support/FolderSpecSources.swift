import Foundation
import NavGenKit

/// The files of a spec in a folder on disk, for tests that load the examples: an
/// `include:` path is read relative to `folder`, where the main file is.
struct FolderSpecSources: SpecSources {
    var folder: URL

    func bytes(at path: String) throws(SpecSourceError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
            throw .missing
        }
        return [UInt8](data)
    }
}
