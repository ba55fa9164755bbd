// `make bench`'s matcher figure: how many URLs a second the deep-link matcher handles
// once the spec is loaded. The URLs are read into memory first, so the figure is
// matching alone: no I/O, no output formatting. Not a product of the package:
// Benchmarks/bench.py runs it from the release build, beside navgen.
//
//     MatcherBench SPEC URLS
import Foundation
import NavGenKit

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: MatcherBench SPEC URLS\n".utf8))
    exit(64)
}

// The spec as `navgen simulate` loads it, with the files it includes.
struct DiskFiles: SpecSources {
    func bytes(at path: String) throws(SpecSourceError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw .missing }
        guard data.count <= SpecSourceError.sizeLimit else { throw .tooLarge }
        return [UInt8](data)
    }
}

let specPath = arguments[1]
guard let pipeline = try? Pipeline(path: specPath, sources: DiskFiles(), for: .simulation) else {
    FileHandle.standardError.write(Data("cannot read '\(specPath)'\n".utf8))
    exit(2)
}
guard pipeline.report.isUsable, let simulator = try? pipeline.simulator() else {
    FileHandle.standardError.write(Data("'\(specPath)' has errors; run navgen validate on it\n".utf8))
    exit(1)
}

// One URL a line, as `simulate --urls` reads them: blank lines and `#` comments skipped.
let urlsPath = arguments[2]
guard let urlData = FileManager.default.contents(atPath: urlsPath) else {
    FileHandle.standardError.write(Data("cannot read '\(urlsPath)'\n".utf8))
    exit(2)
}
let urls = String(decoding: urlData, as: UTF8.self).split(separator: "\n")
    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    .filter { !$0.isEmpty && !$0.hasPrefix("#") }
guard !urls.isEmpty else { exit(0) }

let matcher = simulator.router.matcher
var matched = 0
var rounds = 0
let elapsed = ContinuousClock().measure {
    // At least a million matches, so a small corpus is timed long enough.
    repeat {
        for url in urls where matcher.match(url) != nil { matched += 1 }
        rounds += 1
    } while rounds * urls.count < 1_000_000
}
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
let total = rounds * urls.count
print("\(total) URLs (\(matched) matched) in \(seconds) s: \(Int(Double(total) / seconds)) URLs/s")
