/// Where a stack coordinator is a column of a split view (docs/spec/coordinators.md,
/// "Split coordinator"): the split, the column's role, and its neighbours. A column
/// before the last hands what it selects to the split; a column after the sidebar
/// can be selected, and unselects itself by going back from its bottom.
struct SplitPlace: Sendable {
    /// The split view's id.
    var split: String
    /// This column's position, 0 for the sidebar.
    var position: Int
    /// Every column of the split, left to right: its role and its coordinator.
    var columns: [(role: String, coordinator: String)]

    /// This column's role: `sidebar`, `content` or `detail`.
    var role: String { columns[position].role }
    /// The column a select of this one shows in; nil for the last.
    var next: (role: String, coordinator: String)? {
        position + 1 < columns.count ? columns[position + 1] : nil
    }

    /// Every column of every split in `model`, by its coordinator: the first split that
    /// names it (a column shown twice is `wrong-type`).
    static func places(in model: AppModel) -> [String: SplitPlace] {
        var places: [String: SplitPlace] = [:]
        for split in model.coordinators where split.kind == .split {
            let columns = split.roleColumns
            for (position, column) in columns.enumerated() where places[column.1] == nil {
                places[column.1] = SplitPlace(split: split.id.value, position: position, columns: columns)
            }
        }
        return places
    }
}

/// The skeleton members of a split's columns that both frameworks spell the same way.
extension SkeletonPlan {
    /// The split this coordinator is a column of, and where.
    var splitPlace: SplitPlace? { index.splitPlace(of: id) }

    /// Whether this is a split's column before the last: its selects go to the split.
    var selectsNext: Bool { splitPlace?.next != nil }

    /// Whether this is a split's column after the sidebar: a select from the column
    /// before it puts a screen at its bottom, and going back from there unselects it.
    var isSelectedColumn: Bool { (splitPlace?.position ?? 0) > 0 }

    /// The flows this column starts `as: push`: each is a select, shown by the split in
    /// the next column while it runs.
    var selectedFlows: [Child] {
        guard selectsNext else { return [] }
        return pushedChildren.filter { model.coordinator($0.id)?.kind == .stack }
    }

    /// The callback a column before the last hands its selects to the split with.
    static let selectCallback = "select"
    /// The callback a column after the sidebar unselects itself with.
    static let unselectCallback = "unselect"
    /// The callback a column that selects flows unselects the next column with, when one finishes.
    static let unselectNextCallback = "unselectNext"

    /// UIKit: the next column's navigation controller, where a flow a column starts shows.
    static let nextNavigationControllerProperty = "nextNavigationController"
    /// The method of a column that selects flows that shows them from the next column's node.
    static let applySelectedMethod = "applySelected"
    /// The next column's node, read back, while a flow this column selected shows there.
    static let selectedNodeProperty = "selectedNode"

    /// The names the split's columns may use for their callbacks, kept from the spec's names.
    static func splitMembers(_ index: SkeletonIndex, of coordinator: Coordinator) -> [String] {
        guard index.splitPlace(of: coordinator.id.value) != nil else { return [] }
        return [
            selectCallback, unselectCallback, unselectNextCallback, applySelectedMethod, selectedNodeProperty,
            nextNavigationControllerProperty,
        ]
    }

    /// Whether `move` is a select: a push of a route of the next column (or of a set it
    /// uses), or a start `as: push`, from a column before the last.
    func isSelect(_ move: Move) -> Bool {
        guard selectsNext else { return false }
        switch move.kind {
        case .show(let target, .push):
            guard let source = navigation.coordinator(named: id) else { return false }
            return navigation.isSelect(of: target, from: source)
        case .start(_, .push):
            return true
        default:
            return false
        }
    }

    /// The split's callbacks of a column: `select` for one before the last, `unselect`
    /// for one after the sidebar, `unselectNext` for one that selects flows.
    var splitCallbacks: [SwiftDeclaration] {
        guard let place = splitPlace else { return [] }
        var members: [SwiftDeclaration] = []
        if let next = place.next {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: selectedFlows.isEmpty
                            ? [
                                "Hands a select to the split: the screen to put at the bottom of the \(next.role) column."
                            ]
                                + ["Set by the split."]
                            : [
                                "Hands a select to the split: the screen to put at the bottom of the \(next.role) column,",
                                "or nil for a flow this column started there. Set by the split.",
                            ],
                        name: Self.selectCallback, type: .function([.optional(names.destinationType)], .void),
                        body: .stored(.closure(SwiftClosure(parameters: ["_"], body: []))))))
        }
        if place.position > 0 {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: [
                            "Goes back from the bottom of this column: the split unselects it. Set by the split."
                        ],
                        name: Self.unselectCallback, type: .function([], .void),
                        body: .stored(.closure(SwiftClosure(body: []))))))
        }
        if !selectedFlows.isEmpty, let next = place.next {
            members.append(
                .variable(
                    SwiftVariable(
                        docs: [
                            "Unselects the \(next.role) column when a flow this column started there finishes.",
                            "Set by the split.",
                        ],
                        name: Self.unselectNextCallback, type: .function([], .void),
                        body: .stored(.closure(SwiftClosure(body: []))))))
        }
        return members
    }

    /// What a select does in a column, whatever the framework: the flows this column
    /// selected before are closed, then `shown` is handed to the split (nil: a flow
    /// `started` here, which the caller has just made).
    func selectStatements(_ shown: SwiftExpression?, started: String?, in scope: SwiftNameScope)
        -> [SwiftStatement]
    {
        let closing = selectedFlows.filter { $0.id != started }.map {
            SwiftStatement.assignment(scope.member($0.property), .nil)
        }
        return closing + [
            .expression(.call(scope.member(Self.selectCallback), [.unlabelled(shown ?? .nil)], trailing: nil))
        ]
    }

    /// A `pop` at the bottom of a split's column after the sidebar unselects it.
    func unselectAtBottom(in scope: SwiftNameScope) -> [SwiftStatement] {
        guard isSelectedColumn else { return [] }
        return [.expression(.call(scope.member(Self.unselectCallback), [], trailing: nil))]
    }
}

