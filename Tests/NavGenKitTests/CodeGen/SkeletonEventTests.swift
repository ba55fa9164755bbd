import Foundation
import NavGenKit
import Testing

/// `emit<Event>()` and the starter's `handle<Child>Event(_:)` in the skeletons against
/// the simulator's `emit`: each sequence of moves is made once by the simulator and once
/// by calling the skeleton's methods in a compiled program (``SkeletonProgram``), which
/// prints the state on screen (`currentNode`) as the generated state encodes it.
///
/// What a skeleton reads back bounds what is compared: SwiftUI reads what a coordinator
/// presents and a presented flow's stack, UIKit (whose stand-in presents nothing) only
/// the root's navigation stack. So SwiftUI is driven through presentations, a flow an
/// `on` action starts, `finish` and an event passed on; UIKit through a push above the
/// flow that emitted.
@Suite(.serialized) struct SkeletonEventTests {
    /// `home` starts `room` as a push and `chats` as a sheet; `chats` starts `room` as a
    /// push and passes `bubble` on as its own `ring`, which `home` answers with a `go`.
    static let spec = """
        navgen: 1
        app: EventDrive
        root: home
        coordinators:
          home:
            root: welcome
            children: [room, chats]
            routes:
              welcome:
                transitions:
                  - start: room
                    as: push
                    on:
                      presentCall: { start: call, then: { ended: { sheet: verification } } }
                      verifyUser: { sheet: verification }
                      openProfile: { push: profile }
                      leave: stay
                      bubble: stay
                  - start: chats
                    then: { done: { push: farewell } }
                    on: { ring: { go: home.settings } }
                  - push: settings
              verification:
                transitions: [dismiss]
              profile:
              farewell:
              settings:
          chats:
            root: list
            children: [room]
            outcomes: [done]
            events: [ring]
            routes:
              list:
                transitions:
                  - start: room
                    as: push
                    on:
                      presentCall: { sheet: answer }
                      verifyUser: stay
                      openProfile: stay
                      leave: { finish: done }
                      bubble: { emit: ring }
              answer:
          room:
            root: timeline
            events: [presentCall, verifyUser, openProfile, leave, bubble]
            routes:
              timeline:
                transitions:
                  - emit: presentCall
                  - emit: verifyUser
                  - emit: openProfile
                  - emit: leave
                  - emit: bubble
                  - push: details
              details:
                transitions: [{ emit: openProfile }]
          call:
            root: ring
            outcomes: [ended]
            routes:
              ring:
                transitions: [{ finish: ended }]
        """

    typealias Sequence = SkeletonSequences.Sequence

    static let swiftUI = [
        // A sheet over the pushed flow, and a flow the `on` action starts, whose `then:` runs
        // in the starter once it finishes.
        Sequence(
            actions: ["start room", "emit verifyUser"],
            calls: ["app.startRoom()", "app.roomFlow?.emitVerifyUser()"]),
        Sequence(
            actions: ["start room", "emit presentCall"],
            calls: ["app.startRoom()", "app.roomFlow?.emitPresentCall()"]),
        Sequence(
            actions: ["start room", "emit presentCall", "finish ended"],
            calls: [
                "app.startRoom()", "app.roomFlow?.emitPresentCall()",
                "if case .call(let flow)? = app.sheet { flow.finishEnded() }",
            ]),
        Sequence(
            actions: ["start room", "emit leave"], calls: ["app.startRoom()", "app.roomFlow?.emitLeave()"]),
        // In a presented flow: a sheet of its own, `finish` of the starter, and an event
        // passed on to the starter's starter.
        Sequence(
            actions: ["start chats", "start room", "emit presentCall"],
            calls: ["app.startChats()", "chats(app).startRoom()", "chats(app).roomFlow?.emitPresentCall()"]),
        Sequence(
            actions: ["start chats", "start room", "emit leave"],
            calls: ["app.startChats()", "chats(app).startRoom()", "chats(app).roomFlow?.emitLeave()"]),
        Sequence(
            actions: ["start chats", "start room", "emit bubble"],
            calls: ["app.startChats()", "chats(app).startRoom()", "chats(app).roomFlow?.emitBubble()"]),
    ]

