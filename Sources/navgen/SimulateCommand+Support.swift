import ArgumentParser
import NavGenKit

/// The spec loading and output plumbing that `simulate` and `routes` share: read
/// the file, refuse a spec with errors, colour only on a terminal.
enum SimulationSupport {
    /// Exit codes (`docs/spec.md`, "Exit status").
    static let specErrors: Int32 = 1
    static let couldNotRun: Int32 = 2

    static func paint(_ text: String, _ code: String) -> String {
        ColorChoice.standardOutput ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
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
    static func loadSimulator(_ spec: SpecOptions, purpose: String) throws -> Simulator {
        try load(spec, purpose: purpose) { pipeline throws(Simulator.SetupError) in try pipeline.simulator() }
    }

    /// Loads and validates the spec, refusing one with errors as ``loadSimulator(_:purpose:)``
    /// does, and asks its pipeline for `output`.
    static func load<Output>(
        _ spec: SpecOptions, purpose: String, _ output: (Pipeline) throws(Simulator.SetupError) -> Output
    ) throws -> Output {
        let file = try SpecFile.read(spec.spec)
        let includes = try spec.sources()
        let pipeline = Pipeline(file.bytes, file: file.path, includes: includes, for: .simulation)
        let report = pipeline.report
        guard report.isUsable else {
            let input = ReportInput(
                findings: report.findings, displayPath: file.path, sourceText: file.text,
                includedTexts: includes.texts(of: report.findings), useColor: ColorChoice.standardError)
            fflush(nil)
            Console.writeError(ReportRenderer.render(input, as: .text))
            Console.error("'\(file.path)' has errors; fix them to \(purpose)")
            throw ExitCode(specErrors)
        }
        do {
            return try output(pipeline)
        } catch {
            Console.error("'\(file.path)': \(error)")
            throw ExitCode(specErrors)
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
        endLine()
    }

    /// Appends to the current line, for output built piece by piece.
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: piece)
    }

    mutating func append(_ piece: [UInt8]) {
        bytes += piece
    }

    /// Appends text that came from input, through ``TerminalText``: a line's
    /// bytes are copied as they are when they print harmlessly, which is nearly
    /// always.
    mutating func appendShown(_ piece: UnsafeBufferPointer<UInt8>) {
        if TerminalText.isSafe(utf8: piece) {
            bytes.append(contentsOf: piece)
        } else {
            bytes += TerminalText.sanitized(String(decoding: piece, as: UTF8.self)).utf8
        }
    }

    /// Like ``write(_:)``, for output that can hold input (a URL's decoded
    /// values): what `body` appends is shown through ``TerminalText``.
    mutating func writeShown(_ body: (inout [UInt8]) -> Void) {
        let start = bytes.count
        body(&bytes)
        let safe = bytes[start...].withUnsafeBufferPointer { TerminalText.isSafe(utf8: $0) }
        guard !safe else { return }
        let shown = TerminalText.sanitized(String(decoding: bytes[start...], as: UTF8.self))
        bytes.replaceSubrange(start..., with: shown.utf8)
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
