/// Where an action's mistake is the writer's rather than the state's.
///
/// A well-formed action that the screen on top does not allow is *refused* (exit
/// 1, with the actions allowed there): it may be right on another screen, and the
/// list shows what is possible here, a misspelt route name included. An action
/// whose arguments fit no route its name can mean in this spec is *malformed*: no
/// screen accepts it as written, so it is reported as a usage error (exit 64 for
/// `--do`) and a flow step that uses it fails even under `expect-refused`.
extension NavigationEngine {
    /// Why no state accepts `action` as written, or nil when it is well-formed.
    ///
    /// A name the spec does not have is not malformed here: which routes a bare
    /// name can mean depends on the screen on top, so that is a refusal.
    func malformation(of action: SimulatorAction) -> String? {
        switch action {
        case .show(let name, _, let arguments), .replace(let name, let arguments),
            .go(let name, let arguments):
            return firstMismatch(arguments, among: routes(named: name).map { .route($0) })
        case .finish(let outcome, let arguments):
            return firstMismatch(arguments, among: receivers(of: outcome))
        case .set(let settings):
            return settings.lazy.compactMap {
                index.model.condition(named: $0.name) == nil ? unknownCondition($0.name) : nil
            }.first
        case .start(let child, let route?, let arguments):
            return firstMismatch(arguments, among: starts(of: child, at: route))
        case .inColumn(_, let action):
            return malformation(of: action)
        case .start, .tab, .pop, .popToRoot, .dismiss, .back, .open, .alert, .answer, .emit, .minimise,
            .expand:
            return nil
        }
    }

    /// Why `set NAME` names no condition, with the names there are.
    private func unknownCondition(_ name: String) -> String {
        let names = index.model.conditions.map(\.id.value)
        guard !names.isEmpty else { return "the spec declares no conditions" }
        let hint = Suggestion.closest(to: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
        return "there is no condition '\(name)'\(hint); the spec declares \(names.joined(separator: ", "))"
    }

    /// What a set of arguments can be given to.
    private enum Receiver {
        /// A route's params.
        case route(RouteRef)
        /// The params of the route a flow begins with (or a `go` shows), less those
        /// its `args` fix.
        case fixing(RouteRef, args: [SetValue])
        /// Nothing: an outcome whose `then` is `stay` or an action without a route.
        case nothing(String)
        /// Anything, as far as a check without a state can tell (a `then` that
        /// finishes again passes the arguments on).
        case unknown
    }

    /// Nil when the arguments fit one of the receivers (or there are none to check
    /// against), else why they do not fit the first.
    private func firstMismatch(_ arguments: [ActionArgument], among receivers: [Receiver]) -> String? {
        var first: String?
        for receiver in receivers {
            switch receiver {
            case .route(let route):
                do {
                    _ = try makeEntry(route, .given(arguments))
                    return nil
                } catch {
                    first = first ?? error.reason
                }
            case .fixing(let route, let args):
                do {
                    _ = try makeEntry(route, .given(arguments), fixed: fixedArguments(args, of: route))
                    return nil
                } catch {
                    first = first ?? error.reason
                }
            case .nothing(let what):
                guard !arguments.isEmpty else { return nil }
                first = first ?? "'\(what)' takes no arguments"
            case .unknown:
                return nil
            }
        }
        return first
    }

    /// Every route `name` can mean: `coordinator.route` that one, a bare name the
    /// route of that name in each coordinator that has one.
    private func routes(named name: String) -> [RouteRef] {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2 {
            let ref = RouteRef(coordinator: parts[0], route: parts[1])
            return index.contains(ref) ? [ref] : []
        }
        return index.spec.coordinators.map { RouteRef(coordinator: $0.id.value, route: name) }
            .filter(index.contains)
    }

    /// What `finish outcome`'s arguments go to: the route of each `then` action for
    /// the outcome anywhere in the spec.
    private func receivers(of outcome: String) -> [Receiver] {
        var receivers: [Receiver] = []
        for coordinator in index.spec.coordinators {
            for route in coordinator.routes {
                for written in WrittenStart.all(in: route.transitions) {
                    guard case .start(_, _, let then?, _) = written.transition.action,
                        let handler = then.handlers.first(where: { $0.outcome.value == outcome })
                    else { continue }
                    let source = RouteRef(coordinator: coordinator.id.value, route: route.id.value)
                    receivers.append(receiver(of: handler, runningOn: source, outcome: outcome))
                }
            }
        }
        return receivers
    }

    /// A `then` action runs on `source`, the route of its `start` item: a route it
    /// shows is named as that route names it (a set's route, a next column's), and a
    /// `go` takes the arguments its own `args` leave open.
    private func receiver(of handler: OutcomeHandler, runningOn source: RouteRef, outcome: String) -> Receiver
    {
        switch handler.action?.action {
        case nil:
            return .nothing("finish \(outcome) (its then is stay)")
        case .show(let target, _)?, .replace(let target)?:
            return .route(index.model.target(named: target.value, from: source))
        case .go(let target, let args)?:
            return .fixing(index.model.goTarget(named: target.value, from: source), args: args)
        case .finish?:
            return .unknown
        case .start(let child, _, _, let entry)?:
            return flowReceiver(child.value, entry)
        case let other?:
            return .nothing(Self.describe(other))
        }
    }

    /// What `start C at R(...)`'s arguments go to: R's params, less those the `args`
    /// of each such `start` item (then-starts included) fix.
    private func starts(of child: String, at route: String) -> [Receiver] {
        index.spec.coordinators.flatMap { coordinator in
            coordinator.routes.flatMap { declared in
                WrittenStart.all(in: declared.transitions).compactMap { written -> Receiver? in
                    guard case .start(let started, _, _, let entry) = written.transition.action,
                        started.value == child, entry.route?.value == route
                    else { return nil }
                    return flowReceiver(child, entry)
                }
            }
        }
    }

    /// The route a flow begins with (its `at`, else its root) and the `args` fixed there.
    private func flowReceiver(_ child: String, _ entry: FlowEntry) -> Receiver {
        guard let coordinator = index.coordinator(child), coordinator.kind == .stack,
            let name = entry.route?.value ?? coordinator.root?.value
        else { return .unknown }
        let route = index.model.target(named: name, from: RouteRef(coordinator: child, route: name))
        return .fixing(route, args: entry.args)
    }
}
