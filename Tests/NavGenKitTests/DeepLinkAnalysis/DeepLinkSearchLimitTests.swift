import Testing

@testable import NavGenKit

/// Tab bars that start one another can nest in any order: `count` of them give about
/// `count!` navigation states. The search stops once every route is shown, and past
/// its limit it says it gave up rather than that a route cannot be reached.
@Suite struct DeepLinkSearchLimitTests {
    static func tabBarsStartingEachOther(_ count: Int, withHiddenFlow: Bool = false) -> String {
        let bars = (0..<count).map { "t\($0)" }
        var lines = [
            "navgen: 1", "app: Knot", "root: app", "deeplinks:", "  schemes: [knot]", "coordinators:",
            "  app:", "    root: landing", "    children: [\(bars.joined(separator: ", "))]", "    routes:",
            "      landing:", "        deeplink: /",
            "        transitions: [\(bars.map { "{ start: \($0), as: cover }" }.joined(separator: ", "))]",
        ]
        for index in 0..<count {
            let others = bars.filter { $0 != "t\(index)" }
            lines += [
                "  t\(index):", "    kind: tabs", "    children: [s\(index), u\(index)]",
                "  s\(index):", "    root: r\(index)", "    children: [\(others.joined(separator: ", "))]",
                "    routes:", "      r\(index):", "        deeplink: /r\(index)",
                "        transitions: [\(others.map { "{ start: \($0), as: cover }" }.joined(separator: ", ")), dismiss]",
                "  u\(index):", "    root: q\(index)", "    routes:", "      q\(index):",
                "        transitions: [dismiss]",
            ]
        }
        if withHiddenFlow {
            lines += ["  hidden:", "    root: far", "    routes:", "      far:", "        deeplink: /far"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func planner(_ text: String) throws -> DeepLinkPlanner {
        DeepLinkPlanner(
            engine: NavigationEngine(
                model: NavigationModel(
                    try #require(SpecLoader.load(Array(text.utf8), file: "navgen.yaml").spec))))
    }

    @Test func theSearchEndsOnceEveryRouteIsShown() throws {
        let planner = try Self.planner(Self.tabBarsStartingEachOther(7))
        #expect(!planner.stoppedEarly)
        #expect(planner.stateCount < 100)
    }

    @Test func pastItsLimitTheSearchSaysItGaveUp() throws {
        let text = Self.tabBarsStartingEachOther(7, withHiddenFlow: true)
        let planner = try Self.planner(text)
        #expect(planner.stoppedEarly)
        #expect(planner.stateCount == DeepLinkPlanner.stateLimit(routes: 16))
        let report = Validator.validate(Array(text.utf8), file: "navgen.yaml")
        let gaveUp = report.findings.filter { $0.rule == .deeplinkUnbuildable }
        #expect(gaveUp.count == 1)
        #expect(gaveUp.first?.message.hasPrefix("navgen gave up on the back stack of '/far'") == true)
        #expect(gaveUp.first?.location == SourceLocation(line: text.split(separator: "\n").count, column: 19))
    }

    /// Without the hidden flow every route is shown early, so nothing is reported.
    @Test func aSearchThatSawEveryRouteReportsNothing() {
        let report = Validator.validate(Array(Self.tabBarsStartingEachOther(7).utf8), file: "navgen.yaml")
        #expect(!report.findings.contains { $0.rule == .deeplinkUnbuildable })
    }
}
