/// An entry of `types:`: a closed set of values a param can take, generated as a
/// `String`-backed Swift enum whose raw values are what links carry.
package struct EnumerationType: Sendable, Hashable {
    /// One value: the Swift case name and the text a URL carries for it.
    package struct Case: Sendable, Hashable {
        package var name: Located<String>
        /// The case name itself unless the spec maps it: `{ newPrivateTab: new-private-tab }`.
        package var rawValue: Located<String>
    }

    /// The name, located at its key under `types:`.
    package var name: Located<String>
    /// In declaration order: the order of `CaseIterable` and of listings.
    package var cases: [Case]

    package init(name: Located<String>, cases: [Case]) {
        self.name = name
        self.cases = cases
    }

    /// The raw values, compared byte for byte: what a saved state or a link holds.
    package var rawValues: Set<String> { Set(cases.map(\.rawValue.value)) }

    /// `day, week, month, year`: the raw values, for findings and no-match reasons.
    package var rawValueList: String { cases.map(\.rawValue.value).joined(separator: ", ") }
}

extension NavigationSpec {
    package func enumeration(named name: String) -> EnumerationType? {
        types.first { $0.name.value == name }
    }

    /// Reads every param typed with a `types` entry as that enumeration: routes and
    /// actions are decoded before the whole spec's `types` are known.
    mutating func resolveEnumerations() {
        guard !types.isEmpty else { return }
        let names = Set(types.map(\.name.value))
        func resolve(_ params: inout [Param]) {
            for index in params.indices {
                params[index].type.value = params[index].type.value.resolvingEnumerations(names)
            }
        }
        for coordinator in coordinators.indices {
            for route in coordinators[coordinator].routes.indices {
                resolve(&coordinators[coordinator].routes[route].params)
            }
        }
        for action in actions.indices { resolve(&actions[action].params) }
        for condition in conditions.indices { resolve(&conditions[condition].params) }
    }
}
