// Part of the `load-generate` fuzz target (Fuzz/run.sh builds it with
// LoadAndGenerate.swift): the generated files of a sample of inputs go through
// `swiftc -typecheck`, so that a spec whose names generate code that does not
// compile is a crash like any other, not only one whose text does not lex.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Type-checks generated files with the toolchain's `swiftc` as a subprocess: Swift 6,
/// warnings as errors, whole module, the skeletons against the SwiftUI and UIKit
/// stand-ins of the tests (`Tests/NavGenKitTests/CodeGen/Fixtures/StandIns`).
///
/// Set up by `Fuzz/run.sh`, through the environment: `NAVGEN_FUZZ_STANDINS` is the
/// folder of the compiled stand-ins (without it nothing is compiled), and
/// `NAVGEN_FUZZ_TYPECHECK_EVERY` (default 256) picks the inputs: those whose bytes
/// hash to 0 modulo it, the same inputs on every run. A compile takes about a second
/// where the rest of an input takes half a millisecond; a 3-minute run at 256 compiled
/// 45 of 334,406 inputs (the few percent that validate, sampled), about a sixth of its
/// time. Output already compiled is not compiled again, and a compile past 15 s (a
/// machine too busy) is skipped.
struct GeneratedTypeCheck {
    let standIns: String
    let every: UInt64
    let swiftc: String
    let folder: String

    static let shared: GeneratedTypeCheck? = {
        guard let standIns = environment("NAVGEN_FUZZ_STANDINS") else { return nil }
        let every = environment("NAVGEN_FUZZ_TYPECHECK_EVERY").flatMap { UInt64($0) } ?? 256
        let folder = "typecheck-\(getpid())"
        mkdir(folder, 0o755)
        return GeneratedTypeCheck(
            standIns: standIns, every: max(every, 1), swiftc: environment("SWIFTC") ?? "swiftc",
            folder: folder)
    }()

    /// Hashes of the output already compiled.
    nonisolated(unsafe) static var compiled: Set<UInt64> = []

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// FNV-1a: a hash that is the same in every process (Swift's `Hasher` is seeded).
    static func hash<Bytes: Sequence>(_ bytes: Bytes, into hash: inout UInt64) where Bytes.Element == UInt8 {
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }

    func selects(_ input: [UInt8]) -> Bool {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        Self.hash(input, into: &value)
        return value % every == 0
    }

    /// Crashes when `files` do not compile, after printing why: an optimized build
    /// drops a precondition's message.
    func requireCompiles(_ files: [GeneratedFile], customTypes: Set<String>) {
        guard let problem = problem(files: files, customTypes: customTypes) else { return }
        fputs("the generated code does not compile: \(problem)\n", stderr)
        preconditionFailure("the generated code does not compile")
    }

    /// The compiler's complaint about `files` (with stand-ins for the app's own
    /// types), or nil when they compile, were compiled before, or took too long.
    func problem(files: [GeneratedFile], customTypes: Set<String>) -> String? {
        var key: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in files {
            Self.hash(file.name.utf8, into: &key)
            Self.hash(file.contents.utf8, into: &key)
        }
        guard Self.compiled.insert(key).inserted else { return nil }
        let types = customTypes.sorted().map {
            "public struct \($0): Swift.Hashable, Swift.Codable, Swift.Sendable { public init() {} }\n"
        }
        let sources = files.map { ($0.name, $0.contents) } + [("CustomTypes.swift", types.joined())]
        let output = folder + "/swiftc.txt"
        var written: [String] = []
        defer {
            for path in written + [output] { unlink(path) }
        }
        for (name, contents) in sources {
            let path = folder + "/" + name
            guard write(contents, to: path) else { return nil }
            written.append(path)
        }
        let arguments =
            [swiftc, "-swift-version", "6", "-warnings-as-errors", "-typecheck", "-wmo", "-I", standIns]
            + written
        let start = time(nil)
        let status = run(arguments, output: output, seconds: 15)
        // One line a compile, so that a run shows how many it made and what they cost.
        fputs(
            "load-generate: type-checked \(files.count) files (\(Self.compiled.count) so far) in about "
                + "\(time(nil) - start) s: \(status.map { $0 == 0 ? "ok" : "failed" } ?? "skipped")\n", stderr
        )
        switch status {
        case .some(0), .none: return nil
        case .some(let status):
            return "swiftc exited with \(status):\n" + String(read(output).prefix(3000))
        }
    }

    private func write(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        return fputs(text, file) >= 0
    }

    private func read(_ path: String) -> String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs a program with its output in a file; its exit status, or nil when it could
    /// not start, was killed, or ran past `seconds` (then it is killed).
    private func run(_ arguments: [String], output: String, seconds: Int) -> Int32? {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        defer {
            for argument in argv { free(argument) }
        }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
        let deadline = time(nil) + seconds
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if time(nil) > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                return nil
            }
            usleep(20_000)
        }
        // Exited normally: the low seven bits are zero, the status is the next byte.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    }
}
