import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs navgen with its standard streams on files and reports its own peak memory,
/// from `wait4`: the children total of `getrusage` is the largest of every child
/// the test process ever had, compilers of other suites included.
///
/// navgen is started by a small Python process, not by the test process: Linux
/// records the memory of the address space a process leaves at `exec` in its peak,
/// and a child spawned from the test process (with `vfork`, or with `fork` and its
/// copied page tables) would carry the test process's hundreds of megabytes into the
/// figure. Python's own few megabytes are all that navgen inherits that way.
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
        let program = "/usr/bin/env"
        let reporter = """
            import os, sys
            pid = os.fork()
            if pid == 0:
                os.execv(sys.argv[1], sys.argv[1:])
            _, status, usage = os.wait4(pid, 0)
            with open(os.environ["NAVGEN_PEAK_FILE"], "w") as out:
                out.write(str(usage.ru_maxrss * 1024 if sys.platform != "darwin" else usage.ru_maxrss))
            sys.exit(os.waitstatus_to_exitcode(status) & 0xFF)
            """
        let peakFile = NSTemporaryDirectory() + "navgen-peak-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(peakFile) }
        let argv =
            ([
                "env", "NAVGEN_PEAK_FILE=\(peakFile)", "python3", "-c", reporter,
                NavGenProcess.executable.path,
            ]
            + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else { throw SpawnFailure(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let peak = Int((try? String(contentsOfFile: peakFile, encoding: .utf8)) ?? "") ?? Int.max
        // Exited normally: the low 7 bits are 0 and the code is the next byte.
        let exited = status & 0x7F == 0
        return Outcome(status: exited ? (status >> 8) & 0xFF : -1, peakMemory: peak)
    }
}
