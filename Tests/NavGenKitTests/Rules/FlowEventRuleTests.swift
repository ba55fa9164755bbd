import NavGenKit
import Testing

/// Flow events: `events` on a stack, `emit: E`, a `start` item's `on:`, and the
/// findings about them (`unhandled-event`, `unknown-outcome`, `name-collision`,
/// `set-finish`).
@Suite struct FlowEventRuleTests {
    /// A parent that starts `room` with the `on` written in, and `room` itself.
    private func chats(on: String, events: String = "[presentCall, verifyUser]") -> String {
        """
        navgen: 1
        app: Demo
        root: chats
        coordinators:
          chats:
            root: list
            children: [room]
            routes:
              list:
                transitions:
                  - start: room
                    as: push\(on.isEmpty ? "" : "\n            " + on)
              call:
              verification:
          room:
            root: timeline
            events: \(events)
            routes:
              timeline:
                transitions: [{ emit: presentCall }, { emit: verifyUser }]
        """
    }

    @Test func aStartHandlingEveryEventIsClean() {
        let report = validate(
            chats(on: "on: { presentCall: { sheet: call }, verifyUser: { sheet: verification } }"))
        #expect(report.findings.map(\.message) == [])
    }

    @Test func theDecoderKeepsEventsEmitAndOn() throws {
        let report = validate(chats(on: "on: { presentCall: { sheet: call }, verifyUser: stay }"))
        let spec = try #require(report.spec)
        #expect(spec.coordinator(named: "room")?.events.map(\.value) == ["presentCall", "verifyUser"])
        let start = try #require(spec.coordinator(named: "chats")?.route(named: "list")?.transitions.first)
        #expect(start.on?.handlers.map(\.outcome.value) == ["presentCall", "verifyUser"])
        #expect(start.on?.handlers.last?.action == nil)
        let emits = spec.coordinator(named: "room")?.route(named: "timeline")?.transitions.map(
            \.action.keyword)
        #expect(emits == ["emit", "emit"])
    }

    @Test func aMissingEventIsReportedAtTheOnKey() {
        let findings = validate(chats(on: "on: { presentCall: { sheet: call } }")).findings
        #expect(findings.spots(of: .unhandledEvent) == [Spot(.unhandledEvent, 13, 13)])
        #expect(
            findings.first { $0.rule == .unhandledEvent }?.message
                == "'room' can emit 'verifyUser', which this `start` does not handle")
        #expect(findings.first { $0.rule == .unhandledEvent }?.scope == "chats.list")
    }

    @Test func withoutOnTheFindingIsAtTheStartItem() {
        #expect(
            validate(chats(on: "")).findings.spots(of: .unhandledEvent) == [Spot(.unhandledEvent, 11, 13)])
    }

    @Test func aMisspeltEventIsUnknownOnlyAndAChildWithoutEventsNeedsNoOn() {
        let findings = validate(chats(on: "on: { presentCall: stay, verifyUsr: stay }")).findings
        #expect(findings.filter { $0.rule != .unreachableRoute }.spots == [Spot(.unknownOutcome, 13, 38)])
        #expect(findings.first?.help == "did you mean 'verifyUser'?")
        let none = chats(on: "", events: "[]").replacingOccurrences(
            of: "[{ emit: presentCall }, { emit: verifyUser }]", with: "[dismiss]")
        #expect(validate(none).findings.spots(of: .unhandledEvent) == [])
    }

    @Test func anEmitOfNoEventIsUnknownOutcome() {
        let yaml = chats(on: "on: { presentCall: stay, verifyUser: stay }").replacingOccurrences(
            of: "{ emit: verifyUser }", with: "{ emit: verifyUsr }")
        let findings = validate(yaml).findings
        #expect(findings.spots(of: .unhandledEvent) == [])
        #expect(findings.spots(of: .unknownOutcome) == [Spot(.unknownOutcome, 21, 54)])
        #expect(findings.last?.message == "'room' has no event 'verifyUsr' to emit")
    }

    @Test func anEventNamedLikeAnOutcomeOrRepeatedCollides() {
        let yaml = chats(on: "on: { presentCall: stay, verifyUser: stay }").replacingOccurrences(
            of: "    events: [presentCall, verifyUser]",
            with: "    outcomes: [verifyUser]\n    events: [presentCall, verifyUser, presentCall]")
        let findings = validate(yaml).findings
        #expect(
            findings.spots(of: .nameCollision) == [
                Spot(.nameCollision, 19, 27), Spot(.nameCollision, 19, 39),
            ])
    }

    @Test func aRootWithEventsIsUnhandled() {
        let yaml = """
            navgen: 1
            app: Demo
            root: room
            coordinators:
              room:
                root: timeline
                events: [presentCall]
                routes:
                  timeline:
                    transitions: [{ emit: presentCall }]
            """
        #expect(validate(yaml).findings.spots == [Spot(.unhandledEvent, 3, 7)])
    }

    @Test func anEmitInARouteSetIsSetFinish() {
        let yaml = spec(
            """
              main:
                root: home
                uses: [common]
                routes:
                  home:
                    transitions: [{ push: account }]
              common:
                kind: routes
                routes:
                  account:
                    transitions: [{ emit: presentCall }]
            """)
        #expect(validate(yaml).findings.spots == [Spot(.setFinish, 15, 25)])
    }

    @Test func anOtherwiseStartNeedsOnToo() {
        let yaml = spec(
            """
              main:
                root: home
                children: [room]
                routes:
                  home:
                    transitions: [{ push: locked }]
                  locked:
                    requires: [premium]
                    otherwise: { start: room }
              room:
                root: timeline
                events: [presentCall]
                routes:
                  timeline:
                    transitions: [{ emit: presentCall }, dismiss]
            conditions:
              premium: { initially: false, setByApp: true }
            """)
        #expect(validate(yaml).findings.spots == [Spot(.unhandledEvent, 13, 22)])
    }
}

/// What an `on` action may do where the child runs: a push only onto a shared stack,
/// no way back.
@Suite struct FlowEventActionTests {
    private func chats(style: String, action: String) -> String {
        """
        navgen: 1
        app: Demo
        root: chats
        coordinators:
          chats:
            root: list
            children: [room]
            routes:
              list:
                transitions:
                  - { start: room, as: \(style), on: { presentCall: \(action) } }
              call:
          room:
            root: timeline
            events: [presentCall]
            routes:
              timeline:
                transitions: [{ emit: presentCall }, dismiss]
        """
    }

    @Test func aPushIsModalPushWhenTheChildRunsModally() {
        #expect(validate(chats(style: "push", action: "{ push: call }")).findings.spots == [])
        #expect(
            validate(chats(style: "sheet", action: "{ push: call }")).findings.spots == [
                Spot(.modalPush, 11, 60)
            ])
        #expect(validate(chats(style: "sheet", action: "{ sheet: call }")).findings.spots == [])
    }

    @Test func aWayBackIsWrongType() {
        let findings = validate(chats(style: "push", action: "pop")).findings
        #expect(findings.spots(of: .wrongType) == [Spot(.wrongType, 11, 57)])
        #expect(findings.spots(of: .unhandledEvent) == [])
    }
}