/// The members of a split's coordinator that both frameworks spell the same way: the
/// wiring of its columns, its select and unselect methods, and its deep links.
extension SkeletonPlan {
    /// The columns of this split, left to right: each one's role (its property) and coordinator.
    var splitColumns: [(role: String, coordinator: String)] { coordinator.roleColumns }

    /// `switch selected { case 0: return .sidebar ... default: return .detail }`: the last
    /// selected column, what a collapsed split shows on top, as each framework spells the
    /// columns (`cases`, left to right).
    static func lastSelectedColumn(_ cases: [String], selected: SwiftExpression) -> SwiftStatement {
        .switch(
            selected,
            cases.indices.dropLast().map { position in
                SwiftSwitchCase(
                    patterns: [.expression(.integer(position))], body: [.return(.dot(cases[position]))])
            } + [.default([.return(.dot(cases[cases.count - 1]))])])
    }

    /// `selectContent`: the split's method a select into the column of `role` calls.
    static func selectMethod(_ role: String) -> String { "select" + SwiftName.upperCamel(role) }
    /// `unselectContent`: the split's method going back from the bottom of `role` calls.
    static func unselectMethod(_ role: String) -> String { "unselect" + SwiftName.upperCamel(role) }

    /// The initializer's body: each column gets what the split's owner gave the split,
    /// and the split's select and unselect methods as its callbacks. `plans`: the
    /// columns' plans, in order.
    func splitWiring(_ plans: [SkeletonPlan?]) -> [SwiftStatement] {
        let columns = splitColumns
        var body: [SwiftStatement] = []
        let scope = SwiftNameScope()
        for (position, column) in columns.enumerated() {
            let local = SwiftExpression.member(.self, column.role)
            body +=
                forwardTabSelectors(to: column.coordinator, local: local, in: scope)
                + forwardConditions(to: column.coordinator, local: local, in: scope)
                + forwardRootMoves(to: column.coordinator, local: local, in: scope)
            if position + 1 < columns.count {
                let next = columns[position + 1].role
                body.append(
                    .assignment(
                        .member(local, Self.selectCallback),
                        SkeletonSyntax.weakSelf(
                            ["destination"],
                            SkeletonSyntax.optionalSelfCall(
                                Self.selectMethod(next), [.unlabelled(.local("destination"))])
                        )))
                if plans[position]?.selectedFlows.isEmpty == false {
                    body.append(
                        .assignment(
                            .member(local, Self.unselectNextCallback),
                            SkeletonSyntax.weakSelf(
                                [], SkeletonSyntax.optionalSelfCall(Self.unselectMethod(next), []))))
                }
            }
            if position > 0 {
                body.append(
                    .assignment(
                        .member(local, Self.unselectCallback),
                        SkeletonSyntax.weakSelf(
                            [], SkeletonSyntax.optionalSelfCall(Self.unselectMethod(column.role), []))
                    ))
            }
        }
        return body
    }

    /// The column of `position` back at its root, and the flows the column before
    /// started there closed.
    private func resetColumn(_ position: Int, _ plans: [SkeletonPlan?]) -> [SwiftStatement] {
        let columns = splitColumns
        let before = SwiftExpression.member(.self, columns[position - 1].role)
        let closing = (plans[position - 1]?.selectedFlows ?? []).map {
            SwiftStatement.assignment(.member(before, $0.property), .nil)
        }
        let column = columns[position]
        return closing + [
            .expression(
                .call(
                    .member(.self, column.role), "apply",
                    .unlabelled(.call(.type(names.nodeType(column.coordinator)), [], trailing: nil))))
        ]
    }

