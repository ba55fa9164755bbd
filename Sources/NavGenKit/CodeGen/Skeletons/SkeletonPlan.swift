/// What a coordinator skeleton contains, whatever the UI framework: one method per
/// declared transition, the child flows it starts and how, the outcomes it
/// handles, and which tab bars it must be able to select.
///
/// The SwiftUI and UIKit builders render the same plan, so the two skeletons of a
/// spec have the same methods with the same names.
struct SkeletonPlan {
    /// A transition method: `showRecipeDetail(id:source:)`, `presentFilters()`.
    struct Method {
        var name: String
        var action: SkeletonAction
        /// The spec item it comes from, for its doc comment: `push: recipeDetail`.
        var source: String
    }

    /// A child flow this coordinator starts, with the member that holds it.
    struct Child {
        var id: String
        /// The stored property (SwiftUI: push flows only; UIKit: every flow).
        var property: String
        /// `onboardingDidFinish(_:)`, when the child has outcomes.
        var finishHandler: String?
        var styles: Set<PresentationStyle>
        /// `makeOnboarding`: creates the flow, wired to this coordinator.
        var makeMethod = ""
        /// `closeOnboarding`: dismisses the flow, or pops its screens.
        var closeMethod = ""
        /// Its case in a SwiftUI coordinator's `Presentation`, next to `route`.
        var presentationCase = ""
        /// The `then:` actions by outcome, in the child's outcome order; nil is `stay`.
        var handlers: [(outcome: String, action: Action?)]

        /// The name of a local that holds the flow's coordinator: the child's id,
        /// unless the code around it uses that name (a child called `present` or
        /// `flow`), then `presentCoordinator`.
        func local(avoiding names: Set<String>) -> String {
            var scope = NameScope(reserving: names)
            return scope.claim(id, else: id + "Coordinator")
        }
    }

    let model: AppModel
    let coordinator: Coordinator
    let methods: [Method]
    let children: [Child]
    /// Tab bars whose tabs this coordinator or its flows select, in spec order.
    let tabBars: [String]
    /// The class's members: the builder's own and those named after the spec. A
    /// local of a method must not take one of these names while the method uses it.
    let members: Set<String>

    var id: String { coordinator.id.value }
    var names: GeneratedNames { model.names }

    /// Routes this coordinator shows as a sheet or cover itself.
    var presentedRoutes: [Route] {
        let targets = Set(
            model.actions(of: coordinator).compactMap { action -> String? in
                switch action {
                case .sheet(let target), .cover(let target): target.value
                default: nil
                }
            })
        return coordinator.routes.filter { targets.contains($0.id.value) }
    }

    var modalChildren: [Child] { children.filter { !$0.styles.subtracting([.push]).isEmpty } }
    var pushedChildren: [Child] { children.filter { $0.styles.contains(.push) } }
    var presents: Bool { !presentedRoutes.isEmpty || !modalChildren.isEmpty }

    /// Whether some parent starts this coordinator `as: push`: its screens then go
    /// on that parent's stack.
    var isPushedFlow: Bool { model.pushedFlows.contains(id) }
    /// Whether some parent starts this coordinator as a sheet or cover.
    var isModalFlow: Bool { model.modalFlows.contains(id) }
    var isRoot: Bool { model.rootID == id }
    var hasNode: Bool { model.nodeCoordinators.contains(id) }

    /// Whether the coordinator gets an `onDismiss` callback: it can be dismissed
    /// from inside (a `dismiss` of its own routes, or of its tabs' for a tab bar)
    /// and something presents it, itself or the tab bar it is a tab of. Its
    /// presenter then closes the flow and releases its coordinator.
    static func needsOnDismiss(_ id: String, model: AppModel) -> Bool {
        guard let coordinator = model.coordinator(id) else { return false }
        func declaresDismiss(_ coordinator: Coordinator) -> Bool {
            coordinator.routes.contains { route in route.transitions.contains { $0.action == .dismiss } }
        }
        switch coordinator.kind {
        case .tabs:
            return model.modalFlows.contains(id)
                && coordinator.children.contains { model.coordinator($0.value).map(declaresDismiss) ?? false }
        case .stack:
            guard declaresDismiss(coordinator) else { return false }
            return model.modalFlows.contains(id)
                || model.coordinators.contains { bar in
                    bar.kind == .tabs && model.modalFlows.contains(bar.id.value)
                        && bar.children.contains { $0.value == id }
                }
        }
    }

