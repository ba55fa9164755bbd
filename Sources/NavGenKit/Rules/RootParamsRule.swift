/// `root-params`: a stack's root route with a param that is not optional.
public struct RootParamsRule: Rule {
    public static let description = RuleDescription(
        id: .rootParams, severity: .error, configurable: true,
        summary: "a coordinator's root route has a required param",
        rationale: """
            A root route appears by itself: at launch, when its tab is selected, when its flow \
            starts. No transition passes it arguments, so the generated state could not build \
            the root case; an optional param (`id: Int?`) starts as nil.
            """,
        details: """
            Points at the first required param of the root route; the message lists them all. \
            Scoped to that route, so its `allow:` can silence it.
            """,
        triggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: detail
                routes:
                  detail:
                    params:
                      ↓id: Int
            """,
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [checkout]
                routes:
                  home:
                    transitions: [{ start: checkout }]
              checkout:
                root: cart
                routes:
                  cart:
                    params:
                      coupon: String?
                      ↓items: Int
                    transitions: [dismiss]
            """,
        ],
        nonTriggeringExamples: [
            """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: list
                routes:
                  list:
                    params:
                      filter: String?
                    transitions: [{ push: detail }]
                  detail:
                    params:
                      id: Int
            """,
            RuleExampleSpec.spec(
                routes: """
                    home:
                    """, deepLinks: ""),
        ])

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        context.model.coordinators.enumerated().compactMap { offset, coordinator in
            guard coordinator.kind == .stack, let root = coordinator.root else { return nil }
            let required = context.declaration(of: root).params.filter { !$0.type.value.isOptional }
            guard let first = required.first else { return nil }
            let names = required.map { "'\($0.name.value)'" }
            let rootKey = context.declaration(of: CoordinatorIndex(offset)).root?.location
            return context.finding(
                .rootParams, at: first.name.location,
                "'\(coordinator.id.value)' shows its root '\(context.model[root].id.value)' without arguments, "
                    + "but it requires \(names.listed)",
                notes: rootKey.map { ["it is the root of '\(coordinator.id.value)' at \($0)"] } ?? [],
                help:
                    "make \(required.count == 1 ? "it" : "them") optional (`\(first.name.value): \(first.type.value)?`), "
                    + "or make a route without required params the root",
                on: root)
        }
    }
}
