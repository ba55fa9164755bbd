import NavGenKit

/// `simulate --urls FILE --bench` (hidden): how many URLs a second the matcher
/// handles once the spec is loaded. The URLs are read into memory first, so the
/// figure is matching alone: no I/O, no output formatting.
struct SimulateBench {
    let simulator: Simulator

    func run(path: String) throws {
        let reader: LineReader
        do {
            reader = try LineReader(path: path)
        } catch {
            SimulationSupport.printError("cannot read '\(path)': \(error)")
            return
        }
        var urls: [String] = []
        while let line = reader.next() {
            let url = line.trimmingWhitespace
            if !url.isEmpty, !url.hasPrefix("#") { urls.append(url) }
        }
        guard !urls.isEmpty else { return }
        let matcher = simulator.router.matcher
        var matched = 0
        let clock = ContinuousClock()
        var rounds = 0
        let elapsed = clock.measure {
            repeat {
                for url in urls where matcher.match(url) != nil { matched += 1 }
                rounds += 1
            } while rounds * urls.count < 1_000_000
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let total = rounds * urls.count
        print("\(total) URLs (\(matched) matched) in \(seconds) s: \(Int(Double(total) / seconds)) URLs/s")
    }
}
