/// Which hosts the `DeepLink` reader reads, as ``URLParts/isPlainHost(_:_:)`` has it
/// for `navgen simulate`.
extension DeepLinkReaderBuilder {
    /// `isPlainHost(_:)` and `isHostCharacter(_:)`: ASCII letters, digits and
    /// `-._~!$&'()*+,;=`, no `xn--` label.
    func hostReading() -> [SwiftDeclaration] {
        let host = SwiftExpression.local("host")
        let character = SwiftExpression.local("character")
        let labels = SwiftExpression.call(
            .call(host, "lowercased"), "split", SwiftArgument("separator", .string(".")),
            SwiftArgument("omittingEmptySubsequences", .boolean(false)))
        let isPlainHost = SwiftFunction(
            docs: [
                "Whether `host` is plain: ASCII letters, digits and `-._~!$&'()*+,;=`, no label in punycode",
                "(`xn--`). Foundation rewrites any other host (IDNA, percent-encoding) in ways the simulator",
                "does not follow, so deep links are read from plain hosts only.",
            ],
            access: .private, isStatic: true, kind: .named("isPlainHost"),
            parameters: [SwiftParameter(label: nil, name: "host", type: Self.substring)],
            returnType: .bool,
            body: [
                .let("labels", labels),
                .return(
                    .binary(
                        .call(host, "allSatisfy", .unlabelled(.local("isHostCharacter"))), "&&",
                        .not(
                            .call(
                                .member(.local("labels"), "contains"), [],
                                trailing: SwiftClosure(body: [
                                    .expression(
                                        .call(.closureArgument(0), "hasPrefix", .unlabelled(.string("xn--"))))
                                ]))))),
            ])
        let isHostCharacter = SwiftFunction(
            docs: ["ASCII letters, digits and `-._~!$&'()*+,;=`."],
            access: .private, isStatic: true, kind: .named("isHostCharacter"),
            parameters: [SwiftParameter(label: nil, name: "character", type: .named(["Character"]))],
            returnType: .bool,
            body: [
                .guard([.expression(.member(character, "isASCII"))], else: [.return(.boolean(false))]),
                .return(
                    .binary(
                        .binary(.member(character, "isLetter"), "||", .member(character, "isNumber")), "||",
                        .call(.string("-._~!$&'()*+,;="), "contains", .unlabelled(character)))),
            ])
        return [.function(isPlainHost), .function(isHostCharacter)]
    }
}
