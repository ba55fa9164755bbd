/// What a coordinator skeleton contains, whatever the UI framework: one method per
/// move the model resolves on its routes, the child flows it starts and how, the
/// outcomes it handles, and which tab bars it must be able to select.
///
/// The SwiftUI and UIKit builders render the same plan, so the two skeletons of a
/// spec have the same methods with the same names.
struct SkeletonPlan {
    /// A transition method: `showRecipeDetail(id:source:)`, `presentFilters()`.
    struct Method {
        var name: String
        var move: Move
        /// The spec item it comes from, for its doc comment: `push: recipeDetail`.
        var source: String
    }

    /// A move as this skeleton makes it: the model's edge and, for a start, which of
    /// the child's `then:`s it runs (its index in ``Child/thens``).
    struct Move: Hashable {
        var kind: Edge.Kind
        var then = 0
        /// For a start: where its flow begins; nil at its root with nothing fixed. A
        /// start is known by its child and `at`: two `at`s are two moves.
        var entry: Entry?
        /// For a presentation or start that adapts: its style in each size class (then
        /// ``kind`` holds the compact one). The same move shown in one style is another
        /// move, with a method of its own.
        var adaptive: AdaptiveStyle?
    }

    /// An action of a `then:` as a skeleton tells it from another: its edge's kind, and
    /// its styles when it adapts (two `then:`s that differ only there get two handlers).
    struct ThenAction: Hashable {
        var kind: Edge.Kind
        var adaptive: AdaptiveStyle?
        /// For a `go`: the params its `args` fixes, as written.
        var goArgs: [SetValue] = []

        init(_ edge: Edge) {
            kind = edge.kind
            adaptive = edge.adaptiveStyle
            goArgs = edge.goArgs
        }

        /// The kind shown in `style`: a show or start in that style, anything else as it is.
        func kind(style: PresentationStyle) -> Edge.Kind {
            switch kind {
            case .show(let route, _): .show(route, style)
            case .start(let child, _): .start(child, style: style)
            default: kind
            }
        }
    }

    /// Where a start's flow begins, as a move tells it from another: `at` and the
    /// `args` as written (``Edge/FlowStart`` without its places).
    struct Entry: Hashable {
        /// The route the flow's stack begins with; nil for its root.
        var route: RouteIndex?
        /// The params `args` fixes: name and URL text.
        var args: [Arg]

        struct Arg: Hashable {
            var name: String
            var text: String
        }

        init?(_ start: Edge.FlowStart?) {
            guard let start else { return nil }
            route = start.route
            args = start.args.map { Arg(name: $0.name.value, text: $0.text.value) }
        }

        /// Where a `go` goes: its route, and the params its `args` fixes. Two `go`s to
        /// one route with different `args` are two moves.
        init(go route: RouteIndex, args: [SetValue]) {
            self.route = route
            self.args = args.map { Arg(name: $0.name.value, text: $0.text.value) }
        }
    }

    /// An item of a route whose target the model resolves: its edge, the item as
    /// written, and the move of each outcome its `then:` writes (nil: `stay`, or a
    /// target that names nothing, which no skeleton makes).
    struct Item {
        var edge: Edge
        var written: Transition
        /// The moves of its `then:` by outcome, and of its `on:` by event: a flow's
        /// events and outcomes never share a name (`name-collision`), so one key
        /// tells two starts apart by both.
        var then: [String: ThenAction?]
        /// The `then:` and `on:` actions that start a flow, by outcome or event.
        var starts: [String: ThenStart] = [:]
    }

    /// A `then:` action that starts a flow: its edge, and its own `then:` as an item's.
    struct ThenStart {
        var edge: Edge
        var then: [String: ThenAction?]
        var starts: [String: ThenStart]
    }

