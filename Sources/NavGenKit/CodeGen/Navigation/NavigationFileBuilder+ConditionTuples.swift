/// A condition with params in `<App>Conditions` (docs/spec/conditions.md, "Conditions
/// with params"): one Bool per tuple of values, kept in a dictionary so that a tuple
/// never set reads `initially` without the app listing every value it could take.
/// Written only for such a condition, so that every other spec's file stays as it was.
extension NavigationFileBuilder {
    /// The members of a condition with params: the stored `<name>Values` (what the
    /// initializer takes), and the rest, written after the initializer.
    struct TupleMembers {
        var store: SwiftVariable
        /// `[<Name>Args: Bool]`
        var storeType: SwiftTypeName
        /// `struct <Name>Args`, `func <name>(...) -> Bool`, `mutating func set<Name>(_:...)`.
        var others: [SwiftDeclaration]
    }

    /// `<Name>Args`: the type of one tuple of a condition's values, inside `<App>Conditions`.
    static func argsTypeName(of condition: ResolvedCondition) -> String {
        SwiftName.upperCamel(condition.id.value) + "Args"
    }

    /// `<name>Values`: the stored tuples of a condition with params.
    static func valuesName(of condition: ResolvedCondition) -> String {
        condition.id.value + "Values"
    }

    /// `set<Name>`: the mutating function that sets one tuple.
    static func setterName(of condition: ResolvedCondition) -> String {
        "set" + SwiftName.upperCamel(condition.id.value)
    }

    func tupleMembers(of condition: ResolvedCondition, docs: [String]) -> TupleMembers {
        let name = condition.id.value
        let argsType = SwiftTypeName.named([Self.argsTypeName(of: condition)])
        let store = Self.valuesName(of: condition)
        let parameters = condition.params.map {
            SwiftParameter($0.name.value, Self.type(of: $0.type.value, names))
        }
        let key = SwiftExpression.call(
            .type(argsType), parameters.map { SwiftArgument($0.name, .local($0.name)) }, trailing: nil)
        let args = SwiftTypeDeclaration(
            docs: ["One tuple of `\(name)`'s values, in its params' order: the key of `\(store)`."],
            access: access, kind: .struct, name: argsType,
            conformances: Self.conformances("Hashable", "Codable", "Sendable"),
            members: parameters.map {
                .variable(SwiftVariable(access: access, name: $0.name, type: $0.type))
            } + [
                .function(
                    SwiftFunction(
                        access: access, kind: .initializer(failable: false), parameters: parameters,
                        body: parameters.map { .assignment(.member(.self, $0.name), .local($0.name)) }))
            ])
        let values = SwiftVariable(
            docs: docs + ["The tuples set so far; any other reads \(condition.initially)."],
            access: access, name: store, type: .dictionary(argsType, .bool))
        let read = SwiftFunction(
            docs: ["`\(name)` for these values: as set, else \(condition.initially) (`initially`)."],
            access: access, kind: .named(name), parameters: parameters, returnType: .bool,
            body: [
                .return(
                    .binary(.subscripted(.member(.self, store), key), "??", .boolean(condition.initially)))
            ])
        var set = SwiftFunction(
            docs: ["Sets `\(name)` for these values, as the spec's `set` and a satisfying flow do."],
            access: access, kind: .named(Self.setterName(of: condition)),
            parameters: [SwiftParameter(label: nil, name: "value", type: .bool)] + parameters,
            body: [.assignment(.subscripted(.member(.self, store), key), .local("value"))])
        set.isMutating = true
        return TupleMembers(
            store: values, storeType: .dictionary(argsType, .bool),
            others: [.type(args), .function(read), .function(set)])
    }
}
