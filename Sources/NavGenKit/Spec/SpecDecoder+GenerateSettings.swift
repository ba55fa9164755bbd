extension SpecDecoder {
    /// `minimumOS: { iOS: 17 }`. A mapping, so that other systems can join it later
    /// without changing what an iOS spec says; `iOS` is its only key today.
    mutating func decodeMinimumOS(_ id: NodeID, key: NodeID) -> Located<MinimumOS>? {
        let allowed = MinimumOS.allCases.map { String($0.rawValue) }
        let example = "write `minimumOS: { iOS: \(MinimumOS.iOS17.rawValue) }`"
        guard kind(id) == .mapping else {
            report(
                .wrongType, at: location(id), "generate.minimumOS must be a mapping, not \(describe(id))",
                help: example)
            return nil
        }
        guard let entries = mapping(id, "generate.minimumOS", allowed: [.iOS]),
            let version = require(
                .iOS, in: entries, of: "generate.minimumOS", at: location(key), help: example)
        else { return nil }
        let node = document[version]
        if node.kind == .scalar, node.isPlain, let number = Int(node.text),
            let os = MinimumOS(rawValue: number)
        {
            return Located(os, at: node.location)
        }
        report(
            .wrongType, at: node.location,
            "generate.minimumOS.iOS must be one of \(allowed.joined(separator: ", ")), not \(describe(version))",
            help: "write the major version as a plain number, e.g. `iOS: \(MinimumOS.iOS17.rawValue)`; "
                + "navgen generates for iOS \(allowed.joined(separator: ", ")) only")
        return nil
    }

    /// `typePrefix: IC`: a prefix that keeps each generated type name a valid Swift
    /// type name of the usual shape. An empty string is the same as no prefix.
    mutating func decodeTypePrefix(_ id: NodeID) -> Located<String>? {
        guard let prefix = text(id, "generate.typePrefix") else { return nil }
        if prefix.value.isEmpty { return nil }
        guard let problem = TypePrefix.problem(prefix.value) else { return prefix }
        let fix = TypePrefix.suggestion(for: prefix.value).map { "; write '\($0)'" } ?? ""
        report(
            .wrongType, at: prefix.location, "generate.typePrefix '\(prefix.value)' \(problem)",
            help: "a type prefix is 1 to \(TypePrefix.maximumLength) ASCII letters and digits starting with "
                + "an uppercase letter, e.g. 'IC'\(fix)")
        return nil
    }
}

/// The rule a `typePrefix` follows: it is put before names that start with an
/// uppercase letter, so it starts with one too, and it stays short enough that
/// every file name made from it still fits a disk.
enum TypePrefix {
    static let maximumLength = 16

    /// What is wrong with `prefix`, or nil when it is valid.
    static func problem(_ prefix: String) -> String? {
        let scalars = Array(prefix.unicodeScalars)
        guard let first = scalars.first else { return "is empty" }
        if !("A"..."Z").contains(first) { return "does not start with an ASCII uppercase letter" }
        if let bad = scalars.first(where: { !isLetterOrDigit($0) }) {
            return "contains '\(bad.escaped(asASCII: true))', which is not an ASCII letter or digit"
        }
        if scalars.count > maximumLength { return "is \(scalars.count) characters long" }
        return nil
    }

    /// The nearest valid prefix: its letters and digits, cut to the maximum length,
    /// first letter uppercased (all of a short one, an acronym: `ic` is `IC`); nil
    /// when nothing valid is left or nothing changed.
    static func suggestion(for prefix: String) -> String? {
        var scalars = prefix.unicodeScalars.filter(isLetterOrDigit)
        while let first = scalars.first, !("a"..."z").contains(first), !("A"..."Z").contains(first) {
            scalars.removeFirst()
        }
        guard !scalars.isEmpty else { return nil }
        var fixed = String(String.UnicodeScalarView(scalars.prefix(maximumLength)))
        fixed = fixed.count <= 3 ? fixed.uppercased() : fixed.prefix(1).uppercased() + fixed.dropFirst()
        return fixed == prefix || problem(fixed) != nil ? nil : fixed
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
