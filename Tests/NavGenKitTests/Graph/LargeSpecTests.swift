import NavGenKit
import Testing

/// A spec of one stack coordinator with `count` routes `r0`…, each pushing the
/// next, built as values: a YAML file of this size would test the YAML layer.
private func chain(_ count: Int, closed: Bool, root: Int = 0) -> NavigationSpec {
    func at(_ line: Int, _ column: Int) -> NavGenKit.SourceLocation { .init(line: line, column: column) }
    let routes = (0..<count).map { index -> Route in
        let line = 10 + 2 * index
        let next = index + 1 < count ? index + 1 : (closed ? 0 : nil)
        let transitions = next.map {
            [Transition(.show(Located("r\($0)", at: at(line + 1, 25)), .push), at: at(line + 1, 19))]
        }
        return Route(id: Located("r\(index)", at: at(line, 7)), transitions: transitions ?? [])
    }
    let main = Coordinator(
        id: Located("main", at: at(5, 3)), kind: .stack, root: Located("r\(root)", at: at(6, 11)),
        routes: routes)
    return NavigationSpec(
        file: "big.yaml", app: Located("Big", at: at(2, 6)), root: Located("main", at: at(3, 7)),
        coordinators: [main])
}

@Suite struct LargeSpecTests {
    static let count = 100_000

    @Test func reachabilityAndComponentsOfAHundredThousandRoutes() {
        let model = NavigationModel(chain(Self.count, closed: true))
        #expect(model.routes.count == Self.count)
        #expect(model.routeIndices.allSatisfy(Reachability(model).isShownFromLaunch))
        let components = StronglyConnectedComponents(model.leadsTo(includingDeepLinks: true))
        #expect(components.components.count == 2)
        #expect(components.components.map(\.count).sorted() == [1, Self.count])
    }

    @Test func aHundredThousandRouteCycleIsOneFinding() {
        let findings = Validator.check(chain(Self.count, closed: true))
        #expect(findings.spots == [Spot(.pushCycle, 11, 19)])
        #expect(findings.first?.message.hasPrefix("pushes can repeat forever: r0 → r1 → r2") == true)
        #expect(findings.first?.message.hasSuffix("→ … 99988 more → r99999 → r0") == true)
    }

    @Test func aHundredThousandRouteUnreachableRegionIsOneFinding() {
        let findings = Validator.check(chain(Self.count, closed: false, root: Self.count - 1))
        #expect(findings.spots == [Spot(.unreachableRoute, 10, 7)])
        #expect(findings.first?.notes.first?.hasSuffix("main.r20 and \(Self.count - 22) more") == true)
    }
}
