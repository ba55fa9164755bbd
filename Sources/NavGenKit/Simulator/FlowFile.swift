/// A flow file: scripted simulator runs with expectations, for CI.
///
///     flows:
///       - name: allergies deep link
///         steps:
///           - open: recipes://settings/allergies
///           - expect: { path: [settings.settingsMain, settings.allergies], tabs: { main: settings } }
///           - do: back
///           - expect: { top: settings.settingsMain }
///           - expect-refused: pop
///
/// A step is `open: URL`, `do: ACTION`, `expect: {path, top, tabs, conditions,
/// waiting}` (each key optional), `expect-refused: ACTION` or `given: {NAME: BOOL}`. An action with `: ` in it must be quoted
/// in YAML: `do: "push recipeDetail(id: 42)"`.
public struct FlowFile: Sendable {
    public var flows: [Flow]

    public init(flows: [Flow]) {
        self.flows = flows
    }
}

public struct Flow: Sendable {
    /// As written, or `flow N` (1-based) when the flow has no name.
    public var name: String
    public var location: SourceLocation
    public var steps: [FlowStep]
}

public struct FlowStep: Sendable {
    public enum Kind: Sendable {
        case open(String)
        case perform(SimulatorAction)
        case expect(FlowExpectation)
        case expectRefused(SimulatorAction)
        /// `given: { premium: true }`: each a `set` action, in order.
        case given([FlowConditionValue])
    }

    public var kind: Kind
    /// Where the step's key is.
    public var location: SourceLocation
}

/// `expect:` — `path` and `top` compare whole entry strings
/// (`recipes.recipeDetail(id: 42, source: nil)`); `tabs` checks only the listed
/// tabs coordinators.
public struct FlowExpectation: Sendable, Hashable {
    public var path: [String]?
    public var top: String?
    public var tabs: [Pair]?
    /// Only the listed conditions are checked.
    public var conditions: [FlowConditionValue]?
    /// `.some(nil)`: nothing may wait.
    public var waiting: String??

    public struct Pair: Sendable, Hashable {
        public var coordinator: String
        public var tab: String
    }
}

/// A condition and a value, in a `given:` step or `expect.conditions`.
public struct FlowConditionValue: Sendable, Hashable {
    public var name: String
    public var value: Bool
}

/// A problem in a flow file, with where it is.
public struct FlowFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public var description: String { "\(location.line):\(location.column): \(message)" }
}

/// Every problem of a flow file, in file order.
public struct FlowFileErrors: Error, Hashable, Sendable {
    public var errors: [FlowFileError]
}