    /// `selectContent(_:)` and `unselectContent()` for each column after the sidebar;
    /// `shown(position)`: what the framework does besides, once the state is set.
    /// `emptied(role)`: how the framework shows a column emptied for a flow, nil to show its root.
    func splitSelection(
        _ plans: [SkeletonPlan?], shown: (Int) -> [SwiftStatement] = { _ in [] },
        emptied: (String) -> [SwiftStatement]? = { _ in nil }
    ) -> [SwiftDeclaration] {
        let columns = splitColumns
        var members: [SwiftDeclaration] = []
        for position in columns.indices.dropFirst() {
            let column = columns[position]
            let previous = columns[position - 1].role
            let nodeType = names.nodeType(column.coordinator)
            let node = SwiftExpression.call(.type(nodeType), [], trailing: nil)
            let bottom = SwiftStatement.if(
                [.optionalBinding("destination", .local("destination"))],
                then: [
                    .expression(
                        .call(
                            .member(.self, column.role), "apply",
                            .unlabelled(
                                .call(
                                    .type(nodeType),
                                    [SwiftArgument("stack", .array([.local("destination")]))],
                                    trailing: nil))))
                ],
                else: emptied(column.role)
                    ?? [.expression(.call(.member(.self, column.role), "apply", .unlabelled(node)))])
            let later = columns.indices.dropFirst(position + 1).flatMap { resetColumn($0, plans) }
            members.append(
                .function(
                    SwiftFunction(
                        docs: [
                            "A select from the \(previous) column: `destination` at the bottom of the \(column.role) column, or",
                            "room for a flow the \(previous) started there (nil); the columns after it at their roots.",
                        ],
                        kind: .named(Self.selectMethod(column.role)),
                        parameters: [
                            SwiftParameter(
                                label: nil, name: "destination", type: .optional(names.destinationType))
                        ],
                        body: [bottom] + later + [.assignment(.member(.self, "selected"), .integer(position))]
                            + shown(position))))
            let reset = columns.indices.dropFirst(position).flatMap { resetColumn($0, plans) }
            members.append(
                .function(
                    SwiftFunction(
                        docs: [
                            "Back from the bottom of the \(column.role) column: it and the columns after it at their roots."
                        ],
                        kind: .named(Self.unselectMethod(column.role)),
                        body: reset + [.assignment(.member(.self, "selected"), .integer(position - 1))]
                            + shown(position - 1))))
        }
        return members
    }

    /// The `Deep links` section: `apply(_:)`, which shows each column's part and the
    /// flows a column started in the next, reading back, and the root's `open` methods.
    /// `appliesFlows`: whether the columns rebuild the flows they started in the next one.
    func splitDeepLinks(_ plans: [SkeletonPlan?], usage: [String], appliesFlows: Bool) -> [SwiftDeclaration] {
        guard hasNode || isRoot else { return [] }
        let columns = splitColumns
        let node = SwiftExpression.local("node")
        var members: [SwiftDeclaration] = [.mark("Deep links")]
        if hasNode {
            var body: [SwiftStatement] = []
            for column in columns {
                body.append(
                    .expression(
                        .call(.member(.self, column.role), "apply", .unlabelled(.member(node, column.role)))))
            }
            // Once every column shows its part: a flow a column started shows over the next one.
            for (position, column) in columns.enumerated() where appliesFlows {
                if position + 1 < columns.count, plans[position]?.selectedFlows.isEmpty == false {
                    body.append(
                        .expression(
                            .call(
                                .member(.self, column.role), Self.applySelectedMethod,
                                .unlabelled(.member(node, columns[position + 1].role)))))
                }
            }
            body.append(.assignment(.member(.self, "selected"), .member(node, "selected")))
            members.append(
                .function(
                    SwiftFunction(
                        docs: [
                            "Shows `node`, e.g. a deep link's: each column's part, and how many are selected."
                        ],
                        kind: .named("apply"),
                        parameters: [SwiftParameter(label: nil, name: "node", type: names.nodeType(id))],
                        body: body)))
        }
        if readsBack {
            var scope = SwiftNameScope()
            let name = scope.claim("node")
            let local = SwiftExpression.local(name)
            var body: [SwiftStatement] = [
                .binding(
                    isLet: false, name: name, type: nil,
                    value: .call(.type(names.nodeType(id)), [], trailing: nil))
            ]
            for (position, column) in columns.enumerated() {
                var current = SwiftExpression.member(.member(.self, column.role), "currentNode")
                if position > 0, plans[position - 1]?.selectedFlows.isEmpty == false {
                    current = .binary(
                        .member(.member(.self, columns[position - 1].role), Self.selectedNodeProperty), "??",
                        current)
                }
                body.append(.assignment(.member(local, column.role), current))
            }
            body += [.assignment(.member(local, "selected"), .member(.self, "selected")), .return(local)]
            members.append(
                .variable(
                    SwiftVariable(
                        docs: ["The state on screen, read back: what `open(_:)` applies an `onTop` link to."],
                        name: "currentNode", type: names.nodeType(id), body: .computed(body))))
        }
        if opensLinks { members += openMethods(usage: usage) }
        members += rootEntryApply
        return members
    }
}
