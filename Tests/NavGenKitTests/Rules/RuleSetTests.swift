import Testing

@testable import NavGenKit

@Suite struct RuleSetTests {
    @Test func holdsExactlyTheRulesInserted() {
        var set = RuleSet()
        #expect(RuleID.allCases.allSatisfy { !set.contains($0) })
        set.insert(.pushCycle)
        set.insert(.noExit)
        set.insert(.pushCycle)
        #expect(RuleID.allCases.filter { set.contains($0) } == [.pushCycle, .noExit])
    }

    @Test func everyRuleHasItsOwnBit() {
        for rule in RuleID.allCases {
            var set = RuleSet()
            set.insert(rule)
            #expect(RuleID.allCases.filter { set.contains($0) } == [rule])
        }
    }
}
