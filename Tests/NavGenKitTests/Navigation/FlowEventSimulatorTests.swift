import NavGenKit
import Testing

/// `emit E(args)` in the simulator: the child keeps running and its starter's `on`
/// action runs in the starter's flow.
@Suite struct FlowEventSimulatorTests {
    /// `home` starts `chats` as a sheet; `chats` starts `room` as a push and handles
    /// each of its events with another kind of action.
    static let chat = """
        navgen: 1
        app: Chat
        root: home
        coordinators:
          home:
            root: welcome
            children: [chats]
            routes:
              welcome:
                transitions:
                  - start: chats
                    then: { done: { push: farewell } }
                    on: { ring: { sheet: ringing } }
              farewell:
              ringing:
          chats:
            root: list
            children: [room, call]
            outcomes: [done]
            events: [ring]
            routes:
              list:
                transitions:
                  - start: room
                    as: push
                    on:
                      presentCall: { start: call, then: { ended: { push: extra } } }
                      verifyUser: { sheet: verification }
                      openProfile: { push: profile }
                      leave: { finish: done }
                      ignore: stay
                      bubble: { emit: ring }
              extra:
              verification:
                transitions: [dismiss]
              profile:
                params: { userId: String }
          room:
            root: timeline
            events: [presentCall, verifyUser, openProfile, leave, ignore, bubble]
            routes:
              timeline:
                transitions:
                  - emit: presentCall
                  - emit: verifyUser
                  - emit: openProfile
                  - emit: leave
                  - emit: ignore
                  - emit: bubble
                  - push: details
              details:
          call:
            root: callScreen
            outcomes: [ended]
            routes:
              callScreen:
                transitions: [{ finish: ended }]
        """

    static let inRoom = ["start chats", "start room"]

    private func state(_ actions: String...) throws -> NavigationState {
        let simulator = try makeSimulator(Self.chat)
        var state = simulator.launchState
        for text in Self.inRoom + actions {
            state = try simulator.perform(ActionParser.parse(text), on: state).get()
        }
        return state
    }

    @Test func theSpecIsCleanAndTheParserReadsAnEmit() throws {
        #expect(validate(Self.chat).findings.map(\.message) == [])
        #expect(
            try ActionParser.parse("emit openProfile(userId: \"u\")")
                == .emit("openProfile", [ActionArgument(label: "userId", value: .string("u"))]))
        #expect(SimulatorAction.emit("verifyUser", []).description == "emit verifyUser")
        #expect(throws: ActionParser.Failure.self) { try ActionParser.parse("emit") }
    }

    @Test func aPresentationShowsOverTheScreenOnTopAndTheChildStays() throws {
        #expect(
            try state("emit verifyUser").pathText == [
                "home.welcome", "chats.list", "room.timeline", "chats.verification",
            ])
        // The starter's own screen does not matter: a screen the child pushed stays below.
        let simulator = try makeSimulator(Self.chat)
        #expect(
            try simulator.refusal(after: Self.inRoom + ["push details"], "emit verifyUser")?.reason
                == "room.details does not declare 'emit: verifyUser'")
    }

    @Test func aPushGoesOnTheSharedStackWithParamsFromTheEmitArgsByLabel() throws {
        #expect(
            try state("emit openProfile(userId: \"u\")").pathText == [
                "home.welcome", "chats.list", "room.timeline", "chats.profile(userId: \"u\")",
            ])
        let simulator = try makeSimulator(Self.chat)
        #expect(
            try simulator.refusal(after: Self.inRoom, "emit openProfile")?.reason
                == "chats.profile needs 'userId: String'")
    }

    @Test func finishFinishesTheStarterStayDoesNothingAndEmitPassesTheEventOn() throws {
        #expect(try state("emit leave").pathText == ["home.welcome", "home.farewell"])
        #expect(try state("emit ignore").pathText == ["home.welcome", "chats.list", "room.timeline"])
        #expect(
            try state("emit bubble").pathText == [
                "home.welcome", "chats.list", "room.timeline", "home.ringing",
            ])
        let simulator = try makeSimulator(Self.chat)
        #expect(
            try simulator.refusal(after: Self.inRoom, "emit ignore(x: 1)")?.reason
                == "'emit ignore (its on action is stay)' takes no arguments")
    }

    @Test func aFlowAnOnActionStartedRunsItsThenInTheStarter() throws {
        let started = try state("emit presentCall")
        #expect(started.pathText == ["home.welcome", "chats.list", "room.timeline", "call.callScreen"])
        #expect(
            try state("emit presentCall", "finish ended").pathText == [
                "home.welcome", "chats.list", "room.timeline", "chats.extra",
            ])
    }

    @Test func theTraceShowsTheOnActionAsAStepOfItsOwn() throws {
        let simulator = try makeSimulator(Self.chat)
        let actions = try (Self.inRoom + ["emit presentCall", "finish ended"]).map {
            try ActionParser.parse($0)
        }
        let run = simulator.steps(
            from: simulator.launchState, url: nil, route: nil, actions: actions, trace: true)
        #expect(
            run.steps.map(\.title) == [
                "launch", "start chats", "start room", "emit presentCall", "on presentCall: start call",
                "finish ended",
            ])
        #expect(run.steps[3].state == run.steps[2].state)
    }

    @Test func theAllowedActionsOfferEachEmitWithTheParamsItsOnActionShows() throws {
        let simulator = try makeSimulator(Self.chat)
        var state = simulator.launchState
        for text in Self.inRoom { state = try simulator.perform(ActionParser.parse(text), on: state).get() }
        let allowed = simulator.allowedActions(in: state)
        #expect(
            allowed.map(\.template) == [
                "emit presentCall", "emit verifyUser", "emit openProfile(userId: String)", "emit leave",
                "emit ignore", "emit bubble", "push details", "back",
            ])
        #expect(allowed[2].action == nil)
        #expect(allowed[1].action == .emit("verifyUser", []))
    }

    @Test func anEventOfAFlowNoStartItemStartedIsRefused() throws {
        let root =
            Self.chat.replacingOccurrences(of: "root: home\n", with: "root: room\n")
            + "\nrules: { unhandled-event: off, unreachable-route: off, unreachable-coordinator: off }\n"
        let refusal = try makeSimulator(root).refusal("emit verifyUser")
        #expect(
            refusal?.reason
                == "'room' was not started by a `start` item: nothing handles its event 'verifyUser'")
    }

    @Test func aPushOfAChildRunningModallyIsRefusedAsModalPush() throws {
        let modal =
            Self.chat.replacingOccurrences(
                of: "- start: room\n            as: push\n", with: "- start: room\n")
            + "\nrules: { modal-push: off }\n"
        let refusal = try makeSimulator(modal).refusal(after: Self.inRoom, "emit openProfile(userId: \"u\")")
        #expect(
            refusal?.reason
                == "'push profile' in the on action of 'room' cannot run: 'room' is presented modally, "
                + "so there is no shared stack to push on (modal-push)")
    }

    /// A tab bar whose `chats` tab starts `room` as a sheet.
    static let tabs = """
        navgen: 1
        app: Chat
        root: main
        coordinators:
          main:
            kind: tabs
            children: [chats, settings]
          chats:
            root: list
            children: [room]
            routes:
              list:
                transitions:
                  - start: room
                    on: { toSettings: { tab: settings }, jump: { go: settings.prefs }, back: { go: chats.list } }
          settings:
            root: settingsHome
            routes:
              settingsHome:
                transitions: [{ push: prefs }]
              prefs:
          room:
            root: timeline
            events: [toSettings, jump, back]
            routes:
              timeline:
                transitions: [{ emit: toSettings }, { emit: jump }, { emit: back }]
        """

    @Test func tabAndGoMoveAsAnywhereClosingTheChildWhenTheyLeaveIt() throws {
        #expect(validate(Self.tabs).findings.map(\.message) == [])
        let simulator = try makeSimulator(Self.tabs)
        let tab = try simulator.state("start room", "emit toSettings")
        #expect(tab.pathText == ["settings.settingsHome"])
        let go = try simulator.state("start room", "emit jump")
        #expect(go.pathText == ["settings.settingsHome", "settings.prefs"])
        #expect(GoTests.tabs(of: go) == ["chats.list", "settings.settingsHome › settings.prefs"])
        #expect(
            try simulator.state("start room", "emit jump", "tab chats").pathText == [
                "chats.list", "room.timeline",
            ])
        #expect(try simulator.state("start room", "emit back").pathText == ["chats.list"])
    }
}

