import NavGenKit
import Testing

@Suite struct GraphHighlightsTests {
    private func highlights(_ text: String) -> GraphHighlights {
        let report = validate(text)
        let spec = SpecCorpus.spec(text)
        let model = NavigationModel(spec)
        return GraphHighlights(model: model, reachability: Reachability(model), findings: report.findings)
    }

    private let loops = """
        navgen: 1
        app: Loops
        root: main
        rules:
          unreachable-route: warning
          unreachable-coordinator: warning
        coordinators:
          main:
            root: list
            routes:
              list:
                transitions: [{ push: detail }, { sheet: picker }]
              detail:
                transitions: [{ push: reviews }]
              reviews:
                transitions: [{ push: detail }]
              picker:
                transitions: [{ sheet: pickerMore }]
              pickerMore:
                transitions: [{ sheet: picker }]
              lost:
                transitions: [{ push: alsoLost }]
              alsoLost:
          orphan:
            root: alone
            routes:
              alone:
        """

    @Test func marksEveryUnreachableRouteAndCoordinatorNotJustTheHeads() {
        let marks = highlights(loops)
        #expect(marks.unreachableCoordinators == ["orphan"])
        #expect(
            marks.unreachableRoutes == [
                RouteRef("main.lost")!, RouteRef("main.alsoLost")!, RouteRef("orphan.alone")!,
            ])
    }

    @Test func marksEveryEdgeOfEachReportedCycle() {
        let marks = highlights(loops)
        // detail → reviews → detail (push), picker → pickerMore → picker (modal).
        #expect(
            marks.cycleEdges.sorted() == [
                SourceLocation(line: 14, column: 25), SourceLocation(line: 16, column: 25),
                SourceLocation(line: 18, column: 25), SourceLocation(line: 20, column: 25),
            ])
    }

    @Test func followsRulesAndAllowAsValidateDoes() {
        let quiet = loops.replacingOccurrences(
            of: "  unreachable-coordinator: warning",
            with: "  unreachable-coordinator: off\n  modal-cycle: off"
        )
        .replacingOccurrences(
            of: "      lost:\n", with: "      lost:\n        allow: [unreachable-route]\n"
        )
        .replacingOccurrences(
            of: "      detail:\n", with: "      detail:\n        allow: [push-cycle]\n")
        let marks = highlights(quiet)
        #expect(marks.unreachableCoordinators.isEmpty)
        #expect(!marks.unreachableRoutes.contains(RouteRef("main.lost")!))
        #expect(marks.unreachableRoutes.contains(RouteRef("main.alsoLost")!))
        #expect(marks.cycleEdges.isEmpty)
    }

    @Test func theRecipesCycleIsAllowedSoNotHighlighted() {
        #expect(highlights(specExample) == .none)
    }
}
