/// The groups of a ``Diagram`` in drawing order, each opened before what it holds and
/// closed after, for the renderers that nest them (Mermaid subgraphs, DOT clusters).
///
/// Each group's members are found once, not by filtering the whole diagram for every
/// group: with thousands of coordinators that filtering took minutes. The walk keeps a
/// stack of its own rather than recursing, so that its depth never depends on the
/// spec (today a tab bar's stacks are the only groups nested, one level deep).
struct DiagramNesting {
    /// What to draw next.
    enum Step {
        /// A group's opening line and then its own nodes, at `depth` (1 at top level).
        case open(DiagramGroup, nodes: [DiagramNode], depth: Int)
        /// The line that closes the group opened at `depth`.
        case close(DiagramGroup, depth: Int)
    }

    /// The deepest indent a renderer writes. A group nested deeper would be drawn at
    /// this indent: the text stays valid, and the indents of deep nesting never add up
    /// to a size quadratic in the depth.
    static let maximumIndent = 16

    private let groupsIn: [String?: [DiagramGroup]]
    private let nodesIn: [String?: [DiagramNode]]

    init(_ diagram: Diagram) {
        groupsIn = Dictionary(grouping: diagram.groups, by: \.parent)
        nodesIn = Dictionary(grouping: diagram.nodes, by: \.group)
    }

    /// The nodes outside every group, in order.
    var topLevelNodes: [DiagramNode] { nodesIn[nil] ?? [] }

    /// Calls `body` with every step, top-level groups in order. A group whose parents
    /// lead round in a circle is never reached, as no top-level group holds it.
    func forEachStep(_ body: (Step) -> Void) {
        var stack: [(group: DiagramGroup, children: [DiagramGroup], next: Int)] = []
        func open(_ group: DiagramGroup) {
            body(.open(group, nodes: nodesIn[group.id] ?? [], depth: stack.count + 1))
            stack.append((group, groupsIn[group.id] ?? [], 0))
        }
        for group in groupsIn[nil] ?? [] {
            open(group)
            while let top = stack.indices.last {
                if stack[top].next < stack[top].children.count {
                    let child = stack[top].children[stack[top].next]
                    stack[top].next += 1
                    open(child)
                } else {
                    body(.close(stack[top].group, depth: stack.count))
                    stack.removeLast()
                }
            }
        }
    }

    /// `unit` repeated `depth` times, at most ``maximumIndent`` times.
    static func pad(_ unit: String, depth: Int) -> String {
        String(repeating: unit, count: min(depth, maximumIndent))
    }
}
