/// What the decoder has already made of each symbol: its String, whether it is a
/// valid identifier, which param type it spells.
///
/// A large spec says `id: Int`, `source: String?` and `push: r12` thousands of
/// times. Each distinct text is turned into a String, checked against the naming
/// rule and parsed as a type once; later uses are an array read, and the model's
/// equal names share one String.
struct SymbolMemo {
    private var strings: [String?] = []
    /// Per symbol: 0 not yet known, 1 a valid identifier, 2 not one.
    private var identifiers: [UInt8] = []
    private var paramTypes: [ParamTypeEntry] = []

    private enum ParamTypeEntry {
        case unknown
        case invalid
        case valid(ParamType)
    }

    /// Loose symbols (``SymbolTable``) name one occurrence: they are answered, never kept.
    mutating func string(_ symbol: Int32, in symbols: SymbolTable) -> String {
        if SymbolTable.isLoose(symbol) { return symbols.string(of: symbol) }
        let index = Int(symbol)
        if index >= strings.count {
            strings.append(contentsOf: repeatElement(nil, count: symbols.count - strings.count))
        }
        if let string = strings[index] { return string }
        let string = symbols.string(of: symbol)
        strings[index] = string
        return string
    }

    /// Whether the symbol's text matches ``NamePattern/identifier``.
    mutating func isIdentifier(_ symbol: Int32, in symbols: SymbolTable) -> Bool {
        if SymbolTable.isLoose(symbol) { return NamePattern.identifier.matches(symbols.string(of: symbol)) }
        let index = Int(symbol)
        if index >= identifiers.count {
            identifiers.append(contentsOf: repeatElement(0, count: symbols.count - identifiers.count))
        }
        if identifiers[index] == 0 {
            identifiers[index] = NamePattern.identifier.matches(string(symbol, in: symbols)) ? 1 : 2
        }
        return identifiers[index] == 1
    }

    /// The param type the symbol's text spells, if any.
    mutating func paramType(_ symbol: Int32, in symbols: SymbolTable) -> ParamType? {
        if SymbolTable.isLoose(symbol) { return ParamType(spelling: symbols.string(of: symbol)) }
        let index = Int(symbol)
        if index >= paramTypes.count {
            paramTypes.append(contentsOf: repeatElement(.unknown, count: symbols.count - paramTypes.count))
        }
        switch paramTypes[index] {
        case .valid(let type): return type
        case .invalid: return nil
        case .unknown:
            let type = ParamType(spelling: string(symbol, in: symbols))
            paramTypes[index] = type.map(ParamTypeEntry.valid) ?? .invalid
            return type
        }
    }
}