/// `graph` draws each `on` action as a dashed edge from the routes that emit the event.
@Suite struct FlowEventGraphTests {
    @Test func eachOnActionIsADashedEdgeFromTheRoutesThatEmitItsEvent() throws {
        let pipeline = Pipeline(Array(FlowEventSimulatorTests.chat.utf8), file: "chat.yaml")
        let diagram = try #require(try pipeline.diagram(focus: nil))
        let events = diagram.edges.filter { $0.kind == .event }
        #expect(
            events.map(\.label) == [
                "on ring: sheet",
                "on presentCall: start call", "on verifyUser: sheet", "on openProfile: push",
                "on leave: finish: done", "on bubble: emit ring",
            ])
        #expect(events.allSatisfy { $0.stroke == .dashed })
        #expect(events.map(\.to).contains("chats__verification"))
        #expect(events.first?.from == "chats__list")
        #expect(events.dropFirst().allSatisfy { $0.from == "room__timeline" })
    }
}

/// `routes` says which `on` action shows a route nothing else shows.
@Suite struct FlowEventRoutesTests {
    @Test func aRouteOnlyAnOnActionShowsIsReachedByThatEvent() throws {
        let pipeline = Pipeline(Array(FlowEventSimulatorTests.chat.utf8), file: "chat.yaml")
        let routes = try pipeline.routesReport()
        func info(_ coordinator: String, _ route: String) -> RoutesReport.RouteInfo? {
            routes.coordinators.first { $0.id == coordinator }?.routes.first { $0.route.route == route }
        }
        #expect(info("chats", "verification")?.reachedBy == "event")
        #expect(info("chats", "verification")?.shownByEvent?.event == "verifyUser")
        #expect(info("chats", "profile")?.shownByEvent?.starter == "chats.list")
        #expect(info("call", "callScreen")?.shownByEvent?.event == "presentCall")
        #expect(info("home", "ringing")?.shownByEvent?.child == "chats")
        #expect(info("room", "details")?.reachedBy == "forward")
        #expect(info("chats", "extra")?.shownByEvent == nil)
    }
}
