import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs navgen with its standard streams on files and reports its own peak memory,
/// from `wait4`: the children total of `getrusage` is the largest of every child
/// the test process ever had, compilers of other suites included.
enum MeasuredRun {
    struct Outcome {
        var status: Int32
        /// Peak resident memory in bytes.
        var peakMemory: Int
    }

    struct SpawnFailure: Error {
        var code: Int32
    }

    static func run(_ arguments: [String], stdin: String, stdout: String, stderr: String = "/dev/null") throws
        -> Outcome
    {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let program = NavGenProcess.executable.path
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else { throw SpawnFailure(code: spawned) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        #if canImport(Darwin)
            let peak = Int(usage.ru_maxrss)
        #else
            let peak = Int(usage.ru_maxrss) * 1024
        #endif
        // Exited normally: the low 7 bits are 0 and the code is the next byte.
        let exited = status & 0x7F == 0
        return Outcome(status: exited ? (status >> 8) & 0xFF : -1, peakMemory: peak)
    }
}
