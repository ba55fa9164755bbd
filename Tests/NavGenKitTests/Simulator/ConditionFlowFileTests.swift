import NavGenKit
import Testing

/// Flow files under conditions: `given:` steps and `expect` of `conditions` and
/// `waiting` (docs/spec.md, "Flow files" and "Conditions that resume").
@Suite struct ConditionFlowFileTests {
    private func run(_ text: String) throws -> [FlowResult] {
        let simulator = try Simulator.of(guardsSpec)
        return try FlowFile.parse(Array(text.utf8), file: "flows.yaml").get().flows.map(simulator.run)
    }

    @Test func givenAndTheNewExpectationsPassAndFail() throws {
        let results = try run(
            """
            flows:
              - name: passes
                steps:
                  - do: tab account
                  - expect: { waiting: tab account, conditions: { signedIn: false } }
                  - given: { signedIn: true, premium: true }
                  - expect: { waiting: tab account, conditions: { signedIn: true, premium: true } }
                  - do: finish signedIn
                  - expect: { path: [account.profile], waiting: nothing }
              - name: wrong waiting
                steps:
                  - do: tab account
                  - expect: { waiting: nothing }
              - name: wrong condition
                steps:
                  - expect: { conditions: { premium: true } }
              - name: unknown condition
                steps:
                  - given: { premium: true, signedin: true }
            """)
        #expect(results.map(\.passed) == [true, false, false, false], "\(results.compactMap(\.failure))")
        #expect(results[1].failure?.message == "waiting is tab account, expected nothing")
        #expect(results[2].failure?.message == "premium is false, expected true")
        #expect(results[3].failure?.message.contains("did you mean 'signedIn'?") == true)
    }

    @Test func aGivenValueMustBeTrueOrFalse() {
        let parsed = FlowFile.parse(
            Array("flows:\n  - name: f\n    steps:\n      - given: { premium: maybe }\n".utf8),
            file: "flows.yaml")
        guard case .failure(let problems) = parsed else {
            Issue.record("'maybe' was accepted")
            return
        }
        #expect(problems.errors.map(\.description) == ["4:27: given.premium must be true or false"])
    }
}
