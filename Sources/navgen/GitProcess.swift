/// `git` as a child process without a shell, its stdout and stderr on pipes, kept to
/// the repository on disk: reading a spec must not reach the network or a person.
///
/// `-c protocol.allow=never` refuses every transport, and `GIT_NO_LAZY_FETCH=1` (git
/// 2.39.4 and later) the fetch a partial clone makes for a missing object, which would
/// run the repository's `core.sshCommand`; such a read fails instead. Prompts are off
/// (`GIT_TERMINAL_PROMPT=0`, an empty `GIT_ASKPASS`, no `SSH_ASKPASS`, stdin
/// `/dev/null`) and so are pagers (`--no-pager`, `GIT_PAGER` and `PAGER` `cat`). The
/// rest of navgen's environment is git's: its `PATH`, `HOME`, `GIT_DIR`.
enum GitProcess {
    struct Outcome {
        /// The exit status; -1 when a signal ended git.
        var status: Int32
        var output: [UInt8]
        /// What git printed on stderr.
        var messages: String
    }

    /// The options before every command.
    static let options = ["--no-pager", "-c", "protocol.allow=never"]

    /// The variables set for git, replacing navgen's own.
    static let environment = [
        "GIT_NO_LAZY_FETCH=1", "GIT_TERMINAL_PROMPT=0", "GIT_ASKPASS=", "GIT_PAGER=cat", "PAGER=cat",
    ]
    /// The variables of navgen's environment git does not get.
    static let removed: Set<String> = ["SSH_ASKPASS", "SSH_ASKPASS_REQUIRE"]

    /// Runs `git OPTIONS ARGUMENTS` to its end; stdout past `limit` is refused and git
    /// stopped.
    static func run(_ arguments: [String], limit: InputLimit) throws -> Outcome {
        let child = try spawn(["git"] + options + arguments)
        defer {
            close(child.output)
            close(child.errors)
        }
        let output: [UInt8]
        do {
            output = try FileReader.bytes(of: child.output, limit: limit)
        } catch {
            kill(child.id, SIGKILL)
            _ = wait(for: child.id)
            throw error
        }
        // git's messages are a few lines; past 64 KiB git is stopped rather than waited
        // for (it could block writing the rest).
        let messages = try? FileReader.bytes(of: child.errors, limit: InputLimit(bytes: 64 << 10, what: ""))
        if messages == nil { kill(child.id, SIGKILL) }
        let status = wait(for: child.id)
        return Outcome(
            status: status, output: output, messages: String(decoding: messages ?? [], as: UTF8.self))
    }

    private struct Child {
        var id: pid_t
        /// The read ends of the child's stdout and stderr.
        var output: Int32
        var errors: Int32
    }

    private static func spawn(_ arguments: [String]) throws -> Child {
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
        let environment = childEnvironment().map { strdup($0) } + [nil]
        defer { for variable in environment { free(variable) } }
        var id: pid_t = 0
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

    /// navgen's environment without the variables git gets its own values of, or
    /// none, then those values.
    private static func childEnvironment() -> [String] {
        #if canImport(Darwin)
            let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
        #else
            let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        guard let variables = table else { return environment }
        let replaced = removed.union(environment.map { String($0.prefix { $0 != "=" }) })
        var inherited: [String] = []
        var index = 0
        while let variable = variables[index] {
            let text = String(cString: variable)
            if !replaced.contains(String(text.prefix { $0 != "=" })) { inherited.append(text) }
            index += 1
        }
        return inherited + environment
    }

    /// The child's exit status once it ends; -1 when a signal ended it.
    private static func wait(for id: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(id, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
    }

    private static func systemWords() -> String { String(cString: strerror(errno)) }
}
