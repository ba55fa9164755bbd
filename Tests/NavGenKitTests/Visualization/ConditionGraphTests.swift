import Foundation
import NavGenKit
import Testing

/// `graph` under conditions: conditions as nodes linked to their satisfying flows,
/// `requires` in labels, `otherwise` as a dashed edge (docs/spec.md, "Conditions
/// that resume").
@Suite struct ConditionGraphTests {
    let diagram: Diagram

    init() throws {
        diagram = DiagramBuilder(spec: try CodeGenFixtures.spec(text: guardsSpec)).build()
    }

    @Test func conditionsAreNodesLinkedToTheirSatisfyingFlows() {
        let conditions = diagram.nodes.filter { if case .condition = $0.kind { true } else { false } }
        #expect(conditions.map(\.title) == ["signedIn", "premium", "verified", "beta"])
        #expect(conditions[1].details == ["initially false", "set by the app"])
        let satisfied = diagram.edges.filter { $0.kind == .satisfiedBy }
        #expect(satisfied.map(\.from) == ["condition_signedIn", "condition_verified"])
        #expect(satisfied.map(\.to) == ["signIn__form", "verify__code"])
        #expect(satisfied[0].label == "satisfiedBy · cover · on signedIn")
        #expect(satisfied.allSatisfy { $0.stroke == .dashed })
    }

    @Test func guardedRoutesTabsAndCoordinatorsSayWhatTheyRequire() {
        let vault = diagram.nodes.first { $0.id == "home__vault" }
        #expect(vault?.details.contains("🔒 requires signedIn, verified") == true)
        let lab = diagram.nodes.first { $0.id == "home__lab" }
        #expect(lab?.details.contains("🔒 requires !beta") == true)
        let tab = diagram.edges.first { $0.kind == .tabBar && $0.to == "account__profile" }
        #expect(tab?.label == "tab · requires signedIn")
        #expect(diagram.groups.first { $0.id == "checkout" }?.label == "checkout · flow · requires signedIn")
    }

    @Test func otherwiseIsADashedEdgeFromTheGuardedRoute() {
        let otherwise = diagram.edges.filter { $0.kind == .otherwise }
        #expect(otherwise.count == 1)
        #expect(otherwise.first?.from == "home__item")
        #expect(otherwise.first?.to == "home__paywall")
        #expect(otherwise.first?.label == "otherwise · sheet paywall")
        #expect(otherwise.first?.stroke == .dashed)
    }

    @Test func everyFormatDrawsThem() {
        let mermaid = MermaidRenderer().render(diagram)
        #expect(mermaid.contains(#"condition_signedIn[/"signedIn<br>initially false"/]"#))
        #expect(MermaidStructure(mermaid).problems == [])
        #expect(DOTRenderer().render(diagram).contains("shape=parallelogram"))
        let json = DiagramJSONRenderer().render(diagram)
        #expect(json.contains(#""kind": "otherwise""#) || json.contains(#""kind":"otherwise""#))
        #expect(json.contains(#""condition": "signedIn""#) || json.contains(#""condition":"signedIn""#))
    }
}
