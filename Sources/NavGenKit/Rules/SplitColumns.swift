/// What a split's columns and the coordinators around it may be, judged as
/// `wrong-type`: each column is a stack of its own (not a tab bar, a split, another
/// column or a tab), and a split is shown (as the root, a root entry or a tab), never
/// started as a flow.
enum SplitColumns {
    static func badShapes(in context: RuleContext) -> [Finding] {
        columnFindings(in: context) + startFindings(in: context)
    }

    /// A column that is no stack, or that is shown somewhere else as well: one
    /// navigation stack cannot sit in two places on screen.
    private static func columnFindings(in context: RuleContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for split in model.coordinatorIndices where model[split].kind == .split {
            let declared = model.declaration(of: split).columns
            let roles = SplitColumn.roles(count: declared.count)
            for (position, column) in model[split].columns.enumerated() {
                guard let column, declared.indices.contains(position) else { continue }
                let name = declared[position]
                let role = roles[position].rawValue
                let problem: String?
                if model[column].kind != .stack {
                    problem = "is a \(model[column].kind == .tabs ? "tab bar" : "split view"), not a stack"
                } else if let earlier = model[split].columns[..<position].firstIndex(of: column) {
                    problem = "is already its \(roles[earlier].rawValue)"
                } else if let other = model[column].splits.first, other != split {
                    problem = "is already a column of \(context.quoted(other))"
                } else if let bar = model[column].tabBars.first {
                    problem = "is a tab of \(context.quoted(bar))"
                } else {
                    problem = nil
                }
                guard let problem else { continue }
                findings.append(
                    context.finding(
                        .wrongType, at: name.location,
                        "the \(role) of \(context.quoted(split)) must be a stack coordinator of its own, "
                            + "but '\(name.value)' \(problem)",
                        help: "name a stack coordinator (a root and routes) that no other column or tab shows"
                    ))
            }
        }
        return findings
    }

    /// A `children` entry of a stack or a route set that names a split: a split is a
    /// container the app shows, not a flow a screen starts.
    private static func startFindings(in context: RuleContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for owner in model.coordinatorIndices
        where model[owner].kind == .stack || model[owner].kind == .routes {
            let declared = model.declaration(of: owner).children
            for (position, child) in model[owner].children.enumerated() {
                guard let child, model[child].kind == .split, declared.indices.contains(position) else {
                    continue
                }
                findings.append(
                    context.finding(
                        .wrongType, at: declared[position].location,
                        "\(context.quoted(owner)) cannot start \(context.quoted(child)): a split view is shown, "
                            + "not started",
                        notes: ["a split is the root, an entry of root or a tab of a tab bar"],
                        help: "start a stack coordinator instead, or make '\(model[child].id.value)' a tab"))
            }
        }
        return findings
    }
}
