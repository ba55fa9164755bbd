import ArgumentParser
import NavGenKit

/// `simulate --flows FILE`: a line per flow, then the totals.
struct SimulateFlows {
    let simulator: Simulator
    let renderer: any SimulateRenderer

    func run(path: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: path, limit: .flowFile)
        } catch {
            SimulationSupport.printError("cannot read '\(path)': \(error)")
            throw ExitCode(SimulationSupport.couldNotRun)
        }
        switch FlowFile.parse(bytes, file: path) {
        case .success(let file):
            let report = FlowsReport(results: simulator.run(file.flows), path: path)
            print(renderer.render(report))
            if report.failed > 0 { throw ExitCode(1) }
        case .failure(let problems):
            print(SimulateTextRenderer(useColor: ColorChoice.standardOutput).render(problems, in: path))
            throw ExitCode(1)
        }
    }
}