    static let uiKit = [
        // A push above the flow's screens, from its root and from a screen it pushed.
        Sequence(
            actions: ["start room", "emit openProfile"],
            calls: ["app.startRoom()", "app.roomFlow?.emitOpenProfile()"]),
        Sequence(
            actions: ["start room", "push details", "emit openProfile"],
            calls: ["app.startRoom()", "app.roomFlow?.showDetails()", "app.roomFlow?.emitOpenProfile()"]),
        Sequence(
            actions: ["start room", "emit leave"], calls: ["app.startRoom()", "app.roomFlow?.emitLeave()"]),
    ]

    @Test(arguments: [UIFramework.swiftui, .uikit])
    func theSkeletonsHandleEventsAsTheSimulatorDoes(_ ui: UIFramework) throws {
        let sequences = ui == .swiftui ? Self.swiftUI : Self.uiKit
        // `chats(app)`: the SwiftUI calls reach the flow the root presents through it.
        let helpers =
            ui == .swiftui
            ? """
            @MainActor func chats(_ app: HomeCoordinator) -> ChatsCoordinator {
                guard case .chats(let flow)? = app.sheet else { fatalError("chats is not presented") }
                return flow
            }

            """ : ""
        try SkeletonSequences.expectSameStates(
            try CodeGenFixtures.spec(text: Self.spec), ui: ui, module: "EventDrive", root: "HomeCoordinator",
            state: "EventDriveNavigationState(root: app.currentNode)",
            sequences: sequences.map { ($0.actions, $0.calls) }, helpers: helpers)
    }

    /// The two `on` actions SwiftUI shows otherwise than the simulator say so where they
    /// are made, in the SwiftUI skeleton only: a push while the flow is pushed, and a
    /// presentation while it is presented.
    @Test func theSwiftUIHandlersNoteWhatTheyCannotShow() throws {
        let spec = try CodeGenFixtures.spec("events")
        func skeleton(_ name: String, _ ui: UIFramework) throws -> String {
            let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
            return try #require(files.first { $0.name == name }).contents
        }
        let chats = try skeleton("ChatsCoordinator.swift", .swiftui)
        #expect(
            chats.contains(
                """
                        case .openProfile:
                            // SwiftUI shows this stack's screens below the `room` flow's: this lands under them.
                            path.append(.profile)
                """))
        let home = try skeleton("HomeCoordinator.swift", .swiftui)
        #expect(
            home.contains(
                """
                        case .bubble:
                            // SwiftUI shows no second sheet or cover over `room` while it is presented from here.
                            cover = .route(.ringing)
                """))
        for name in ["ChatsCoordinator.swift", "HomeCoordinator.swift"] {
            #expect(try !skeleton(name, .uikit).contains("// SwiftUI"))
        }
    }

    /// A start in `otherwise` takes `on:` too: its handler runs those actions.
    @Test func anOtherwiseStartHandlesItsEvents() throws {
        let spec = try CodeGenFixtures.spec(
            text: """
                navgen: 1
                app: Guarded
                conditions:
                  signedIn: { setByApp: true }
                root: home
                coordinators:
                  home:
                    root: welcome
                    children: [room]
                    routes:
                      welcome:
                        transitions: [{ push: inbox }]
                      inbox:
                        requires: [signedIn]
                        otherwise:
                          start: room
                          as: push
                          on: { ping: { sheet: notice } }
                      notice:
                  room:
                    root: timeline
                    events: [ping]
                    routes:
                      timeline:
                        transitions: [{ emit: ping }]
                """)
        for ui in UIFramework.skeletonFrameworks {
            let files = try CodeGenerator.generate(spec, options: GenerateOptions(ui: ui))
            let home = try #require(files.first { $0.name == "HomeCoordinator.swift" }).contents
            #expect(home.contains("case .ping:"), "\(ui)")
            #expect(!home.contains("case .ping: break"), "\(ui)")
        }
    }
}
