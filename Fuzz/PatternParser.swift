// libFuzzer entry point: any text through the deep-link pattern parser.
// Built by `make fuzz` together with NavGenKit's sources into one module.

@_cdecl("LLVMFuzzerTestOneInput")
public func parsePattern(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? DeepLinkPattern(parsing: text)
    return 0
}
