import Testing

@testable import NavGenKit

/// The simulator's index of a spec: blank entries, whose argument lists routes with
/// the same param names share.
@Suite struct SpecIndexTests {
    private static let spec = """
        navgen: 1
        app: Shop
        root: shop
        coordinators:
          shop:
            root: list
            routes:
              list:
                params: { id: Int, filter: String? }
                transitions: [{ push: item }]
              item:
                params: { id: Int, filter: String? }
              seller:
                params: { name: String }
              review:
                params: { id: Int, filter: String? }
              about:
              order:
                params: { filter: String?, id: Int }
        """

    @Test func blankEntriesNameEveryParamInOrderWithNoValue() throws {
        let loaded = try #require(SpecLoader.load(Array(Self.spec.utf8), file: "navgen.yaml").spec)
        let index = SpecIndex(NavigationModel(loaded))
        func blank(_ route: String) -> [String] {
            index.blankEntry(RouteRef(coordinator: "shop", route: route)).arguments.map(\.description)
        }
        // `review` follows a route with other names, so its list comes from the table of
        // lists made before; `order` has the same names in another order.
        #expect(blank("list") == ["id: nil", "filter: nil"])
        #expect(blank("item") == ["id: nil", "filter: nil"])
        #expect(blank("seller") == ["name: nil"])
        #expect(blank("review") == ["id: nil", "filter: nil"])
        #expect(blank("about") == [])
        #expect(blank("order") == ["filter: nil", "id: nil"])
        #expect(blank("missing") == [])
    }
}
