import NavGenKit
import Testing

/// `routes` and `graph` for a spec with condition actions: each condition says which
/// routes set it, and each `set` item is an edge to the condition it changes. Specs
/// without `set` items keep their output (`setBy` is absent).
@Suite struct ConditionActionOutputTests {
    private func report(_ text: String) throws -> RoutesReport {
        RoutesReport(simulator: try Simulator.of(text))
    }

    @Test func routesListsTheRoutesThatSetEachCondition() throws {
        let report = try report(ConditionActionTests.spec)
        let text = RoutesTextRenderer().render(report)
        #expect(
            text.contains("  signedIn (initially true, set true by login.welcome, set false by feed.list)\n"),
            "\(text)")
        #expect(text.contains("  premium (initially false, set true by feed.list, set false by feed.item)\n"))
        let json = RoutesJSONRenderer().render(report).filter { !$0.isWhitespace }
        let signedIn =
            #""setBy":[{"route":"login.welcome","value":true},"#
            + #"{"route":"feed.list","value":false}]"#
        #expect(json.contains(signedIn), "\(json)")
    }

    @Test func aSpecWithoutSetItemsHasNoSetByMember() throws {
        let json = RoutesJSONRenderer().render(try report(guardsSpec))
        #expect(json.contains(#""setByApp""#))
        #expect(!json.contains(#""setBy""#))
    }

    @Test func graphDrawsASetItemAsADashedEdgeToItsCondition() throws {
        let diagram = DiagramBuilder(spec: try CodeGenFixtures.spec(text: ConditionActionTests.spec)).build()
        let sets = diagram.edges.filter { $0.kind == .setCondition }
            .map { "\($0.from) \($0.kind.name) \($0.to) \($0.label)" }
        #expect(
            sets == [
                "login__welcome set condition_signedIn set true", "feed__list set condition_premium set true",
                "feed__item set condition_premium set false",
            ])
        let then = diagram.edges.first { $0.kind == .then && $0.label.contains("set") }
        #expect(then?.label == "on logout: set signedIn false")
    }
}
