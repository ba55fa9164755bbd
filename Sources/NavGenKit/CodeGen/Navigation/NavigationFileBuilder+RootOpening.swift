/// Opening on a state whose root is a list (docs/spec/top-level-keys.md, `root`): a
/// link's one move on top and a flow shown over the screen on top are made in the
/// tree of the entry shown, as the simulator's `open URL` does. Written only for such
/// a spec; the node helpers they call are the same as for one root.
extension NavigationFileBuilder {
    /// `showOnTop(_:in:)` on `Root`: the entry shown's tree decides.
    func rootShowOnTop() -> SwiftFunction {
        rootHelper(
            "showOnTop", first: SwiftParameter(label: nil, name: "target", type: names.destinationType),
            adapts: true, docs: ["`open: onTop` on a list root: the tree of the entry shown decides."])
    }

    /// `presentOnTop(_:in:)` on `Root`: over the screen on top of the entry shown.
    func rootPresentOnTop() -> SwiftFunction {
        rootHelper(
            "presentOnTop", first: SwiftParameter(label: nil, name: "shown", type: .named(["Modal"])),
            adapts: false, docs: ["On a list root: over the screen on top of the entry shown."])
    }

    /// `static func name(_ first, in root: inout Root) -> Bool`: a `switch` on the entry
    /// shown that hands its node, through its accessor, to the node's own helper, with
    /// the size class where the helper `adapts` and the spec does.
    private func rootHelper(_ name: String, first: SwiftParameter, adapts: Bool, docs: [String])
        -> SwiftFunction
    {
        var root = SwiftParameter(label: "in", name: "root", type: rootType)
        root.isInout = true
        let cases = rootEntryPlans.map(\.entry).map { entry in
            SwiftSwitchCase(
                patterns: [.enumCase(entry, [])],
                body: [
                    .return(
                        .call(
                            .local(name),
                            [
                                .unlabelled(.local(first.name)),
                                SwiftArgument(
                                    "in", .inoutArgument(.member(.local("root"), Self.rootAccessor(entry)))),
                            ] + (adapts ? sizeClassArguments : []),
                            trailing: nil))
                ])
        }
        return SwiftFunction(
            docs: docs, access: .private, isStatic: true, kind: .named(name),
            parameters: [first, root] + (adapts ? sizeClassParameters : []), returnType: .named(["Bool"]),
            body: [.switch(.local("root"), cases)])
    }
}
