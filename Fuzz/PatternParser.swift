// libFuzzer entry point: any text through the deep-link pattern parser.
// Built by `make fuzz` into the one fuzz binary, with NavGenKit's sources; FuzzTarget.swift calls it.

public func parsePattern(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? DeepLinkPattern(parsing: text)
    return 0
}
