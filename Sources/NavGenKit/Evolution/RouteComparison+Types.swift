/// `types:` in `navgen diff`. A saved state holds an enumeration's case by its raw
/// value (the generated enum is `String`-backed and `Codable`), so an old raw value the
/// new spec lacks, a case removed or given another raw value, fails every saved state
/// that holds it: one `state-incompatible` change for the type, told once (links that
/// carried the value are not reported again). A new case with a new raw value is
/// `added`.
extension RouteComparison {
    mutating func compareTypes(_ old: NavigationSpec) {
        for type in old.types {
            guard let counterpart = newTypes[type.name.value] else { continue }
            let name = type.name.value
            let kept = counterpart.rawValues
            let lost = type.cases.filter { !kept.contains($0.rawValue.value) }
            if let first = lost.first {
                brokenEnumerations.insert(name)
                let told = lost.map { item in
                    let caseName = item.name.value
                    guard let now = counterpart.cases.first(where: { $0.name.value == caseName }) else {
                        return "case \(caseName) was removed or renamed"
                    }
                    return "case \(caseName) is '\(now.rawValue.value)' now, was '\(item.rawValue.value)'"
                }
                record(
                    .stateIncompatible, nil,
                    "type \(name) lost raw value\(lost.count == 1 ? "" : "s") "
                        + lost.map { "'\($0.rawValue.value)'" }.joined(separator: ", ") + " ("
                        + told.joined(separator: "; ")
                        + "): a saved state that holds \(lost.count == 1 ? "it" : "one") cannot be restored",
                    witness: witnesses.holding(first, of: type))
            }
            // A case that kept its name and changed its raw value is part of the change above.
            let knownNames = Set(type.cases.map(\.name.value))
            let knownValues = type.rawValues
            let added = counterpart.cases.filter {
                !knownNames.contains($0.name.value) && !knownValues.contains($0.rawValue.value)
            }
            guard !added.isEmpty else { continue }
            record(
                .added, nil,
                "case\(added.count == 1 ? "" : "s") "
                    + added.map(\.name.value).joined(separator: ", ")
                    + " of \(name) \(added.count == 1 ? "is" : "are") new")
        }
    }
}
