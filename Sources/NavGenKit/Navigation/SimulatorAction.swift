/// A simulator action as a person writes it for `--do`, a flow file or the interactive
/// prompt: `push recipeDetail(id: 42)`, `tab settings`, `finish completed(id: 3)`.
///
/// Arguments stay as written until the simulator knows the route they are for and
/// so the types they must have.
package enum SimulatorAction: Hashable, Sendable, CustomStringConvertible {
    /// A style's keyword (`push`, `sheet`, ...): a route id, bare or as
    /// `coordinator.route`, shown in a style, with its arguments.
    case show(String, PresentationStyle, [ActionArgument])
    /// A child coordinator, with the arguments its root route requires (a flow
    /// that takes an input); with `at`, begun at that route of it
    /// (`start launch at survey(kind: .exit)`), the arguments that route's.
    case start(String, at: String? = nil, [ActionArgument])
    /// `replace webPage(url: "x")`: a route id, bare or as `coordinator.route`, put in
    /// place of the screen on top, with its arguments.
    case replace(String, [ActionArgument])
    /// `go chats.timeline(roomId: "!a")`: a route, bare or as `coordinator.route`, shown
    /// as a reset link to it would, with the params its `go` item's `args` leaves open.
    case go(String, [ActionArgument])
    case tab(String)
    case pop
    case popToRoot
    case dismiss
    /// An outcome, with the arguments of the route its `then` shows (if any).
    case finish(String, [ActionArgument])
    case back
    /// `open URL`, a link tapped inside the app, or `open external URL`, one from
    /// outside it: the source picks the mode of a pattern that maps `open` by source.
    case open(String, source: LinkSource = .inApp)
    /// Shows an alert the route on top declares.
    case alert(String)
    /// Answers the alert on top, with the arguments of the route its `then` shows.
    case answer(String, [ActionArgument])
    /// `set signedIn false, premium true`: changes conditions at once, as the app does
    /// outside the spec and as a `set` item does.
    case set([ConditionSetting])
    /// `emit presentCall(callId: "c1")`: an event of the flow the top route belongs to;
    /// the arguments label the params of what the starter's `on` action shows.
    case emit(String, [ActionArgument])
    /// `sidebar: push invites`: an action of one column of a split read in regular
    /// width, where every column's top screen offers its actions; the prefix tells
    /// apart a text two columns offer (written bare, it is the rightmost's).
    indirect case inColumn(SplitColumn, SimulatorAction)
    /// `minimise` and `expand`: the overlay steps aside for the screens below, and
    /// comes back with its state.
    case minimise
    case expand

    /// `start C` without input: the usual flow start.
    package static func start(_ name: String) -> SimulatorAction { .start(name, []) }

    /// `set NAME VALUE`: one condition, the usual change.
    package static func set(_ name: String, _ value: Bool) -> SimulatorAction {
        .set([ConditionSetting(name, value)])
    }

    package var keyword: String {
        switch self {
        case .show(_, let style, _): style.keyword
        case .start: "start"
        case .replace: "replace"
        case .go: "go"
        case .tab: "tab"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .dismiss: "dismiss"
        case .finish: "finish"
        case .back: "back"
        case .open: "open"
        case .alert: "alert"
        case .answer: "answer"
        case .set: "set"
        case .emit: "emit"
        case .inColumn(_, let action): action.keyword
        case .minimise: "minimise"
        case .expand: "expand"
        }
    }

    /// The action as it would be typed.
    package var description: String {
        switch self {
        case .show(let name, _, let arguments), .finish(let name, let arguments),
            .start(let name, nil, let arguments), .replace(let name, let arguments),
            .go(let name, let arguments), .emit(let name, let arguments),
            .answer(let name, let arguments):
            keyword + " " + name + ActionArgument.list(arguments)
        case .start(let name, let route?, let arguments):
            keyword + " " + name + " at " + route + ActionArgument.list(arguments)
        case .tab(let name), .alert(let name): keyword + " " + name
        case .open(let url, .inApp): "open " + url
        case .open(let url, .external): "open external " + url
        case .set(let settings): "set " + settings.map(\.description).joined(separator: ", ")
        case .inColumn(let column, let action): column.rawValue + ": " + action.description
        case .pop, .popToRoot, .dismiss, .back, .minimise, .expand: keyword
        }
    }
}

/// `label: value` in an action's argument list.
package struct ActionArgument: Hashable, Sendable, CustomStringConvertible {
    package var label: String
    package var value: ArgumentLiteral

    package init(label: String, value: ArgumentLiteral) {
        self.label = label
        self.value = value
    }

    package var description: String { label + ": " + value.description }

    static func list(_ arguments: [ActionArgument]) -> String {
        arguments.isEmpty ? "" : "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }
}

/// A Swift-like literal: its meaning depends on the param it is given to (`3` is
/// an `Int` or a `Double`; a string is a `String`, a `UUID` or a custom value).
package enum ArgumentLiteral: Hashable, Sendable, CustomStringConvertible {
    /// Digits with an optional sign, as written.
    case integer(String)
    /// A number with a fraction or exponent, as written.
    case float(String)
    case string(String)
    case bool(Bool)
    case `nil`
    /// `.week`: a case of an enumeration, by its Swift name.
    case member(String)

    package var description: String {
        switch self {
        case .integer(let text), .float(let text): text
        case .string(let text): text.debugDescription
        case .bool(let value): value ? "true" : "false"
        case .nil: "nil"
        case .member(let name): "." + name
        }
    }
}
