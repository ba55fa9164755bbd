import Testing

@testable import NavGenKit

@Suite struct DetachedRoutesTests {
    private func route(_ name: String) -> Route {
        Route(id: Located(name, at: .start))
    }

    private let finding = Finding(location: .start, rule: .wrongType, message: "x")

    @Test func payloadsNumberRoutesAcrossGroups() {
        var store = DetachedRoutes()
        let payloads = [
            store.add(route("a"), findings: [], parent: NodeID(1)),
            store.add(route("b"), findings: [finding], parent: NodeID(1)),
            store.add(route("c"), findings: [], parent: NodeID(9)),
        ]
        #expect(payloads == [0, 1, 2])
        #expect(payloads.map { store.route($0).id.value } == ["a", "b", "c"])
        #expect(store.findings(of: 1) == [finding])
        #expect(store.findings(of: 0).isEmpty)
    }

    @Test func aWholeGroupIsHandedOverAndNothingElse() {
        var store = DetachedRoutes()
        _ = store.add(route("a"), findings: [], parent: NodeID(1))
        _ = store.add(route("b"), findings: [], parent: NodeID(1))
        _ = store.add(route("c"), findings: [], parent: NodeID(2))
        #expect(store.group(startingAt: 0, count: 2)?.map(\.id.value) == ["a", "b"])
        #expect(store.group(startingAt: 2, count: 1)?.map(\.id.value) == ["c"])
        #expect(store.group(startingAt: 0, count: 1) == nil)
        #expect(store.group(startingAt: 1, count: 1) == nil)
        #expect(store.group(startingAt: 3, count: 1) == nil)
    }
}
