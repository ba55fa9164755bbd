/// A split view in the navigation file (docs/spec/coordinators.md, "Split coordinator"):
/// its node holds one stack node per column, named after the column's role, and how many
/// columns after the sidebar are selected; the screens it shows read as one stack, the
/// sidebar's and then each selected column's, as the simulator reads it in compact width.
extension NavigationFileBuilder {
    /// `struct <Split>Node`: `sidebar`, `content` (in a split of three) and `detail`,
    /// each the node of the column's stack, and `selected`.
    func splitNode(_ coordinator: Coordinator) -> [SwiftDeclaration] {
        let columns = coordinator.roleColumns
        let columnVariables = columns.map { column in
            SwiftDeclaration.variable(
                SwiftVariable(
                    docs: ["The \(column.role) column: the `\(column.coordinator)` stack."], access: access,
                    name: column.role, type: .named([names.node(column.coordinator)])))
        }
        let selected = SwiftVariable(
            docs: [
                "How many columns after the sidebar are selected, 0 up to \(columns.count - 1): an unselected column",
                "holds only its root, and a select from the column before it puts its screen at the bottom.",
            ],
            access: access, name: "selected", type: .named(["Int"]))
        let parameters =
            columns.map { column in
                let node = SwiftTypeName.named([names.node(column.coordinator)])
                return SwiftParameter(column.role, node, defaultValue: .call(.type(node), [], trailing: nil))
            } + [SwiftParameter("selected", .named(["Int"]), defaultValue: .integer(0))]
        let initializer = SwiftFunction(
            access: access, kind: .initializer(failable: false), parameters: parameters,
            body: parameters.map { .assignment(.member(.self, $0.name), .local($0.name)) })
        return columnVariables + [.variable(selected), .function(initializer), .variable(splitPath(columns))]
    }

    /// `path`: the sidebar's screens, then each selected column's, as one stack.
    private func splitPath(_ columns: [(role: String, coordinator: String)]) -> SwiftVariable {
        let paths = columns.map { SwiftExpression.member(.local($0.role), "path") }
        let shown = { (count: Int) -> [SwiftStatement] in
            [.expression(paths.prefix(count).dropFirst().reduce(paths[0]) { .binary($0, "+", $1) })]
        }
        var cases = (0..<(columns.count - 1)).map { selected in
            SwiftSwitchCase(patterns: [.expression(.integer(selected))], body: shown(selected + 1))
        }
        cases.append(.default(shown(columns.count)))
        return SwiftVariable(
            docs: ["The visible screens, bottom first: the sidebar's, then each selected column's."],
            access: access, name: "path", type: .array(names.destinationType),
            body: .computed([.switch(.local("selected"), cases)]))
    }

    /// `switch node.selected { ... }`: the last column shown decides, as the top of a
    /// split is that column's top; `recursing` is the call into that column's node.
    func shownColumnSwitch(_ coordinator: Coordinator, recursing: (SwiftExpression) -> SwiftExpression)
        -> SwiftStatement
    {
        let decides = coordinator.roleColumns.map { column -> [SwiftStatement] in
            [.return(recursing(.member(.local("node"), column.role)))]
        }
        var cases = decides.dropLast().enumerated().map { selected, body in
            SwiftSwitchCase(patterns: [.expression(.integer(selected))], body: body)
        }
        cases.append(.default(decides[decides.count - 1]))
        return .switch(.member(.local("node"), "selected"), cases)
    }
}
