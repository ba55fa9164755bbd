import NavGenKit
import Testing

@Suite struct DiagramBuilderTests {
    private let recipes = SpecCorpus.diagram(specExample)

    private func edge(_ diagram: Diagram, _ from: String, _ to: String) -> DiagramEdge? {
        diagram.edges.first { $0.from == from && $0.to == to }
    }

    @Test func coordinatorsAreGroupsAndTabsHoldTheirStacks() {
        #expect(recipes.groups.map(\.id) == ["main", "recipes", "settings", "onboarding"])
        #expect(recipes.groups.map(\.parent) == [nil, "main", "main", nil])
        #expect(recipes.groups.map(\.kind) == [.tabs, .stack, .stack, .stack])
        #expect(recipes.groups[0].label == "⇆ main · tabs")
        #expect(recipes.groups[1].label == "recipes")
        #expect(recipes.groups[3].label == "onboarding · flow")
    }

    @Test func nodesAreEntryPointsThenEachCoordinatorsScreensAndOutcomes() {
        #expect(
            recipes.nodes.map(\.id) == [
                "app_launch", "link_1", "link_2", "link_3", "link_4", "tabbar_main", "recipes__recipeList",
                "recipes__recipeDetail", "recipes__filters", "settings__settingsMain", "settings__profile",
                "settings__allergies", "onboarding__welcome", "onboarding__consent",
                "outcome_onboarding__completed", "outcome_onboarding__skipped",
            ])
        let detail = recipes.nodes.first { $0.id == "recipes__recipeDetail" }
        #expect(detail?.lines == ["recipeDetail", "id: Int, source: String?"])
        #expect(recipes.nodes.first { $0.id == "recipes__filters" }?.lines == ["filters", "↩ dismiss"])
        #expect(
            recipes.nodes[1].kind
                == .deepLink(pattern: "/recipes/{id}?from={source}", route: RouteRef("recipes.recipeDetail")!)
        )
        #expect(recipes.nodes(in: nil).count == 5)
    }

    @Test func entryEdgesComeFirst() {
        #expect(
            recipes.edges[0]
                == DiagramEdge(
                    from: "app_launch", to: "tabbar_main", kind: .launch, label: "launch", stroke: .bold))
        #expect(recipes.edges[1].from == "link_1")
        #expect(recipes.edges[1].to == "recipes__recipeDetail")
        #expect(recipes.edges[1].kind == .deepLink)
        #expect(recipes.edges[2].to == "settings__settingsMain")
    }

    @Test func tabBarsPointAtEachTabAndMarkTheInitialOne() {
        let tabs = recipes.edges.filter { $0.kind == .tabBar }
        #expect(tabs.map(\.to) == ["recipes__recipeList", "settings__settingsMain"])
        #expect(tabs.map(\.label) == ["tab · initial", "tab"])
    }

    @Test func transitionsAreLabelledAndStyledByKind() throws {
        let push = try #require(edge(recipes, "recipes__recipeList", "recipes__recipeDetail"))
        #expect((push.kind, push.label, push.stroke) == (.show(.push), "push", .solid))
        #expect(push.location == SourceLocation(line: 26, column: 13))
        let sheet = try #require(edge(recipes, "recipes__recipeList", "recipes__filters"))
        #expect((sheet.kind, sheet.stroke) == (.show(.sheet), .dashed))
        let start = try #require(edge(recipes, "recipes__recipeList", "onboarding__welcome"))
        #expect(
            (start.kind, start.label, start.stroke, start.presentation) == (
                .start, "start · cover", .dashed, .cover
            ))
        #expect(start.isCover)
        let tab = try #require(edge(recipes, "recipes__recipeDetail", "settings__settingsMain"))
        #expect(tab.kind == .tab)
        let finish = try #require(edge(recipes, "onboarding__consent", "outcome_onboarding__completed"))
        #expect(
            (finish.kind, finish.label, finish.stroke, finish.outcome) == (
                .finish, "finish: completed", .dotted, "completed"
            ))
    }

    @Test func thenActionsLeadFromTheChildsOutcomes() throws {
        let completed = try #require(edge(recipes, "outcome_onboarding__completed", "settings__settingsMain"))
        #expect((completed.kind, completed.label, completed.action) == (.then, "on completed: tab", "tab"))
        // `stay` goes back to the route that started the flow.
        let skipped = try #require(edge(recipes, "outcome_onboarding__skipped", "recipes__recipeList"))
        #expect((skipped.label, skipped.stroke, skipped.action) == ("on skipped: stay", .dotted, "stay"))
    }

    @Test func everyKindOfThenActionHasATarget() {
        let diagram = SpecCorpus.diagram(SpecCorpus.kitchenSink)
        let thens = diagram.edges.filter { $0.kind == .then }.map { "\($0.from) \($0.label) \($0.to)" }
        #expect(
            thens == [
                "outcome_checkout__paid on paid: push class__receipt",
                "outcome_checkout__cancelled on cancelled: pop class__list",
                "outcome_checkout__failed on failed: sheet class__help",
            ])
        let start = diagram.edges.first { $0.kind == .start && $0.to == "checkout__cart" }
        #expect(start?.stroke == .solid)
        #expect(start?.label == "start · push")
        // A stack starting a tabs coordinator points at its tab bar.
        #expect(diagram.edges.contains { $0.kind == .start && $0.to == "tabbar_main" })
        #expect(diagram.groups.first { $0.id == "end" }?.parent == "main")
        #expect(diagram.groups.first { $0.id == "session" }?.parent == nil)
    }

    @Test func aFlowStartedFromSeveralRoutesNamesTheStarterOnItsThenEdges() {
        let spec = """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [login]
                routes:
                  home:
                    transitions:
                      - start: login
                        then: { done: { push: other } }
                  other:
                    transitions:
                      - start: login
                        then: { done: stay }
              login:
                root: form
                outcomes: [done]
                routes:
                  form:
                    transitions: [{ finish: done }]
            """
        let labels = SpecCorpus.diagram(spec).edges.filter { $0.kind == .then }.map(\.label)
        #expect(labels == ["on done: push (from home)", "on done: stay (from other)"])
    }

    @Test func highlightsMarkUnreachableRoutesCoordinatorsAndCycleEdges() throws {
        let spec = SpecCorpus.spec(specExample)
        let cyclePush = try #require(
            spec.coordinator(named: "recipes")?.route(named: "recipeDetail")?.transitions.first)
        let highlights = GraphHighlights(
            unreachableRoutes: [RouteRef("settings.profile")!], unreachableCoordinators: ["onboarding"],
            cycleEdges: [cyclePush.location])
        let diagram = DiagramBuilder(spec: spec, highlights: highlights).build()
        #expect(
            diagram.nodes.filter(\.isUnreachable).map(\.id) == [
                "settings__profile", "onboarding__welcome", "onboarding__consent",
            ])
        #expect(diagram.nodes.first { $0.id == "settings__profile" }?.details == ["⚠ unreachable"])
        #expect(diagram.groups.filter(\.isUnreachable).map(\.label) == ["onboarding · flow · unreachable"])
        let cycle = diagram.edges.filter(\.isCycle)
        #expect(cycle.map(\.label) == ["↻ push"])
        #expect(cycle.first?.from == "recipes__recipeDetail")
        #expect(cycle.first?.to == "recipes__recipeDetail")
    }

    @Test func edgesToMissingTargetsAreLeftOut() {
        let spec =
            minimalSpec + "\n        transitions: [{ push: nowhere }, { tab: nothing }, { finish: never }]"
        let diagram = SpecCorpus.diagram(spec)
        #expect(diagram.edges.map(\.kind) == [.launch])
    }

    @Test func theSameSpecGivesTheSameDiagram() {
        #expect(SpecCorpus.diagram(SpecCorpus.kitchenSink) == SpecCorpus.diagram(SpecCorpus.kitchenSink))
    }

    @Test(arguments: SpecCorpus.all)
    func everyEdgeJoinsDeclaredNodesWithSafeIds(_ entry: SpecCorpus.Entry) {
        let diagram = SpecCorpus.diagram(entry)
        let ids = Set(diagram.nodes.map(\.id))
        #expect(ids.count == diagram.nodes.count)
        for edge in diagram.edges {
            #expect(ids.contains(edge.from) && ids.contains(edge.to), "\(edge)")
        }
        for id in ids.union(diagram.groups.map(\.id)) {
            #expect(id.wholeMatch(of: /[A-Za-z0-9_]+/) != nil, "\(id)")
        }
    }
}
