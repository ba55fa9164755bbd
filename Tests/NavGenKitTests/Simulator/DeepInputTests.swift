import Foundation
import Testing

@testable import NavGenKit

/// Inputs whose size sets how deep a walk goes, fed at depths that overflowed a
/// stack when the walk recursed once per level: each level is either walked with a
/// stack of the walker's own, or bounded by ``NavigationEngine/presentationLimit``
/// with a finding or a refusal that says so.
@Suite struct DeepInputTests {
    private func spec(_ text: String) throws -> NavigationSpec {
        try #require(SpecLoader.load(Array(text.utf8), file: "navgen.yaml").spec)
    }

    private func findings(_ text: String) -> [Finding] {
        Validator.validate(Array(text.utf8), file: "navgen.yaml").findings
    }

    // MARK: - Path segments

    @Test func aHundredThousandSegmentPatternMatchesAndExplains() throws {
        let segments = 100_000
        let text = DeepSpecs.longPattern(segments: segments)
        #expect(findings(text).isEmpty)
        let simulator = try Simulator(spec: try spec(text))
        let (matched, explained) = onSmallStack {
            let matched = try? simulator.open(DeepSpecs.longURL(segments: segments)).get()
            var explained = ""
            if case .failure(let mismatch) = simulator.open(DeepSpecs.longURL(segments: segments, last: "y"))
            {
                explained = "\(mismatch)"
            }
            return (matched?.target.description, explained)
        }
        #expect(matched == "main.item(id: 7)")
        #expect(explained.hasSuffix("'y' is not an Int"))
    }

    @Test func aMatcherOnASmallStackBacktracksThroughEverySegment() throws {
        // `/x/.../x/z` takes the URL's literal segments all the way down, finds `7`
        // where it wants `z`, and the search comes back up to the first segment to
        // take `/{s}/x/.../x/{id}` instead.
        let segments = 20_000
        let literals = String(repeating: "x/", count: segments)
        let text =
            DeepSpecs.longPattern(segments: segments)
            .replacingOccurrences(of: "params: { id: Int }", with: "params: { s: String, id: Int }")
            .replacingOccurrences(of: "deeplink: /x/", with: "deeplink: /{s}/")
            .replacingOccurrences(of: "[{ push: item }]", with: "[{ push: item }, { push: other }]")
            + "      other:\n        deeplink: /\(literals)z\n"
        #expect(findings(text).isEmpty)
        let simulator = try Simulator(spec: try spec(text))
        let (literal, param) = onSmallStack {
            (
                (try? simulator.open("deep://\(literals)z").get())?.target.description,
                (try? simulator.open(DeepSpecs.longURL(segments: segments)).get())?.target.description
            )
        }
        #expect(literal == "main.other")
        #expect(param == "main.item(s: \"x\", id: 7)")
    }

    // MARK: - Chains of presentations

    @Test func aDeepLinkPastTheLimitIsOneFindingThatSaysSo() {
        let found = findings(DeepSpecs.sheetChain(NavigationEngine.presentationLimit + 10))
        #expect(found.map(\.rule) == [.deeplinkUnbuildable])
        #expect(found.first?.message.contains("at most 50 modals presented one above the other") == true)
    }

    @Test func twentyThousandSheetsValidateWithOneFinding() {
        let started = ContinuousClock.now
        let found = findings(DeepSpecs.sheetChain(20_000))
        #expect(found.map(\.rule) == [.deeplinkUnbuildable])
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test func aDeepLinkWithinTheLimitOpens() throws {
        let simulator = try Simulator(
            spec: try spec(DeepSpecs.sheetChain(NavigationEngine.presentationLimit + 1)))
        let state = try simulator.open("deep://last").get().state
        #expect(state.path.count == NavigationEngine.presentationLimit + 1)
    }

    @Test func theSimulatorRefusesTheModalPastTheLimit() throws {
        let limit = NavigationEngine.presentationLimit
        let text = DeepSpecs.sheetChain(limit + 5, rules: "rules: { deeplink-unbuildable: off }\n")
        let simulator = try Simulator(spec: try spec(text))
        var state = simulator.launchState
        for index in 1...limit {
            state = try simulator.perform(.show("r\(index)", .sheet, []), on: state).get()
        }
        guard case .failure(let refusal) = simulator.perform(.show("r\(limit + 1)", .sheet, []), on: state)
        else {
            Issue.record("sheet r\(limit + 1) was accepted")
            return
        }
        #expect(refusal.reason.contains("50 modals are shown one above the other"))
        #expect(!simulator.allowedActions(in: state).map(\.template).contains("sheet r\(limit + 1)"))
        // A state at the limit is walked on a small stack by everything that reads it.
        let deepest = state
        let rendered = onSmallStack {
            [StateRendering.text(deepest), StateRendering.json(deepest).rendered(pretty: true)]
                .map(\.utf8.count)
        }
        #expect(rendered.allSatisfy { $0 > 0 })
        let same = onSmallStack { deepest == deepest && deepest.hashValue == deepest.hashValue }
        #expect(same)
    }

    @Test func flowsShownModallyCountTowardsTheLimit() {
        let found = findings(DeepSpecs.flowChain(NavigationEngine.presentationLimit + 5, style: "sheet"))
        #expect(found.map(\.rule) == [.deeplinkUnbuildable])
    }

    // MARK: - Chains of coordinators

    @Test func twoThousandFlowsPushedOnOneStackOpen() throws {
        let text = DeepSpecs.flowChain(2_000, style: "push")
        #expect(findings(text).isEmpty)
        let simulator = try Simulator(spec: try spec(text))
        #expect(try simulator.open("deep://last").get().state.path.count == 2_000)
    }

    /// The skeletons ask which tab bars each coordinator needs, down the chain of
    /// flows it starts. (Generating grows faster than linearly in the coordinators,
    /// which keeps this chain short.) The stack is 512 KiB: a debug build's generator
    /// frames alone passed 256 KiB once split views were generated (a chain of 1,200
    /// flows fits as well as one of 400, so nothing recurses per flow), while a walk
    /// recursing once per flow of the chain would need far more.
    @Test func aChainOfFlowsGeneratesOnASmallStack() throws {
        let spec = try spec(DeepSpecs.flowChain(400, style: "push"))
        let files = onSmallStack(bytes: 512 << 10) {
            try? CodeGenerator.generate(spec, options: GenerateOptions(ui: .swiftui))
        }
        #expect(files?.count == 401)
    }

    @Test func tabBarsNestedTwentyThousandDeepAreCutOff() throws {
        let errors = findings(DeepSpecs.tabBarChain(20_000))
        // Every tab bar but the last has a tab bar as its tab.
        #expect(errors.count == 19_999 && errors.allSatisfy { $0.rule == .tabTarget })
        let allowed = try spec(DeepSpecs.tabBarChain(20_000, rules: "rules: { tab-target: off }\n"))
        #expect(throws: Simulator.SetupError.self) { try Simulator(spec: allowed) }
        let index = SpecIndex(NavigationModel(allowed))
        #expect(onSmallStack { index.launchNode("main") == nil })
        #expect(index.launchNode("t\(20_000 - NavigationEngine.presentationLimit + 1)") != nil)
    }
}
