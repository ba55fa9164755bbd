/// How a long-hand pattern's `set` value is read: as URL text of its param's type,
/// the same reading a URL's segment gets, so that `set: { page: 2 }` gives what
/// `/{page}` gives for `2`.
package enum SetValueReading {
    /// The `wrong-type` problem of each value that names a URL-typed param of `route`
    /// and does not read as its type. Other names are `deeplink-param`'s.
    /// A value of a range or an enumeration must also be one of its values.
    static func problems(
        of set: [SetValue], on route: Route, enumerations: [String: EnumerationType] = [:],
        ignoresCase: Bool = false, what: String = "set"
    ) -> [DeepLinkProblem] {
        set.compactMap { entry in
            guard let param = route.param(named: entry.name.value),
                let type = DeepLinkValueType(param.type.value)
            else { return nil }
            let message =
                "'\(entry.text.value)' in \(what) is not a value of '\(entry.name.value): \(param.type.value.specSpelling)'"
            guard value(entry.text.value, as: type) != nil else {
                return .value(
                    message: message, help: help(for: entry.text.value, as: type), at: entry.text.location)
            }
            guard
                let constraint = ParamConstraint(
                    param.type.value, enumerations: enumerations, ignoresCase: ignoresCase),
                constraint.value(entry.text.value) == nil
            else { return nil }
            return .value(
                message: message + ": " + constraint.problem(entry.text.value),
                help: constraint.help, at: entry.text.location)
        }
    }

    /// The values of a `set` whose names and values were checked, typed as their params.
    static func values(
        of set: [SetValue], on route: Route, enumerations: [String: EnumerationType] = [:],
        ignoresCase: Bool = false
    ) -> [RoutePattern.FixedValue] {
        set.compactMap { entry in
            guard let index = route.params.firstIndex(where: { $0.name.value == entry.name.value }),
                let type = DeepLinkValueType(route.params[index].type.value),
                var value = value(entry.text.value, as: type)
            else { return nil }
            if let constraint = ParamConstraint(
                route.params[index].type.value, enumerations: enumerations, ignoresCase: ignoresCase)
            {
                guard let read = constraint.value(entry.text.value) else { return nil }
                value = read
            }
            return RoutePattern.FixedValue(param: index, type: type, value: value)
        }
    }

    /// The value, or nil when the text does not read as the type.
    package static func value(_ text: String, as type: DeepLinkValueType) -> ParamValue? {
        ValueParser.parse(text, as: type)
    }

    /// What to write instead: the nearest of `true`/`false` for a `Bool`, else what
    /// the type accepts.
    package static func help(for text: String, as type: DeepLinkValueType) -> String {
        switch type {
        case .bool:
            Suggestion.help(for: text, among: ["true", "false"]) ?? "write true or false"
        case .int: "write a whole number that fits in 64 bits, e.g. 7"
        case .double: "write a finite number, e.g. 2.5"
        case .uuid: "write a UUID, e.g. E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        case .string, .enumeration: "write some text"
        case .url: "write an absolute http or https URL with a host, e.g. https://example.com"
        }
    }
}
