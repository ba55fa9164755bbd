/// An action link matched: the action and a value for each of its params, written
/// as the simulator and the generated `description` write it: a route entry's way
/// (`setTelemetry(url: "x")`, `nil` for an absent optional), the bare name for an
/// action without params (`closePrivateTabs`).
package struct ActionCall: Hashable, Sendable, CustomStringConvertible {
    /// A param's name and value; `nil` is an absent optional.
    package struct Argument: Hashable, Sendable, CustomStringConvertible {
        package var name: String
        package var value: ParamValue?

        /// `url: "x"`, `note: nil`.
        package var description: String { name + ": " + value.swiftLiteral }
    }

    package var name: String
    /// One per param, in declaration order.
    package var arguments: [Argument]

    package init(name: String, arguments: [Argument]) {
        self.name = name
        self.arguments = arguments
    }

    /// The call of the action a match of an action's pattern performs; nil for a
    /// route's pattern.
    package init?(_ match: DeepLinkMatch, of pattern: RoutePattern) {
        guard let action = pattern.action else { return nil }
        name = action
        arguments = zip(pattern.params, match.arguments).map { param, value in
            Argument(name: param.name.value, value: value)
        }
    }

    package var description: String {
        guard !arguments.isEmpty else { return name }
        return name + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }
}
