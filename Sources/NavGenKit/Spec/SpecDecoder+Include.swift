/// `include:` and the files it names (docs/spec.md, Several files).
extension SpecDecoder {
    /// What an included file may hold: the app-wide keys belong to the main file.
    static let includedFileKeys: [SpecKeyword] = [.coordinators, .conditions, .actions, .types, .include]

    /// The definitions an included file adds to the spec.
    struct IncludedDefinitions {
        var coordinators: [Coordinator] = []
        var conditions: [Condition] = []
        var actions: [LinkAction] = []
        var types: [EnumerationType] = []
    }

    /// `include:`: a list of paths, each relative to the file that lists it.
    mutating func decodeIncludes(_ id: NodeID) -> [Located<String>] {
        // `include:` with nothing after it includes nothing.
        if isEmptyScalar(id) { return [] }
        return textList(id, "include")
    }

    /// An included file: `coordinators:` (or `actions:` alone), and maybe `conditions:`,
    /// `actions:` and `include:`.
    /// Its entries are in `includes` afterwards. `start` is the file's first line.
    /// The include reader has made sure the document is a mapping with one of those
    /// keys (an empty file, or one that is not a spec, is refused at its entry).
    mutating func decodeIncludedFile(start: SourceLocation) -> IncludedDefinitions {
        guard let rootNode = document.root else { return IncludedDefinitions() }
        var misplaced: [String: String] = [:]
        for key in Self.topLevelKeys where !Self.includedFileKeys.contains(key) {
            misplaced[key.spelling] =
                "'\(key.spelling)' belongs in the main file; an included file holds only coordinators, "
                + "conditions, actions, types and include"
        }
        guard
            let top = mapping(
                rootNode, "an included file", allowed: Self.includedFileKeys, misplaced: misplaced)
        else { return IncludedDefinitions() }
        var definitions = IncludedDefinitions()
        definitions.conditions = top[.conditions].map { decodeConditions($0.value) } ?? []
        definitions.actions = top[.actions].map { decodeActions($0.value) } ?? []
        definitions.types = top[.types].map { decodeTypes($0.value) } ?? []
        includes = top[.include].map { decodeIncludes($0.value) } ?? []
        // A file of actions alone is a part of the spec: links kept beside the screens.
        if let coordinators = top[.coordinators] {
            definitions.coordinators = decodeCoordinators(coordinators.value)
        } else if top[.actions] == nil, top[.types] == nil {
            report(.missingField, at: start, "an included file is missing the required key 'coordinators'")
        }
        return definitions
    }
}
