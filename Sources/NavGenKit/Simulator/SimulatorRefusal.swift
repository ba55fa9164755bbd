/// An action the simulator will not take where the state is, with the actions it
/// would take there (§4: "otherwise exit 1 with the list of actions allowed there").
public struct SimulatorRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The action as written.
    public var action: String
    /// Why, in a sentence.
    public var reason: String
    /// What is allowed on this screen, as templates (`push recipeDetail(id: Int)`).
    public var allowed: [String]

    public init(action: String, reason: String, allowed: [String] = []) {
        self.action = action
        self.reason = reason
        self.allowed = allowed
    }

    /// `'push profile' refused: ...; allowed here: push recipeDetail(id: Int), back`.
    public var description: String {
        let list = allowed.isEmpty ? "nothing but open URL" : allowed.joined(separator: ", ")
        return "'\(action)' refused: \(reason); allowed here: \(list)"
    }
}

/// An engine-internal refusal: the reason only; the public refusal adds the action
/// and the allowed list.
struct Refused: Error {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

/// An action the simulator accepts in a given state.
public struct AllowedAction: Hashable, Sendable, CustomStringConvertible {
    /// How to write it, with param types where it takes arguments:
    /// `push recipeDetail(id: Int, source: String?)`.
    public var template: String
    /// The action itself, when it needs no arguments (so a number can choose it).
    public var action: SimulatorAction?

    public var description: String { template }
}