    /// The outcome actions of the starts of a child that share one `then:`.
    struct Then {
        /// `loginDidFinish(_:)`; `loginDidFinishFromProduct(_:)` when the child's
        /// starts differ in their `then:`, one handler each; `settingsDidFinishAfterOpenSettings(_:)`
        /// for the `then:` of a then-start.
        var handler = ""
        /// The routes whose start of the child has this `then:`, in spec order.
        var routes: [String]
        /// Each start with this `then:`: its route and the route it starts the flow at.
        var sites: [Site] = []
        /// The moves by outcome, in the child's outcome order; nil is `stay`.
        var actions: [(outcome: String, move: Move?)]
        /// The moves of its `on:` by event, in the child's event order; nil is `stay`.
        var events: [(event: String, move: Move?)] = []
        /// `handleRoomEvent(_:)`, when the child has events: runs the `on:` action of an
        /// event while the flow keeps running (`handleRoomEventFromList(_:)` when the
        /// starts differ, as ``handler`` does).
        var eventHandler = ""
        /// The moves as the model resolves them (``Item/then``), to tell one `then:` from another.
        var key: [String: ThenAction?]
        /// The outcome whose `then:` starts the child, when a then-start made this `then:` first.
        var after: String?
        /// The then-starts among its actions, by outcome.
        var starts: [String: ThenStart] = [:]
    }

    /// Where a start of a child is written: on `route`, starting the flow at `at` (nil:
    /// the flow's root).
    struct Site: Hashable {
        var route: String
        var at: RouteRef?
    }

    /// A child flow this coordinator starts, with the member that holds it.
    struct Child {
        var id: String
        /// The stored property (SwiftUI: push flows only; UIKit: every flow).
        var property: String
        /// `onboardingDidFinish(_:)`, when the child has outcomes.
        var finishHandler: String?
        /// `handleRoomEvent(_:)`, when the child has events.
        var eventHandler: String?
        var styles: Set<PresentationStyle>
        /// `makeOnboarding`: creates the flow, wired to this coordinator.
        var makeMethod = ""
        /// `closeOnboarding`: dismisses the flow, or pops its screens.
        var closeMethod = ""
        /// Its case in a SwiftUI coordinator's `Presentation`, next to `route`.
        var presentationCase = ""
        /// The `then:` of its starts: one, or one per different `then:`, in spec
        /// order; a start's ``Move/then`` says which.
        var thens: [Then]
        /// `loginFinishHandler(startedOn:)`, when the starts differ in their `then:`:
        /// the handler of the start on a route, for a flow a deep link shows.
        var handlerLookup: String?
        /// `roomEventHandler(startedOn:)`, when the starts differ in their `on:` or
        /// `then:` and the child has events, as ``handlerLookup`` for its outcomes.
        var eventLookup: String?

        /// Whether each start passes its own outcome and event handlers to the make method.
        var handlerPerStart: Bool { thens.count > 1 }

        /// Whether two `then:`s have a start on one route (they differ by `at`): the
        /// handler of a flow a deep link shows then also depends on the flow's first route.
        var looksUpByFirstRoute: Bool { !sharedRoutes.isEmpty }

        /// The routes with starts of two `then:`s.
        var sharedRoutes: Set<String> {
            var seen: Set<String> = []
            var shared: Set<String> = []
            for then in thens {
                for route in Set(then.sites.map(\.route)) where !seen.insert(route).inserted {
                    shared.insert(route)
                }
            }
            return shared
        }

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
    private let methodIndex: [Move: Int]
    private let childIndex: [String: Int]
    /// Tab bars whose tabs this coordinator or its flows select, in spec order.
    let tabBars: [String]
    /// The class's members: the builder's own and those named after the spec. A
    /// local of a method must not take one of these names while the method uses it.
    let members: Set<String>

    var id: String { coordinator.id.value }
    var names: GeneratedNames { model.names }
    var navigation: NavigationModel { model.model }

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

    /// Whether a method of this coordinator replaces the screen on top.
    var replaces: Bool {
        methods.contains { if case .replace = $0.move.kind { true } else { false } }
    }

    /// The root screen a SwiftUI stack shows while nothing replaced it and no start
    /// began it elsewhere, when it keeps it in `var root` (a `replace` at the bottom, or
    /// a start `at` a route, sets it): a stack that replaces, or that some start begins
    /// at a route, whose root screen needs no values (a flow's input holds one that does).
    var heldRoot: SwiftExpression? {
        guard replaces || index.isStartedAtRoute(id) || isSelectedColumn, inputRoute == nil else {
            return nil
        }
        return coordinator.root.flatMap { coordinator.route(named: $0.value) }.flatMap(
            SkeletonSyntax.routeWithoutValues)
    }

