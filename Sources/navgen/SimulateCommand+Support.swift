import ArgumentParser
import Glibc
import NavGenKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The spec loading and output plumbing that `simulate` and `routes` share: read
/// the file, refuse a spec with errors, colour only on a terminal.
enum SimulationSupport {
    /// Exit codes of §4.
    static let specErrors: Int32 = 1
    static let couldNotRun: Int32 = 2

    static func paint(_ text: String, _ code: String) -> String {
        Console.useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    static func errorLabel() -> String { paint("error:", "1;31") }

    static func printError(_ message: String) {
        fflush(nil)
        Console.error(message)
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

    /// Loads and validates the spec, and builds its simulator. A spec with errors is
    /// refused as `graph` refuses one: its findings on stderr (stdout may be JSON
    /// for another program), exit 1.
    static func loadSimulator(_ path: String, purpose: String) throws -> Simulator {
        let file = try SpecFile.read(path)
        let report = Validator.validate(file.bytes, file: file.path, keepingDeepLinks: true)
        guard report.isUsable else {
            let colour = isatty(STDERR_FILENO) == 1 && getenv("NO_COLOR") == nil
            let input = ReportInput(
                findings: report.findings, displayPath: file.path, sourceText: file.text, useColor: colour)
            fflush(nil)
            Console.writeError(ReportRenderer.render(input, as: .text))
            Console.error("'\(file.path)' has errors; fix them to \(purpose)")
            throw ExitCode(specErrors)
        }
        do {
            return try Simulator(validated: report)
        } catch {
            Console.error("'\(file.path)': \(error)")
            throw ExitCode(specErrors)
        }
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

    /// Calls `body` with the next line's bytes, trimmed of ASCII spaces, tabs and
    /// line ends; nil at the end. The bytes are valid only during the call.
    func nextLine<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let count = getline(&buffer, &capacity, file)
        guard count >= 0, let buffer else { return nil }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
            var start = 0
            var end = count
            while start < end, Self.isSpace(bytes[start]) { start += 1 }
            while end > start, Self.isSpace(bytes[end - 1]) { end -= 1 }
            return body(UnsafeBufferPointer(start: bytes + start, count: end - start))
        }
    }

    /// The next line as text, trimmed; nil at the end.
    func next() -> String? {
        nextLine { String(decoding: $0, as: UTF8.self) }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
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
        endLine()
    }

    /// Appends to the current line, for output built piece by piece.
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: piece)
    }

    mutating func append(_ piece: [UInt8]) {
        bytes += piece
    }

    /// Gives the bytes to a writer (e.g. ``ParamValue/appendSwiftLiteral(to:)``).
    mutating func write(_ body: (inout [UInt8]) -> Void) {
        body(&bytes)
    }

    mutating func endLine() {
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
