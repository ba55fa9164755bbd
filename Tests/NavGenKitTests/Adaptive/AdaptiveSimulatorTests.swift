import NavGenKit
import Testing

/// The simulator in each size class: an adaptive item keeps its word, the state holds
/// the style it resolves to, and `back` follows that style.
@Suite struct AdaptiveSimulatorTests {
    private func social(_ sizeClass: SizeClass) throws -> Simulator {
        try Simulator(spec: loadSpec(AdaptiveSpecs.social), sizeClass: sizeClass)
    }

    private func json(_ state: NavigationState) -> String { StateRendering.json(state.root).rendered() }

    @Test func anAdaptiveItemKeepsItsWordAndShowsInItsClassStyle() throws {
        let compact = try social(.compact).state("sheet share")
        let regular = try social(.regular).state("sheet share")
        #expect(json(compact).contains(#""style":"sheet""#), "\(json(compact))")
        #expect(json(regular).contains(#""style":"popover""#), "\(json(regular))")
        // The drafts popover is a sheet when compact; its word stays `popover drafts`.
        let drafts = try social(.compact).state(#"push status(id: "1")"#, "popover drafts(id: \"1\")")
        #expect(
            json(drafts).contains(#""style":"sheet""#) && drafts.pathText.last == #"main.drafts(id: "1")"#)
    }

    @Test func backFollowsTheResolvedStyle() throws {
        let compact = try social(.compact)
        let refusal = try compact.refusal(after: ["set signedIn true", "start compose"], "back")
        #expect(refusal?.reason.contains("cover") == true, "\(String(describing: refusal))")
        let regular = try social(.regular).state("set signedIn true", "start compose", "back")
        #expect(regular.pathText == ["main.timeline"])
    }

    @Test func aSatisfyingFlowShowsInItsClassStyle() throws {
        let compact = try social(.compact).state("start compose")
        let regular = try social(.regular).state("start compose")
        #expect(json(compact).contains(#""style":"cover""#), "\(json(compact))")
        #expect(json(regular).contains(#""style":"sheet""#), "\(json(regular))")
    }

    @Test func aDeepLinkOpensWithTheClassStyle() throws {
        for (sizeClass, style) in [(SizeClass.compact, "sheet"), (.regular, "popover")] {
            let opening = try social(sizeClass).open("social://status/1/drafts").get()
            #expect(json(opening.state).contains(#""style":"\#(style)""#), "\(sizeClass)")
            #expect(
                opening.state.pathText == [
                    "main.timeline", #"main.status(id: "1")"#, #"main.drafts(id: "1")"#,
                ])
        }
    }

    @Test func thenActionsAdaptToo() throws {
        let spec = AdaptiveSpecs.timeline(
            """
                      - { start: compose, then: { posted: { sheet: share, as: { regular: cover } } } }
            """
        )
        .replacingOccurrences(
            of: "    root: editor\n", with: "    root: editor\n    outcomes: [posted]\n"
        )
        .replacingOccurrences(
            of: "editor:\n        transitions: [dismiss]",
            with: "editor:\n        transitions: [dismiss, { finish: posted }]")
        let regular = try Simulator(spec: loadSpec(spec), sizeClass: .regular).state(
            "start compose", "finish posted")
        #expect(json(regular).contains(#""style":"cover""#), "\(json(regular))")
        let compact = try Simulator(spec: loadSpec(spec)).state("start compose", "finish posted")
        #expect(json(compact).contains(#""style":"sheet""#), "\(json(compact))")
    }

    @Test func aFlowsSizeClassOverridesTheSimulators() throws {
        let file = """
            flows:
              - name: iPad
                sizeClass: regular
                steps:
                  - do: sheet share
                  - do: back
                  - expect: { top: main.timeline }
              - name: iPhone
                steps:
                  - do: set signedIn true
                  - do: start compose
                  - expect-refused: back

            """
        let flows = try FlowFile.parse(Array(file.utf8), file: "flows.yaml").get().flows
        #expect(flows.map(\.sizeClass) == [.regular, nil])
        let results = try social(.compact).run(flows)
        #expect(results.map(\.passed) == [true, true], "\(results)")
        let regularAll = try social(.regular).run(flows)
        #expect(regularAll.map(\.passed) == [true, false])
        let bad = FlowFile.parse(
            Array("flows:\n  - { name: x, sizeClass: wide, steps: [] }\n".utf8), file: "f")
        guard case .failure(let errors) = bad else {
            Issue.record("a bad sizeClass parsed")
            return
        }
        #expect(errors.errors.first?.message == "sizeClass must be compact or regular, not 'wide'")
    }
}
