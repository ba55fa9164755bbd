import NavGenKit
import Testing

/// `replace: R`: the decoder, the rules that judge its target, the simulator's move
/// and a link's back stack through it.
@Suite struct ReplaceTests {
    static let browser = """
        navgen: 1
        app: Browser
        root: main
        deeplinks: { schemes: [browser] }
        coordinators:
          main:
            root: home
            children: [reader]
            routes:
              home:
                transitions:
                  - { replace: webPage }
                  - { push: settings }
                  - { sheet: tray }
                  - { start: reader, as: push, then: { done: { replace: settings } } }
              webPage:
                params: { url: String }
                deeplink: '/web/{url}'
                transitions: [{ replace: webPage }, { push: settings }]
              settings:
                deeplink: /settings
                transitions: [{ replace: about }, pop]
              about:
                deeplink: { pattern: /about, via: [home, settings] }
                transitions: [pop]
              tray:
                transitions: [{ replace: history }, dismiss]
              history:
                deeplink: /history
                transitions: [dismiss]
          reader:
            root: article
            outcomes: [done]
            routes:
              article:
                transitions: [{ replace: comments }]
              comments:
                transitions: [{ finish: done }]
        """

    // MARK: Decoder and rules

    @Test func aReplaceIsAValidMoveInTransitionsThenAndOtherwise() {
        let report = validate(Self.browser)
        #expect(report.findings.isEmpty, "\(report.findings)")
        let spec = report.spec
        #expect(spec != nil)
        let home = spec?.coordinators[0].routes[0]
        #expect(home?.transitions.first?.action.keyword == "replace")
    }

    @Test func aReplaceNeedsARouteOfItsOwnCoordinator() {
        let spec = """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                children: [other]
                routes:
                  home:
                    transitions: [{ replace: elsewhere }, { replace: nowhere }, { start: other }]
              other:
                root: elsewhere
                routes:
                  elsewhere:
            """
        let spots = validate(spec).findings.filter { $0.severity == .error }.spots
        #expect(spots == [Spot(.pushTarget, 10, 34), Spot(.unknownReference, 10, 58)])
    }

    @Test func aReplaceWithoutTargetOrMisspeltIsReported() {
        let bare = decodeFindings(
            minimalSpec + "\n        transitions: [replace]")
        #expect(bare.map(\.message) == ["'replace' needs a target"])
        let misspelt = decodeFindings(minimalSpec + "\n        transitions: [{ replac: home }]")
        #expect(misspelt.first?.help?.contains("replace") == true)
    }

    @Test func aReplaceIsNoPushCycle() {
        let spec = """
            navgen: 1
            app: Demo
            root: main
            coordinators:
              main:
                root: home
                routes:
                  home:
                    transitions: [{ replace: page }]
                  page:
                    transitions: [{ replace: page }, { replace: home }]
            """
        #expect(validate(spec).findings.filter { $0.rule == .pushCycle }.isEmpty)
    }

    // MARK: Simulator

    @Test func aReplaceSwapsTheTopAndAtTheBottomTheRoot() throws {
        let simulator = try makeSimulator(Self.browser)
        #expect(try simulator.state("replace webPage(url: \"a\")").pathText == ["main.webPage(url: \"a\")"])
        let swapped = try simulator.state(
            "replace webPage(url: \"a\")", "push settings", "replace about")
        #expect(swapped.pathText == ["main.webPage(url: \"a\")", "main.about"])
        // Nothing was added to the back stack: back leaves the replaced screen out.
        #expect(try simulator.state("push settings", "replace about", "back").pathText == ["main.home"])
    }

    @Test func aReplaceOverAPresentedRouteKeepsItsStyle() throws {
        let simulator = try makeSimulator(Self.browser)
        let state = try simulator.state("sheet tray", "replace history")
        #expect(state.pathText == ["main.home", "main.history"])
        #expect(try simulator.state("sheet tray", "replace history", "dismiss").pathText == ["main.home"])
        guard case .stack(let stack) = state.root, case .presented(.sheet)? = stack.modal?.style else {
            Issue.record("the history is not shown as a sheet")
            return
        }
    }

    @Test func aReplaceOfAPushedFlowsFirstScreenKeepsTheFlow() throws {
        let simulator = try makeSimulator(Self.browser)
        let state = try simulator.state("start reader", "replace comments", "finish done")
        #expect(state.pathText == ["main.settings"])
    }

    @Test func aReplaceIsRefusedWhereNotDeclaredAndListedWhereItIs() throws {
        let simulator = try makeSimulator(Self.browser)
        let refusal = try #require(try simulator.refusal("replace about"))
        #expect(refusal.reason == "main.home does not declare 'replace: about'")
        #expect(refusal.allowed.first == "replace webPage(url: String)")
        #expect(try simulator.refusal("replace webPage")?.reason == "main.webPage needs 'url: String'")
    }

    @Test func theActionParserReadsAReplace() throws {
        #expect(
            try ActionParser.parse("replace webPage(url: \"x\")")
                == .replace("webPage", [ActionArgument(label: "url", value: .string("x"))]))
        #expect(try ActionParser.parse("replace main.about") == .replace("main.about", []))
        #expect(SimulatorAction.replace("webPage", []).description == "replace webPage")
    }

    // MARK: Deep links

    @Test func aLinkThroughAReplaceHasNoScreenItReplaced() throws {
        let simulator = try makeSimulator(Self.browser)
        #expect(try simulator.state(url: "browser://web/x").pathText == ["main.webPage(url: \"x\")"])
        // One move, in declaration order: a push of settings, then its replace.
        #expect(try simulator.state(url: "browser://about").pathText == ["main.home", "main.about"])
        #expect(try simulator.state(url: "browser://history").pathText == ["main.home", "main.history"])
    }
}
