/// Decodes each route of `coordinators.X.routes` as soon as libyaml has delivered it,
/// so that its YAML nodes can be dropped before the next route is read.
///
/// Without this, a spec of a hundred thousand routes holds its whole node tree (two
/// million nodes) and the decoded model in memory at once. The route is decoded by
/// the same code as in a whole-document decode, with its findings kept aside; the
/// decoder's walk later picks the route and its findings up where the node was, so
/// the result is the same as decoding the complete tree. A route under a
/// coordinator that turns out not to use it (a tabs coordinator, a repeated key) is
/// simply never picked up.
struct SpecRouteConsumer: YAMLSubtreeConsumer {
    let file: String
    private(set) var routes = DetachedRoutes()
    /// Carried from route to route and on to the walk, so each text is converted once.
    var memo = SymbolMemo()

    init(file: String) {
        self.file = file
    }

    var predefinedSymbols: [String] { SpecKeyword.allCases.map(\.spelling) }

    /// `coordinators` (1) → coordinator id (2) → `routes` (3) → route id (4).
    var depth: Int { 4 }

    mutating func consume(
        _ node: NodeID, key: NodeID, parent: NodeID, path: ArraySlice<Int32>, in document: YAMLDocument
    ) -> Int32? {
        let keywords = SpecKeywords.predefined
        guard path.count == 4, keywords.keyword(path[path.startIndex]) == .coordinators,
            keywords.keyword(path[path.startIndex + 2]) == .routes,
            let name = document.symbol(of: key), document.symbols.length(of: name) > 0
        else { return nil }
        var decoder = SpecDecoder(document: document, file: file, keywords: keywords)
        swap(&decoder.memo, &memo)
        var route = decoder.decodeRouteBody(node, named: name)
        // The id as the walk will decode it; its findings, if any, are the walk's to report.
        route.id = Located(decoder.memo.string(name, in: document.symbols), at: document.location(key))
        swap(&decoder.memo, &memo)
        return routes.add(route, findings: decoder.findings, names: decoder.names, parent: parent)
    }
}
