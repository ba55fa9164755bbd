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

    /// The outcome actions of the starts of a child that share one `then:`.
    struct Then {
        /// `loginDidFinish(_:)`; `loginDidFinishFromProduct(_:)` when the child's
        /// starts differ in their `then:`, one handler each.
        var handler = ""
        /// The routes whose start of the child has this `then:`, in spec order.
        var routes: [String]
        /// The actions by outcome, in the child's outcome order; nil is `stay`.
        var actions: [(outcome: String, action: Action?)]
        /// The actions as written, to tell one `then:` from another.
        var key: [String]
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
        /// The `then:` of its starts: one, or one per different `then:`, in spec
        /// order; a start's ``SkeletonAction`` says which.
        var thens: [Then]
        /// `loginFinishHandler(startedOn:)`, when the starts differ in their `then:`:
        /// the handler of the start on a route, for a flow a deep link shows.
        var handlerLookup: String?

        /// Whether each start passes its own outcome handler to the make method.
        var handlerPerStart: Bool { thens.count > 1 }

        /// The name of a local that holds the flow's coordinator, from `scope`: the
        /// child's id, unless the code around it has or uses that name (a child called
        /// `present` or `flow`, or named like an argument), then `presentCoordinator`.
        func local(in scope: inout SwiftNameScope) -> String {
            scope.claim(id, else: id + "Coordinator")
        }
    }

    let model: AppModel
    let index: SkeletonIndex
    let coordinator: Coordinator
    let methods: [Method]
    let children: [Child]
    /// The alerts and confirmation dialogs the routes show, in declaration order.
    let alerts: [AlertPlan]
    private let routesByID: [String: Route]
    private let methodIndex: [SkeletonAction: Int]
    private let childIndex: [String: Int]
    /// Tab bars whose tabs this coordinator or its flows select, in spec order.
    let tabBars: [String]
    /// The class's members: the builder's own and those named after the spec. A
    /// local of a method must not take one of these names while the method uses it.
    let members: Set<String>

    var id: String { coordinator.id.value }
    var names: GeneratedNames { model.names }

    /// Routes this coordinator presents itself.
    var presentedRoutes: [Route] {
        let targets = Set(
            Self.shownActions(of: coordinator, model: model).compactMap { action -> String? in
                switch action {
                case .show(let target, let style) where style.isModal: target.value
                default: nil
                }
            })
        return Self.shownRoutes(of: coordinator, model: model).filter { targets.contains($0.id.value) }
    }

    var modalChildren: [Child] { children.filter { !$0.styles.subtracting([.push]).isEmpty } }
    var pushedChildren: [Child] { children.filter { $0.styles.contains(.push) } }
    var presents: Bool { !presentedRoutes.isEmpty || !modalChildren.isEmpty }

    /// Whether some parent starts this coordinator `as: push`: its screens then go
    /// on that parent's stack.
    var isPushedFlow: Bool { index.isPushedFlow(id) }
    /// Whether some parent starts this coordinator as a sheet or cover.
    var isModalFlow: Bool { index.isModalFlow(id) }
    var isRoot: Bool { model.rootID == id }
    var hasNode: Bool { index.hasNode(id) }
    /// Whether the coordinator gets an `onDismiss` callback (``SkeletonIndex/needsOnDismiss(_:)``).
    var needsOnDismiss: Bool { index.needsOnDismiss(id) }

    /// The property that selects a tab of a tab bar: `selectMainTab`.
    static func tabSelector(_ tabBar: String) -> String { "select" + SwiftName.upperCamel(tabBar) + "Tab" }

    init(index: SkeletonIndex, coordinator: Coordinator, reserved: [String]) {
        let model = index.model
        self.model = model
        self.index = index
        self.coordinator = coordinator
        self.routesByID = Dictionary(
            coordinator.routes.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        var scope = SwiftNameScope(reserving: reserved)
        // A set route's transitions take the names the set's protocol requires, first.
        let setNames = Self.setMethodNames(of: coordinator, index: index, reserved: reserved)
        for name in Set(setNames.values).sorted() { _ = scope.claim(name) }
        var children = Self.startedChildren(of: coordinator, model: model)
        let childIndex = Dictionary(
            children.indices.map { (children[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        self.childIndex = childIndex
        var setActionNames: [SkeletonAction: String] = [:]
        for route in Self.usedSets(of: coordinator, model: model).flatMap(\.routes) {
            for (position, transition) in route.transitions.enumerated() {
                guard
                    let action = SkeletonAction(
                        transition.action, in: coordinator, index: index,
                        then: { child, key in Self.then(key, of: children, childIndex[child]) }),
                    let name = setNames[TransitionKey(route: route.id.value, position: position)]
                else { continue }
                let key = Self.alertKey(action, of: coordinator, onSetRoute: route, model: model)
                setActionNames[key] = setActionNames[key] ?? name
            }
        }
        var methods: [Method] = []
        var methodIndex: [SkeletonAction: Int] = [:]
        for route in Self.shownRoutes(of: coordinator, model: model) {
            for transition in route.transitions {
                guard
                    let written = SkeletonAction(
                        transition.action, in: coordinator, index: index,
                        then: { child, key in Self.then(key, of: children, childIndex[child]) })
                else { continue }
                let action = Self.alertKey(written, of: coordinator, onSetRoute: route, model: model)
                guard methodIndex[action] == nil else { continue }
                methodIndex[action] = methods.count
                if let name = setActionNames[action] {
                    methods.append(
                        Method(name: name, action: action, source: Self.spelling(transition.action)))
                    continue
                }
                var preferred = action.preferredName
                var alternative = action.alternativeName
                if case .start(let child, _, let then) = action, let index = childIndex[child],
                    children[index].handlerPerStart
                {
                    // Starts that differ in their `then:` are told apart by where they are.
                    preferred += "From" + SwiftName.upperCamel(children[index].thens[then].routes[0])
                    alternative = alternative.map { _ in preferred + action.styleSuffix }
                }
                let taken = methods.contains { $0.name == preferred } || setNames.values.contains(preferred)
                let name = scope.claim(taken ? alternative ?? preferred : preferred)
                methods.append(Method(name: name, action: action, source: Self.spelling(transition.action)))
            }
        }
        self.methods = methods
        self.methodIndex = methodIndex
        for index in children.indices {
            let child = children[index]
            children[index].property = scope.claim(child.id + "Flow")
            guard model.coordinator(child.id)?.outcomes.isEmpty == false else { continue }
            for then in child.thens.indices {
                let suffix =
                    child.handlerPerStart ? "From" + SwiftName.upperCamel(child.thens[then].routes[0]) : ""
                children[index].thens[then].handler = scope.claim(child.id + "DidFinish" + suffix)
            }
            children[index].finishHandler = children[index].thens.first?.handler
        }
        // The helpers of each flow share the members' names, and the cases of
        // `Presentation` sit next to `route`: a child called `route` is `routeFlow`.
        var cases = SwiftNameScope(reserving: ["route"])
        for index in children.indices {
            let upper = SwiftName.upperCamel(children[index].id)
            children[index].makeMethod = scope.claim("make" + upper)
            children[index].closeMethod = scope.claim("close" + upper)
            children[index].presentationCase = cases.claim(
                children[index].id, else: children[index].id + "Flow")
            if children[index].handlerPerStart, children[index].finishHandler != nil {
                children[index].handlerLookup = scope.claim(children[index].id + "FinishHandler")
            }
        }
        self.children = children
        self.alerts = Self.alertPlans(of: coordinator, model: model, scope: &scope)
        self.members = scope.taken
        self.tabBars = TabSelection(index: index).needs(of: coordinator.id.value)
    }

    /// The flows the routes start, in spec order, each with its styles and its
    /// different `then:`s (names are claimed later, after the methods').
    private static func startedChildren(of coordinator: Coordinator, model: AppModel) -> [Child] {
        var children: [Child] = []
        var index: [String: Int] = [:]
        for route in shownRoutes(of: coordinator, model: model) {
            for transition in SkeletonConditions.transitions(of: route) {
                guard case .start(let child, let written, let handlers) = transition.action,
                    let started = model.coordinator(child.value),
                    started.kind == .stack || AppModel.style(of: written) != .push
                else { continue }
                let style = AppModel.style(of: written)
                let byOutcome = Dictionary(
                    (handlers?.handlers ?? []).map { ($0.outcome.value, $0.action?.action) },
                    uniquingKeysWith: { first, _ in first })
                let actions = started.outcomes.map { ($0.value, byOutcome[$0.value] ?? nil) }
                let key = thenKey(handlers)
                let position: Int
                if let existing = index[child.value] {
                    position = existing
                    children[position].styles.insert(style)
                } else {
                    position = children.count
                    index[child.value] = position
                    children.append(Child(id: child.value, property: "", styles: [style], thens: []))
                }
                if let then = children[position].thens.firstIndex(where: { $0.key == key }) {
                    children[position].thens[then].routes.append(route.id.value)
                } else {
                    children[position].thens.append(
                        Then(routes: [route.id.value], actions: actions, key: key))
                }
            }
        }
        return children
    }

    /// A `then:` as written, outcome by outcome, for comparing starts.
    static func thenKey(_ handlers: OutcomeHandlers?) -> [String] {
        (handlers?.handlers ?? []).map { handler in
            handler.outcome.value + ": " + (handler.action.map { spelling($0.action) } ?? "stay")
        }.sorted()
    }

    /// Which of a child's `then:`s a start with this `key` runs: its own, or the first.
    private static func then(_ key: [String], of children: [Child], _ index: Int?) -> Int {
        guard let index else { return 0 }
        return children[index].thens.firstIndex { $0.key == key } ?? 0
    }

    /// The child flow `id`, when this coordinator starts it.
    func child(_ id: String) -> Child? { childIndex[id].map { children[$0] } }

    /// The route `id` of this coordinator: a lookup, not a search (a builder asks per transition).
    func route(named id: String) -> Route? { routesByID[id] }

    /// `.route(name: name, ...)` for the route `target`, its params from `values` by
    /// name, or nil for an optional one (nil when a required one has no value).
    func routeValue(_ target: String, from values: [Param]) -> SwiftExpression? {
        guard let route = route(named: target) else { return setRouteValue(target, from: values) }
        return SkeletonSyntax.route(route, from: values)
    }

    /// The method that performs `action`.
    func method(for action: SkeletonAction) -> Method? { methodIndex[action].map { methods[$0] } }

    /// A spec action as this coordinator's skeleton performs it, e.g. a `then:` action.
    func skeletonAction(_ action: Action) -> SkeletonAction? {
        SkeletonAction(
            action, in: coordinator, index: index,
            then: { child, key in Self.then(key, of: children, childIndex[child]) })
    }

    /// An action as the spec writes it, for doc comments.
    static func spelling(_ action: Action) -> String {
        switch action {
        case .show(let target, _), .tab(let target), .finish(let target), .alert(let target, _):
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
    /// Shows a route of the coordinator (or a set it uses) in a style.
    case show(String, PresentationStyle)
    /// Shows an alert of the coordinator; its answers are handled in one method.
    case alert(String)
    /// Starts a child flow; `then` is the index of its `then:` in ``SkeletonPlan/Child/thens``.
    case start(String, PresentationStyle, then: Int)
    /// Selects `tab` of the tab bar `tabBar`.
    case tab(tabBar: String, tab: String)
    case pop
    case popToRoot
    case dismiss
    case finish(String)

    /// `then` says which of the child's `then:`s (by their ``SkeletonPlan/thenKey(_:)``) a start runs.
    init?(
        _ action: Action, in coordinator: Coordinator, index: SkeletonIndex,
        then: (_ child: String, _ key: [String]) -> Int
    ) {
        switch action {
        case .show(let target, let style): self = .show(target.value, style)
        case .alert(let name, _): self = .alert(name.value)
        case .start(let target, let style, let handlers):
            // A tab bar has no routes to push: the simulator refuses `as: push` for one.
            guard let child = index.model.coordinator(target.value),
                child.kind == .stack || AppModel.style(of: style) != .push
            else { return nil }
            self = .start(
                target.value, AppModel.style(of: style),
                then: then(target.value, SkeletonPlan.thenKey(handlers)))
        case .tab(let target):
            guard let tabBar = index.tabBar(of: target.value) else { return nil }
            self = .tab(tabBar: tabBar, tab: target.value)
        case .pop: self = .pop
        case .popToRoot: self = .popToRoot
        case .dismiss: self = .dismiss
        case .finish(let outcome): self = .finish(outcome.value)
        }
    }

    var preferredName: String {
        switch self {
        case .show(let route, let style): (style.isModal ? "present" : "show") + SwiftName.upperCamel(route)
        case .alert(let alert): "show" + SwiftName.upperCamel(alert)
        case .start(let child, _, _): "start" + SwiftName.upperCamel(child)
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
        case .show(_, let style) where style.isModal: preferredName + styleSuffix
        case .start: preferredName + styleSuffix
        default: nil
        }
    }

    /// `AsSheet`, `AsCover`, `AsPush`: what tells apart one move in two styles.
    var styleSuffix: String {
        switch self {
        case .show(_, let style) where style.isModal: "As" + SwiftName.upperCamel(style.keyword)
        case .start(_, let style, _): "As" + SwiftName.upperCamel(style.keyword)
        default: ""
        }
    }
}

/// Which tab bars a coordinator must be able to select: those of its own `tab:`
/// transitions and `then:` actions, and those its tabs and flows need, which it
/// passes on (a tab bar provides its own).
struct TabSelection {
    let index: SkeletonIndex
    var model: AppModel { index.model }

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
        for action in SkeletonPlan.shownActions(of: coordinator, model: model) {
            if case .tab(let tab) = action, let bar = index.tabBar(of: tab.value) { needs.insert(bar) }
        }
        let children: [String]
        switch coordinator.kind {
        case .tabs: children = coordinator.children.map(\.value)
        case .stack, .routes:
            children = SkeletonPlan.shownActions(of: coordinator, model: model).compactMap { action in
                if case .start(let child, _, _) = action { child.value } else { nil }
            }
        }
        return Frame(id: id, isTabs: coordinator.kind == .tabs, children: children, needs: needs)
    }
}
