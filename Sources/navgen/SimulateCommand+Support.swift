import ArgumentParser
import NavGenKit

/// The spec loading and output plumbing that `simulate` and `routes` share: read
/// the file, refuse a spec with errors, colour only on a terminal.
enum SimulationSupport {
    /// Exit codes (`docs/spec.md`, "Exit status").
    static let specErrors: Int32 = 1
    static let couldNotRun: Int32 = 2

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
    static func loadSimulator(_ spec: SpecOptions, purpose: String, sizeClass: SizeClass = .compact) throws
        -> Simulator
    {
        try load(spec, purpose: purpose) { pipeline throws(Simulator.SetupError) in
            try pipeline.simulator(sizeClass: sizeClass)
        }
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

    /// Gives the bytes to a writer, then flushes when they are many.
    mutating func write<Result>(_ body: (inout [UInt8]) -> Result) -> Result {
        let result = body(&bytes)
        if bytes.count >= 1 << 16 { flush() }
        return result
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
