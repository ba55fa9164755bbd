import Testing

@testable import NavGenKit

/// The exploration behind the generated `if`s: one run per way of reading
/// conditions, branches only on what was read, and a bound on how far it goes.
struct ConditionTreeTests {
    private func condition(_ number: Int) -> ConditionIndex { ConditionIndex(number) }

    /// `a` guards the way; `b` is read only when `a` holds; `c` never.
    private func body(_ reader: inout ConditionReader) throws -> String {
        guard try reader.value(of: condition(0), expecting: true) else { return "stopped at a" }
        return try reader.value(of: condition(1), expecting: false) ? "stopped at b" : "through"
    }

    @Test func branchesOnlyOnTheConditionsARunReads() throws {
        let tree = try ConditionTree.explore(body)
        #expect(
            tree
                == .branch(
                    ConditionRead(condition(0)), expected: true,
                    whenExpected: .branch(
                        ConditionRead(condition(1)), expected: false, whenExpected: .leaf("through"),
                        otherwise: .leaf("stopped at b")),
                    otherwise: .leaf("stopped at a")))
        #expect(tree.leaves == ["through", "stopped at b", "stopped at a"])
    }

    @Test func aLeafIsWhatTheBodyGivesForEveryCombination() throws {
        let tree = try ConditionTree.explore(body)
        for combination in 0..<8 {
            let values = (0..<3).map { combination & (1 << $0) != 0 }
            var reader = ConditionReader(
                values: Dictionary(
                    uniqueKeysWithValues: values.enumerated().map { (ConditionRead(condition($0)), $1) }))
            #expect(tree.leaf { values[$0.condition.rawValue] } == (try body(&reader)), "\(values)")
        }
    }

    @Test func aConditionThatChangesNothingLeavesNoBranch() throws {
        let tree = try ConditionTree.explore { reader in
            _ = try reader.value(of: condition(2), expecting: true)
            return "same"
        }
        #expect(tree == .leaf("same"))
    }

    @Test func tooManyCombinationsStopTheExploration() {
        // Every one of 9 conditions matters: 512 leaves, past the limit of 256.
        #expect(throws: ConditionTree<Int>.TooLarge.self) {
            try ConditionTree.explore { reader in
                var sum = 0
                for number in 0..<9 where try reader.value(of: condition(number), expecting: true) {
                    sum += 1 << number
                }
                return sum
            }
        }
        // A chain longer than the depth limit stops too, however few its leaves.
        #expect(throws: ConditionTree<Int>.TooLarge.self) {
            try ConditionTree.explore { reader in
                for number in 0..<100 {
                    guard try reader.value(of: condition(number), expecting: true) else { return number }
                }
                return 100
            }
        }
    }
}
