extension NavigationModel {
    /// For each route, the edges that show it in a modal style (`then`
    /// actions included), in declaration order. A route with any is "presented
    /// modally": it is shown outside any navigation stack.
    package func presentingEdges() -> [[Int]] {
        var result = [[Int]](repeating: [], count: routes.count)
        for (index, edge) in edges.enumerated() {
            switch edge.kind {
            case .show(let route, let style) where style.isModal:
                result[route.rawValue].append(index)
            default: break
            }
        }
        return result
    }

    /// The `start` edges (outside `then` blocks) that start each coordinator, in
    /// declaration order.
    package func startingEdges() -> [[Int]] {
        var result = [[Int]](repeating: [], count: coordinators.count)
        for (index, edge) in edges.enumerated() {
            if case .start(let child, _) = edge.kind { result[child.rawValue].append(index) }
        }
        return result
    }

    /// `recipes.recipeList at 12:11`: how notes point at an edge.
    package func describeSource(of edge: Int) -> String {
        "\(self[edges[edge].source].ref) at \(spec.files.reference(to: edges[edge].location))"
    }
}
