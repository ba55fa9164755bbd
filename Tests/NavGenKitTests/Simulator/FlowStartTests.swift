import NavGenKit
import Testing

/// Then-starts (a flow started in the parent once the child closed) and starts at a
/// chosen route (`at`, `args`), as the simulator runs them.
@Suite struct FlowStartTests {
    static let spec = """
        navgen: 1
        app: Starts
        root: home
        coordinators:
          home:
            root: feed
            children: [menu, settings, launch]
            routes:
              feed:
                transitions:
                  - start: menu
                    then:
                      openSettings: { start: settings, as: cover, then: { done: stay } }
                      openLaunch: { start: launch, at: survey, args: { kind: exit }, then: { done: { push: detail } } }
                      closed: stay
                  - push: detail
                  - { start: launch, at: intro, as: cover, then: { done: stay } }
                  - { start: launch, at: survey, args: { kind: exit }, then: { done: { push: detail } } }
              detail:
                transitions: [pop]
          menu:
            root: list
            outcomes: [openSettings, openLaunch, closed]
            routes:
              list:
                transitions: [{ finish: openSettings }, { finish: openLaunch }, { finish: closed }]
          settings:
            root: general
            outcomes: [done]
            routes:
              general:
                params: { section: 'String?' }
                transitions: [{ finish: done }]
          launch:
            root: welcome
            outcomes: [done]
            routes:
              welcome:
                transitions: [{ push: intro }, { finish: done }]
              intro:
                transitions: [{ push: survey }, { finish: done }, popToRoot]
              survey:
                params: { kind: String, count: 'Int?' }
                transitions: [{ finish: done }, popToRoot]
        """

    private let simulator: Simulator

    init() throws {
        simulator = try makeSimulator(Self.spec)
    }

    @Test func aThenStartRunsInTheParentAfterTheChildClosed() throws {
        let state = try simulator.state("start menu", "finish openSettings(section: \"privacy\")")
        #expect(state.pathText == ["home.feed", "settings.general(section: \"privacy\")"])
    }

    @Test func aThenStartedFlowRunsItsOwnThen() throws {
        let state = try simulator.state("start menu", "finish openLaunch", "finish done")
        #expect(state.pathText == ["home.feed", "home.detail"])
    }

    @Test func aStartAtBeginsTheFlowAtThatRouteWithItsArgs() throws {
        let state = try simulator.state("start launch at survey(count: 2)")
        #expect(state.pathText == ["home.feed", "launch.survey(kind: \"exit\", count: 2)"])
    }

    @Test func theAtRouteIsTheStacksBottom() throws {
        let state = try simulator.state("start launch at intro", "push survey(kind: \"a\")", "popToRoot")
        #expect(state.pathText == ["home.feed", "launch.intro"])
        // `back` at R acts as at a flow's root: a cover is not dismissed by it.
        #expect(
            try simulator.refusal(after: ["start launch at intro"], "back")?.reason
                == "launch.intro is the root of a flow shown as a cover: back does not dismiss a cover")
    }

    @Test func aStartIsKnownByItsChildAndAt() throws {
        #expect(
            try simulator.refusal("start launch")?.reason.contains("does not declare 'start: launch'") == true
        )
        #expect(try simulator.refusal("start launch at welcome") != nil)
    }

    @Test func givingAParamTheArgsFixIsMalformed() throws {
        let action = try ActionParser.parse("start launch at survey(kind: \"x\")")
        #expect(
            simulator.malformation(of: action)?.reason
                == "'kind' of launch.survey is fixed by the start's args; leave it out")
        #expect(simulator.malformation(of: try ActionParser.parse("start launch at survey(count: 1)")) == nil)
    }

    @Test func theActionReadsAndPrintsAsWritten() throws {
        let action = try ActionParser.parse("start launch at survey(count: 1)")
        #expect(
            action == .start("launch", at: "survey", [ActionArgument(label: "count", value: .integer("1"))]))
        #expect(action.description == "start launch at survey(count: 1)")
        #expect(try ActionParser.parse("start launch") == .start("launch", []))
    }

    @Test func theTraceShowsTheThenStartAsAStepOfItsOwn() throws {
        let actions = try ["start menu", "finish openLaunch"].map { try ActionParser.parse($0) }
        let run = simulator.steps(
            from: simulator.launchState, url: nil, route: nil, actions: actions, trace: true)
        #expect(
            run.steps.map(\.title) == [
                "launch", "start menu", "finish openLaunch", "then: start launch at survey",
            ])
        #expect(run.steps[2].state.pathText == ["home.feed"])
        #expect(run.steps[3].state.pathText == ["home.feed", "launch.survey(kind: \"exit\", count: nil)"])
        let settings = try ["start menu", "finish openSettings"].map { try ActionParser.parse($0) }
        let other = simulator.steps(
            from: simulator.launchState, url: nil, route: nil, actions: settings, trace: true)
        #expect(other.steps.last?.title == "then: start settings")
    }
}
