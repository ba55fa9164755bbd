import Testing

@testable import NavGenKit

/// The open-addressing table the model finds routes with, which the simulator and the
/// deep-link search probe for every screen they touch.
@Suite struct RouteTableTests {
    private func route(_ coordinator: Int, _ route: Int) -> ResolvedRoute {
        ResolvedRoute(
            ref: ref(coordinator, route), location: SourceLocation(line: 1, column: 1), position: route,
            edgeRange: 0..<0, coordinator: CoordinatorIndex(coordinator), hasDeepLink: false)
    }

    private func ref(_ coordinator: Int, _ route: Int) -> RouteRef {
        RouteRef(coordinator: "c\(coordinator)", route: "r\(route)")
    }

    /// A table of `routes`, each added in order.
    private func table(_ routes: [ResolvedRoute]) -> RouteTable {
        var table = RouteTable(capacity: routes.count)
        for index in routes.indices { table.insert(RouteIndex(index), in: routes) }
        return table
    }

    @Test func findsEveryRouteAndNothingElse() {
        let routes = (0..<40).flatMap { coordinator in (0..<50).map { route(coordinator, $0) } }
        let table = table(routes)
        for coordinator in 0..<40 {
            for route in 0..<50 {
                #expect(
                    table.find(ref(coordinator, route), in: routes) == RouteIndex(coordinator * 50 + route))
            }
        }
        #expect(table.find(ref(40, 0), in: routes) == nil)
        #expect(table.find(ref(0, 50), in: routes) == nil)
        // Same names split differently are a different route.
        #expect(table.find(RouteRef(coordinator: "c1r", route: "1"), in: routes) == nil)
    }

    @Test func aReferenceFindsTheFirstRouteAddedUnderIt() {
        let routes = [route(0, 0), route(1, 1), route(1, 1)]
        #expect(table(routes).find(ref(1, 1), in: routes) == RouteIndex(1))
    }

    @Test func aRenamedReferenceHashesByItsNewNames() {
        var renamed = ref(1, 1)
        renamed.route = "r2"
        #expect(renamed == ref(1, 2))
        #expect(renamed.hashValue == ref(1, 2).hashValue)
        let routes = [route(1, 2)]
        #expect(table(routes).find(renamed, in: routes) == RouteIndex(0))
    }
}
