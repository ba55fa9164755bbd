#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Typing an action's Swift-like arguments against the params of the route shown.
extension NavigationEngine {
    /// The entry for `route` with its arguments: every label a param, every
    /// required param given (optional ones default to `nil`), each value of the
    /// param's type.
    func makeEntry(
        _ route: RouteRef, _ source: ArgumentSource, flow: FlowOrigin? = nil,
        fixed: [RoutePattern.FixedValue] = []
    ) throws(Refused) -> RouteEntry {
        let params = index.params(of: route)
        var entry = index.blankEntry(route, flow: flow)
        // A start's `args`: set whatever the source, and never given again.
        for value in fixed where entry.arguments.indices.contains(value.param) {
            entry.arguments[value.param].value = value.value
        }
        let isFixed = Set(fixed.map(\.param))
        switch source {
        case .blank:
            return entry
        case .placeholders:
            for (position, param) in params.enumerated()
            where !param.type.value.isOptional && !isFixed.contains(position) {
                entry.arguments[position].value = Self.placeholder(for: param.type.value)
            }
            return entry
        case .given(let arguments):
            let names = params.map(\.name.value)
            for argument in arguments where !names.contains(argument.label) {
                let hint =
                    Suggestion.closest(to: argument.label, among: names).map { " (did you mean '\($0)'?)" }
                    ?? ""
                throw Refused(
                    names.isEmpty
                        ? "\(route) takes no params, but '\(argument.label)' was given"
                        : "\(route) has no param '\(argument.label)'\(hint)")
            }
            for (position, param) in params.enumerated() {
                let name = param.name.value
                guard !isFixed.contains(position) else {
                    if arguments.contains(where: { $0.label == name }) {
                        throw Refused("'\(name)' of \(route) is fixed by the start's args; leave it out")
                    }
                    continue
                }
                guard let given = arguments.first(where: { $0.label == name }) else {
                    guard param.type.value.isOptional else {
                        throw Refused("\(route) needs '\(name): \(param.type.value)'")
                    }
                    continue
                }
                entry.arguments[position].value = try Self.value(
                    given.value, for: param.type.value, name: name, in: index.spec)
            }
            return entry
        }
    }

    /// The value of a literal for a param type, or why it does not fit.
    static func value(
        _ literal: ArgumentLiteral, for type: ParamType, name: String, in spec: NavigationSpec? = nil
    ) throws(Refused) -> ParamValue? {
        func mismatch(_ expected: String) -> Refused {
            Refused("'\(name)' is \(type): \(literal) is not \(expected)")
        }
        switch (literal, type.base) {
        case (.nil, _):
            guard type.isOptional else { throw Refused("'\(name)' is \(type), which cannot be nil") }
            return nil
        case (.integer(let text), .int):
            guard let value = Int(text) else { throw Refused("'\(name)': \(text) does not fit in an Int") }
            return .int(value)
        case (.integer(let text), .double), (.float(let text), .double):
            guard let value = Double(text), value.isFinite else { throw mismatch("a finite Double") }
            return .double(value)
        case (.bool(let value), .bool):
            return .bool(value)
        case (.string(let text), .string):
            return .string(text)
        case (.string(let text), .uuid):
            // The deep-link reading of a UUID, which is Apple's strict one on every platform.
            guard let value = ValueParser.parse(text, as: .uuid) else { throw mismatch("a UUID") }
            return value
        case (.string(let text), .custom):
            return .custom(text)
        case (.string(let text), .url):
            // Like `init?(opening:)`, a value given by code is taken as it is.
            return .url(text)
        case (.member(let caseName), .enumeration(let typeName)):
            guard let type = spec?.enumeration(named: typeName) else {
                throw mismatch("a case of \(typeName)")
            }
            guard let found = type.cases.first(where: { $0.name.value == caseName }) else {
                let names = type.cases.map(\.name.value)
                let hint =
                    Suggestion.closest(to: caseName, among: names).map { " (did you mean .\($0)?)" } ?? ""
                throw Refused(
                    "'\(name)' is \(typeName): .\(caseName) is not one of its cases "
                        + "(\(names.map { "." + $0 }.joined(separator: ", ")))\(hint)")
            }
            return .enumeration(caseName: found.name.value, rawValue: found.rawValue.value)
        case (_, .enumeration(let typeName)):
            throw mismatch("a case of \(typeName), e.g. .\(Self.firstCase(typeName, spec))")
        case (_, .int): throw mismatch("an integer")
        case (_, .double): throw mismatch("a number")
        case (_, .bool): throw mismatch("true or false")
        case (_, .string), (_, .uuid), (_, .custom), (_, .url): throw mismatch("a quoted string")
        }
    }

    private static func firstCase(_ type: String, _ spec: NavigationSpec?) -> String {
        spec?.enumeration(named: type)?.cases.first?.name.value ?? "first"
    }

    static func placeholder(for type: ParamType) -> ParamValue {
        switch type.base {
        case .int: .int(0)
        case .double: .double(0)
        case .bool: .bool(false)
        case .string: .string("")
        case .uuid: .uuid(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
        case .custom: .custom("")
        case .url: .url("")
        case .enumeration: .enumeration(caseName: "", rawValue: "")
        }
    }
}
