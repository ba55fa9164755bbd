// libFuzzer entry point: any bytes through the whole validation pipeline.
// Built by `make fuzz` into the one fuzz binary, with NavGenKit's sources; FuzzTarget.swift calls it.
//
// The input may hold several files: each line `# file: NAME` starts the file NAME (a
// seed's `include:` names them; the rule examples and FuzzSeedTests split files alike), so include cycles, diamonds, missing files and
// findings in included files are fuzzed along with the YAML.

public func loadAndValidate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let (main, files) = fuzzFiles(Array(UnsafeBufferPointer(start: data, count: size)))
    let report = Validator.validate(main, file: "fuzz.yaml", includes: InMemorySpecSources(files))
    for finding in report.findings {
        precondition(finding.location.line >= 1 && finding.location.column >= 1, "finding without a place")
        precondition(finding.file == "fuzz.yaml" || files[finding.file] != nil, "finding in no file")
    }
    return 0
}

/// The main file's bytes and the other files by name, cut at `# file: NAME` lines.
func fuzzFiles(_ bytes: [UInt8]) -> (main: [UInt8], files: [String: [UInt8]]) {
    let marker = Array("# file: ".utf8)
    var main: [UInt8] = []
    var files: [String: [UInt8]] = [:]
    var current: String?
    var lineStart = 0
    while lineStart < bytes.count {
        let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
        let line = bytes[lineStart..<lineEnd]
        if line.starts(with: marker) {
            let name = line.dropFirst(marker.count).filter { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
            current = String(decoding: name, as: UTF8.self)
            files[String(decoding: name, as: UTF8.self), default: []] += []
        } else if let current {
            files[current, default: []].append(contentsOf: line)
        } else {
            main.append(contentsOf: line)
        }
        lineStart = lineEnd
    }
    return (main, files)
}
