/// Links whose old pattern sets params (`set:`): the app branches on those values as
/// on the screen itself, so a URL that opens the same route, or performs the same
/// action, but gives a set param another value no longer does what it did.
extension LinkComparison {
    /// The first param the old pattern sets whose value `arguments` (what the new spec
    /// gives the same route or action) holds otherwise, `nil` included, with both
    /// values; nil when each is as it was, or for a param the new route or action no
    /// longer has (its own change says so).
    static func changedSetValue(
        of pattern: RoutePattern, arguments: [(name: String, value: ParamValue?)]
    ) -> (name: String, was: ParamValue, now: ParamValue?)? {
        for fixed in pattern.fixed {
            let name = pattern.params[fixed.param].name.value
            guard let now = arguments.first(where: { $0.name == name }) else { continue }
            if now.value != fixed.value { return (name, fixed.value, now.value) }
        }
        return nil
    }

    /// `link-retargeted` for a set param given another value; nil when the URL opens
    /// another route or performs another action (that is another change), or when
    /// every set value is as it was.
    static func setValueChange(
        _ url: String, of pattern: RoutePattern, after: DeepLinkOpening
    ) -> SpecChange? {
        guard !pattern.fixed.isEmpty else { return nil }
        let owner: String
        let arguments: [(name: String, value: ParamValue?)]
        if let action = pattern.action {
            guard let call = after.action, call.name == action else { return nil }
            owner = "action \(action)"
            arguments = call.arguments.map { ($0.name, $0.value) }
        } else {
            guard after.action == nil, after.match.route == pattern.route else { return nil }
            owner = pattern.route.description
            arguments = after.target.arguments.map { ($0.name, $0.value) }
        }
        guard let (name, was, now) = changedSetValue(of: pattern, arguments: arguments) else { return nil }
        let verb = pattern.action == nil ? "opened" : "performed"
        return SpecChange(
            kind: .linkRetargeted, route: owner, pattern: pattern.source.value, witness: url,
            message:
                "\(url) \(verb) \(owner) with \(name): \(was.swiftLiteral) and gives \(name): "
                + "\(now?.swiftLiteral ?? "nil") now")
    }
}
