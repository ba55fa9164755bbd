import ArgumentParser
import NavGenKit

/// `simulate --urls FILE|-`: one line out per URL in, streamed, then the totals.
///
/// The input is read a line at a time (``LineReader``), each line trimmed; the
/// library's ``URLLines`` matches it and its renderer writes the line.
struct SimulateURLs {
    let simulator: Simulator
    let renderer: any SimulateRenderer
    /// The launch state, with `--given`'s conditions.
    let launch: NavigationState

    func run(path: String) throws {
        let reader: LineReader
        do {
            reader = try LineReader(path: path)
        } catch {
            SimulationSupport.printError("cannot read '\(path)': \(error)")
            throw ExitCode(SimulationSupport.couldNotRun)
        }
        let lines = URLLines(simulator: simulator, launch: launch, renderer: renderer, limit: reader.limit)
        var out = OutputBuffer()
        var matched = 0
        var unmatched = 0
        while let matchedLine = reader.nextLine({ line in
            out.write { bytes in
                switch line {
                case .text(let url): lines.match(url, to: &bytes)
                case .tooLong(let head, let length): lines.refuseLongLine(head, length: length, to: &bytes)
                }
            }
        }) {
            switch matchedLine {
            case true?: matched += 1
            case false?: unmatched += 1
            case nil: continue
            }
        }
        if let failure = reader.failure {
            out.flush()
            SimulationSupport.printError("cannot read '\(path)': \(failure)")
            throw ExitCode(SimulationSupport.couldNotRun)
        }
        out.line(renderer.totals(matched: matched, unmatched: unmatched))
        out.flush()
        if unmatched > 0 { throw ExitCode(1) }
    }
}

extension String {
    /// Without leading and trailing whitespace (spaces, tabs, line breaks).
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
