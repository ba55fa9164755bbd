import Testing

@testable import NavGenKit

/// The open-addressing table the simulator looks routes up in.
@Suite struct RouteTableTests {
    private func ref(_ coordinator: Int, _ route: Int) -> RouteRef {
        RouteRef(coordinator: "c\(coordinator)", route: "r\(route)")
    }

    @Test func findsEveryKeyAfterGrowingAndNothingElse() {
        // Starts small on purpose: the table grows several times on the way.
        var table = RouteTable<Int>(capacity: 1)
        for coordinator in 0..<40 {
            for route in 0..<50 {
                let added = table.insertIfAbsent(ref(coordinator, route), coordinator * 100 + route)
                #expect(added)
            }
        }
        #expect(table.count == 2_000)
        for coordinator in 0..<40 {
            for route in 0..<50 {
                #expect(table[ref(coordinator, route)] == coordinator * 100 + route)
            }
        }
        #expect(table[ref(40, 0)] == nil)
        #expect(table[ref(0, 50)] == nil)
        // Same names split differently are a different route.
        #expect(table[RouteRef(coordinator: "c1r", route: "1")] == nil)
    }

    @Test func keepsTheFirstValueOfAKey() {
        var table = RouteTable<String>(capacity: 4)
        let first = table.insertIfAbsent(ref(1, 1), "first")
        let second = table.insertIfAbsent(ref(1, 1), "second")
        #expect(first)
        #expect(!second)
        #expect(table[ref(1, 1)] == "first")
        #expect(table.count == 1)
    }

    @Test func aRenamedReferenceHashesByItsNewNames() {
        var renamed = ref(1, 1)
        renamed.route = "r2"
        #expect(renamed == ref(1, 2))
        #expect(renamed.hashValue == ref(1, 2).hashValue)
        var table = RouteTable<Int>(capacity: 4)
        table.insertIfAbsent(ref(1, 2), 12)
        #expect(table[renamed] == 12)
    }
}
