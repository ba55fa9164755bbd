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
/// waiting, action}` (each key optional), `expect-refused: ACTION` or `given: {NAME: BOOL}`. An action with `: ` in it must be quoted
/// in YAML: `do: "push recipeDetail(id: 42)"`.
package struct FlowFile: Sendable {
    package var flows: [Flow]
}

package struct Flow: Sendable {
    /// As written, or `flow N` (1-based) when the flow has no name.
    package var name: String
    package var location: SourceLocation
    package var steps: [FlowStep]
    /// `sizeClass: regular`: the class the flow runs in, over the one the command
    /// gives (`--size-class`); nil when the flow does not say.
    package var sizeClass: SizeClass? = nil
}

package struct FlowStep: Sendable {
    package enum Kind: Sendable {
        case open(String)
        case perform(SimulatorAction)
        case expect(FlowExpectation)
        case expectRefused(SimulatorAction)
        /// `given: { premium: true }`: each a `set` action, in order.
        case given([FlowConditionValue])
    }

    package var kind: Kind
    /// Where the step's key is.
    package var location: SourceLocation
}

/// `expect:` — `path` and `top` compare whole entry strings
/// (`recipes.recipeDetail(id: 42, source: nil)`); `tabs` checks only the listed
/// tabs coordinators.
package struct FlowExpectation: Sendable, Hashable {
    package var path: [String]?
    package var top: String?
    package var tabs: [Pair]?
    /// Only the listed conditions are checked.
    package var conditions: [FlowConditionValue]?
    /// `.some(nil)`: nothing may wait.
    package var waiting: String??
    /// The action the last `open:` step performed (`closePrivateTabs`,
    /// `setTelemetry(url: "x")`); `.some(nil)` (`action: nothing`): none.
    package var action: String??
    /// The URL the last `open:` step handed back to the browser (`web` fallback);
    /// `.some(nil)` (`web: nothing`): none.
    package var web: String??

    package struct Pair: Sendable, Hashable {
        package var coordinator: String
        package var tab: String
    }
}

/// A condition and a value, in a `given:` step or `expect.conditions`.
package struct FlowConditionValue: Sendable, Hashable {
    package var name: String
    package var value: Bool
}

/// A problem in a flow file, with where it is.
package struct FlowFileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var location: SourceLocation
    package var message: String

    package var description: String { "\(location.line):\(location.column): \(message)" }
}

/// Every problem of a flow file, in file order.
package struct FlowFileErrors: Error, Hashable, Sendable {
    package var errors: [FlowFileError]
}
