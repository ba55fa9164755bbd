// The fuzz binary's one libFuzzer entry point. Every target is compiled into the same
// binary, so NavGenKit is compiled once for all of them (a build takes minutes, an
// entry point seconds); `NAVGEN_FUZZ_TARGET` names the target a run feeds, and
// `Fuzz/run.sh` sets it.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The targets by the names `Fuzz/run.sh` and `make fuzz` use.
private let fuzzTargets: [String: (UnsafePointer<UInt8>, Int) -> CInt] = [
    "load-validate": loadAndValidate,
    "load-generate": loadAndGenerate,
    "pattern-parser": parsePattern,
    "url-matching": matchURL,
    "json-readers": readJSON,
]

/// The target of this run, read once: an unknown name stops the run before any input.
private let fuzzTarget: (UnsafePointer<UInt8>, Int) -> CInt = {
    let name = getenv("NAVGEN_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = fuzzTargets[name] else {
        fatalError(
            "NAVGEN_FUZZ_TARGET must be one of \(fuzzTargets.keys.sorted().joined(separator: ", ")), not '\(name)'")
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzTarget(data, size)
}
