/// The path of a value in a tree of mappings and lists, as messages and baselines
/// write it: keys joined with `.`, list indexes 0-based in brackets
/// (`applinks.details[1].components[0]`).
///
/// A spec's YAML and the JSON files navgen reads name places the same way, so a
/// reader of one message can read the others.
package enum DataPath {
    /// `parent.key`, or `parent["key"]` for a key that is not a plain name, so a key
    /// holding a dot or a bracket cannot be read as two steps.
    package static func joined(_ parent: String, _ key: String) -> String {
        let isPlain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || $0 == "_" || $0 == "-"
            }
        if isPlain { return parent.isEmpty ? key : parent + "." + key }
        return parent + "[" + JSONValue.string(key).rendered() + "]"
    }

    /// `parent["key"]`, whatever the key: an entry of a keyed `otherwise` is named
    /// by its `requires` entry as written (`otherwise["!beta"]`, `otherwise["signedIn"]`).
    package static func keyed(_ parent: String, _ key: String) -> String {
        parent + "[" + JSONValue.string(key).rendered() + "]"
    }

    /// `parent[index]`.
    package static func indexed(_ parent: String, _ index: Int) -> String {
        parent + "[\(index)]"
    }
}
