/// Names the place of a finding by its spec path
/// (`coordinators.recipes.routes.recipeDetail.transitions[1]`) instead of its line.
///
/// Built once from the YAML tree of the finding's file, so no rule has to know paths.
/// The rule (documented in docs/spec.md, "Baselines"): a finding's path is the path of
/// the deepest node whose key or value starts at the finding's location; when no node
/// starts exactly there, the path of the last node that starts before it; before the
/// first node, the document itself (the empty path). List indexes are 0-based.
package struct SpecPathIndex: Sendable {
    /// Every start location with the deepest path that starts there, sorted.
    private var starts: [(location: SourceLocation, path: String)]

    /// The index of a file that did not parse: every finding is at the document.
    package static let empty = SpecPathIndex(starts: [])

    private init(starts: [(location: SourceLocation, path: String)]) {
        self.starts = starts
    }

    package init(_ document: YAMLDocument) {
        var deepest: [SourceLocation: (depth: Int, path: String)] = [:]
        func record(_ location: SourceLocation, _ path: String, depth: Int) {
            if let known = deepest[location], known.depth > depth { return }
            deepest[location] = (depth, path)
        }
        // Walked in document order with an explicit stack (the input decides the
        // depth). Each node is visited once, under its first path, so an alias (a
        // second reference to a node) costs nothing.
        var visited = Set<Int32>()
        var pending: [(node: NodeID, path: String, depth: Int)] = []
        if let root = document.root { pending.append((root, "", 0)) }
        while let (node, path, depth) = pending.popLast() {
            guard visited.insert(node.index).inserted else { continue }
            record(document.location(node), path, depth: depth)
            var children: [(node: NodeID, path: String, depth: Int)] = []
            switch document[node].kind {
            case .scalar: break
            case .sequence:
                for (index, item) in document.items(of: node).enumerated() {
                    children.append((item, path + "[\(index)]", depth + 1))
                }
            case .mapping:
                let entries = document.entries(of: node)
                // A keyed `otherwise` (its first key no action word) names its entries in brackets.
                let isKeyedFallback =
                    path.hasSuffix(".otherwise")
                    && entries.first.map {
                        let word = document[$0.key].text
                        return !SpecDecoder.otherwiseActionWords.contains(word)
                            && !SpecDecoder.namesakeActionWords.contains(word)
                    } ?? false
                for entry in entries {
                    let key = document[entry.key].text
                    let child = isKeyedFallback ? DataPath.keyed(path, key) : DataPath.joined(path, key)
                    record(document.location(entry.key), child, depth: depth + 1)
                    children.append((entry.value, child, depth + 1))
                }
            }
            pending.append(contentsOf: children.reversed())
        }
        starts = deepest.map { ($0.key, $0.value.path) }.sorted { $0.location < $1.location }
    }

    /// One index for the documents of several files of a spec, each loaded with its
    /// own file index: a finding is named by the paths of its own file.
    package init(merging indexes: [SpecPathIndex]) {
        self.init(starts: indexes.flatMap(\.starts).sorted { $0.location < $1.location })
    }

    /// The spec path of a finding at `location`; the document (the empty path) when
    /// no node of its file starts before it.
    package func path(at location: SourceLocation) -> String {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle].location <= location { low = middle + 1 } else { high = middle }
        }
        guard low > 0, starts[low - 1].location.fileIndex == location.fileIndex else { return "" }
        return starts[low - 1].path
    }
}
