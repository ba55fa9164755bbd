import Testing

@testable import NavGenKit

/// A tab bar that one of its own tabs presents again: every nesting is a new state,
/// but not a new place to go. The search must see it as the state it nests in, or it
/// never ends (found by the `load-generate` fuzz target: validate ran for minutes, then
/// overflowed the stack).
@Suite struct TabBarInsideItselfTests {
    static let spec = """
        navgen: 1
        app: Loop
        root: app
        deeplinks:
          schemes: [loop]
        coordinators:
          app:
            root: landing
            children: [main]
            routes:
              landing:
                deeplink: /
                transitions: [{ start: main, as: cover }]
          main:
            kind: tabs
            children: [catalog, cart]
          catalog:
            root: list
            children: [main]
            routes:
              list:
                deeplink: /list
                transitions: [{ start: main, as: cover }, { push: detail }, dismiss]
              detail:
                params: { id: Int }
                deeplink: /list/{id}
                transitions: [pop]
          cart:
            root: cartMain
            routes:
              cartMain:
                deeplink: /cart
                transitions: [dismiss]
        """

    /// The state after making the first `start: main` move on offer.
    static func startingMain(from state: NavigationState, _ engine: NavigationEngine) throws
        -> NavigationState
    {
        let move = try #require(
            engine.forwardMoves(from: state, allowingRunningFlows: true).first { move in
                if case .transition(_, _, .start(let flow, _, _, _)) = move {
                    flow.value == "main"
                } else {
                    false
                }
            })
        return try #require(engine.apply(move, to: state, branch: Branch(state)))
    }

    @Test func theInnerTabBarHidesTheOuterOne() throws {
        let spec = try #require(SpecLoader.load(Array(Self.spec.utf8), file: "navgen.yaml").spec)
        let engine = NavigationEngine(model: NavigationModel(spec))
        let once = try Self.startingMain(from: try #require(engine.launchState), engine)
        let twice = try Self.startingMain(from: once, engine)
        #expect(twice != once)
        #expect(Branch(twice).tabs.count == 2)
        #expect(
            DeepLinkPlanner.signature(of: twice, index: engine.index)
                == DeepLinkPlanner.signature(of: once, index: engine.index))
    }

    /// Other tab bars on the branch keep their place and selection.
    @Test func aSignatureListsEachTabBarOnce() {
        var signature = DeepLinkPlanner.Signature(top: 0, topIsModalRoute: false, isModalShown: true)
        let outer = DeepLinkPlanner.Signature.packTabs(coordinator: 1, selected: 0)
        let middle = DeepLinkPlanner.Signature.packTabs(coordinator: 2, selected: 1)
        let other = DeepLinkPlanner.Signature.packTabs(coordinator: 3, selected: 0)
        for packed in [outer, middle, other, DeepLinkPlanner.Signature.packTabs(coordinator: 1, selected: 2)]
        {
            signature.appendTabs(packed)
        }
        #expect(signature.tabs == (middle, other))
        #expect(signature.moreTabs == [DeepLinkPlanner.Signature.packTabs(coordinator: 1, selected: 2)])
    }

    @Test func validationEnds() {
        let report = Validator.validate(Array(Self.spec.utf8), file: "navgen.yaml")
        #expect(report.findings.map(\.rule) == [.flowCycle])
    }

    /// The cycle is a warning: the spec opens its deep links.
    @Test func itsDeepLinksOpen() throws {
        let simulator = try Simulator(
            spec: try #require(SpecLoader.load(Array(Self.spec.utf8), file: "navgen.yaml").spec))
        #expect(
            try simulator.state(url: "loop://list/7").pathText == [
                "app.landing", "catalog.list", "catalog.detail(id: 7)",
            ])
        #expect(try simulator.state(url: "loop://cart").pathText == ["app.landing", "cart.cartMain"])
    }
}
