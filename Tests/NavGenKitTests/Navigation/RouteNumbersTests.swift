import Testing

@testable import NavGenKit

/// The open-addressing table the simulator numbers and finds routes with.
@Suite struct RouteNumbersTests {
    private func ref(_ coordinator: Int, _ route: Int) -> RouteRef {
        RouteRef(coordinator: "c\(coordinator)", route: "r\(route)")
    }

    @Test func findsEveryRouteAfterGrowingAndNothingElse() {
        // Starts small on purpose: the table grows several times on the way.
        var numbers = RouteNumbers(capacity: 1)
        for coordinator in 0..<40 {
            for route in 0..<50 {
                let added = numbers.insert(ref(coordinator, route))
                #expect(added.inserted)
                #expect(added.number == coordinator * 50 + route)
            }
        }
        #expect(numbers.count == 2_000)
        for coordinator in 0..<40 {
            for route in 0..<50 {
                #expect(numbers[ref(coordinator, route)] == coordinator * 50 + route)
            }
        }
        #expect(numbers[ref(40, 0)] == nil)
        #expect(numbers[ref(0, 50)] == nil)
        // Same names split differently are a different route.
        #expect(numbers[RouteRef(coordinator: "c1r", route: "1")] == nil)
    }

    @Test func aRouteKeepsItsFirstNumber() {
        var numbers = RouteNumbers(capacity: 4)
        numbers.insert(ref(0, 0))
        let first = numbers.insert(ref(1, 1))
        let second = numbers.insert(ref(1, 1))
        #expect(first.inserted)
        #expect(!second.inserted)
        #expect(second.number == first.number)
        #expect(numbers[ref(1, 1)] == 1)
        #expect(numbers.count == 2)
    }

    @Test func aRenamedReferenceHashesByItsNewNames() {
        var renamed = ref(1, 1)
        renamed.route = "r2"
        #expect(renamed == ref(1, 2))
        #expect(renamed.hashValue == ref(1, 2).hashValue)
        var numbers = RouteNumbers(capacity: 4)
        let added = numbers.insert(ref(1, 2))
        #expect(numbers[renamed] == added.number)
    }
}
