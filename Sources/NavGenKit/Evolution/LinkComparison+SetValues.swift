/// Links whose old pattern sets params (`set:`): the app branches on those values as
/// on the screen itself, so a URL that opens the same routes but gives a set param
/// another value no longer does what it did.
extension LinkComparison {
    /// The first param the old pattern sets whose value the new spec's opening gives
    /// otherwise (`nil` included), with both values; nil when each is as it was, when
    /// the URL opens another route, or for a param the new route no longer has (that
    /// route's change says so).
    static func changedSetValue(
        of pattern: RoutePattern, before: DeepLinkOpening, after: DeepLinkOpening
    ) -> (name: String, was: ParamValue, now: ParamValue?)? {
        guard !pattern.fixed.isEmpty, after.action == nil, after.match.route == pattern.route else {
            return nil
        }
        let arguments = after.target.arguments
        for fixed in pattern.fixed {
            let name = pattern.params[fixed.param].name.value
            guard let now = arguments.first(where: { $0.name == name }) else { continue }
            if now.value != fixed.value { return (name, fixed.value, now.value) }
        }
        return nil
    }

    /// `link-retargeted` for a set param given another value.
    static func setValueChange(
        _ url: String, of pattern: RoutePattern, before: DeepLinkOpening, after: DeepLinkOpening
    ) -> SpecChange? {
        guard let (name, was, now) = changedSetValue(of: pattern, before: before, after: after) else {
            return nil
        }
        let route = pattern.route.description
        return SpecChange(
            kind: .linkRetargeted, route: route, pattern: pattern.source.value, witness: url,
            message:
                "\(url) opened \(route) with \(name): \(was.swiftLiteral) and gives \(name): "
                + "\(now?.swiftLiteral ?? "nil") now")
    }
}
