// libFuzzer entry point: bytes that validate go on to `generate`. The files must come
// out the same whether generation reuses validation's deep-link analysis or does its own,
// and each must lex as Swift: literals closed on their line, comments closed,
// brackets balanced outside both. Anything the spec says (names, deep links, outcome
// names) reaches these files, so this is where an escaping mistake would show. A
// sample of the inputs is also type-checked by `swiftc` (GeneratedTypeCheck.swift),
// which shows a name that lexes but does not compile (a param called `path` that
// hides the skeleton's `path`).
// Built by `make fuzz` into the one fuzz binary, with NavGenKit's sources; FuzzTarget.swift calls it.

public func loadAndGenerate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let pipeline = Pipeline(bytes, file: "fuzz.yaml", for: .simulation)
    guard pipeline.report.isUsable, let spec = pipeline.spec else { return 0 }
    // The input's length picks the options, so that the corpus covers all of them.
    let options = GenerateOptions(
        ui: UIFramework.allCases[size % UIFramework.allCases.count],
        access: AccessLevel.allCases[(size / 3) % AccessLevel.allCases.count])
    let reused = Result { () throws(GenerationFailure) in
        try pipeline.generatedFiles(options)
    }
    let fresh = Result { () throws(GenerationFailure) in
        try CodeGenerator.generate(spec, options: options)
    }
    switch (reused, fresh) {
    case (.success(let files), .success(let again)):
        precondition(files == again, "generation differs with the validator's deep-link work")
        for file in files {
            if let problem = SwiftLexCheck.problem(in: file.contents) {
                preconditionFailure("\(file.name): \(problem)")
            }
        }
        if let check = GeneratedTypeCheck.shared, check.selects(bytes) {
            check.requireCompiles(files, customTypes: customTypes(of: spec))
        }
    case (.failure(let failure), .failure(let again)):
        precondition(!failure.findings.isEmpty, "generation refused without a finding")
        precondition(failure.findings == again.findings, "refusals differ with the validator's work")
    default:
        preconditionFailure("generation succeeds only one way")
    }
    return 0
}

/// The app's own param types, which the type-check declares.
func customTypes(of spec: NavigationSpec) -> Set<String> {
    var names: Set<String> = []
    for coordinator in spec.coordinators {
        for route in coordinator.routes {
            for param in route.params {
                if case .custom(let name) = param.type.value.base { names.insert(name) }
            }
        }
    }
    return names
}

/// Just enough of Swift's lexical structure to tell whether generated text could parse:
/// string literals (with interpolations), comments and brackets.
enum SwiftLexCheck {
    static func problem(in text: String) -> String? {
        let bytes = Array(text.utf8)
        // Open brackets; an interpolation's `(` is marked so its `)` resumes the string.
        var open: [UInt8] = []
        let interpolation: UInt8 = 0
        var position = 0
        var line = 1
        func peek(_ offset: Int) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
        }
        // Reads a single-line string body up to its closing quote, or to an interpolation.
        func string() -> String? {
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""): return nil
                case UInt8(ascii: "\n"): return "line \(line): a string literal runs past the line"
                case UInt8(ascii: "\\"):
                    guard position < bytes.count else { break }
                    if bytes[position] == UInt8(ascii: "(") {
                        position += 1
                        open.append(interpolation)
                        return nil
                    }
                    position += 1
                default: continue
                }
            }
            return "line \(line): a string literal never closes"
        }
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "/") where peek(0) == UInt8(ascii: "/"):
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            case UInt8(ascii: "/") where peek(0) == UInt8(ascii: "*"):
                position += 1
                var depth = 1
                while depth > 0 {
                    guard position < bytes.count else { return "line \(line): a block comment never closes" }
                    if bytes[position] == UInt8(ascii: "\n") { line += 1 }
                    if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                        depth -= 1
                        position += 1
                    } else if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                        depth += 1
                        position += 1
                    }
                    position += 1
                }
            case UInt8(ascii: "\""):
                if peek(0) == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\"") {
                    return "line \(line): a multi-line string literal, which navgen does not write"
                }
                if let problem = string() { return problem }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(byte)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let expected: UInt8 =
                    byte == UInt8(ascii: ")")
                    ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                guard let last = open.popLast() else {
                    return "line \(line): '\(Character(Unicode.Scalar(byte)))' closes nothing"
                }
                if last == interpolation, byte == UInt8(ascii: ")") {
                    if let problem = string() { return problem }
                } else if last != expected {
                    return
                        "line \(line): '\(Character(Unicode.Scalar(byte)))' does not match its opening bracket"
                }
            default:
                continue
            }
        }
        return open.isEmpty ? nil : "a bracket never closes"
    }
}
