// libFuzzer entry point: any bytes through the whole validation pipeline.
// Built by `make fuzz` together with NavGenKit's sources into one module.

@_cdecl("LLVMFuzzerTestOneInput")
public func loadAndValidate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let report = Validator.validate(bytes, file: "fuzz.yaml")
    for finding in report.findings {
        precondition(finding.location.line >= 1 && finding.location.column >= 1, "finding without a place")
    }
    return 0
}
