import NavGenKit

/// The files of a spec on disk: what `include:` entries name, by their paths
/// relative to the folder navgen runs in (``IncludePath`` made them so). Each file
/// is read whole, refused past the spec limit like the main file.
struct DiskSpecSources: SpecSources {
    func bytes(at path: String) throws(SpecSourceError) -> [UInt8] {
        do {
            return try FileReader.bytes(atPath: path, limit: .spec)
        } catch let failure as FileReader.Failure {
            throw SpecSourceError(failure.kind, failure.description)
        } catch {
            throw SpecSourceError(.unreadable, "\(error)")
        }
    }
}

extension SpecSources {
    /// The texts of the included files that findings are in, for their excerpts;
    /// a file that can no longer be read is left out (its findings get no excerpt).
    func texts(of findings: [Finding]) -> [String: String] {
        var texts: [String: String] = [:]
        for finding in findings where finding.location.fileIndex != 0 && texts[finding.file] == nil {
            guard let bytes = try? bytes(at: finding.file) else { continue }
            texts[finding.file] = String(decoding: bytes, as: UTF8.self)
        }
        return texts
    }
}
