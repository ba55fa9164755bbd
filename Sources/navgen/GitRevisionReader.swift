#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file as a git revision holds it, `git show REV:PATH`, for `navgen diff
/// origin/main:navgen.yaml navgen.yaml`. git runs in the current folder without a
/// shell (posix_spawn, stdin `/dev/null`); a non-zero exit is a failure in git's words.
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
        let child = try GitProcess.spawn(["git", "show", revision + ":" + path])
        defer {
            close(child.output)
            close(child.errors)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(of: child.output, limit: limit)
        } catch {
            kill(child.id, SIGKILL)
            _ = GitProcess.wait(for: child.id)
            throw error
        }
        // git's messages are a few lines; past 64 KiB git is stopped rather than waited
        // for (it could block writing the rest).
        let messages = try? FileReader.bytes(of: child.errors, limit: InputLimit(bytes: 64 << 10, what: ""))
        if messages == nil { kill(child.id, SIGKILL) }
        let status = GitProcess.wait(for: child.id)
        guard status == 0 else {
            let words = String(decoding: messages ?? [], as: UTF8.self)
                .split(whereSeparator: \.isNewline).joined(separator: "; ")
            throw Failure(
                description: "git show failed"
                    + (words.isEmpty
                        ? " (\(status < 0 ? "killed by a signal" : "exit status \(status)"))" : ": " + words))
        }
        return bytes
    }
}

/// `git` as a child process with its stdout and stderr on pipes.
private enum GitProcess {
    struct Child {
        var id: pid_t
        /// The read ends of the child's stdout and stderr.
        var output: Int32
        var errors: Int32
    }

    static func spawn(_ arguments: [String]) throws -> Child {
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { throw GitRevisionReader.Failure(description: systemWords()) }
        guard pipe(&errors) == 0 else {
            let words = systemWords()
            for descriptor in output { close(descriptor) }
            throw GitRevisionReader.Failure(description: words)
        }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        for descriptor in output + errors { posix_spawn_file_actions_addclose(&actions, descriptor) }

        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var id: pid_t = 0
        // git gets navgen's environment: its `PATH`, `HOME`, `GIT_DIR`.
        #if canImport(Darwin)
            let environment = _NSGetEnviron().pointee
        #else
            let environment = environ
        #endif
        let result = posix_spawnp(&id, "git", &actions, nil, argv, environment)
        close(output[1])
        close(errors[1])
        guard result == 0 else {
            close(output[0])
            close(errors[0])
            throw GitRevisionReader.Failure(
                description: "cannot run git: " + String(cString: strerror(result)))
        }
        return Child(id: id, output: output[0], errors: errors[0])
    }

    /// The child's exit status once it ends; -1 when a signal ended it.
    static func wait(for id: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(id, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
    }

    private static func systemWords() -> String { String(cString: strerror(errno)) }
}