    /// Whether some parent starts this coordinator `as: push`: its screens then go
    /// on that parent's stack.
    var isPushedFlow: Bool { index.isPushedFlow(id) }
    /// Whether some parent starts this coordinator as a sheet or cover.
    var isModalFlow: Bool { index.isModalFlow(id) }
    /// Whether the coordinator is the root, or one of a `root` list's entries: each
    /// entry keeps the conditions and shows the flows that satisfy them as a root does.
    var isRoot: Bool { model.rootID == id || isRootEntry }
    /// Whether the coordinator is an entry of a `root` list, which `<App>RootCoordinator` shows.
    var isRootEntry: Bool { index.rootEntries.contains(id) }
    /// Whether the coordinator opens links and is what the app puts on screen: the single
    /// root; with a `root` list, `<App>RootCoordinator` does both.
    var opensLinks: Bool { isRoot && !isRootEntry }
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
        var scope = SwiftNameScope(reserving: reserved)
        // A set route's transitions take the names the set's protocol requires, first.
        let setNames = Self.setMethodNames(of: coordinator, index: index, reserved: reserved)
        for name in Set(setNames.values).sorted() { _ = scope.claim(name) }
        var children = Self.startedChildren(of: coordinator, index: index)
        let childIndex = Dictionary(
            children.indices.map { (children[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        self.childIndex = childIndex
        func move(_ item: Item) -> Move? {
            Self.move(
                item.edge.kind, then: item.then, entry: item.edge.flowStart,
                adaptive: item.edge.adaptiveStyle, goArgs: item.edge.goArgs,
                index: index, children: children, childIndex: childIndex)
        }
        var setActionNames: [Move: String] = [:]
        for route in Self.usedSets(of: coordinator, model: model).flatMap(\.routes) {
            for item in Self.items(of: route, model: model) {
                guard let move = move(item), let name = setNames[item.edge] else { continue }
                setActionNames[move] = setActionNames[move] ?? name
            }
        }
        var methods: [Method] = []
        var methodIndex: [Move: Int] = [:]
        for route in Self.shownRoutes(of: coordinator, model: model) {
            for item in Self.items(of: route, model: model) {
                guard let move = move(item), methodIndex[move] == nil else { continue }
                methodIndex[move] = methods.count
                let source = Self.spelling(item.written.action)
                if let name = setActionNames[move] {
                    methods.append(Method(name: name, move: move, source: source))
                    continue
                }
                var (preferred, styleSuffix) = Self.methodName(of: move, model: model)
                if case .start = move.kind, let at = move.entry?.route {
                    // A start at a route is named after it: `startLaunchAtSurvey`.
                    preferred += "At" + SwiftName.upperCamel(model.model[at].id.value)
                } else if case .start(let child, _) = move.kind,
                    let index = childIndex[model.model[child].id.value],
                    children[index].handlerPerStart
                {
                    // Starts that differ in their `then:` are told apart by where they are.
                    preferred += "From" + SwiftName.upperCamel(children[index].thens[move.then].routes[0])
                }
                let taken = methods.contains { $0.name == preferred } || setNames.values.contains(preferred)
                let name = scope.claim(taken ? styleSuffix.map { preferred + $0 } ?? preferred : preferred)
                methods.append(Method(name: name, move: move, source: source))
            }
        }
        self.methods = methods
        self.methodIndex = methodIndex
        for index in children.indices {
            let child = children[index]
            children[index].property = scope.claim(child.id + "Flow")
            func suffix(_ then: Int) -> String {
                child.thens[then].after.map { "After" + SwiftName.upperCamel($0) }
                    ?? (child.handlerPerStart
                        ? "From" + SwiftName.upperCamel(child.thens[then].routes[0]) : "")
            }
            if model.coordinator(child.id)?.outcomes.isEmpty == false {
                for then in child.thens.indices {
                    children[index].thens[then].handler = scope.claim(child.id + "DidFinish" + suffix(then))
                }
                children[index].finishHandler = children[index].thens.first?.handler
            }
            if model.coordinator(child.id)?.events.isEmpty == false {
                for then in child.thens.indices {
                    children[index].thens[then].eventHandler = scope.claim(
                        "handle" + SwiftName.upperCamel(child.id) + "Event" + suffix(then))
                }
                children[index].eventHandler = children[index].thens.first?.eventHandler
            }
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
            if children[index].handlerPerStart, children[index].eventHandler != nil {
                children[index].eventLookup = scope.claim(children[index].id + "EventHandler")
            }
        }
        self.children = children
        self.alerts = Self.alertPlans(of: coordinator, index: index, children: children, scope: &scope)
        self.members = scope.taken
        self.tabBars = TabSelection(index: index).needs(of: coordinator.id.value)
    }

    /// The items of `route` whose targets the model resolves, in order, with its
    /// `otherwise` when asked: an item that names nothing has no edge, and no method.
    static func items(of route: Route, model: AppModel, otherwise: Bool = false) -> [Item] {
        let navigation = model.model
        guard
            let resolved = navigation.routes(named: route.id.value).first(where: {
                navigation[$0].location == route.id.location && navigation.declaration(of: $0) == route
            })
        else { return [] }
        // Each item's own edge, when it resolves, and its `then:`'s, found by where they
        // are written: a then-start's own `then` adds edges between them.
        // A start's `on:` actions, kept apart from the route's edges, are found the same way.
        let edges = navigation.edges(from: resolved) + navigation.eventEdges.filter { $0.source == resolved }
        var own: [SourceLocation: Edge] = [:]
        var handled: [SourceLocation: Edge] = [:]
        for edge in edges {
            if edge.handler == nil {
                own[edge.location] = own[edge.location] ?? edge
            } else {
                handled[edge.location] = handled[edge.location] ?? edge
            }
        }
        var items: [Item] = []
        for written in route.transitions {
            let own = own[written.location]
            var then: [String: ThenAction?] = [:]
            var starts: [String: ThenStart] = [:]
            switch written.action {
            case .start(_, _, let handlers, _):
                (then, starts) = Self.then(handlers, on: written.on, handled: handled)
            case .alert(_, let handlers?):
                (then, starts) = Self.then(handlers, handled: handled)
            default:
                break
            }
            if let own { items.append(Item(edge: own, written: written, then: then, starts: starts)) }
        }
        if otherwise {
            for edge in navigation[resolved].otherwise {
                guard let written = route.otherwiseTransitions.first(where: { $0.location == edge.location })
                else { continue }
                // An `otherwise` start's `on:` actions run as a transition's do.
                let (on, starts) = Self.then(nil, on: written.on, handled: handled)
                items.append(Item(edge: edge, written: written, then: on, starts: starts))
            }
        }
        return items
    }

    /// The moves of a `then:` and of a start's `on:` as the model resolves them, and
    /// their starts with their own `then:`s and `on:`s, found among a route's `handled`
    /// edges by where they are written.
    private static func then(
        _ handlers: OutcomeHandlers?, on: OutcomeHandlers? = nil, handled: [SourceLocation: Edge]
    ) -> ([String: ThenAction?], [String: ThenStart]) {
        var then: [String: ThenAction?] = [:]
        var starts: [String: ThenStart] = [:]
        for handler in (handlers?.handlers ?? []) + (on?.handlers ?? []) {
            let edge = handler.action.flatMap { handled[$0.location] }
            then.updateValue(edge.map(ThenAction.init), forKey: handler.outcome.value)
            guard let edge, let action = handler.action, case .start(_, _, let nested, _) = action.action
            else { continue }
            let (nestedThen, nestedStarts) =
                nested == nil && action.on == nil
                ? ([:], [:]) : Self.then(nested, on: action.on, handled: handled)
            starts[handler.outcome.value] = ThenStart(edge: edge, then: nestedThen, starts: nestedStarts)
        }
        return (then, starts)
    }

    /// The move an edge of `kind` makes on a skeleton whose children are `children`, a
    /// start running the `then:` whose moves are `key`; nil for what no skeleton makes:
    /// a tab bar started `as: push` (the simulator refuses it), a tab of no tab bar.
    /// `adaptive`: the edge's styles by size class; a mapping that gives one style in
    /// both classes is that style's move.
    static func move(
        _ kind: Edge.Kind, then key: [String: ThenAction?], entry: Edge.FlowStart? = nil,
        adaptive: AdaptiveStyle? = nil, goArgs: [SetValue] = [], index: SkeletonIndex, children: [Child],
        childIndex: [String: Int]
    ) -> Move? {
        let navigation = index.model.model
        switch kind {
        case .start(let child, let style):
            guard navigation[child].kind == .stack || style != .push else { return nil }
            let thens = childIndex[navigation[child].id.value].map { children[$0].thens } ?? []
            return adapted(
                Move(kind: kind, then: thens.firstIndex { $0.key == key } ?? 0, entry: Entry(entry)), adaptive
            )
        case .tab(let tab):
            return index.tabBar(of: navigation[tab].id.value) == nil ? nil : Move(kind: kind)
        case .show:
            return adapted(Move(kind: kind), adaptive)
        case .go(let route):
            return Move(kind: kind, entry: Entry(go: route, args: goArgs))
        default:
            return Move(kind: kind)
        }
    }

    /// `move` with the styles `adaptive` gives it: its kind in the compact style, so that
    /// `sheet: share` adapting to a popover and `popover: share` adapting to a sheet are
    /// one move; a mapping with one style is a plain move in that style.
    private static func adapted(_ move: Move, _ adaptive: AdaptiveStyle?) -> Move {
        guard let adaptive else { return move }
        var move = move
        switch move.kind {
        case .show(let route, _): move.kind = .show(route, adaptive.compact)
        case .start(let child, _): move.kind = .start(child, style: adaptive.compact)
        default: return move
        }
        move.adaptive = adaptive.compact == adaptive.regular ? nil : adaptive
        return move
    }

    /// The move an edge of `kind` makes on this skeleton
    /// (``move(_:then:entry:adaptive:index:children:childIndex:)``).
    func move(
        _ kind: Edge.Kind, then key: [String: ThenAction?] = [:], entry: Edge.FlowStart? = nil,
        adaptive: AdaptiveStyle? = nil, goArgs: [SetValue] = []
    ) -> Move? {
        Self.move(
            kind, then: key, entry: entry, adaptive: adaptive, goArgs: goArgs, index: index,
            children: children, childIndex: childIndex)
    }

    /// The move `edge` makes on this skeleton, in its styles by size class when it adapts.
    func move(_ edge: Edge, then key: [String: ThenAction?] = [:]) -> Move? {
        move(edge.kind, then: key, entry: edge.flowStart, adaptive: edge.adaptiveStyle, goArgs: edge.goArgs)
    }

    /// The name a method of `move` prefers, and the suffix that tells it from the same
    /// move in another style when that took the name: `presentFiltersAsCover`,
    /// `startOnboardingAsSheet`, and for one that adapts `presentShareAsSheetOrPopover`
    /// (its compact style, then its regular one).
    private static func methodName(of move: Move, model: AppModel) -> (String, styleSuffix: String?) {
        let navigation = model.model
        func upper(_ name: String) -> String { SwiftName.upperCamel(name) }
        if let adaptive = move.adaptive {
            let suffix = "As" + upper(adaptive.compact.keyword) + "Or" + upper(adaptive.regular.keyword)
            switch move.kind {
            case .show(let route, _): return ("present" + upper(navigation[route].id.value), suffix)
            case .start(let child, _): return ("start" + upper(navigation[child].id.value), suffix)
            default: break
            }
        }
        switch move.kind {
        case .show(let route, let style):
            let suffix = style.isModal ? "As" + upper(style.keyword) : nil
            return ((style.isModal ? "present" : "show") + upper(navigation[route].id.value), suffix)
        case .start(let child, let style):
            return ("start" + upper(navigation[child].id.value), "As" + upper(style.keyword))
        case .alert(let owner, let alert):
            return ("show" + upper(navigation.declaration(of: owner).alerts[alert].id.value), nil)
        case .tab(let tab): return ("show" + upper(navigation[tab].id.value) + "Tab", nil)
        case .replace(let route): return ("replaceWith" + upper(navigation[route].id.value), nil)
        case .go(let route):
            let ref = navigation[route].ref
            return ("goTo" + upper(ref.coordinator) + upper(ref.route), nil)
        case .pop: return ("pop", nil)
        case .popToRoot: return ("popToRoot", nil)
        case .dismiss: return ("dismiss", nil)
        case .finish(let outcome): return ("finish" + upper(outcome), nil)
        case .emit(let event): return ("emit" + upper(event), nil)
        case .set(let changes):
            // `setSignedInFalsePremiumTrue`: the pairs in item order.
            let pairs = changes.map {
                upper(navigation[$0.condition].id.value) + ($0.value ? "True" : "False")
            }
            return ("set" + pairs.joined(), nil)
        }
    }

    /// Whether `coordinator` starts a stack flow `as: push`: that flow's screens then
    /// follow its own on the stack it shows on, so a parent that pushed it reads them
    /// through it (SwiftUI's `stackPath`, UIKit's `shownDestination(of:)`), however
    /// deep the flows that push flows go.
    static func pushesFlows(_ coordinator: String, index: SkeletonIndex) -> Bool {
        guard let declared = index.model.coordinator(coordinator) else { return false }
        return startedChildren(of: declared, index: index).contains {
            $0.styles.contains(.push) && index.model.coordinator($0.id)?.kind == .stack
        }
    }

    /// The flows the routes start, in spec order, then those only `then:` actions
    /// start, each with its styles and its different `then:`s (names are claimed later,
    /// after the methods'): a then-start shares the `then:` of the same start.
    private static func startedChildren(of coordinator: Coordinator, index: SkeletonIndex) -> [Child] {
        var children: [Child] = []
        var positions: [String: Int] = [:]
        let items = shownRoutes(of: coordinator, model: index.model).map {
            (route: $0.id.value, items: Self.items(of: $0, model: index.model, otherwise: true))
        }
        for (route, items) in items {
            for item in items {
                addStart(
                    item.edge, then: item.then, starts: item.starts, after: nil, on: route, index: index,
                    to: &children, positions: &positions)
            }
        }
        for (route, items) in items {
            for item in items {
                addThenStarts(item.starts, on: route, index: index, to: &children, positions: &positions)
            }
        }
        // A `then:` action that starts a flow runs the `then:` of that start: its index is
        // known once every start is.
        let childIndex = positions
        for position in children.indices {
            for then in children[position].thens.indices {
                let starts = children[position].thens[then].starts
                func started(_ name: String, _ move: Move?) -> Move? {
                    guard let start = starts[name] else { return move }
                    return Self.move(
                        start.edge.kind, then: start.then, entry: start.edge.flowStart,
                        adaptive: start.edge.adaptiveStyle, goArgs: start.edge.goArgs, index: index,
                        children: children, childIndex: childIndex)
                }
                children[position].thens[then].actions = children[position].thens[then].actions.map {
                    ($0, started($0, $1))
                }
                children[position].thens[then].events = children[position].thens[then].events.map {
                    ($0, started($0, $1))
                }
            }
        }
        return children
    }

    /// The then-starts of `starts` and of their own `then:`s, depth first.
    private static func addThenStarts(
        _ starts: [String: ThenStart], on route: String, index: SkeletonIndex, to children: inout [Child],
        positions: inout [String: Int]
    ) {
        for (outcome, start) in starts.sorted(by: { $0.key < $1.key }) {
            addStart(
                start.edge, then: start.then, starts: start.starts, after: outcome, on: route, index: index,
                to: &children, positions: &positions)
            addThenStarts(start.starts, on: route, index: index, to: &children, positions: &positions)
        }
    }

    /// Adds the flow a start `edge` on `route` shows, with the `then:` whose moves are
    /// `key`; `after` is the outcome of a then-start.
    private static func addStart(
        _ edge: Edge, then key: [String: ThenAction?], starts: [String: ThenStart], after: String?,
        on route: String,
        index: SkeletonIndex, to children: inout [Child], positions: inout [String: Int]
    ) {
        let navigation = index.model.model
        guard case .start(let started, let style) = edge.kind,
            navigation[started].kind == .stack || style != .push
        else { return }
        let child = navigation[started].id.value
        // A start that adapts shows its flow in the style of each size class.
        let styles = edge.adaptiveStyle.map { Set($0.styles) } ?? [style]
        let position: Int
        if let existing = positions[child] {
            position = existing
            children[position].styles.formUnion(styles)
        } else {
            position = children.count
            positions[child] = position
            children.append(Child(id: child, property: "", styles: styles, thens: []))
        }
        let site = Site(route: route, at: edge.flowStart?.route.map { navigation[$0].ref })
        if let then = children[position].thens.firstIndex(where: { $0.key == key }) {
            if after == nil || !children[position].thens[then].routes.contains(route) {
                children[position].thens[then].routes.append(route)
            }
            if !children[position].thens[then].sites.contains(site) {
                children[position].thens[then].sites.append(site)
            }
            return
        }
        func action(_ name: String) -> Move? {
            (key[name] ?? nil).flatMap {
                move(
                    $0.kind, then: [:], adaptive: $0.adaptive, goArgs: $0.goArgs, index: index,
                    children: [], childIndex: [:])
            }
        }
        let actions = navigation[started].outcomes.map { ($0, action($0)) }
        let events = (index.model.coordinator(child)?.events ?? []).map { ($0.value, action($0.value)) }
        children[position].thens.append(
            Then(
                routes: [route], sites: [site], actions: actions, events: events, key: key, after: after,
                starts: starts))
    }

    /// The child flow `id`, when this coordinator starts it.
    func child(_ id: String) -> Child? { childIndex[id].map { children[$0] } }

    /// The child flow a start of `coordinator` shows, when this coordinator starts it.
    func child(_ coordinator: CoordinatorIndex) -> Child? { child(navigation[coordinator].id.value) }

    /// `.route(name: name, ...)` for the route `target`, its params from `values` by
    /// name, or nil for an optional one (nil when a required one has no value); for a
    /// route of a used set, the case of this stack's route enum that holds it:
    /// `.common(.account(id: id))`.
    func routeValue(_ target: RouteIndex, from values: [Param]) -> SwiftExpression? {
        let value = SkeletonSyntax.route(navigation.declaration(of: target), from: values)
        let owner = navigation[target].ref.coordinator
        return owner == id ? value : value.map { .dotCall(owner, [.unlabelled($0)]) }
    }

    /// The method that makes `move`.
    func method(for move: Move) -> Method? { methodIndex[move].map { methods[$0] } }

    /// An action as the spec writes it, for doc comments.
    /// `sheet: login`, `stay`, `web`.
    static func spelling(_ fallback: Fallback) -> String {
        switch fallback {
        case .action(let transition): spelling(transition.action)
        case .stay: "stay"
        case .web: "web"
        }
    }

    static func spelling(_ action: Action) -> String {
        switch action {
        case .show(let target, _), .tab(let target), .finish(let target), .alert(let target, _),
            .replace(let target), .go(let target, _), .emit(let target):
            "\(action.keyword): \(target.value)"
        case .start(let target, let style, _, let entry):
            "start: \(target.value)" + (entry.route.map { " at: \($0.value)" } ?? "")
                + (entry.args.isEmpty
                    ? ""
                    : " args: { "
                        + entry.args.map { "\($0.name.value): \($0.text.value)" }.joined(separator: ", ")
                        + " }")
                + (style.map { " as: \($0.value.rawValue)" } ?? "")
        case .pop, .popToRoot, .dismiss:
            action.keyword
        case .set(let pairs):
            "set: { " + pairs.map { "\($0.condition.value): \($0.value)" }.joined(separator: ", ") + " }"
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
        case .split: children = coordinator.columns.map(\.value)
        case .stack, .routes:
            children = SkeletonPlan.shownActions(of: coordinator, model: model).compactMap { action in
                if case .start(let child, _, _, _) = action { child.value } else { nil }
            }
        }
        return Frame(id: id, isTabs: coordinator.kind == .tabs, children: children, needs: needs)
    }
}
