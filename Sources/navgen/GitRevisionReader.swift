/// Reads a file as a git revision holds it, `git cat-file blob REV:PATH`, for `navgen
/// diff origin/main:navgen.yaml navgen.yaml`. git runs in the current folder without a
/// shell (posix_spawn, stdin `/dev/null`); a non-zero exit is a failure in git's words.
///
/// `cat-file blob` names one object: `git show` would take an operand that names none
/// (`HEAD:nope*`) for a pathspec and print nothing, or a commit's patch, with exit 0,
/// and a folder for its listing. And git is asked to read only what the repository
/// holds (``GitProcess``): in a partial clone, reading a missing object would fetch
/// it, running the repository's `core.sshCommand`.
struct GitRevisionReader {
    var revision: String
    /// As git reads it: from the repository's top, or from the current folder when it
    /// starts with `./`.
    var path: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The file's bytes, refused past `limit`.
    func bytes(limit: InputLimit) throws -> [UInt8] {
        // git would read `-...` as an option (`--output=FILE` writes a file).
        guard !revision.hasPrefix("-") else {
            throw Failure(description: "a git revision cannot start with '-'")
        }
        let object = revision + ":" + path
        let blob = try GitProcess.run(["cat-file", "blob", object], limit: limit)
        guard blob.status != 0 else { return blob.output }
        // For a folder git says only "bad file": ask what the object is.
        let kind = try? GitProcess.run(["cat-file", "-t", object], limit: InputLimit(bytes: 64, what: ""))
        if let kind, kind.status == 0 {
            let type = String(decoding: kind.output.filter { $0 > 0x20 }, as: UTF8.self)
            let name = path.isEmpty ? "the repository's top" : "'\(path)'"
            throw Failure(
                description: "\(name) is a \(type == "tree" ? "folder" : type) in \(revision), not a file")
        }
        let words = blob.messages.split(whereSeparator: \.isNewline).joined(separator: "; ")
        throw Failure(
            description: "git cat-file failed"
                + (words.isEmpty
                    ? " (\(blob.status < 0 ? "killed by a signal" : "exit status \(blob.status)"))"
                    : ": " + words))
    }
}
