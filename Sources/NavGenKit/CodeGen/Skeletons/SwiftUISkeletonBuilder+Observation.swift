/// How a SwiftUI coordinator tells its views that it changed, by minimum OS
/// (docs/spec.md, "Skeleton APIs by minimum OS"): from iOS 17 the class is
/// `@Observable` and views hold it `@Bindable`; iOS 16 has no Observation, so the
/// class is an `ObservableObject` whose state is `@Published`, and views hold it
/// `@ObservedObject` (the app owns the root one `@StateObject`).
extension SwiftUISkeletonBuilder {
    var usesObservation: Bool { minimumOS >= .iOS17 }

    /// The coordinator class: `@Observable @MainActor final class`, or below iOS 17
    /// `@MainActor final class ...: ObservableObject` with its state `@Published`.
    func coordinatorClass(docs: [String], members: [SwiftDeclaration]) -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                docs: docs, attributes: usesObservation ? ["@Observable", "@MainActor"] : ["@MainActor"],
                isFinal: true, kind: .class, name: className,
                conformances: usesObservation ? [] : [.named(["ObservableObject"])],
                members: usesObservation ? members : members.map(Self.published)))
    }

    /// `@Published` on state a view reads: a stored `var` that is not a callback.
    /// Callbacks (`onFinish`, `selectMainTab`) wire coordinators, they are not shown.
    static func published(_ member: SwiftDeclaration) -> SwiftDeclaration {
        guard case .variable(var variable) = member, !variable.isLet, !variable.isStatic,
            variable.access != .private
        else { return member }
        switch variable.body {
        case .stored, .observed: break
        case .computed, .getSet: return member
        }
        switch variable.type {
        case .function?, .optional(.function)?: return member
        default: break
        }
        variable.attributes.append("@Published")
        return .variable(variable)
    }

    /// How `RootView` holds its coordinator, which its owner made.
    var viewCoordinatorAttribute: String { usesObservation ? "@Bindable" : "@ObservedObject" }

    /// How the app holds the root coordinator, which it owns.
    var ownerCoordinatorAttribute: String { usesObservation ? "@State" : "@StateObject" }

    /// `var loginFlow: LoginCoordinator?`: a flow started `as: push`, whose screens
    /// this coordinator's `NavigationStack` shows. Observation tracks the flow's `path`
    /// through `stackPath`; an `ObservableObject` does not, so below iOS 17 the
    /// property forwards the flow's changes to this coordinator's `objectWillChange`.
    func pushedFlowProperty(_ child: SkeletonPlan.Child) -> [SwiftDeclaration] {
        let type = SwiftTypeName.optional(.named([names.coordinatorClass(child.id)]))
        let docs = ["The `\(child.id)` flow, while its screens are on this stack."]
        guard !usesObservation else {
            return [.variable(SwiftVariable(docs: docs, name: child.property, type: type))]
        }
        let changes = child.property + "Changes"
        let forward = SwiftExpression.call(
            .member(.optionalMember(.local(child.property), "objectWillChange"), "sink"), [],
            trailing: SwiftClosure(
                captures: ["weak self"], parameters: ["_"],
                body: [.expression(.call(.optionalMember(.self, "objectWillChange"), "send"))]))
        return [
            .variable(
                SwiftVariable(
                    docs: docs, name: child.property, type: type,
                    body: .observed(nil, didSet: [.assignment(.local(changes), forward)]))),
            .variable(
                SwiftVariable(
                    docs: ["Redraws this coordinator's stack when the `\(child.id)` flow pushes or pops."],
                    access: .private, name: changes, type: .optional(.named(["AnyCancellable"])))),
        ]
    }
}