    var needsOnDismiss: Bool { Self.needsOnDismiss(id, model: model) }

    /// The property that selects a tab of a tab bar: `selectMainTab`.
    static func tabSelector(_ tabBar: String) -> String { "select" + SwiftName.upperCamel(tabBar) + "Tab" }

    init(model: AppModel, coordinator: Coordinator, reserved: [String]) {
        self.model = model
        self.coordinator = coordinator
        var scope = NameScope(reserving: reserved)
        var methods: [Method] = []
        var seen: [SkeletonAction: Int] = [:]
        for route in coordinator.routes {
            for transition in route.transitions {
                guard let action = SkeletonAction(transition.action, in: coordinator, model: model),
                    seen[action] == nil
                else { continue }
                seen[action] = methods.count
                let taken = methods.contains { $0.name == action.preferredName }
                let name = scope.claim(
                    taken ? action.alternativeName ?? action.preferredName : action.preferredName)
                methods.append(Method(name: name, action: action, source: Self.spelling(transition.action)))
            }
        }
        self.methods = methods
        var children: [Child] = []
        for route in coordinator.routes {
            for transition in route.transitions {
                guard case .start(let child, let written, let handlers) = transition.action,
                    let started = model.coordinator(child.value),
                    started.kind == .stack || AppModel.style(of: written) != .push
                else { continue }
                let style = AppModel.style(of: written)
                if let index = children.firstIndex(where: { $0.id == child.value }) {
                    children[index].styles.insert(style)
                    continue
                }
                let byOutcome = Dictionary(
                    (handlers?.handlers ?? []).map { ($0.outcome.value, $0.action?.action) },
                    uniquingKeysWith: { first, _ in first })
                children.append(
                    Child(
                        id: child.value, property: scope.claim(child.value + "Flow"),
                        finishHandler: started.outcomes.isEmpty
                            ? nil : scope.claim(child.value + "DidFinish"),
                        styles: [style],
                        handlers: started.outcomes.map { ($0.value, byOutcome[$0.value] ?? nil) }))
            }
        }
        // The helpers of each flow share the members' names, and the cases of
        // `Presentation` sit next to `route`: a child called `route` is `routeFlow`.
        var cases = NameScope(reserving: ["route"])
        for index in children.indices {
            let upper = SwiftName.upperCamel(children[index].id)
            children[index].makeMethod = scope.claim("make" + upper)
            children[index].closeMethod = scope.claim("close" + upper)
            children[index].presentationCase = cases.claim(
                children[index].id, else: children[index].id + "Flow")
        }
        self.children = children
        self.members = scope.taken
        self.tabBars = TabSelection(model: model).needs(of: coordinator.id.value)
    }

    /// An action as the spec writes it, for doc comments.
    static func spelling(_ action: Action) -> String {
        switch action {
        case .push(let target), .sheet(let target), .cover(let target), .tab(let target), .finish(let target):
            "\(action.keyword): \(target.value)"
        case .start(let target, let style, _):
            "start: \(target.value)" + (style.map { " as: \($0.value.rawValue)" } ?? "")
        case .pop, .popToRoot, .dismiss:
            action.keyword
        }
    }
}

/// A transition as a skeleton method performs it.
enum SkeletonAction: Hashable {
    case push(String)
    case sheet(String)
    case cover(String)
    case start(String, PresentationStyle)
    /// Selects `tab` of the tab bar `tabBar`.
    case tab(tabBar: String, tab: String)
    case pop
    case popToRoot
    case dismiss
    case finish(String)

