import ArgumentParser
import NavGenKit

/// `simulate --flows FILE`: a line per flow, then the totals.
///
/// The path, flow names and messages come from input, so the text output shows
/// them through ``TerminalText``: a name holding a carriage return cannot print a
/// failed flow as passed.
struct SimulateFlows {
    let simulator: Simulator
    let json: Bool

    func run(path: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: path, limit: .flowFile)
        } catch {
            SimulationSupport.printError("cannot read '\(path)': \(error)")
            throw ExitCode(SimulationSupport.couldNotRun)
        }
        let file: FlowFile
        switch FlowFile.parse(bytes, file: path) {
        case .success(let parsed):
            file = parsed
        case .failure(let problems):
            let shownPath = TerminalText.sanitized(path)
            for problem in problems.errors {
                print(
                    "\(shownPath):\(problem.location.line):\(problem.location.column): "
                        + "\(SimulationSupport.errorLabel()) \(TerminalText.sanitized(problem.message))")
            }
            let count = problems.errors.count
            print("\(count) error\(count == 1 ? "" : "s") in the flow file")
            throw ExitCode(1)
        }
        let results = file.flows.map(simulator.run)
        let failed = results.filter { !$0.passed }.count
        if json {
            printJSON(results, path: path, failed: failed)
        } else {
            for result in results {
                if let failure = result.failure {
                    let text =
                        "\(result.name): \(path):\(failure.location.line):\(failure.location.column): "
                        + failure.message
                    print("\(SimulationSupport.paint("FAIL", "1;31")) \(TerminalText.sanitized(text))")
                } else {
                    print("\(SimulationSupport.paint("PASS", "32")) \(TerminalText.sanitized(result.name))")
                }
            }
            print("\(results.count - failed) passed, \(failed) failed")
        }
        if failed > 0 { throw ExitCode(1) }
    }

    private func printJSON(_ results: [FlowResult], path: String, failed: Int) {
        let flows = results.map { result -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("name", .string(result.name)), ("passed", .bool(result.passed)),
            ]
            if let failure = result.failure {
                members += [
                    ("step", .int(failure.step)), ("file", .string(path)),
                    ("line", .int(failure.location.line)),
                    ("column", .int(failure.location.column)), ("message", .string(failure.message)),
                ]
            }
            return .object(members)
        }
        let document = JSONValue.object([
            ("flows", .array(flows)), ("passed", .int(results.count - failed)), ("failed", .int(failed)),
        ])
        print(document.rendered(pretty: true))
    }
}
