/// How a route set's screens navigate (docs/spec.md, Shared route sets): the set's
/// transitions are methods of each using stack's coordinator, which owns the path,
/// the presentations, the alerts and the child flows. The set's `<Set>Navigating`
/// protocol requires those methods, and the set's screens call them through it.
extension SkeletonPlan {
    /// `@MainActor protocol CommonNavigating: AnyObject`: one requirement per
    /// transition method of the set (this plan is the set's).
    func setNavigator() -> SwiftDeclaration {
        let requirements = methods.map { method -> SwiftDeclaration in
            .function(
                SwiftFunction(
                    docs: ["`\(method.source)`"], kind: .named(method.name),
                    parameters: parameters(of: method),
                    body: [], isRequirement: true))
        }
        return .type(
            SwiftTypeDeclaration(
                docs: [
                    "What the screens of the `\(id)` route set can do: the coordinator of every stack that uses",
                    "the set conforms, and shows, presents, starts and answers on its own stack.",
                ],
                attributes: ["@MainActor"], kind: .protocol, name: setNavigatorType(id),
                conformances: [.named(["AnyObject"])], members: requirements))
    }

    /// `extension TimelineCoordinator: CommonNavigating {}`: the using stack's
    /// methods for its sets' transitions are already those the protocols require.
    func setNavigatorConformances() -> [SwiftDeclaration] {
        usedSets.map { set in
            .type(
                SwiftTypeDeclaration(
                    kind: .extension, name: .named([names.coordinatorClass(id)]),
                    conformances: [setNavigatorType(set.id.value)]))
        }
    }

    func setNavigatorType(_ set: String) -> SwiftTypeName { .named([names.routeSetNavigator(set)]) }
}
