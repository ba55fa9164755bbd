import ArgumentParser
import NavGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The spec loading and output plumbing that `simulate` and `routes` share: read
/// the file, refuse a spec with errors, colour only on a terminal.
enum SimulationSupport {
    /// Exit codes of §4.
    static let specErrors: Int32 = 1
    static let couldNotRun: Int32 = 2

    /// Whether stdout is a terminal and `NO_COLOR` is unset.
    static var useColor: Bool {
        isatty(STDOUT_FILENO) != 0 && getenv("NO_COLOR") == nil
    }

    static func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    static func errorLabel() -> String { paint("error:", "1;31") }

    /// The whole file, or nil after telling stderr why it could not be read.
    static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else {
            let reason = String(cString: strerror(errno))
            printError("cannot read '\(path)': \(reason)")
            return nil
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { bytes += buffer[0..<count] }
            if count < buffer.count {
                if ferror(file) != 0 {
                    printError("cannot read '\(path)': \(String(cString: strerror(errno)))")
                    return nil
                }
                return bytes
            }
        }
    }

    static func printError(_ message: String) {
        fflush(nil)
        writeAll(Array("navgen: error: \(message)\n".utf8), to: STDERR_FILENO)
    }

    /// Writes every byte to a file descriptor, retrying short writes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 {
                    if written < 0, errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Loads and validates the spec; prints the findings and returns the exit code
    /// when it cannot be simulated.
    static func loadSimulator(_ path: String) throws(ExitCode) -> Simulator {
        guard let bytes = readFile(path) else { throw ExitCode(couldNotRun) }
        let report = Validator.validate(bytes, file: path)
        guard report.isUsable, let spec = report.spec else {
            printFindings(report.findings.filter { $0.severity == .error }, source: bytes)
            throw ExitCode(specErrors)
        }
        do {
            return try Simulator(spec: spec)
        } catch {
            print("\(errorLabel()) \(error)")
            throw ExitCode(specErrors)
        }
    }

    /// `SPEC:LINE:COL: error: MESSAGE [rule]`, the source line and a caret, notes,
    /// help, then the summary.
    static func printFindings(_ findings: [Finding], source: [UInt8]) {
        let lines = String(decoding: source, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        for finding in findings {
            let label = finding.severity == .error ? errorLabel() : paint("warning:", "1;33")
            print(
                "\(finding.file):\(finding.location.line):\(finding.location.column): \(label) "
                    + "\(finding.message) [\(finding.rule.rawValue)]")
            if lines.indices.contains(finding.location.line - 1) {
                let line = lines[finding.location.line - 1]
                print(line)
                print(String(repeating: " ", count: max(finding.location.column - 1, 0)) + "^")
            }
            for note in finding.notes { print("note: \(note)") }
            if let help = finding.help { print("help: \(help)") }
        }
        let errors = findings.errorCount
        let warnings = findings.warningCount
        print("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
    }
}

/// Reads a file or stdin a line at a time with `getline`, so `--urls` runs in
/// constant memory whatever the input's size.
final class LineReader {
    private let file: UnsafeMutablePointer<FILE>
    private let owned: Bool
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    init?(path: String) {
        guard let opened = path == "-" ? fdopen(STDIN_FILENO, "rb") : fopen(path, "rb") else { return nil }
        file = opened
        owned = path != "-"
    }

    deinit {
        free(buffer)
        if owned { fclose(file) }
    }

    /// The next line without its `\n` (and `\r`), or nil at the end.
    func next() -> String? {
        let count = getline(&buffer, &capacity, file)
        guard count >= 0, let buffer else { return nil }
        var length = count
        buffer.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
            while length > 0,
                bytes[length - 1] == UInt8(ascii: "\n") || bytes[length - 1] == UInt8(ascii: "\r")
            {
                length -= 1
            }
        }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
            String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        }
    }
}

/// Buffers stdout writes and flushes in large blocks: `--urls` prints a line per URL.
struct OutputBuffer {
    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(1 << 16)
    }

    mutating func line(_ text: String) {
        bytes += text.utf8
        bytes.append(UInt8(ascii: "\n"))
        if bytes.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !bytes.isEmpty else { return }
        // Anything `print` buffered goes first, so the order of lines holds.
        fflush(nil)
        SimulationSupport.writeAll(bytes, to: STDOUT_FILENO)
        bytes.removeAll(keepingCapacity: true)
    }
}