    init?(_ action: Action, in coordinator: Coordinator, model: AppModel) {
        switch action {
        case .push(let target): self = .push(target.value)
        case .sheet(let target): self = .sheet(target.value)
        case .cover(let target): self = .cover(target.value)
        case .start(let target, let style, _):
            // A tab bar has no routes to push: the simulator refuses `as: push` for one.
            guard let child = model.coordinator(target.value),
                child.kind == .stack || AppModel.style(of: style) != .push
            else { return nil }
            self = .start(target.value, AppModel.style(of: style))
        case .tab(let target):
            guard let tabBar = TabSelection(model: model).tabBar(of: target.value) else { return nil }
            self = .tab(tabBar: tabBar, tab: target.value)
        case .pop: self = .pop
        case .popToRoot: self = .popToRoot
        case .dismiss: self = .dismiss
        case .finish(let outcome): self = .finish(outcome.value)
        }
    }

    var preferredName: String {
        switch self {
        case .push(let route): "show" + SwiftName.upperCamel(route)
        case .sheet(let route), .cover(let route): "present" + SwiftName.upperCamel(route)
        case .start(let child, _): "start" + SwiftName.upperCamel(child)
        case .tab(_, let tab): "show" + SwiftName.upperCamel(tab) + "Tab"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .dismiss: "dismiss"
        case .finish(let outcome): "finish" + SwiftName.upperCamel(outcome)
        }
    }

    /// The name when the preferred one is taken by the same move in another style:
    /// `presentFiltersAsCover`, `startOnboardingAsSheet`.
    var alternativeName: String? {
        switch self {
        case .sheet: preferredName + "AsSheet"
        case .cover: preferredName + "AsCover"
        case .start(_, let style): preferredName + "As" + SwiftName.upperCamel(style.rawValue)
        default: nil
        }
    }
}

/// Which tab bars a coordinator must be able to select: those of its own `tab:`
/// transitions and `then:` actions, and those its tabs and flows need, which it
/// passes on (a tab bar provides its own).
struct TabSelection {
    let model: AppModel

    /// The tab bar that has `tab` as a tab: the first in spec order.
    func tabBar(of tab: String) -> String? {
        model.coordinators.first { $0.kind == .tabs && $0.children.contains { $0.value == tab } }?.id.value
    }

    func needs(of id: String) -> [String] {
        var visiting: Set<String> = []
        let set = needs(of: id, visiting: &visiting)
        return model.coordinators.map(\.id.value).filter(set.contains)
    }

    /// One coordinator being walked: what it needs so far, and its children still to go.
    private struct Frame {
        var id: String
        var isTabs: Bool
        var children: [String]
        var next = 0
        var needs: Set<String>
    }

    /// Depth first along tabs and started flows, with a stack of its own rather than
    /// recursion: a chain of flows that start one another is as long as the spec makes
    /// it. A coordinator already on the way down adds nothing (a cycle).
    private func needs(of id: String, visiting: inout Set<String>) -> Set<String> {
        guard let first = frame(for: id, visiting: &visiting) else { return [] }
        var stack = [first]
        while let top = stack.indices.last {
            if stack[top].next < stack[top].children.count {
                let child = stack[top].children[stack[top].next]
                stack[top].next += 1
                if let frame = frame(for: child, visiting: &visiting) { stack.append(frame) }
                continue
            }
            var done = stack.removeLast()
            visiting.remove(done.id)
            if done.isTabs { done.needs.remove(done.id) }
            guard let parent = stack.indices.last else { return done.needs }
            stack[parent].needs.formUnion(done.needs)
        }
        return []
    }

    /// The frame of a coordinator not on the way down yet: the tab bars of its own
    /// `tab:` actions, and its tabs or the flows it starts.
    private func frame(for id: String, visiting: inout Set<String>) -> Frame? {
        guard let coordinator = model.coordinator(id), visiting.insert(id).inserted else { return nil }
        var needs: Set<String> = []
        for action in model.actions(of: coordinator) {
            if case .tab(let tab) = action, let bar = tabBar(of: tab.value) { needs.insert(bar) }
        }
        let children: [String]
        switch coordinator.kind {
        case .tabs: children = coordinator.children.map(\.value)
        case .stack:
            children = model.actions(of: coordinator).compactMap { action in
                if case .start(let child, _, _) = action { child.value } else { nil }
            }
        }
        return Frame(id: id, isTabs: coordinator.kind == .tabs, children: children, needs: needs)
    }
}
